/**
 * Keeps what the reader looks at where it is while the reference changes height above it: an
 * article the browser draws at its real height in place of its estimate (content-visibility in
 * ApiOperation and ApiSection), a part put in (deferredSections.ts), samples in another language.
 *
 * It works the way the browser's scroll anchoring does: the element at the reader's line is the
 * anchor, and after any change the page scrolls by as much as the anchor moved. The browser's own
 * anchoring is not used: Safari has none, and Chromium may anchor to the empty box a part is put in,
 * whose top stays put while the part pushes the reader's text down.
 */

/** Where the sticky navbar ends: what is above it, the reader does not see. */
function navbarBottom(): number {
  return document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
}

/** The element the address's fragment names, if the page has it. */
export function hashTarget(): HTMLElement | null {
  return window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
}

/**
 * The line the reader reads from, in window coordinates. After a jump of the page (a link, find-in-
 * page, a script), it is where the jump put what the reader went to: the link's target if it is in
 * the top third of the window, else the middle of the window (where find-in-page puts its match).
 * Otherwise it is the navbar's bottom edge, the top of what the reader sees.
 */
function readersLine(root: HTMLElement, jumped: boolean): number {
  if (!jumped) return navbarBottom();
  const target = hashTarget();
  const top = target && root.contains(target) ? target.getBoundingClientRect().top : undefined;
  return top !== undefined && top >= -1 && top <= window.innerHeight / 3 ? top : window.innerHeight / 2;
}

/** Whether the browser skips drawing `element`'s content (content-visibility: auto, away from the window). */
function skipped(element: Element): boolean {
  const child = element.firstElementChild;
  return child !== null && 'checkVisibility' in child && !child.checkVisibility({contentVisibilityAuto: true});
}

/** An element on the way down to the anchor, and its top when the anchor was taken. */
interface Held {
  element: Element;
  top: number;
}

/**
 * The elements from `root` down to the innermost one that reaches below `line` at the top of what
 * is drawn there (the anchor), each with its top. The way down stops at an article the browser
 * skips, whose inside has no layout yet.
 */
function pathAt(root: HTMLElement, line: number): Held[] {
  const path: Held[] = [{element: root, top: root.getBoundingClientRect().top}];
  for (;;) {
    const {element} = path[path.length - 1]!;
    if (element !== root && skipped(element)) return path;
    let next: Held | undefined;
    for (const child of Array.from(element.children)) {
      const box = child.getBoundingClientRect();
      if (box.height > 0 && box.bottom > line) {
        next = {element: child, top: box.top};
        break;
      }
    }
    if (!next) return path;
    path.push(next);
  }
}

/** Fired at an element with content-visibility: auto when the browser starts or stops skipping its content. */
const visibilityChange = 'contentvisibilityautostatechange';

export interface ReadersPlace {
  /** Runs `change`, which alters the page's content, and puts the reader's text back where it was. */
  hold: (change: () => void) => void;
  /** Stops keeping the place. */
  stop: () => void;
}

/** Starts keeping the reader's place in `root`, whose articles hold everything that changes height. */
export function keepReadersPlace(root: HTMLElement): ReadersPlace {
  const html = document.documentElement;
  const anchoring = html.style.overflowAnchor;
  html.style.overflowAnchor = 'none';
  // Whether the last scroll was a jump of more than a window (or the load to a link's target), not
  // yet followed by the reader's input.
  let jumped = window.location.hash !== '';
  let scrolledTo = window.scrollY;
  let path: Held[] = [];
  const mark = () => {
    path = pathAt(root, readersLine(root, jumped));
  };
  mark();
  // A scroll is the reader's unless this module made it. Its event comes with the next frame, and a
  // change may come first (a part put in, an article drawn): the anchor is then taken anew where the
  // scroll went, or the change would be measured against the place the reader left and undo the jump.
  const follow = () => {
    const y = window.scrollY;
    if (y === scrolledTo) return;
    if (Math.abs(y - scrolledTo) > window.innerHeight) jumped = true;
    scrolledTo = y;
    mark();
  };
  // The anchor stays until the reader moves: chosen anew after each change, it would be whatever
  // the change put at the line, and the reader's text would drift with every change.
  const restore = () => {
    // Leaving the page, React takes the root out before its effects' clean-up stops this, and the
    // articles' sizes change once more on the way out.
    if (!root.isConnected) return;
    if (window.scrollY !== scrolledTo) return follow();
    // The anchor, or the nearest element around it still in the page (the root at worst): a part
    // put in replaces the placeholder that may have been the anchor, and taken anew the anchor
    // would lose this change.
    const held = [...path].reverse().find(({element}) => element.isConnected)!;
    const moved = held.element.getBoundingClientRect().top - held.top;
    if (Math.abs(moved) < 1) return;
    // Instantly: a smooth scroll would show the jump it is there to hide.
    window.scrollBy({top: moved, behavior: 'instant'});
    scrolledTo = window.scrollY;
  };
  // The reader's hand is back on the page: they read from the top of the window again.
  const onInput = () => {
    jumped = false;
    mark();
  };
  const inputs = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
  // Called after layout and before paint, so the reader never sees the text move.
  const observer = new ResizeObserver(restore);
  root.querySelectorAll('article').forEach((article) => observer.observe(article));
  // An article the browser skips again takes the height it had at the last rendering step: what a
  // part put in since added vanishes with no ResizeObserver report, as the size is back to the one
  // last reported. The change of state is the only sign. Captured: the event bubbles in Chromium
  // only.
  root.addEventListener(visibilityChange, restore, {capture: true});
  window.addEventListener('scroll', follow, {passive: true});
  for (const input of inputs) window.addEventListener(input, onInput, {passive: true, capture: true});

  return {
    hold: (change) => {
      follow();
      change();
      restore();
    },
    stop: () => {
      observer.disconnect();
      root.removeEventListener(visibilityChange, restore, {capture: true});
      window.removeEventListener('scroll', follow);
      for (const input of inputs) window.removeEventListener(input, onInput, {capture: true});
      html.style.overflowAnchor = anchoring;
    },
  };
}
