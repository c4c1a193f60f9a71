import {useMemo, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import LineToken from '@theme/CodeBlock/Line/Token';
import type {
  LineInputProps,
  LineOutputProps,
  PrismTheme,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';

import {useCodeTokens} from '@site/src/components/CodeTokens';
import {decodeLines, lineText, type EncodedLines} from '@site/plugins/code-highlight/encoding';

// The theme's own styles for this component, so that its layout rules stay the theme's.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';

type StyleDictionary = Record<string, CSSProperties>;

/** prism-react-renderer's theme lookup: styles by token type, for one language. */
function styleDictionary(
  theme: PrismTheme,
  language: string,
): {root: CSSProperties; plain: CSSProperties; types: StyleDictionary} {
  const types: StyleDictionary = {};
  for (const {types: entryTypes, languages, style} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of entryTypes) types[type] = {...types[type], ...style};
  }
  return {root: theme.plain, plain: {...theme.plain, backgroundColor: undefined}, types};
}

/**
 * The lines to draw. Magic comments (`// highlight-next-line`) are removed from the code after the
 * build highlighted it, so keep the token lines the code still has; when the tokens do not match the
 * code at all (a CodeBlock used from JSX has none), draw plain lines.
 */
function linesOf(code: string, encoded: string | undefined): Token[][] {
  const codeLines = code.split('\n');
  if (encoded !== undefined) {
    const kept: Token[][] = [];
    for (const line of decodeLines(JSON.parse(encoded) as EncodedLines)) {
      if (kept.length < codeLines.length && lineText(line) === codeLines[kept.length]) kept.push(line);
    }
    if (kept.length === codeLines.length) return kept;
  }
  return codeLines.map((text) =>
    text === '' ? [{types: ['plain'], content: '\n', empty: true}] : [{types: ['plain'], content: text}],
  );
}

/**
 * The theme's CodeBlock/Line, drawn as a `<span>` instead of a `<div>`: `<code>` may hold phrasing
 * content only (the Nu HTML Checker rejected every line of every block). The span is a block (or
 * the theme's table row when lines are numbered), so it lays out as the div did.
 */
function Line({
  line: lineProp,
  classNames,
  showLineNumbers,
  getLineProps,
  getTokenProps,
}: {
  line: Token[];
  classNames: string[] | undefined;
  showLineNumbers: boolean;
  getLineProps: (input: LineInputProps) => LineOutputProps;
  getTokenProps: (input: TokenInputProps) => TokenOutputProps;
}): ReactNode {
  // As in the theme: a line that is only '\n' becomes '', or it would break twice (with the <br>).
  const line = lineProp.length === 1 && lineProp[0]!.content === '\n' ? [{...lineProp[0]!, content: ''}] : lineProp;
  const {style, ...lineProps} = getLineProps({
    line,
    className: clsx(classNames, showLineNumbers && lineStyles.codeLine),
  });
  const tokens = line.map((token, key) => {
    const tokenProps = getTokenProps({token});
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });
  return (
    <span {...lineProps} style={showLineNumbers ? style : {...style, display: 'block'}}>
      {showLineNumbers ? (
        <>
          <span className={lineStyles.codeLineNumber} />
          <span className={lineStyles.codeLineContent}>{tokens}</span>
        </>
      ) : (
        tokens
      )}
      <br />
    </span>
  );
}

/**
 * Ejected from the classic theme: draws the tokens plugins/code-highlight computed at build time,
 * with the markup and inline styles prism-react-renderer's <Highlight> produced (lines as spans), instead of
 * running Prism in the browser (Prism was a quarter of main.js's start-up time on a phone).
 */
export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const encoded = useCodeTokens();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const lines = useMemo(() => linesOf(code, encoded), [code, encoded]);
  const dictionary = useMemo(() => styleDictionary(prismTheme, language), [prismTheme, language]);

  const getLineProps = ({className: lineClassName, style, line: _line, ...rest}: LineInputProps): LineOutputProps => ({
    ...rest,
    className: clsx('token-line', lineClassName),
    style: {...dictionary.plain, ...style},
  });
  const getTokenProps = ({token, className: tokenClassName, style, ...rest}: TokenInputProps): TokenOutputProps => {
    const plain = token.types.length === 1 && token.types[0] === 'plain';
    const tokenStyle = plain
      ? token.empty
        ? {display: 'inline-block'}
        : undefined
      : Object.assign(
          token.empty ? {display: 'inline-block'} : {},
          ...token.types.map((type) => dictionary.types[type]),
        );
    return {
      ...rest,
      className: clsx('token', ...token.types, tokenClassName),
      children: token.content,
      style: style ? {...tokenStyle, ...style} : tokenStyle,
    };
  };

  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // Focusable so that keyboard users can scroll long lines, as in the classic theme.
      tabIndex={0}
      className={clsx(className, `prism-code language-${language}`, styles.codeBlock, 'thin-scrollbar')}
      style={dictionary.root}>
      <code
        className={clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
        style={lineNumbersStart === undefined ? undefined : {counterReset: `line-count ${lineNumbersStart - 1}`}}>
        {lines.map((line, i) => (
          <Line
            key={i}
            line={line}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
            classNames={lineClassNames[i]}
            showLineNumbers={lineNumbersStart !== undefined}
          />
        ))}
      </code>
    </pre>
  );
}
