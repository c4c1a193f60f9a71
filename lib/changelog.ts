/**
 * Reads the releases of a changelog from its Markdown tree. Shared by plugins/project-documents,
 * which uses a remote changelog only when this finds releases in it, and plugins/releases-feed,
 * which writes one feed entry per release: so the changelog page and the feed never disagree.
 *
 * Release headings in the styles maintainers use (the text of the heading, links and markup removed):
 * - conventional-changelog, semantic-release, release-please: `## [1.2.3](compare-link) (2025-09-03)`,
 *   standard-version's patch releases one level lower (`### [1.2.4](…) (…)`);
 * - Keep a Changelog: `## [1.2.3] - 2025-09-03`, with `## [Unreleased]` above (not a release);
 * - plain `## 1.2.3`, `## v1.2.3`, `## Version 1.2.3`, `## 🎉 1.2.3`, with or without a date, with markup;
 * - this site's committed copy: `## 2.7.0 – 2.7.1 (2025-06-14 to 2025-06-15)`.
 * A release without a date is still a release.
 */
import matter from '@11ty/gray-matter';
import {createSlugger} from '@docusaurus/utils';
import type {Heading, Root, RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';

export interface Release {
  /** The heading as the page shows it, e.g. "2.7.0 – 2.7.1 (2025-06-14 to 2025-06-15)". */
  heading: string;
  /** The version part, without brackets or a leading "v": "2.7.0 – 2.7.1". */
  versions: string;
  /** The release date; for a heading with several dates, the last; null when the heading has none. */
  date: Date | null;
  /** The heading's id on the changelog page. */
  anchor: string;
  /** The release notes below the heading, as HTML. */
  html: string;
}

const version = String.raw`[vV]?\d+\.\d+(?:\.\d+)?(?:-[0-9A-Za-z][0-9A-Za-z.-]*)?(?:\+[0-9A-Za-z.-]+)?`;
/** One version or a range or list of them at the start of a heading, optionally in brackets or after "Version". */
const versionsAtStart = new RegExp(
  String.raw`^(?:(?:version|release)\s+)?\[?\s*(${version}(?:\s*(?:–|—|-|to|,|and|&)\s*${version})*)\s*\]?(?=$|[\s(:–—-])`,
  'i',
);
const isoDate = /\b(\d{4})-(\d{2})-(\d{2})\b/g;

/** The versions and date of a release heading's text, or null when the heading is no release. */
export function releaseOfHeading(text: string): {versions: string; date: Date | null} | null {
  // Symbols before the version ("🎉 1.3.0", "→ v1.3.0") do not make it less of a release; zero-width
  // characters (a rendered heading's anchor link holds one) are no text.
  const cleaned = text.replace(/[\u200b-\u200d\u2060\ufeff]/g, '').trim();
  const match = versionsAtStart.exec(cleaned.replace(/^[^\p{L}\p{N}[]+/u, ''));
  if (!match) return null;
  let date: Date | null = null;
  for (const [, year, month, day] of text.matchAll(isoDate)) {
    const candidate = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
    // 2025-02-30 is no date: Date.UTC would roll it over into March.
    if (candidate.getUTCMonth() === Number(month) - 1 && candidate.getUTCDate() === Number(day)) date = candidate;
  }
  return {versions: match[1].replace(/(^|[\s,&–—-])[vV](?=\d)/g, '$1'), date};
}

const parser = unified().use(remarkParse).use(remarkGfm);
const toHtml = unified().use(remarkRehype).use(rehypeStringify);

/**
 * The releases of the changelog, in its order. Anchors are computed as Docusaurus computes the
 * page's heading ids: one slugger over all headings in document order, so repeated headings such as
 * "Bug Fixes" take numbered slugs. A release's notes run to the next release heading, or to a
 * heading that is not a release at level 1 or 2 and not below the releases' level (such as
 * "## [Unreleased]" or "## Older releases").
 */
export function parseChangelog(source: string): Release[] {
  const tree = parser.parse(matter(source, {}).content) as Root;
  // Every heading of the page takes a slug, nested ones too, in document order.
  const slugger = createSlugger();
  const anchors = new Map<Heading, string>();
  visit(tree, 'heading', (heading) => {
    const text = heading.children.filter((child) => child.type !== 'html');
    anchors.set(heading, slugger.slug(toString(text.length > 0 ? text : heading)));
  });
  const headings = tree.children.filter((node): node is Heading => node.type === 'heading' && node.depth <= 3);
  const releaseDepth = Math.min(...headings.filter((node) => releaseOfHeading(toString(node))).map((n) => n.depth));

  const releases: (Omit<Release, 'html'> & {body: RootContent[]})[] = [];
  let current: (typeof releases)[number] | null = null;
  for (const node of tree.children) {
    if (node.type === 'heading') {
      const text = toString(node);
      const anchor = anchors.get(node) ?? '';
      const release = node.depth <= 3 ? releaseOfHeading(text) : null;
      if (release) {
        current = {heading: text, ...release, anchor, body: []};
        releases.push(current);
        continue;
      }
      if (node.depth <= 2 && node.depth <= releaseDepth) current = null;
    }
    // A paragraph that is one bold line labels the next group of releases; it is no release note.
    const label = node.type === 'paragraph' && node.children.length === 1 && node.children[0].type === 'strong';
    if (!label) current?.body.push(node);
  }
  return releases.map(({body, ...release}) => ({
    ...release,
    html: String(toHtml.stringify(toHtml.runSync({type: 'root', children: body}))).trim(),
  }));
}
