import {deferredAttribute} from '../../constants';

/**
 * The page's side of ApiDeferred: each part the server left in a <noscript> becomes markup when the
 * reader gets within about two screens of it, before the browser would show the gap, and all of
 * them before printing.
 */

/**
 * How far ahead of the viewport a part is put in: about two screens, what a flick on a phone
 * covers. At the top of the page nothing is (the first operation starts 2,600 px down on a
 * desktop), so the parts add nothing to the page's start-up.
 */
const aheadMargin = '1500px 0px';

/** The markup the server left in the part's <noscript>, which a browser running scripts keeps as text. */
function markupOf(section: HTMLElement): string {
  return section.querySelector(':scope > noscript')?.textContent ?? '';
}

/** Where the sticky navbar ends: what is above it, the reader does not see. */
function readingLine(): number {
  return document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
}

/**
 * Whether a part lies before the reader's place: before the first title in the top third of the
 * viewport (where a link to an operation or schema puts it), or, without one, above the navbar.
 */
function beforeReadersPlace(section: HTMLElement, root: HTMLElement): boolean {
  const line = readingLine();
  const title = Array.from(root.querySelectorAll<HTMLElement>('h2[id], article[id] > h3')).find(
    (heading) => heading.getBoundingClientRect().top >= line - 1,
  );
  if (title && title.getBoundingClientRect().top <= window.innerHeight / 3) {
    return Boolean(section.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING);
  }
  return section.getBoundingClientRect().top < line;
}

/**
 * Puts a part's markup in. A part before the reader's place grows out of sight, so the page scrolls
 * by as much as everything after it moved, and what the reader is looking at stays where it is.
 * (The browser's own scroll anchoring is off while the parts come in: it may pick the article
 * around an inserted part as its anchor, and it does not exist in Safari.)
 */
function insert(section: HTMLElement, root: HTMLElement) {
  const before = beforeReadersPlace(section, root);
  const end = root.getBoundingClientRect().bottom;
  section.innerHTML = markupOf(section);
  section.removeAttribute(deferredAttribute);
  // Instantly: the site scrolls smoothly, and a second smooth scroll would cut the first one short.
  if (before) window.scrollBy({top: root.getBoundingClientRect().bottom - end, behavior: 'instant'});
}

/**
 * Starts putting in the parts below `root` as they near the viewport, one per task so that a jump
 * into the middle of the page does not block it; `onInserted` runs for each part. Returns what
 * stops it.
 */
export function insertDeferredSections(root: HTMLElement, onInserted: (section: HTMLElement) => void): () => void {
  const pending = new Set<HTMLElement>(Array.from(root.querySelectorAll<HTMLElement>(`[${deferredAttribute}]`)));
  if (pending.size === 0) return () => undefined;
  const html = document.documentElement;
  const anchoring = html.style.overflowAnchor;
  html.style.overflowAnchor = 'none';
  // A scroll position the browser would restore on reload belongs to the page with its parts in;
  // the reloaded page starts without them, so it goes to the top or to the link's target instead.
  const restoration = window.history.scrollRestoration;
  window.history.scrollRestoration = 'manual';
  const queue: HTMLElement[] = [];
  let timer: number | undefined;

  const put = (section: HTMLElement) => {
    if (!pending.delete(section)) return;
    observer.unobserve(section);
    insert(section, root);
    onInserted(section);
  };
  const next = () => {
    timer = undefined;
    const section = queue.shift();
    if (section) put(section);
    if (queue.length > 0) timer = window.setTimeout(next, 0);
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) queue.push(entry.target as HTMLElement);
      if (timer === undefined && queue.length > 0) timer = window.setTimeout(next, 0);
    },
    {rootMargin: aheadMargin},
  );
  // Printing and saving as PDF take the page as it is at that moment: all of it.
  const putAll = () => pending.forEach(put);
  pending.forEach((section) => observer.observe(section));
  window.addEventListener('beforeprint', putAll);
  return () => {
    observer.disconnect();
    window.clearTimeout(timer);
    window.removeEventListener('beforeprint', putAll);
    html.style.overflowAnchor = anchoring;
    window.history.scrollRestoration = restoration;
  };
}
