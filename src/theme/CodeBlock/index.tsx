import {Children, isValidElement, type ReactNode} from 'react';
import type {Props as ThemeProps} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

import {CodeTokensProvider} from '@site/src/components/CodeTokens';

type Props = ThemeProps & {
  /** Build-time tokens of a Markdown code block (plugins/code-highlight), JSON-encoded. */
  readonly tokens?: string;
};

/** Plain strings stay copyable; anything holding elements is shown as it is. */
function stringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * Ejected from the classic theme for two reasons. It passes the build-time tokens on to
 * CodeBlock/Content. And it drops the theme's re-mount of every code block after hydration
 * (`key={String(isBrowser)}`), which exists so that a colour-mode-specific Prism theme applies:
 * this site has one code theme for both modes, and re-drawing every block cost long pages
 * hundreds of milliseconds of main-thread time on a phone.
 */
export default function CodeBlock({children: rawChildren, tokens, ...props}: Props): ReactNode {
  const children = stringifyChildren(rawChildren);
  if (typeof children !== 'string') return <ElementContent {...props}>{children}</ElementContent>;
  return (
    <CodeTokensProvider tokens={tokens}>
      <StringContent {...props}>{children}</StringContent>
    </CodeTokensProvider>
  );
}
