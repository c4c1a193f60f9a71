/**
 * The compact form in which a code block's highlighted lines travel from the build to the browser.
 * Shared by the build (plugins/code-highlight/prism.ts encodes) and the page (src/theme/CodeBlock
 * decodes), so it must stay free of Node and React imports.
 *
 * A block is a list of lines; a line is a list of tokens. A token is its text alone when Prism left
 * it plain, else [types joined by spaces, text], with a third element 1 when the token stands for
 * an empty line (prism-react-renderer's `empty` flag, which changes how the line is drawn).
 */
export type EncodedToken = string | [types: string, content: string] | [types: string, content: string, empty: 1];
export type EncodedLines = EncodedToken[][];

/** prism-react-renderer's token shape, which the theme's CodeBlock/Line component draws. */
export interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

export function encodeLines(lines: Token[][]): EncodedLines {
  return lines.map((line) =>
    line.map((token): EncodedToken => {
      if (token.types.length === 1 && token.types[0] === 'plain' && !token.empty) return token.content;
      const types = token.types.join(' ');
      return token.empty ? [types, token.content, 1] : [types, token.content];
    }),
  );
}

export function decodeLines(lines: EncodedLines): Token[][] {
  return lines.map((line) =>
    line.map((token): Token => {
      if (typeof token === 'string') return {types: ['plain'], content: token};
      const [types, content, empty] = token;
      return empty ? {types: types.split(' '), content, empty: true} : {types: types.split(' '), content};
    }),
  );
}

/** The text a line shows; an empty line's placeholder newline shows nothing. */
export function lineText(line: Token[]): string {
  return line.map((token) => (token.empty ? '' : token.content)).join('');
}
