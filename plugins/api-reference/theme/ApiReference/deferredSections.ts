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

/**
 * Whether `section` is within that distance of the window, as laid out now. Its article's box is
 * measured: the browser lays out what is inside an article only near the window (content-visibility
 * in ApiOperation and ApiSection), and measuring the part itself would make it lay that out.
 */
function near(section: HTMLElement): boolean {
  const {top, bottom} = (section.closest('article') ?? section).getBoundingClientRect();
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
 *
 * Which parts are near is read from the layout itself, after every scroll and after every part put
 * in, rather than reported by an IntersectionObserver: a report that arrived while the page was
 * still moving (a jump, a part above drawn at its real height) could leave a part out for good on
 * a slow device, and with it the operation's "Try it". A part left out now is found by the next
 * look, whatever moved it there.
 */
export function insertDeferredSections(
  root: HTMLElement,
  place: ReadersPlace,
  onInserted: (section: HTMLElement) => void,
): () => void {
  const pending = Array.from(root.querySelectorAll<HTMLElement>(`[${deferredAttribute}]`));
  if (pending.length === 0) return () => undefined;
  // A scroll position the browser would restore on reload belongs to the page with its parts in;
  // the reloaded page starts without them, so it goes to the top or to the link's target instead.
  const restoration = window.history.scrollRestoration;
  window.history.scrollRestoration = 'manual';
  let timer: number | undefined;

  const put = (section: HTMLElement) => {
    pending.splice(pending.indexOf(section), 1);
    // What the reader looks at stays where it is, however much the part adds above it.
    place.hold(() => {
      insert(section);
      onInserted(section);
    });
  };
  const look = () => {
    timer = undefined;
    const section = pending.find(near);
    if (!section) return;
    // The next look first: whatever the part does to the page, the parts still near come in.
    schedule();
    put(section);
  };
  const schedule = () => {
    if (timer === undefined && pending.length > 0) timer = window.setTimeout(look, 0);
  };
  // Printing and saving as PDF take the page as it is at that moment: all of it.
  const putAll = () => [...pending].forEach(put);
  window.addEventListener('scroll', schedule, {passive: true});
  window.addEventListener('resize', schedule);
  window.addEventListener('beforeprint', putAll);
  schedule();
  return () => {
    window.clearTimeout(timer);
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    window.removeEventListener('beforeprint', putAll);
    window.history.scrollRestoration = restoration;
  };
}
