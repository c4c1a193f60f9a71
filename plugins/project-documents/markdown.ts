/**
 * Checks and neutralises remote Markdown before it becomes a docs page. The page is compiled as
 * CommonMark (a `.md` file with `markdown.format: 'detect'`), so JSX is never evaluated; raw HTML
 * is escaped as well, so a `<script>` in a changelog shows as text instead of reaching the DOM.
 */

export const minMarkdownChars = 20;

/** Returns why the text is not acceptable as a Markdown document, or null when it is. */
export function rejectReason(text: string, maxChars: number): string | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return 'body is empty';
  if (trimmed.length < minMarkdownChars) return `body has only ${trimmed.length} characters`;
  if (text.length > maxChars) return `body has ${text.length} characters, more than ${maxChars}`;
  if (/^(?:<!doctype html|<html|<head|<body)/i.test(trimmed)) return 'body is an HTML page';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we look for
  const controls = (text.match(/[\u0000-\u0008\u000e-\u001f]/g) ?? []).length;
  if (controls > 0) return 'body contains control characters';
  if (!/^#{1,6} |^[-*] |^\|/m.test(text)) return 'body has no Markdown headings, lists or tables';
  return null;
}

/**
 * Escapes `<` outside code, and removes a leading front matter block, so the document cannot
 * inject HTML or override our front matter. Code spans and fenced blocks are left untouched:
 * they are rendered as text anyway.
 */
export function neutraliseMarkdown(text: string): string {
  const withoutFrontMatter = text.replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
  const lines = withoutFrontMatter.replace(/\r\n?/g, '\n').split('\n');
  let fence: string | null = null;
  return lines
    .map((line) => {
      const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
        return line;
      }
      if (marker) {
        fence = marker;
        return line;
      }
      return escapeOutsideCodeSpans(line);
    })
    .join('\n');
}

function escapeOutsideCodeSpans(line: string): string {
  return line
    .split(/(`+[^`]*`+)/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/</g, '&lt;')))
    .join('');
}
