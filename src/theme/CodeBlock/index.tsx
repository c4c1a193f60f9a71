import {Children, isValidElement, type ReactNode} from 'react';
import type {Props as ThemeProps} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

import {HighlightedCodeProvider} from '@site/src/components/HighlightedCode';

type Props = ThemeProps & {
  /** Build-time highlighted lines of a Markdown code block (plugins/code-highlight), as HTML. */
  readonly highlightedHtml?: string;
};

/** Plain strings stay copyable; anything holding elements is shown as it is. */
function stringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * Ejected from the classic theme for two reasons. It passes the build-time highlighted lines on to
 * CodeBlock/Content. And it drops the theme's re-mount of every code block after hydration
 * (`key={String(isBrowser)}`), which exists so that a color-mode-specific Prism theme applies:
 * this site has one code theme for both modes, and re-drawing every block cost long pages
 * hundreds of milliseconds of main-thread time on a phone.
 */
export default function CodeBlock({children: rawChildren, highlightedHtml, ...props}: Props): ReactNode {
  const children = stringifyChildren(rawChildren);
  if (typeof children !== 'string') return <ElementContent {...props}>{children}</ElementContent>;
  return (
    <HighlightedCodeProvider html={highlightedHtml}>
      <StringContent {...props}>{children}</StringContent>
    </HighlightedCodeProvider>
  );
}
