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

/** Words the docs write apart that readers type as one ("log in", "login"). */
const sameAs: Record<string, string> = {login: 'log', logins: 'log'};

export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (stopWords.has(lower)) return null;
  return sameAs[lower] ?? stem(lower);
}

/** A path ("/api/templates/sync") is also a term of its own, so typing the whole path finds it exactly. */
function paths(text: string): string[] {
  return text
    .split(/\s+/)
    .filter((word) => word.length > 1 && word.startsWith('/'))
    .map((word) => word.replace(/[.,;:!?)\]'"]+$/, ''));
}

/**
 * A code identifier (`k8s.node_prefix`, `fields.json`, `metrics-server`) is also a term, and so is
 * each run of two or more of its parts (`node_prefix`), so typing the identifier finds it exactly.
 */
function identifiers(text: string): string[] {
  const found: string[] = [];
  for (const [word] of text.matchAll(/[\p{L}\p{N}]+(?:[._-][\p{L}\p{N}]+)+/gu)) {
    const parts = word.split(/(?=[._-])/);
    for (let start = 0; start < parts.length - 1; start += 1)
      for (let end = start + 2; end <= parts.length; end += 1)
        found.push(
          parts
            .slice(start, end)
            .join('')
            .replace(/^[._-]/, ''),
        );
  }
  return found;
}

export function tokenize(text: string): string[] {
  return [...text.split(separator).filter(Boolean), ...paths(text), ...identifiers(text)];
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

type Field = 't' | 'p' | 'h' | 'm' | 'x';

/**
 * The marketing pages and the blog summarise what the docs and the API reference explain in full,
 * so the same words there count for less.
 */
const typeWeights: Record<PageType, number> = {Docs: 1, Blog: 0.8, API: 1, Page: 0.5};

/** How much more a guide's section counts when its heading has every word of the query. */
const headingMatchBoost = 2;
/** How much more an operation counts when the query holds its whole path. */
const pathMatchBoost = 3;

/** The terms the index makes of a text, as a query's words are matched against them. */
function termsOf(text: string): string[] {
  return tokenize(text)
    .map(processTerm)
    .filter((term): term is string => term !== null);
}

export function createSearchEngine(file: SearchIndexFile): SearchEngine {
  const {p: pages, s: sections} = file;
  const typeOf = (page: number): PageType => pageTypes[pages[page]![2]] ?? 'Page';
  const fieldOf = (id: number, field: Field): string => {
    const [page, heading = '', anchor = '', text = '', endpoint = ''] = sections[id]!;
    switch (field) {
      // Only a page's own section carries its title, so a title match is one result, not one per section.
      case 't':
        return heading ? '' : pages[page]![0];
      // A section's page title, so that a query naming the page's subject and the section's
      // ("blade variables") finds the section.
      case 'p':
        return heading ? pages[page]![0] : '';
      case 'h':
        return heading;
      // An operation's anchor holds its id (operation/createDeployment), the name the docs call it by.
      case 'm':
        return endpoint && `${endpoint} ${anchor}`;
      case 'x':
        return text;
    }
  };

  // Each section's heading (its page's title for the page's own section) and endpoint as terms,
  // made once, on the first search that ranks the section: a search runs at every keystroke.
  const termsPerSection = (textOf: (id: number) => string) => {
    const made = new Map<number, string[]>();
    return (id: number): string[] => {
      let terms = made.get(id);
      if (!terms) made.set(id, (terms = termsOf(textOf(id))));
      return terms;
    };
  };
  const headingTermsOf = termsPerSection((id) => {
    const [page, heading] = sections[id]!;
    return heading || pages[page]![0];
  });
  const endpointTermsOf = termsPerSection((id) => sections[id]![4] ?? '');

  const miniSearch = new MiniSearch<number>({
    fields: ['t', 'p', 'h', 'm', 'x'],
    extractField: (id, field) => (field === 'id' ? id : fieldOf(id, field as Field)),
    tokenize,
    processTerm,
  });
  miniSearch.addAll(sections.map((_, id) => id));

  const options: SearchOptions = {
    prefix: (term) => term.length > 1,
    fuzzy: 0.2,
    // A title match means the page is about the query: it outranks any single section.
    boost: {t: 8, p: 1, h: 3, m: 2, x: 1},
    boostDocument: (id: number) => typeWeights[typeOf(sections[id]![0])],
    combineWith: 'AND',
  };

  return {
    search(query, {groups: maxGroups = Infinity, hitsPerGroup = Infinity, excerptLength = 180} = {}) {
      if (!query.trim()) return [];
      // Every word must match, unless that leaves nothing: then any word may.
      let results = miniSearch.search(query, options);
      if (results.length === 0) results = miniSearch.search(query, {...options, combineWith: 'OR'});
      // A guide's section (or page) headed with every word of the query is the how-to for that task:
      // it comes before the API operation of the same name, which only does the task's last step.
      // A whole API path typed is the operation's address: that operation comes first.
      const queryTerms = termsOf(query);
      const typedPaths = queryTerms.filter((term) => term.startsWith('/'));
      results = results
        .map((result) => {
          const id = result.id as number;
          const pageIndex = sections[id]![0];
          let score = result.score;
          if (typeOf(pageIndex) === 'Docs') {
            const headed = headingTermsOf(id);
            if (queryTerms.every((term) => headed.some((word) => word.startsWith(term)))) score *= headingMatchBoost;
          }
          if (typedPaths.length > 0 && typedPaths.some((term) => endpointTermsOf(id).includes(term)))
            score *= pathMatchBoost;
          return {...result, score};
        })
        .sort((a, b) => b.score - a.score);

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
