import {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  type useCodeWordWrap,
} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';

type WordWrap = ReturnType<typeof useCodeWordWrap>;

const resizeCallbacks = new WeakMap<Element, () => void>();
let resizeObserver: ResizeObserver | undefined;

/**
 * Calls `onResize` when the element's box changes size: on observing it, when the window is
 * resized, when the tab panel holding it is shown (its box grows from nothing) and when its lines
 * wrap. One observer serves every block of the page.
 */
function observeResize(element: Element, onResize: () => void): () => void {
  resizeObserver ??= new ResizeObserver((entries) => {
    for (const entry of entries) resizeCallbacks.get(entry.target)?.();
  });
  resizeCallbacks.set(element, onResize);
  resizeObserver.observe(element);
  return () => {
    resizeObserver?.unobserve(element);
    resizeCallbacks.delete(element);
  };
}

/**
 * The theme's `useCodeWordWrap` with the same result, for less work per block while the page
 * hydrates: the theme gives every block a window resize listener, a MutationObserver (whose
 * options it memoizes with `localeCompare`, loading the browser's collation data) and a second
 * render to find a hidden tab panel around it. Here one ResizeObserver notices all three cases, and
 * a block only renders again when its code turns out to be scrollable.
 */
function useWordWrap(): WordWrap {
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    // Only the two wrapping properties: numbered blocks keep their line counter in the style.
    code.style.whiteSpace = isEnabled ? '' : 'pre-wrap';
    // Very long tokens (URLs, keys) wrap too.
    code.style.overflowWrap = isEnabled ? '' : 'anywhere';
    setIsEnabled(!isEnabled);
  }, [isEnabled]);

  useEffect(() => {
    const block = codeBlockRef.current;
    if (!block) return undefined;
    return observeResize(block, () => setIsCodeScrollable(block.scrollWidth > block.clientWidth));
  }, []);

  return useMemo(() => ({codeBlockRef, isEnabled, isCodeScrollable, toggle}), [isEnabled, isCodeScrollable, toggle]);
}

/**
 * Ejected from the classic theme (3.10) for two changes that matter on pages with many blocks:
 * word wrap through `useWordWrap` above, and the block's metadata (title, language, highlighted
 * lines, magic comments) parsed once per block instead of on every render.
 */
export default function CodeBlockString({
  children,
  className,
  metastring,
  language,
  title,
  showLineNumbers,
}: Props): ReactNode {
  const {prism} = useThemeConfig();
  const metadata = useMemo(
    () =>
      createCodeBlockMetadata({
        code: children,
        className,
        metastring,
        magicComments: prism.magicComments,
        defaultLanguage: prism.defaultLanguage,
        language,
        title,
        showLineNumbers,
      }),
    [children, className, metastring, prism.magicComments, prism.defaultLanguage, language, title, showLineNumbers],
  );
  const wordWrap = useWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
