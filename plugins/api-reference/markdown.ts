/**
 * A deliberately tiny Markdown-to-HTML converter for descriptions in the API description. The
 * remote description is untrusted, so the output is built from escaped text plus the handful of
 * tags we emit ourselves: raw HTML in the input always comes out as visible text.
 *
 * Supported: paragraphs, `-`/`*`/`1.` lists, fenced code blocks, **bold**, `code` and
 * [links](url) to http(s), mailto, site-absolute paths and fragments.
 */

const knownDifferencePrefix = /^\*\*Known difference in [^*]+:\*\*\s*/;

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
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

export function inlineMarkdown(text: string): string {
  return text
    .split(/(`[^`\n]+`)/)
    .map((part) => (/^`[^`\n]+`$/.test(part) ? `<code>${escapeHtml(part.slice(1, -1))}</code>` : inlineText(part)))
    .join('');
}

interface Block {
  kind: 'paragraph' | 'ul' | 'ol' | 'code';
  lines: string[];
}

const bullet = /^\s{0,3}[-*+]\s+/;
const ordinal = /^\s{0,3}\d{1,9}[.)]\s+/;

function splitBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  let current: Block | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (/^\s{0,3}```/.test(line)) {
      const code: string[] = [];
      for (i++; i < lines.length && !/^\s{0,3}```\s*$/.test(lines[i]); i++) code.push(lines[i]);
      blocks.push({kind: 'code', lines: code});
      current = null;
    } else if (line.trim() === '') {
      current = null;
    } else if (bullet.test(line) || ordinal.test(line)) {
      const kind = bullet.test(line) ? 'ul' : 'ol';
      if (current?.kind !== kind) {
        current = {kind, lines: []};
        blocks.push(current);
      }
      current.lines.push(line.replace(kind === 'ul' ? bullet : ordinal, ''));
    } else if (current && current.kind !== 'code') {
      // A continuation line belongs to the last list item or to the paragraph.
      current.lines[current.lines.length - 1] += ` ${line.trim()}`;
    } else {
      current = {kind: 'paragraph', lines: [line.trim()]};
      blocks.push(current);
    }
  }
  return blocks;
}

function renderBlock(block: Block): string {
  switch (block.kind) {
    case 'code':
      return `<pre><code>${escapeHtml(block.lines.join('\n'))}</code></pre>`;
    case 'ul':
    case 'ol':
      return `<${block.kind}>${block.lines.map((item) => `<li>${inlineMarkdown(item)}</li>`).join('')}</${block.kind}>`;
    case 'paragraph':
      return `<p>${inlineMarkdown(block.lines.join(' '))}</p>`;
  }
}

export function markdownToHtml(markdown: unknown): string {
  if (typeof markdown !== 'string') return '';
  return splitBlocks(markdown).map(renderBlock).join('');
}

/**
 * Separates the paragraphs that start with `**Known difference in <version>:**` from the rest of
 * a description, so the page can show them as a warning instead of burying them in the prose.
 */
export function splitKnownDifferences(markdown: unknown): {descriptionHtml: string; differencesHtml: string[]} {
  if (typeof markdown !== 'string') return {descriptionHtml: '', differencesHtml: []};
  const kept: Block[] = [];
  const differencesHtml: string[] = [];
  for (const block of splitBlocks(markdown)) {
    if (block.kind === 'paragraph' && knownDifferencePrefix.test(block.lines[0])) {
      differencesHtml.push(inlineMarkdown(block.lines.join(' ').replace(knownDifferencePrefix, '')));
    } else {
      kept.push(block);
    }
  }
  return {descriptionHtml: kept.map(renderBlock).join(''), differencesHtml};
}
