import {Children, isValidElement, type ReactNode} from 'react';
import type {Props as ThemeProps} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

import {HighlightedCodeProvider} from '@site/src/components/HighlightedCode';

type Props = ThemeProps & {
  /** Which build-time highlighted block a Markdown code block is (plugins/code-highlight/blocks.ts). */
  readonly highlightedBlock?: string;
};

/** Plain strings stay copyable; anything holding elements is shown as it is. */
function stringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * Ejected from the classic theme for two reasons. It passes the name of the build-time highlighted block on to
 * CodeBlock/Content. And it drops the theme's re-mount of every code block after hydration
 * (`key={String(isBrowser)}`), which exists so that a color-mode-specific Prism theme applies:
 * this site has one code theme for both modes, and re-drawing every block cost long pages
 * hundreds of milliseconds of main-thread time on a phone.
 */
export default function CodeBlock({children: rawChildren, highlightedBlock, ...props}: Props): ReactNode {
  const children = stringifyChildren(rawChildren);
  if (typeof children !== 'string') return <ElementContent {...props}>{children}</ElementContent>;
  return (
    <HighlightedCodeProvider block={highlightedBlock}>
      <StringContent {...props}>{children}</StringContent>
    </HighlightedCodeProvider>
  );
}
