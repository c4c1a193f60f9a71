/**
 * Docusaurus's prefetch helper (`@docusaurus/core/lib/client/prefetch.js`, aliased by ./index.ts),
 * which adds a `<link rel="prefetch">` for each chunk of a route whose link comes into view.
 * Docusaurus asks for every chunk of the route, its layout chunks included: on a docs page each
 * docs link in view fetched the docs layout again, and on the blog list the author link fetched
 * the ten posts the list had just loaded. This helper asks only for chunks the page has not
 * loaded or prefetched yet. The page's own chunks are in its resource timing entries (the loader
 * removes their <script> elements once they ran); when that buffer is full the helper prefetches
 * as Docusaurus does, which costs a request, never a missing chunk.
 */
const requested = new Set<string>();

function alreadyFetched(href: string): boolean {
  return requested.has(href) || performance.getEntriesByName(href).length > 0;
}

export default function prefetch(url: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const href = new URL(url, document.baseURI).href;
  if (alreadyFetched(href)) return Promise.resolve();
  requested.add(href);
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    // As in Docusaurus: a failed prefetch is not an error of the page (the browser logs a 404).
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}
