import type {ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

import {deferredAttribute} from '../../constants';

/**
 * A part of the reference a reader does not need on first load. The server renders it inside a
 * <noscript>: without JavaScript the browser shows it as part of the page; with JavaScript the
 * browser keeps it as one inert text node, which costs almost nothing to parse and nothing to lay
 * out, and the page puts it in as markup when the reader gets near (ApiReference/deferredSections.ts).
 * With everything as elements, /api/ was 56,000 of them, whose parsing, style and layout blocked a
 * phone's main thread for about a second.
 */
export default function ApiDeferred({children}: {children: ReactNode}) {
  // The development server renders the reference in the browser, where a <noscript> stays empty.
  if (ExecutionEnvironment.canUseDOM) return <>{children}</>;
  return (
    <div {...{[deferredAttribute]: ''}}>
      <noscript>{children}</noscript>
    </div>
  );
}
