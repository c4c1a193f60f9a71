import {deferredAttribute} from '../../constants';
import type {ReadersPlace} from './readersPlace';

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
const ahead = 1500;
const aheadMargin = `${ahead}px 0px`;

/**
 * Whether `section` is still within the margin of the window. A jump can come between the observer's
 * report and the part's turn: a part put in at the place the reader left, in an operation the browser
 * then skips again (content-visibility) before taking its new height as its size, would add height
 * that vanishes without a ResizeObserver report, and the reader's text would move by as much.
 */
function near(section: HTMLElement): boolean {
  const {top, bottom} = section.getBoundingClientRect();
  return bottom > -ahead && top < window.innerHeight + ahead;
}

/** The markup the server left in the part's <noscript>, which a browser running scripts keeps as text. */
function markupOf(section: HTMLElement): string {
  return section.querySelector(':scope > noscript')?.textContent ?? '';
}

/** Puts a part's markup in. */
function insert(section: HTMLElement) {
  section.innerHTML = markupOf(section);
  section.removeAttribute(deferredAttribute);
}

/**
 * Starts putting in the parts below `root` as they near the viewport, one per task so that a jump
 * into the middle of the page does not block it; `onInserted` runs for each part. Returns what
 * stops it.
 */
export function insertDeferredSections(
  root: HTMLElement,
  place: ReadersPlace,
  onInserted: (section: HTMLElement) => void,
): () => void {
  const pending = new Set<HTMLElement>(Array.from(root.querySelectorAll<HTMLElement>(`[${deferredAttribute}]`)));
  if (pending.size === 0) return () => undefined;
  // A scroll position the browser would restore on reload belongs to the page with its parts in;
  // the reloaded page starts without them, so it goes to the top or to the link's target instead.
  const restoration = window.history.scrollRestoration;
  window.history.scrollRestoration = 'manual';
  const queue: HTMLElement[] = [];
  const doubted = new WeakSet<HTMLElement>();
  let timer: number | undefined;

  const put = (section: HTMLElement) => {
    if (!pending.delete(section)) return;
    observer.unobserve(section);
    // What the reader looks at stays where it is, however much the part adds above it.
    place.hold(() => {
      insert(section);
      onInserted(section);
    });
  };
  const next = () => {
    timer = undefined;
    const section = queue.shift();
    if (section) {
      if (doubted.delete(section) || near(section)) put(section);
      else {
        // Left behind, or so it seems: observed anew, the observer reports where it is now, and a
        // part it reports near once more is put in without a second doubt.
        doubted.add(section);
        observer.unobserve(section);
        observer.observe(section);
      }
    }
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
    window.history.scrollRestoration = restoration;
  };
}
