/**
 * Where the Markdown copy of a page lives: next to its HTML, with .md appended to the path
 * (/docs/intro → /docs/intro.md, / → /index.md). Shared by the plugin, which writes the copies,
 * and the page actions, which link them.
 */
export function markdownPathOf(permalink: string): string {
  return permalink.endsWith('/') ? `${permalink}index.md` : `${permalink}.md`;
}
