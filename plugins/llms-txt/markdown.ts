/**
 * Turns a docs page's source (CommonMark or MDX) into plain Markdown that reads well without the
 * site's React components: no front matter, no ESM, tabs as headings, admonitions as blockquotes,
 * root-relative links made absolute (the copy is also read outside the site, in llms-full.txt).
 * The front matter's `sources` end the copy as they end the page (src/data/pageSources.ts).
 */

import matter from '@11ty/gray-matter';

import {withoutExampleMarkers} from '../../lib/codeMeta.mjs';
import {knownIssueSourceUrl, knownIssueUrl} from '../../src/data/knownIssueLinks';
import type {KnownIssue} from '../../src/data/knownIssues';
import type {GlossaryTerm} from '../../src/data/glossary';
import type {EmbeddedOperation} from '../../lib/apiOperations';
import {absoluteLinks, markdownDocument} from '../../lib/markdownCopies';
import {site} from '../../src/data/site';
import {docsPdf} from '../../src/data/docsPdf';
import {pageSources, sourcesMarkdown} from '../../src/data/pageSources';

export interface PlainMarkdownOptions {
  title: string;
  description?: string;
  /** Address of the page's HTML version, named in the copy so that a reader can cite it. */
  url?: string;
  /** The site's origin plus base URL, without a trailing slash, e.g. https://example.org. */
  siteUrl: string;
  /** MDX sources may contain ESM and JSX; CommonMark sources are left alone apart from links. */
  mdx: boolean;
  /** The known-issues registry: `<KnownIssue id>` and `<KnownIssueList area>` lines become its text. */
  knownIssues?: KnownIssue[];
  /** The glossary: a `<GlossaryList />` line becomes its terms as a list. */
  glossary?: GlossaryTerm[];
  /** The API's operations: an `<ApiOperation id>` line becomes the operation's line and curl sample. */
  apiOperations?: ReadonlyMap<string, EmbeddedOperation>;
}

const knownIssueTag = /^\s*<KnownIssue\s+id=["']([\w-]+)["']((?:\s+\w+=["'][^"']*["'])*)\s*\/>\s*$/;
const knownIssueListTag = /^\s*<KnownIssueList(?:\s+area=["']([\w-]+)["'])?\s*\/>\s*$/;
const glossaryListTag = /^\s*<GlossaryList\s*\/>\s*$/;
const apiOperationTag = /^\s*<ApiOperation\s+id=["']([^"']+)["']\s*\/>\s*$/;
/** The "Your installation" form: nothing to read in a copy, which keeps the examples of the code. */
const yourInstallationTag = /^\s*<YourInstallation\s*\/>\s*$/;
const truncateMarker = /^\s*<!--\s*truncate\s*-->\s*$/;
const fenceOpen = /^\s*(`{3,}|~{3,})/;
const heading = /^(#{1,6})\s/;
const admonitionOpen = /^\s*:{3,}([a-z]+)(?:\[(.*)\])?[ \t]*(.*)$/;
const admonitionClose = /^\s*:{3,}\s*$/;
const tabsTag = /^\s*<\/?Tabs\b[^>]*>\s*$/;
const tabItemOpen = /^\s*<TabItem\b([^>]*)>\s*$/;
const tabItemClose = /^\s*<\/TabItem>\s*$/;
const jsxComment = /\{\/\*[\s\S]*?\*\/\}/g;
/** `<DocsPdfLink />` in prose: a link to the documentation as one PDF (src/data/docsPdf.ts). */
const docsPdfTag = /<DocsPdfLink\s*\/>/g;
const esmStart = /^(?:import|export)\s/;
const esmEnd = /(?:from\s+)?['"][^'"]+['"];?\s*$|;\s*$/;

/**
 * A registry entry as Markdown lines: a titled warning quote with symptom, cause and workaround.
 * With `workaround` (`<KnownIssue workaround="above" />`: the page gives it itself) the symptom,
 * where the workaround is, and a link to the full entry, as on the page.
 */
export function knownIssueMarkdown(
  entry: KnownIssue,
  version: string,
  compact?: {workaround: 'above' | 'below'; siteUrl: string},
): string[] {
  const title = [`**Warning: Known issue in ${version}: ${entry.title}**`, '', `- What you see: ${entry.symptom}`];
  if (compact)
    return [
      ...title,
      `- Workaround: given ${compact.workaround} on this page.`,
      `- Why, and the full entry: ${compact.siteUrl}${knownIssueUrl(entry.id)}`,
    ];
  const sources = entry.sourcePaths.map((path) => `[\`${path}\`](${knownIssueSourceUrl(path)})`).join(', ');
  return [...title, `- Why: ${entry.cause} Source: ${sources}.`, `- Workaround: ${entry.workaround}`];
}

/** An embedded operation as Markdown lines: method, path and a link to the reference, then the sample. */
export function apiOperationMarkdown(operation: EmbeddedOperation, siteUrl: string): string[] {
  return [
    `**${operation.method} \`${operation.path}\`**: [${operation.summary}](${siteUrl}/api/#operation/${operation.id}) in the API reference`,
    '',
    '```bash',
    ...operation.curl.split('\n'),
    '```',
  ];
}

/** The source without its front matter, parsed with the library Docusaurus itself uses. */
export function stripFrontMatter(source: string): string {
  // An options object turns off gray-matter's cache, keyed by the whole text.
  return matter(source, {}).content.replace(/^\s*\n/, '');
}

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|\\{['"]([^'"]*)['"]\\})`).exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The body of a docs page as plain Markdown (a leading `# Title` of the source is kept). */
export function plainMarkdownBody(
  source: string,
  options: Pick<PlainMarkdownOptions, 'siteUrl' | 'mdx' | 'knownIssues' | 'glossary' | 'apiOperations'>,
): string {
  const out: string[] = [];
  let fence: {char: string; length: number} | null = null;
  let inEsm = false;
  let quoteDepth = 0;
  let headingLevel = 1;

  const emit = (line: string) => {
    const prefix = '> '.repeat(quoteDepth);
    out.push(line.trim() === '' ? prefix.trimEnd() : prefix + line);
  };

  for (const raw of stripFrontMatter(source).split(/\r?\n/)) {
    if (fence) {
      emit(raw);
      const close = new RegExp(`^\\s*${fence.char === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
      if (close.test(raw)) fence = null;
      continue;
    }
    const opening = fenceOpen.exec(raw);
    if (opening) {
      fence = {char: opening[1][0], length: opening[1].length};
      // The Blade examples' markers are for tests/unit/docs/blade-examples.test.ts, not for readers.
      emit(withoutExampleMarkers(raw));
      continue;
    }
    if (options.mdx) {
      if (inEsm || (quoteDepth === 0 && esmStart.test(raw))) {
        inEsm = !esmEnd.test(raw);
        continue;
      }
      if (tabsTag.test(raw) || tabItemClose.test(raw) || yourInstallationTag.test(raw)) continue;
      const issue = knownIssueTag.exec(raw);
      const list = issue ? null : knownIssueListTag.exec(raw);
      const entries = issue
        ? options.knownIssues?.filter((entry) => entry.id === issue[1])
        : list
          ? options.knownIssues?.filter((entry) => list[1] === undefined || entry.area === list[1])
          : undefined;
      if (entries) {
        const {version} = site.currentRelease;
        const workaround = issue ? attribute(issue[2], 'workaround') : undefined;
        const compact =
          workaround === 'above' || workaround === 'below'
            ? {workaround: workaround as 'above' | 'below', siteUrl: options.siteUrl}
            : undefined;
        for (const entry of entries) {
          emit('');
          quoteDepth += 1;
          knownIssueMarkdown(entry, version, compact).forEach(emit);
          quoteDepth -= 1;
          emit('');
        }
        continue;
      }
      const operationId = apiOperationTag.exec(raw)?.[1];
      const operation = operationId === undefined ? undefined : options.apiOperations?.get(operationId);
      if (operation) {
        emit('');
        apiOperationMarkdown(operation, options.siteUrl).forEach(emit);
        emit('');
        continue;
      }
      if (glossaryListTag.test(raw)) {
        for (const entry of options.glossary ?? [])
          emit(absoluteLinks(`- **[${entry.term}](${entry.page})**: ${entry.definition}`, options.siteUrl));
        continue;
      }
      const tab = tabItemOpen.exec(raw);
      if (tab) {
        const label = attribute(tab[1], 'label') ?? attribute(tab[1], 'value') ?? 'Tab';
        // One level below the section the tabs sit in, but never a sibling of a ## or ### section.
        emit(`${'#'.repeat(Math.min(6, Math.max(4, headingLevel + 1)))} ${label}`);
        continue;
      }
    }
    const admonition = admonitionOpen.exec(raw);
    if (admonition) {
      const kind = capitalise(admonition[1]);
      const title = (admonition[2] ?? admonition[3] ?? '').trim();
      emit('');
      quoteDepth += 1;
      emit(title ? `**${kind}: ${title}**` : `**${kind}**`);
      emit('');
      continue;
    }
    if (quoteDepth > 0 && admonitionClose.test(raw)) {
      quoteDepth -= 1;
      emit('');
      continue;
    }
    // A post's excerpt marker (the MDX form is a JSX comment, removed below).
    if (truncateMarker.test(raw)) continue;
    const level = heading.exec(raw);
    if (level) headingLevel = level[1].length;
    const line = options.mdx
      ? raw.replace(jsxComment, '').replace(docsPdfTag, `[${docsPdf.title} (PDF)](${docsPdf.path})`)
      : raw;
    if (options.mdx && line.trim() === '' && raw.trim() !== '') continue;
    emit(absoluteLinks(line, options.siteUrl));
  }
  return (
    out
      .join('\n')
      // Tidy the blank lines that removed tags and admonition borders leave behind.
      .replace(/^(>(?: >)*)\n(?:\1\n)+/gm, '$1\n')
      .replace(/^>(?: >)*\n(?=\n|$)/gm, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/**
 * A docs page or post as a standalone Markdown file (a leading `# Title` of the source is replaced),
 * ending with its front matter's `sources`, linked at the documented release, as the page does.
 */
export function plainMarkdown(source: string, options: PlainMarkdownOptions): string {
  const body = plainMarkdownBody(source, options).replace(/^# [^\n]*\n+/, '');
  const sources = sourcesMarkdown(pageSources(matter(source, {}).data));
  return markdownDocument({
    title: options.title,
    description: options.description,
    url: options.url,
    body: sources ? `${body}\n\n${sources}` : body,
  });
}
