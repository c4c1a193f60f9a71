/**
 * The browser side of the search: builds a MiniSearch index from the downloaded file and answers
 * queries with results grouped by page and highlighted. Loaded as its own chunk, on demand.
 */
import MiniSearch, {type SearchOptions} from 'minisearch';

import {pageTypes, type PageType, type SearchIndexFile} from './format';

export interface Part {
  text: string;
  mark: boolean;
}

export interface SearchHit {
  /** Unique within the index: usable as a React key and an element id. */
  key: number;
  href: string;
  /** The section heading, or the page title for the page's own section. */
  heading: Part[];
  excerpt: Part[];
  endpoint: Part[];
}

export interface SearchGroup {
  title: Part[];
  url: string;
  type: PageType;
  hits: SearchHit[];
}

export interface SearchLimits {
  groups?: number;
  hitsPerGroup?: number;
  excerptLength?: number;
}

export interface SearchEngine {
  search(query: string, limits?: SearchLimits): SearchGroup[];
}

const separator = /[\s\p{P}\p{S}]+/u;
const separatorKept = /([\s\p{P}\p{S}]+)/u;

const stopWords = new Set(
  'a an and are as at be by for from in into is it of on or that the their then there these this to was will with'.split(
    ' ',
  ),
);

/** Plural and singular meet ("network policy" finds "network-policies"). */
function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return stopWords.has(lower) ? null : stem(lower);
}

/** A path ("/api/templates/sync") is also a term of its own, so typing the whole path finds it exactly. */
function paths(text: string): string[] {
  return text
    .split(/\s+/)
    .filter((word) => word.length > 1 && word.startsWith('/'))
    .map((word) => word.replace(/[.,;:!?)\]'"]+$/, ''));
}

export function tokenize(text: string): string[] {
  return [...text.split(separator).filter(Boolean), ...paths(text)];
}

/** The parts of `text` with every word whose term was matched marked. */
export function markParts(text: string, terms: ReadonlySet<string>): Part[] {
  const parts: Part[] = [];
  for (const piece of text.split(separatorKept)) {
    if (!piece) continue;
    const term = separator.test(piece) ? null : processTerm(piece);
    const mark = term !== null && terms.has(term);
    const last = parts[parts.length - 1];
    if (last && last.mark === mark) last.text += piece;
    else parts.push({text: piece, mark});
  }
  return parts;
}

/** A window of `text` around its first match, cut at word boundaries. */
export function excerptParts(text: string, terms: ReadonlySet<string>, length: number): Part[] {
  const parts = markParts(text, terms);
  if (text.length <= length) return parts;
  let offset = 0;
  let firstMark = 0;
  for (const part of parts) {
    if (part.mark) {
      firstMark = offset;
      break;
    }
    offset += part.text.length;
  }
  let start = Math.max(0, firstMark - Math.round(length / 3));
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + length);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  const slice = `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
  return markParts(slice, terms);
}

type Field = 't' | 'h' | 'm' | 'x';

/**
 * The marketing pages and the blog summarise what the docs and the API reference explain in full,
 * so the same words there count for less.
 */
const typeWeights: Record<PageType, number> = {Docs: 1, Blog: 0.8, API: 1, Page: 0.5};

export function createSearchEngine(file: SearchIndexFile): SearchEngine {
  const {p: pages, s: sections} = file;
  const typeOf = (page: number): PageType => pageTypes[pages[page]![2]] ?? 'Page';
  const fieldOf = (id: number, field: Field): string => {
    const [page, heading = '', anchor = '', text = '', endpoint = ''] = sections[id]!;
    switch (field) {
      // Only a page's own section carries its title, so a title match is one result, not one per section.
      case 't':
        return heading ? '' : pages[page]![0];
      case 'h':
        return heading;
      // An operation's anchor holds its id (operation/createDeployment), the name the docs call it by.
      case 'm':
        return endpoint && `${endpoint} ${anchor}`;
      case 'x':
        return text;
    }
  };

  const miniSearch = new MiniSearch<number>({
    fields: ['t', 'h', 'm', 'x'],
    extractField: (id, field) => (field === 'id' ? id : fieldOf(id, field as Field)),
    tokenize,
    processTerm,
  });
  miniSearch.addAll(sections.map((_, id) => id));

  const options: SearchOptions = {
    prefix: (term) => term.length > 1,
    fuzzy: 0.2,
    // A title match means the page is about the query: it outranks any single section.
    boost: {t: 8, h: 3, m: 2, x: 1},
    boostDocument: (id: number) => typeWeights[typeOf(sections[id]![0])],
    combineWith: 'AND',
  };

  return {
    search(query, {groups: maxGroups = Infinity, hitsPerGroup = Infinity, excerptLength = 180} = {}) {
      if (!query.trim()) return [];
      // Every word must match, unless that leaves nothing: then any word may.
      let results = miniSearch.search(query, options);
      if (results.length === 0) results = miniSearch.search(query, {...options, combineWith: 'OR'});

      const termsByPage = new Map<number, Set<string>>();
      const hitsByPage = new Map<number, SearchHit[]>();
      for (const result of results) {
        const id = result.id as number;
        const [pageIndex, heading = '', anchor = '', text = '', endpoint = ''] = sections[id]!;
        const [title, url] = pages[pageIndex]!;
        // Titles are marked with every term matched anywhere on the page, not only in the hits shown.
        const pageTerms = termsByPage.get(pageIndex) ?? new Set();
        result.terms.forEach((term) => pageTerms.add(term));
        termsByPage.set(pageIndex, pageTerms);

        let hits = hitsByPage.get(pageIndex);
        if (!hits) {
          if (hitsByPage.size >= maxGroups) continue;
          hits = [];
          hitsByPage.set(pageIndex, hits);
        }
        if (hits.length >= hitsPerGroup) continue;
        const terms = new Set(result.terms);
        hits.push({
          key: id,
          href: anchor ? `${url}#${anchor}` : url,
          heading: markParts(heading || title, terms),
          excerpt: excerptParts(text, terms, excerptLength),
          endpoint: markParts(endpoint, terms),
        });
      }
      return [...hitsByPage].map(([pageIndex, hits]) => {
        const [title, url] = pages[pageIndex]!;
        return {title: markParts(title, termsByPage.get(pageIndex)!), url, type: typeOf(pageIndex), hits};
      });
    },
  };
}

export async function loadSearchEngine(url: string): Promise<SearchEngine> {
  const response = await fetch(url, {cache: 'no-cache'});
  if (!response.ok) throw new Error(`The search index answered ${response.status}.`);
  return createSearchEngine((await response.json()) as SearchIndexFile);
}
