import {useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';

import {useHighlightedBlock} from '@site/src/components/HighlightedCode';
import {blockOf} from '@site/plugins/code-highlight/blocks';
import {usePageModule} from '@site/src/components/ServerMarkup';
import {cssText, decodeLines, escapeHtml, lineText} from '@site/plugins/code-highlight/encoding';

// The theme's own styles for this component, so that its layout rules stay the theme's.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';

/**
 * The HTML of the lines to draw. Magic comments (`// highlight-next-line`) are removed from the
 * code after the build highlighted it, so keep the highlighted lines the code still has; when they
 * do not match the code at all (a CodeBlock used from JSX has none), draw the code unhighlighted.
 */
function linesOf(code: string, html: string | undefined): string[] {
  const codeLines = code.split('\n');
  if (html !== undefined) {
    const kept: string[] = [];
    for (const line of decodeLines(html)) {
      if (kept.length < codeLines.length && lineText(line) === codeLines[kept.length]) kept.push(line);
    }
    if (kept.length === codeLines.length) return kept;
  }
  return codeLines.map(escapeHtml);
}

/**
 * The markup prism-react-renderer's <Highlight> and the theme's CodeBlock/Line produced, with each
 * line a `<span>` instead of a `<div>`: `<code>` may hold phrasing content only (the Nu HTML
 * Checker rejected every line of every block). The span is a block (or the theme's table row when
 * lines are numbered), so it lays out as the div did.
 */
function lineMarkup(html: string, className: string | undefined, style: string, numbered: boolean): string {
  const classes = clsx('token-line', className, numbered && lineStyles.codeLine);
  const content = numbered
    ? `<span class="${lineStyles.codeLineNumber}"></span><span class="${lineStyles.codeLineContent}">${html}</span>`
    : html;
  return `<span class="${classes}" style="${numbered ? style : `${style};display:block`}">${content}<br></span>`;
}

/**
 * The highlighted HTML of the block: at hand when the server renders the page (and in development);
 * in the browser only for a block drawn by client-side navigation, which gets its page's file as a
 * page module (`usePageModule`, one fetch per file). Hydration keeps the server's highlighted
 * markup, so a block present at load fetches nothing.
 */
function useHighlightedHtml(): string | undefined {
  const block = blockOf(useHighlightedBlock());
  // A block with its HTML at hand asks for nothing: an empty module is never fetched.
  const blocks = usePageModule<string[]>(block && 'file' in block ? {file: block.file} : {entries: []});
  if (!block) return undefined;
  return 'html' in block ? block.html : blocks?.[block.index];
}

/**
 * Ejected from the classic theme: draws the lines plugins/code-highlight highlighted at build
 * time instead of running Prism in the browser (Prism was a quarter of main.js's start-up time on
 * a phone). The lines are inserted as HTML: React neither creates nor hydrates an element per
 * token, which on a page with much code was most of its hydration work. While hydrating, the
 * browser's first render has no highlighted HTML and React keeps the server's markup
 * (`suppressHydrationWarning`); the plain lines only show in a block drawn by client-side
 * navigation, until its highlighted HTML arrives.
 */
export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const html = useHighlightedHtml();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const numbered = lineNumbersStart !== undefined;
  const markup = useMemo(() => {
    const lineStyle = cssText({...prismTheme.plain, backgroundColor: undefined});
    return linesOf(code, html)
      .map((line, i) => lineMarkup(line, lineClassNames[i]?.join(' '), lineStyle, numbered))
      .join('');
  }, [code, html, lineClassNames, numbered, prismTheme]);

  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // Focusable so that keyboard users can scroll long lines, as in the classic theme.
      tabIndex={0}
      className={clsx(className, `prism-code language-${language}`, styles.codeBlock, 'thin-scrollbar')}
      style={prismTheme.plain}>
      <code
        className={clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
        style={numbered ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}
        dangerouslySetInnerHTML={{__html: markup}}
        suppressHydrationWarning
      />
    </pre>
  );
}
