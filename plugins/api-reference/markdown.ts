/**
 * Markdown of the API description to HTML. The description is untrusted (it may come from a
 * remote file), so the conversion must stay fast and safe on hostile text.
 *
 * markdown-it parses it: CommonMark, with the pathological inputs of the CommonMark suite and of
 * later reports fixed upstream, and a nesting limit that keeps its recursion off the stack limit.
 * remark (micromark) took 3 to 4 times as long on the hostile corpus of the unit test, too slow for
 * the 5 s budget on 2 MiB. Raw HTML is off, so tags in the text come out as visible text.
 *
 * The HTML is written here from the token stream, and that is the allowlist: the elements listed in
 * `renderBlocks` and `renderInline`, text always escaped, `href` only on a target `isSafeHref`
 * accepts and `start` only as a number. Re-parsing the result with rehype-sanitize was measured and
 * dropped: it took 3 to 5 times as long as parsing (14 s for 2 MiB of `a\``), and checks nothing
 * this writer can emit.
 *
 * A text that reaches the nesting limit (a 10,000-level list) is shown whole as escaped plain text
 * rather than cut off where the parser stopped following it.
 */
import MarkdownIt, {type Token} from 'markdown-it';

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * What we accept as a link target, checked on the value after markdown-it decoded entities and
 * percent-encoded the rest (so control characters and spaces are `%xx` and a backslash is `%5C`).
 * `//host` and `/\host` are not site-relative: browsers read both as another host.
 */
export function isSafeHref(href: string): boolean {
  return /^(?:https?:\/\/|mailto:|#|\/(?![/\\]|%5c))/i.test(href);
}

/** Deeper nesting than any real description has; the parser's recursion stays far from the stack limit. */
export const maxNesting = 20;

const parser = new MarkdownIt('zero', {html: false, linkify: false, typographer: false, maxNesting});
parser.enable([
  'blockquote',
  'code',
  'fence',
  'heading',
  'hr',
  'lheading',
  'list',
  'paragraph',
  'reference',
  'autolink',
  'backticks',
  'emphasis',
  'entity',
  'escape',
  'image',
  'link',
  'newline',
]);
// Unsafe targets are dropped when rendering, so that such a link keeps its text (and not its Markdown).
parser.validateLink = () => true;

/**
 * Renders the inline tokens of one block: links keep their target only when it is safe (and never
 * in a summary), images become their alt text (a description must not make the page load anything).
 */
function renderInline(tokens: Token[], summary: boolean): string {
  let html = '';
  const keptLinks: boolean[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'text':
        html += escapeHtml(token.content);
        break;
      case 'code_inline':
        html += `<code>${escapeHtml(token.content)}</code>`;
        break;
      case 'softbreak':
        html += ' ';
        break;
      case 'hardbreak':
        html += summary ? ' ' : '<br>';
        break;
      case 'image':
        html += escapeHtml(token.content);
        break;
      case 'link_open': {
        const href = String(token.attrGet('href') ?? '');
        const keep = !summary && isSafeHref(href);
        keptLinks.push(keep);
        if (keep) html += `<a href="${escapeHtml(href)}">`;
        break;
      }
      case 'link_close':
        if (keptLinks.pop()) html += '</a>';
        break;
      case 'strong_open':
      case 'strong_close':
      case 'em_open':
      case 'em_close':
        html += `<${token.nesting === 1 ? '' : '/'}${token.tag}>`;
        break;
      default:
        html += escapeHtml(token.content);
    }
  }
  return html;
}

/**
 * Block tokens to HTML. Headings are shifted so that the highest one gets level `headingBase`: the
 * text's outline then nests under the page heading it is shown below. In a summary, every block is
 * reduced to its inline content.
 */
function renderBlocks(tokens: Token[], headingBase: number, summary: boolean): string {
  const levels = tokens.filter((token) => token.type === 'heading_open').map((token) => Number(token.tag.slice(1)));
  const top = Math.min(...levels);
  const parts: string[] = [];
  for (const token of tokens) {
    if (token.type === 'inline') parts.push(renderInline(token.children ?? [], summary));
    else if (token.type === 'fence' || token.type === 'code_block') {
      const code = `<code>${escapeHtml(token.content.replace(/\n$/, ''))}</code>`;
      parts.push(summary ? code : `<pre>${code}</pre>`);
    } else if (summary) {
      if (token.nesting === 1 && parts.length > 0 && !parts[parts.length - 1].endsWith(' ')) parts.push(' ');
    } else if (token.hidden) {
      // The paragraphs of a tight list item: their text stands in the item directly.
    } else if (token.type === 'heading_open' || token.type === 'heading_close') {
      const level = Math.min(6, headingBase + Number(token.tag.slice(1)) - top);
      parts.push(`<${token.nesting === 1 ? '' : '/'}h${level}>`);
    } else if (token.type === 'hr') parts.push('<hr>');
    else if (token.type === 'ordered_list_open' && token.attrGet('start') !== null) {
      parts.push(`<ol start="${Number(token.attrGet('start'))}">`);
    } else if (token.nesting !== 0) parts.push(`<${token.nesting === 1 ? '' : '/'}${token.tag}>`);
  }
  return parts.join('').trim();
}

function plainParagraphs(text: string, summary: boolean): string {
  const escaped = escapeHtml(text.trim()).replace(/\s+/g, ' ');
  return summary ? escaped : `<p>${escaped}</p>`;
}

function convert(markdown: string, headingBase: number, summary: boolean): string {
  const tokens = parser.parse(markdown, {});
  if (tokens.some((token) => token.level >= maxNesting - 1)) return plainParagraphs(markdown, summary);
  return renderBlocks(tokens, headingBase, summary);
}

/**
 * Inline Markdown for text shown inside a `<summary>`, which is itself interactive: code and bold
 * are kept, links are reduced to their text so that no link is nested in the toggle.
 */
export function summaryMarkdown(text: string): string {
  return convert(text, 4, true);
}

export function markdownToHtml(markdown: unknown, headingBase = 4): string {
  if (typeof markdown !== 'string') return '';
  return convert(markdown, headingBase, false);
}
