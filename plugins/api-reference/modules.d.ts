/**
 * Modules the plugin generates or aliases (see `configureWebpack` in index.ts).
 */

/** The whole view model, for the server's rendering (and the browser's in development). */
declare module '@api-reference/model' {
  import type {BuiltViewModel} from '@site/plugins/api-reference/viewModel';
  import type {Guide} from '@site/plugins/api-reference/guides';

  const built: Pick<BuiltViewModel, 'model' | 'examples'> & {
    /** By operation id, the docs pages that embed or link the operation. */
    guides: Record<string, Guide[]>;
  };
  export default built;
}

/** What "Try it" needs; only its own chunk imports it. */
declare module '@api-reference/try-it' {
  import type {ApiTryItModel} from '@site/plugins/api-reference/types';

  const model: ApiTryItModel;
  export default model;
}

/**
 * The code samples in the languages other than curl, by operation id, with `baseUrlMarker` for the
 * installation's address; loaded when a reader picks one of them.
 */
declare module '@api-reference/samples' {
  import type {CodeLanguage} from '@site/plugins/api-reference/types';

  const samples: Record<string, Partial<Record<CodeLanguage, string>>>;
  export default samples;
}

/**
 * The static part of the page: rendered from the view model on the server, taken over as it is
 * from the page's HTML in the browser.
 */
declare module '@api-reference/static-content' {
  import type {ReactNode} from 'react';

  export default function ApiStaticContent(props: {onReady?: (root: HTMLElement) => void}): ReactNode;
}
