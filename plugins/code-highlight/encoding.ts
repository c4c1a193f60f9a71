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

/** A stretch of a line to wrap in `<span data-ph="<shows>">` (see src/data/placeholders.ts). */
export interface Mark {
  start: number;
  end: number;
  shows: string;
}

function tokenHtml(types: string[], text: string, styles: Map<string, Style>): string {
  const escaped = escapeHtml(text);
  if (types.length === 1 && types[0] === 'plain') return escaped;
  const style = cssText(Object.assign({}, ...types.map((type) => styles.get(type))) as Style);
  const className = `token ${types.join(' ')}`;
  return `<span class="${className}"${style ? ` style="${style}"` : ''}>${escaped}</span>`;
}

/**
 * The HTML of highlighted lines. A plain token is bare text; any other is a span with Prism's
 * classes and its style. An empty line is empty: the line's <br> gives it its height. `marks`
 * names stretches of a line's text (non-overlapping, in order) to wrap in a `data-ph` span; tokens
 * are split at their edges, so the span holds the token spans of its text.
 */
export function encodeLines(
  lines: Token[][],
  theme: CodeTheme,
  language: string,
  marks: (line: string) => Mark[] = () => [],
): string {
  const styles = stylesByType(theme, language.toLowerCase());
  return lines
    .map((line) => {
      const tokens = line.filter((token) => !token.empty);
      const text = tokens.map((token) => token.content).join('');
      const ranges = text === '' ? [] : marks(text);
      if (ranges.length === 0) return tokens.map((token) => tokenHtml(token.types, token.content, styles)).join('');
      // Cut points: every range edge; then emit the pieces, opening and closing ranges at their edges.
      let html = '';
      let offset = 0;
      for (const token of tokens) {
        const end = offset + token.content.length;
        // An empty token stays as it was drawn without marks.
        if (token.content === '') html += tokenHtml(token.types, '', styles);
        let position = offset;
        while (position < end) {
          const opening = ranges.find((range) => range.start === position);
          if (opening) html += `<span data-ph="${opening.shows}">`;
          const next = Math.min(
            end,
            ...ranges.flatMap((range) => [range.start, range.end]).filter((edge) => edge > position),
          );
          html += tokenHtml(token.types, token.content.slice(position - offset, next - offset), styles);
          if (ranges.some((range) => range.end === next)) html += '</span>';
          position = next;
        }
        offset = end;
      }
      return html;
    })
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
