/**
 * Keeps what the reader looks at where it is while the reference changes height above it: an
 * article the browser draws at its real height in place of its estimate (content-visibility in
 * ApiOperation and ApiSection), a part put in (deferredSections.ts), samples in another language.
 *
 * The browser's own scroll anchoring does this in Chromium and Firefox, but not in Safari, and it
 * may anchor to the article around a part put in, whose top stays put while the part pushes the
 * reader's text down; so it is off on this page while the page's script runs, and this takes over.
 */

/** Where the sticky navbar ends: what is above it, the reader does not see. */
function navbarBottom(): number {
  return document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
}

/** The first of `titles` (in document order, so top to bottom) whose top is at or below `line`. */
function firstTitleBelow(titles: HTMLElement[], line: number): HTMLElement | undefined {
  let low = 0;
  let high = titles.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (titles[middle]!.getBoundingClientRect().top >= line - 1) high = middle;
    else low = middle + 1;
  }
  return titles[low];
}

/**
 * The line the reader reads from, in window coordinates: a title in the top third of the window
 * (where a link to an operation or schema puts it), or else the navbar's bottom edge. What grows
 * above it must not move it.
 */
function readersLine(titles: HTMLElement[]): number {
  const line = navbarBottom();
  const top = firstTitleBelow(titles, line)?.getBoundingClientRect().top;
  return top !== undefined && top <= window.innerHeight / 3 ? top : line;
}

/** Scrolls instantly: a smooth scroll would show the jump it is there to hide. */
function scrollByInstantly(top: number) {
  if (Math.abs(top) >= 1) window.scrollBy({top, behavior: 'instant'});
}

export interface ReadersPlace {
  /**
   * Runs `change`, which fills `part` in, and scrolls by as much as the page grew if `part` lies
   * above the reader's line.
   */
  hold: (part: HTMLElement, change: () => void) => void;
  /** Stops keeping the place. */
  stop: () => void;
}

/** Starts keeping the reader's place in `root`, whose articles hold everything that changes height. */
export function keepReadersPlace(root: HTMLElement): ReadersPlace {
  const html = document.documentElement;
  const anchoring = html.style.overflowAnchor;
  html.style.overflowAnchor = 'none';
  const titles = Array.from(root.querySelectorAll<HTMLElement>('h2[id], article[id] > h3'));
  // Each article's height when last seen, against which the next change is measured.
  const heights = new WeakMap<Element, number>();

  // Called after layout and before paint, so the reader never sees the text move. An article
  // wholly above the line moves the reader's text by as much as it changed; one the line crosses
  // was jumped into, and it grows below the line.
  const observer = new ResizeObserver((entries) => {
    const line = readersLine(titles);
    let shifted = 0; // how far the changes so far moved what follows them
    let scroll = 0;
    const changed = entries
      .map((entry) => entry.target)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    for (const article of changed) {
      const box = article.getBoundingClientRect();
      const before = heights.get(article);
      heights.set(article, box.height);
      if (before === undefined || Math.abs(box.height - before) < 0.5) continue;
      const delta = box.height - before;
      if (box.top - shifted + before <= line + 1) scroll += delta;
      shifted += delta;
    }
    scrollByInstantly(scroll);
  });
  root.querySelectorAll('article').forEach((article) => observer.observe(article));

  return {
    hold: (part, change) => {
      const article = part.closest('article');
      const above = part.getBoundingClientRect().top < readersLine(titles);
      const end = root.getBoundingClientRect().bottom;
      change();
      if (article) heights.set(article, article.getBoundingClientRect().height);
      if (above) scrollByInstantly(root.getBoundingClientRect().bottom - end);
    },
    stop: () => {
      observer.disconnect();
      html.style.overflowAnchor = anchoring;
    },
  };
}
