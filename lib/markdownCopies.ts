/**
 * What the Markdown copies of pages share, whoever writes them: plugins/llms-txt (docs pages, posts,
 * site pages) and plugins/api-reference (/api/ and each operation). A copy is a standalone
 * Markdown file (title, summary line, address of the HTML page, body) whose links work outside the
 * site; HTML fragments (descriptions of the API, a page's main content) become Markdown through
 * rehype-remark.
 */
import {unified} from 'unified';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';

/** A page as a standalone Markdown file: title, summary line, address of the HTML page, then the body. */
export function markdownDocument({
  title,
  description,
  url,
  body,
}: {
  title: string;
  description?: string;
  url?: string;
  body: string;
}): string {
  const summary = description ? `> ${description.replace(/\s+/g, ' ').trim()}\n\n` : '';
  const origin = url ? `Source: ${url}\n\n` : '';
  return `# ${title}\n\n${summary}${origin}${body}\n`;
}

/** Makes `](/path)`, `](pathname:///path)` and `[ref]: /path` absolute on the site. */
export function absoluteLinks(line: string, siteUrl: string): string {
  return line
    .replace(/\]\(pathname:\/\/\//g, `](${siteUrl}/`)
    .replace(/\]\(\/(?!\/)/g, `](${siteUrl}/`)
    .replace(/^(\s*\[[^\]]+\]:\s+)\/(?!\/)/, `$1${siteUrl}/`);
}

const toMarkdown = unified()
  .use(rehypeParse, {fragment: true})
  .use(rehypeRemark)
  .use(remarkGfm)
  .use(remarkStringify, {bullet: '-', emphasis: '_', rule: '-', fences: true});

/** A fragment of sanitised HTML (a description of the API's view model, a page's main content) as Markdown. */
export function htmlFragmentMarkdown(html: string): string {
  return html ? String(toMarkdown.processSync(html)).trim() : '';
}
