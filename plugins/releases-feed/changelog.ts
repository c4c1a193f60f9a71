import matter from '@11ty/gray-matter';
import {createSlugger} from '@docusaurus/utils';
import type {Heading, Root, RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';

export interface Release {
  /** The heading as written, e.g. "2.7.0 – 2.7.1 (2025-06-14)". */
  heading: string;
  /** The version part of the heading: "2.7.0 – 2.7.1". */
  versions: string;
  /** The release date; for a heading with a range of dates, the last. */
  date: Date;
  /** The heading's anchor on the changelog page. */
  anchor: string;
  /** The release notes below the heading, as HTML. */
  html: string;
}

const releaseHeading = /^(?<versions>\d[^()]*?)\s*\((?<dates>[^)]*)\)\s*$/;
const isoDate = /\d{4}-\d{2}-\d{2}/g;

const parser = unified().use(remarkParse).use(remarkGfm);
const toHtml = unified().use(remarkRehype).use(rehypeStringify);

/**
 * The releases of the changelog, in its order (newest first): every level-2 heading of the form
 * "<version or versions> (<date or dates>)". Anchors are computed the way Docusaurus computes the
 * heading ids of the page (Docusaurus's slugger over all headings in order, so repeated headings such
 * as "Bug Fixes" take their numbered slugs).
 */
export function parseChangelog(source: string): Release[] {
  const tree = parser.parse(matter(source, {}).content) as Root;
  const slugger = createSlugger();
  const releases: (Omit<Release, 'html'> & {body: RootContent[]})[] = [];
  for (const node of tree.children) {
    if (node.type === 'heading') {
      const text = toString(node as Heading);
      const anchor = slugger.slug(text);
      const match = node.depth === 2 ? releaseHeading.exec(text) : null;
      if (match?.groups) {
        const dates = match.groups.dates.match(isoDate);
        if (!dates) throw new Error(`[releases-feed] the changelog heading "${text}" has no date.`);
        releases.push({
          heading: text,
          versions: match.groups.versions.trim(),
          date: new Date(`${dates[dates.length - 1]}T00:00:00Z`),
          anchor,
          body: [],
        });
        continue;
      }
      if (node.depth <= 2) {
        // A heading that is not a release ends the notes of the one before.
        releases.push({heading: '', versions: '', date: new Date(0), anchor: '', body: []});
        continue;
      }
    }
    // A paragraph that is one bold line labels the next group of releases, it is no release note.
    const label = node.type === 'paragraph' && node.children.length === 1 && node.children[0].type === 'strong';
    if (!label) releases.at(-1)?.body.push(node);
  }
  return releases
    .filter((release) => release.heading !== '')
    .map(({body, ...release}) => ({
      ...release,
      html: String(toHtml.stringify(toHtml.runSync({type: 'root', children: body}))).trim(),
    }));
}
