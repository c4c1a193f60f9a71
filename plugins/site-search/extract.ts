import {load, type Cheerio, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';

import type {SearchRecord} from '../../lib/searchRecords';
import type {PageType} from './format';

/** A record; the page's own section has an empty heading (the text before its first h2/h3) and anchor. */
export type ExtractedSection = SearchRecord;

export interface ExtractedPage {
  title: string;
  url: string;
  type: PageType;
  sections: ExtractedSection[];
}

export interface ExtractOptions {
  /** Route path of the page, base URL included. */
  url: string;
  /** Pages below this path are the API reference. */
  apiPath?: string;
  /**
   * Sections that the plugin of the page published (the API operations): each takes the place of
   * the HTML section with its anchor, or comes after the page's sections when the HTML has none.
   */
  records?: SearchRecord[];
}

/**
 * Where the indexable content of each kind of page lives. A docs page without `.theme-doc-markdown`
 * is a generated category index, which only lists links to other pages.
 */
const contentRoots: Record<PageType, string[]> = {
  Docs: ['.theme-doc-markdown'],
  Blog: ['#__blog-post-container', 'main article'],
  API: ['main', 'article'],
  Page: ['main', 'article'],
};

/**
 * h2 sections that only list links to other pages ("## Related" on every docs page, see WRITING.md)
 * are not indexed: their link texts name other pages, and as sections of their own they ranked
 * above the pages they point to. Everything up to the next h2 is left out, h3s included.
 */
const linkListHeadings = new Set(['related']);

/** Chrome inside the content (copy buttons, "direct link" anchors, breadcrumbs) is not content. */
const ignored =
  'script, style, noscript, template, svg, button, nav, aside, footer, .hash-link, .theme-doc-toc-mobile, .theme-doc-breadcrumbs';

/**
 * Reads one built HTML page into its title and sections (one per h2/h3, except lists of related
 * links), or null for pages that are not worth a search result: lists of posts, tag pages,
 * category indexes, the 404 page.
 */
export function extractPage(
  html: string,
  {url, apiPath = '/api/', records = []}: ExtractOptions,
): ExtractedPage | null {
  const $ = load(html);
  const type = pageTypeOf($, url, apiPath);
  if (!type) return null;
  const root = contentRoots[type].map((selector) => $(selector).first()).find((found) => found.length > 0);
  if (!root) return null;

  const title =
    cleanText($('main h1').first().text()) ||
    cleanText($('h1').first().text()) ||
    cleanText($('title').text().split(' | ')[0] ?? '');
  root.find(ignored).remove();
  root.find('h1').remove();

  const published = new Map(records.map((record) => [record.anchor, {...record, text: cleanText(record.text)}]));
  const sections = splitSections(root)
    .map((draft): ExtractedSection => {
      const record = published.get(draft.anchor);
      if (record && draft.heading !== '') {
        published.delete(draft.anchor);
        return record;
      }
      return {
        heading: draft.heading,
        anchor: draft.anchor,
        // The whole section: a word met only at its end is found too; the result shows a short excerpt.
        text: cleanText(draft.parts.join('')),
        endpoint: '',
      };
    })
    .filter((section, index) => index === 0 || section.heading !== '' || section.text !== '');
  sections.push(...published.values());
  // Pages whose opening lies outside <main> (the home page's hero) are described by their meta description.
  if (!sections[0]!.text) sections[0]!.text = cleanText($('meta[name="description"]').attr('content') ?? '');
  return {title, url, type, sections};
}

function pageTypeOf($: CheerioAPI, url: string, apiPath: string): PageType | null {
  if (url.startsWith(apiPath)) return 'API';
  const classes = new Set(($('html').attr('class') ?? '').split(/\s+/));
  if (classes.has('docs-doc-page')) return 'Docs';
  if (classes.has('blog-post-page')) return 'Blog';
  if (classes.has('plugin-pages')) return 'Page';
  return null;
}

interface Draft {
  heading: string;
  anchor: string;
  parts: string[];
  /** Part of a list of links (`linkListHeadings`): collected, then left out of the index. */
  skip?: boolean;
}

/** Walks the content in document order; each h2/h3 starts a section that collects the text after it. */
function splitSections(root: Cheerio<AnyNode>): Draft[] {
  const rootElement = root.get(0);
  const drafts: Draft[] = [{heading: '', anchor: '', parts: []}];
  let h2Anchor = '';
  let inLinkList = false;

  const walk = (node: AnyNode): void => {
    if (node.type === 'text') {
      drafts[drafts.length - 1]!.parts.push(node.data);
      return;
    }
    if (node.type !== 'tag') return;
    if (node.name === 'h2' || node.name === 'h3') {
      const own = anchorOf(node, rootElement);
      const heading = cleanText(textWithBoundaries(node));
      if (node.name === 'h2') {
        h2Anchor = own;
        inLinkList = linkListHeadings.has(heading.toLowerCase());
      }
      // An h3 without any id still belongs to its h2: linking there lands close to it.
      const anchor = own || (node.name === 'h3' ? h2Anchor : '');
      drafts.push({heading, anchor, parts: [], skip: inLinkList});
      return;
    }
    // Element boundaries separate words ("POST" and "/api/…" in adjacent elements); cleanText
    // removes the spaces this puts before punctuation.
    drafts[drafts.length - 1]!.parts.push(' ');
    node.children.forEach(walk);
    drafts[drafts.length - 1]!.parts.push(' ');
  };
  root.contents().each((_, node) => walk(node));
  return drafts.filter((draft) => !draft.skip);
}

function textWithBoundaries(node: AnyNode): string {
  if (node.type === 'text') return node.data;
  if (node.type !== 'tag') return '';
  return ` ${node.children.map(textWithBoundaries).join('')} `;
}

/** Ids Docusaurus gives its own wrappers (`__docusaurus`, `__blog-post-container`) are not places in the content. */
function usableId(element: Element): string {
  const id = element.attribs.id ?? '';
  return id.startsWith('__') ? '' : id;
}

/**
 * The fragment that shows a heading: the element the heading is the title of (an API operation is
 * an element with id `operation/<id>` labelled by its heading), else the heading's own id, else
 * the nearest ancestor with an id.
 */
function anchorOf(heading: Element, root: AnyNode | undefined): string {
  const ancestors: Element[] = [];
  for (let parent = heading.parent; parent && parent !== root && parent.type === 'tag'; parent = parent.parent) {
    ancestors.push(parent);
  }
  const headingId = heading.attribs.id ?? '';
  const named = ancestors.find((element) => usableId(element) && isTitleOf(heading, headingId, element));
  if (named) return usableId(named);
  if (headingId) return headingId;
  const withId = ancestors.find((element) => usableId(element));
  return withId ? usableId(withId) : '';
}

function isTitleOf(heading: Element, headingId: string, element: Element): boolean {
  const labelledBy = (element.attribs['aria-labelledby'] ?? '').split(/\s+/);
  if (headingId && labelledBy.includes(headingId)) return true;
  return firstHeadingIn(element) === heading;
}

function firstHeadingIn(node: AnyNode): Element | undefined {
  if (node.type !== 'tag') return undefined;
  for (const child of node.children) {
    if (child.type === 'tag' && (child.name === 'h2' || child.name === 'h3')) return child;
    const found = firstHeadingIn(child);
    if (found) return found;
  }
  return undefined;
}

/** Collapses whitespace, drops invisible characters and the spaces that element boundaries put before punctuation. */
export function cleanText(text: string): string {
  return text
    .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ([.,;:!?)\]}])/g, '$1')
    .replace(/([([{]) /g, '$1')
    .trim();
}
