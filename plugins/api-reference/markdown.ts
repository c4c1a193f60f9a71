/**
 * A deliberately tiny Markdown-to-HTML converter for descriptions in the API description. The
 * remote description is untrusted, so the output is built from escaped text plus the handful of
 * tags we emit ourselves: raw HTML in the input always comes out as visible text.
 *
 * Supported: paragraphs, `#` headings, `-`/`*`/`1.` lists, fenced code blocks, **bold**, `code` and
 * [links](url) to http(s), mailto, site-absolute paths and fragments.
 */

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function safeHref(url: string): string | null {
  return /^(https?:\/\/|mailto:|\/(?!\/)|#)/i.test(url) ? url : null;
}

function inlineText(text: string): string {
  let html = escapeHtml(text);
  html = html.replace(/\[([^\]\n]+)\]\(([^)\s]+)\)/g, (_match, label: string, url: string) => {
    // `url` is already escaped, so it is safe inside a double-quoted attribute.
    const href = safeHref(url);
    return href === null ? label : `<a href="${href}">${label}</a>`;
  });
  return html.replace(/\*\*([^*\n](?:[^*\n]|\*(?!\*))*)\*\*/g, '<strong>$1</strong>');
}

function inlineMarkdown(text: string): string {
  return text
    .split(/(`[^`\n]+`)/)
    .map((part) => (/^`[^`\n]+`$/.test(part) ? `<code>${escapeHtml(part.slice(1, -1))}</code>` : inlineText(part)))
    .join('');
}

/**
 * Inline Markdown for text shown inside a `<summary>`, which is itself interactive: code and bold
 * are kept, links are reduced to their text so that no link is nested in the toggle.
 */
export function summaryMarkdown(text: string): string {
  return inlineMarkdown(text.replace(/\[([^\]\n]+)\]\(([^)\s]+)\)/g, '$1'));
}

interface Block {
  kind: 'paragraph' | 'ul' | 'ol' | 'code' | 'heading';
  lines: string[];
  /** Heading level as written (number of `#`). */
  level?: number;
}

const bullet = /^\s{0,3}[-*+]\s+/;
const ordinal = /^\s{0,3}\d{1,9}[.)]\s+/;

function splitBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  let current = null as Block | null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (/^\s{0,3}```/.test(line)) {
      const code: string[] = [];
      for (i++; i < lines.length && !/^\s{0,3}```\s*$/.test(lines[i]); i++) code.push(lines[i]);
      blocks.push({kind: 'code', lines: code});
      current = null;
    } else if (line.trim() === '') {
      current = null;
    } else if (/^\s{0,3}#{1,6}\s/.test(line)) {
      const [, hashes, title] = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line) ?? ['', '#', line];
      blocks.push({kind: 'heading', level: hashes.length, lines: [title]});
      current = null;
    } else if (bullet.test(line) || ordinal.test(line)) {
      const kind = bullet.test(line) ? 'ul' : 'ol';
      if (current?.kind !== kind) {
        current = {kind, lines: []};
        blocks.push(current);
      }
      current.lines.push(line.replace(kind === 'ul' ? bullet : ordinal, ''));
    } else if (current) {
      // A continuation line belongs to the last list item or to the paragraph.
      current.lines[current.lines.length - 1] += ` ${line.trim()}`;
    } else {
      current = {kind: 'paragraph', lines: [line.trim()]};
      blocks.push(current);
    }
  }
  return blocks;
}

/**
 * Headings are shifted so that the highest one in the text gets level `headingBase`: the text's
 * outline then nests under the page heading it is shown below.
 */
function renderBlocks(blocks: Block[], headingBase: number): string {
  const top = Math.min(...blocks.map((block) => block.level ?? 6));
  return blocks.map((block) => renderBlock(block, Math.min(6, headingBase + (block.level ?? top) - top))).join('');
}

function renderBlock(block: Block, headingLevel: number): string {
  switch (block.kind) {
    case 'heading':
      return `<h${headingLevel}>${inlineMarkdown(block.lines[0])}</h${headingLevel}>`;
    case 'code':
      return `<pre><code>${escapeHtml(block.lines.join('\n'))}</code></pre>`;
    case 'ul':
    case 'ol':
      return `<${block.kind}>${block.lines.map((item) => `<li>${inlineMarkdown(item)}</li>`).join('')}</${block.kind}>`;
    case 'paragraph':
      return `<p>${inlineMarkdown(block.lines.join(' '))}</p>`;
  }
}

export function markdownToHtml(markdown: unknown, headingBase = 4): string {
  if (typeof markdown !== 'string') return '';
  return renderBlocks(splitBlocks(markdown), headingBase);
}
