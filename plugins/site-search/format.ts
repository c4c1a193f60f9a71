/**
 * The search index as written at build time and read by the browser. Arrays instead of objects and
 * trailing empty fields left out: the file is downloaded whole by every reader who searches.
 */

export const pageTypes = ['Docs', 'Blog', 'API', 'Page'] as const;
export type PageType = (typeof pageTypes)[number];

/** Title, URL and index into `pageTypes`. */
export type IndexedPage = [title: string, url: string, type: number];

/**
 * Index into `p`, then heading, anchor, text and endpoint ("POST /api/templates/sync"). The first
 * section of a page has no heading: it is the page itself, with the text before its first heading.
 */
export type IndexedSection = [page: number, heading?: string, anchor?: string, text?: string, endpoint?: string];

export interface SearchIndexFile {
  p: IndexedPage[];
  s: IndexedSection[];
}

export interface SiteSearchGlobalData {
  indexUrl: string;
  searchPath: string;
}

export const pluginName = 'site-search';
