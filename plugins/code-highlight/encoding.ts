/**
 * The form in which a code block's highlighted lines travel from the build to the browser: the
 * HTML of each line's tokens (Prism's classes, the code theme's colors as inline styles), lines
 * joined by newlines, which no line's HTML contains. The page inserts it as it is, so React
 * neither builds nor hydrates an element per token. Shared by the build (plugins/code-highlight
 * encodes) and the page (src/theme/CodeBlock decodes), so it must stay free of Node and React
 * imports.
 */

/** prism-react-renderer's token shape, as its normalizeTokens returns it. */
export interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

/** A style as prism-react-renderer's themes write it: camel-case CSS properties. */
export type Style = Record<string, string | number | undefined>;

/** A Prism theme as prism-react-renderer defines it, reduced to what highlighting reads. */
export interface CodeTheme {
  plain: Style;
  styles: {types: string[]; languages?: string[]; style: Style}[];
}

/** `{fontStyle: 'italic'}` → `font-style:italic`, as React writes a style attribute. */
export function cssText(style: Style): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([property, value]) => `${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`)
    .join(';');
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The style of each token type for one language, as prism-react-renderer's <Highlight> looks it
 * up: a token takes the styles of all its types, later types winning.
 */
function stylesByType(theme: CodeTheme, language: string): Map<string, Style> {
  const types = new Map<string, Style>();
  for (const {types: entryTypes, languages, style} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of entryTypes) types.set(type, {...types.get(type), ...style});
  }
  return types;
}

/**
 * The HTML of highlighted lines. A plain token is bare text; any other is a span with Prism's
 * classes and its style. An empty line is empty: the line's <br> gives it its height.
 */
export function encodeLines(lines: Token[][], theme: CodeTheme, language: string): string {
  const styles = stylesByType(theme, language.toLowerCase());
  return lines
    .map((line) =>
      line
        .map((token) => {
          if (token.empty) return '';
          const text = escapeHtml(token.content);
          if (token.types.length === 1 && token.types[0] === 'plain') return text;
          const style = cssText(Object.assign({}, ...token.types.map((type) => styles.get(type))) as Style);
          const className = `token ${token.types.join(' ')}`;
          return `<span class="${className}"${style ? ` style="${style}"` : ''}>${text}</span>`;
        })
        .join(''),
    )
    .join('\n');
}

/** The lines of a block, each the HTML of its tokens. */
export function decodeLines(html: string): string[] {
  return html.split('\n');
}

/** The text an encoded line shows. */
export function lineText(lineHtml: string): string {
  return lineHtml
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
