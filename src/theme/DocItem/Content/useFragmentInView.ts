import {useEffect} from 'react';
import {useLocation} from '@docusaurus/router';

import {useHydrating} from '@site/src/components/ServerMarkup';

/** How long a target drawn later may take to arrive (a list fetched on a slow connection)… */
const FIND_MS = 10_000;
/** …and how long the blocks around it take to be drawn once it is there. */
const SETTLE_MS = 1500;
/** How often to look for a target that is not there yet. */
const SEARCH_MS = 100;
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * After client-side navigation to an address with a fragment, the router scrolls to the target
 * before the new page's blocks are drawn: src/css/custom.css skips blocks out of view, and those
 * above the target that are drawn next push it down. A target drawn later (an entry of the
 * known-issues list, fetched) is not there yet. Until the page settles or the reader scrolls, this
 * brings the target into view and keeps it there. On a full load the browser lands right by itself.
 */
export default function useFragmentInView(): void {
  const drawnByBrowser = !useHydrating();
  const {hash} = useLocation();
  useEffect(() => {
    if (!drawnByBrowser || !hash) return;
    const id = decodeURIComponent(hash.slice(1));
    let end = performance.now() + FIND_MS;
    let kept: number | undefined;
    let frame = 0;
    let search: number | undefined;
    const keep = () => {
      const target = document.getElementById(id);
      if (target && (kept === undefined || Math.abs(target.getBoundingClientRect().top - kept) > 1)) {
        if (kept === undefined) end = performance.now() + SETTLE_MS;
        target.scrollIntoView();
        kept = target.getBoundingClientRect().top;
      }
      if (performance.now() >= end) return;
      // Holding a target in place needs every frame; looking for one not drawn yet (or never) does not.
      if (target) frame = requestAnimationFrame(keep);
      else search = window.setTimeout(keep, SEARCH_MS);
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      clearTimeout(search);
    };
    frame = requestAnimationFrame(keep);
    for (const type of READER_INPUT) addEventListener(type, stop, {passive: true});
    return () => {
      stop();
      for (const type of READER_INPUT) removeEventListener(type, stop);
    };
  }, [drawnByBrowser, hash]);
}
