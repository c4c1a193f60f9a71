// A browser's share of a busy machine, and whether it has stopped. Chromium 156 printing the tagged
// docs PDF stopped for good in 5 of 5 tries on 2026-11-29 when it got a small share of the CPU (beside
// browser tests, and beside six CPU hogs alike): its renderer's main thread waits for a reply that
// never comes, and every process of the browser goes idle. Given a larger share beside the same six
// hogs, it printed; alone or beside one hog it always has. A slow browser, however busy the machine,
// still uses CPU; a stopped one does not.
import {writeFileSync} from 'node:fs';
import {setTimeout as delay} from 'node:timers/promises';

/**
 * CPU seconds each process of the browser has used, by process id, as Chromium reports them.
 * @param {import('playwright-core').CDPSession} session a browser-level session
 * @returns {Promise<Map<number, number>>}
 */
export async function processCpu(session) {
  const {processInfo} = await session.send('SystemInfo.getProcessInfo');
  return new Map(processInfo.map((process) => [process.id, process.cpuTime]));
}

/**
 * Gives the browser's session (Playwright starts each browser in one of its own) the larger share of
 * the CPU that Linux's autogroup scheduling allows to a nice value of -10: about nine times another
 * session's. Where the system does not allow it (not root, no autogroups) the browser keeps its share
 * and this says why.
 * @param {import('playwright-core').CDPSession} session a browser-level session
 * @returns {Promise<string | null>} null, or why the share stays as it was
 */
export async function favour(session) {
  const {processInfo} = await session.send('SystemInfo.getProcessInfo');
  const browser = processInfo.find((process) => process.type === 'browser');
  if (!browser) return 'no browser process listed';
  try {
    writeFileSync(`/proc/${browser.id}/autogroup`, '-10');
    return null;
  } catch (error) {
    return String(error?.code ?? error);
  }
}

/**
 * CPU seconds the browser used between two readings. A process that ended in between counts for
 * nothing (its last seconds are unknown) rather than for less than nothing; a new one counts whole.
 * @param {Map<number, number>} before
 * @param {Map<number, number>} after
 */
export function cpuBetween(before, after) {
  let seconds = 0;
  for (const [id, cpu] of after) seconds += Math.max(0, cpu - (before.get(id) ?? 0));
  return seconds;
}

/**
 * CPU seconds the browser's processes used together in the next `windowMs`, and their ids.
 * @param {import('playwright-core').CDPSession} session a browser-level session
 * @param {number} windowMs
 * @param {AbortSignal} [signal] ends the wait early, rejecting
 * @returns {Promise<{seconds: number, processes: number[]}>}
 */
export async function cpuUsedIn(session, windowMs, signal) {
  const before = await processCpu(session);
  await delay(windowMs, undefined, {signal});
  const after = await processCpu(session);
  return {seconds: cpuBetween(before, after), processes: [...after.keys()]};
}

/**
 * Resolves once all the browser's processes together used less than `cpuSeconds` of CPU in a window
 * of `windowMs`: stopped, not slow. A slow print at a tenth of a core uses 12 CPU-seconds in two
 * minutes; a stopped one about half a second, the browser process's own housekeeping. Never rejects:
 * when the browser is gone, or the watch is cancelled, it ends quietly. Call `cancel` once the work
 * is done.
 * @param {import('playwright-core').CDPSession} session a browser-level session
 * @param {{windowMs?: number, cpuSeconds?: number}} [limits]
 * @returns {{stopped: Promise<number[]>, cancel: () => void}} `stopped` gives the ids of the
 *   browser's processes: closing a stopped browser can wait on them, killing them cannot
 */
export function watchForStop(session, {windowMs = 120_000, cpuSeconds = 2} = {}) {
  const cancel = new AbortController();
  const stopped = (async () => {
    try {
      for (;;) {
        const used = await cpuUsedIn(session, windowMs, cancel.signal);
        if (used.seconds < cpuSeconds) return used.processes;
      }
    } catch {
      // Cancelled, or the browser closed: whatever waited on it has its answer.
      return new Promise(() => {});
    }
  })();
  return {stopped, cancel: () => cancel.abort()};
}
