/**
 * Shared set-up of the browser tests: Debian's Chromium driven by playwright-core, against the
 * production build served by scripts/test.mjs at E2E_BASE_URL.
 */
import assert from 'node:assert/strict';
import {after, before} from 'node:test';
import {AxeBuilder} from '@axe-core/playwright';
import {chromium, type Browser, type BrowserContext, type CDPSession, type Locator, type Page} from 'playwright-core';

import {chromiumFlags, chromiumPath} from '../../lib/setup.mjs';

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';

export const desktop = {width: 1280, height: 900};
export const mobile = {width: 390, height: 844};

let browser: Browser | undefined;

/**
 * Launches one browser per test file; call at the top level of a spec file. No Playwright wait in
 * its contexts has a time limit (Playwright's default, 30 s, was passed on a busy machine while a
 * page loaded): a wait ends when its condition holds, and one that never does meets the runner's
 * 25-minute guard (scripts/test.mjs).
 */
export function setupBrowser(): () => Browser {
  before(async () => {
    const launched = await chromium.launch({
      executablePath: chromiumPath,
      args: chromiumFlags,
      logger: stallReporter(),
    });
    const newContext = launched.newContext.bind(launched);
    launched.newContext = async (options) => {
      const context = await newContext(options);
      context.setDefaultTimeout(0);
      return context;
    };
    browser = launched;
  });
  after(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('browser not launched');
    return browser;
  };
}

/**
 * Playwright's API log, kept in memory and printed only when it has been silent for four minutes: a
 * wait that never ends then says what it waits for before the runner's guard ends the file (a CI run
 * once met that guard in layout.spec with no word of where). It decides nothing: no test passes or
 * fails by it.
 */
function stallReporter(): NonNullable<Parameters<typeof chromium.launch>[0]>['logger'] {
  const recent: string[] = [];
  // Calls started and not yet ended, by name with the time each started: the stalled one may have
  // started long before the last 25 calls, while other tests ran on. Waits on page events
  // (waitForURL, waitForLoadState, waitForEvent) log no start, only an end as they begin: they
  // show among the last calls alone.
  const pending = new Map<string, string[]>();
  let last = Date.now();
  let reported = false;
  setInterval(() => {
    if (reported || Date.now() - last < 240_000) return;
    reported = true;
    const open = [...pending].flatMap(([name, times]) => times.map((time) => `  ${time} ${name}`));
    console.log(
      `Playwright has been waiting for 4 minutes; calls not ended:\n${open.join('\n')}\nits last calls:\n${recent.join('\n')}`,
    );
  }, 30_000).unref();
  return {
    isEnabled: (name) => name === 'api',
    log: (_name, _severity, message) => {
      const text = String(message);
      const time = new Date().toISOString().slice(11, 19);
      const call = /^(=>|<=) (\S+) (started|succeeded|failed)/.exec(text);
      if (call?.[1] === '=>') pending.set(call[2], [...(pending.get(call[2]) ?? []), time]);
      else if (call) pending.set(call[2], (pending.get(call[2]) ?? []).slice(1));
      recent.push(`  ${time} ${text.slice(0, 300)}`);
      if (recent.length > 25) recent.shift();
      last = Date.now();
      reported = false;
    },
  };
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Requests the page made to any host other than the site's own. */
  foreignRequests: string[];
  /** The page's console errors and its uncaught exceptions. */
  consoleErrors: string[];
  /** Ends the test's use of the tab (call it in `finally`). */
  close: () => Promise<void>;
}

/**
 * Tabs a test has closed, kept for the next test of the same file. A fresh context or tab costs the
 * browser about 0.9 CPU-seconds (a new renderer process and its set-up), as much as a docs page's
 * load in a running tab: with ~300 tests opening one, they were a quarter of the browser tests' time.
 * What a test can leave behind in a tab is undone before the next one uses it.
 */
interface Tab {
  context: BrowserContext;
  page: Page;
  session: CDPSession;
  /** Whether the tab has shown a page of another origin than the site's. */
  leftSite: boolean;
}
// Closed with the browser at the end of the file.
const idleTabs: Tab[] = [];
const site = new URL(baseUrl).origin;

async function newTab(launched: Browser, viewport: {width: number; height: number}, colorScheme: 'light' | 'dark') {
  const context = await launched.newContext({viewport, colorScheme});
  const page = await context.newPage();
  const tab = {context, page, session: await context.newCDPSession(page), leftSite: false};
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && !frame.url().startsWith(site) && frame.url() !== 'about:blank')
      tab.leftSite = true;
  });
  return tab;
}

/**
 * Undoes in a tab what a test can leave behind on `origin`: routes, listeners of the page events
 * tests watch, other tabs of its context, the origin's storage (session storage too), the HTTP cache,
 * cookies and permissions. The tab is left on about:blank.
 */
export async function emptyTab(page: Page, session: CDPSession, origin: string): Promise<void> {
  const context = page.context();
  await page.unrouteAll({behavior: 'ignoreErrors'});
  for (const type of ['console', 'pageerror', 'request', 'requestfinished', 'response'] as const)
    page.removeAllListeners(type);
  await Promise.all(context.pages().map((other) => (other === page ? null : other.close())));
  if (page.url().startsWith(origin)) await page.evaluate(() => sessionStorage.clear());
  // Leave the origin before its other storage is cleared, so that nothing of it runs on and writes again.
  await page.goto('about:blank');
  await session.send('Storage.clearDataForOrigin', {origin, storageTypes: 'all'});
  await session.send('Network.clearBrowserCache');
  await context.clearCookies();
  await context.clearPermissions();
}

/**
 * Empties a tab and keeps it for the next test. A tab that showed another origin is closed instead:
 * its session storage there can only be cleared from a page of it.
 */
async function putAway(tab: Tab): Promise<void> {
  if (tab.leftSite) return tab.context.close();
  await emptyTab(tab.page, tab.session, site);
  idleTabs.push(tab);
}

/**
 * Opens `path` in a tab with empty storage, an empty cache, no permissions and the given viewport and
 * colour scheme. With `path` empty, the test prepares the tab before its first load (init scripts,
 * routes, a clock or CPU throttling, which cannot all be undone): it gets a context of its own.
 */
export async function openPage(
  getBrowser: () => Browser,
  path: string,
  options: {viewport?: {width: number; height: number}; colorScheme?: 'light' | 'dark'} = {},
): Promise<OpenedPage> {
  const viewport = options.viewport ?? desktop;
  const colorScheme = options.colorScheme ?? 'light';
  const reused = path ? idleTabs.pop() : undefined;
  const tab = reused ?? (await newTab(getBrowser(), viewport, colorScheme));
  const {context, page} = tab;
  if (reused) {
    await page.setViewportSize(viewport);
    await page.emulateMedia({media: null, colorScheme});
  }
  const {foreignRequests, consoleErrors} = watchPage(page, baseUrl);
  if (path) await page.goto(baseUrl + path, {waitUntil: 'networkidle'});
  return {page, context, foreignRequests, consoleErrors, close: () => (path ? putAway(tab) : context.close())};
}

/** Records, from now on, the page's requests to hosts other than `site`'s and its console errors. */
export function watchPage(page: Page, site: string): Pick<OpenedPage, 'foreignRequests' | 'consoleErrors'> {
  const origin = new URL(site).origin;
  const foreignRequests: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreignRequests.push(url);
  });
  page.on('console', (message) => {
    // With the address: a bare 'Failed to load resource' does not say which one.
    if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  // An exception no code caught is no console message, but the console shows it to a reader too.
  page.on('pageerror', (error) => consoleErrors.push(`uncaught ${String(error)}`));
  return {foreignRequests, consoleErrors};
}

/**
 * The text a reader sees in a block once they scroll to it. Docs pages and /api/ skip the rendering
 * of blocks out of view (content-visibility in src/css/custom.css, ApiOperation and ApiSection), and
 * a skipped block's innerText is empty, so the block is scrolled into view first, as the reader would.
 */
export async function textInView(locator: Locator): Promise<string> {
  // The browser renders a block some frames after it comes into view, and blocks rendered above it
  // may push it out again: scroll until it is rendered. The locator finds the block anew at each
  // try, since a component may draw it again as a new element (a box that fetched its entries).
  let last = '';
  for (let attempt = 0; attempt < 50; attempt++) {
    const seen = await locator.evaluate(async (element): Promise<{text: string} | {where: string}> => {
      // Not rendered for another reason (a hidden tab): its text as innerText gives it, whole.
      for (let box: Element | null = element; box; box = box.parentElement)
        if (getComputedStyle(box).display === 'none') return {text: element.textContent ?? ''};
      element.scrollIntoView({block: 'center'});
      for (let frames = 0; frames < 2; frames++) await new Promise((resolve) => requestAnimationFrame(resolve));
      if (element.checkVisibility({contentVisibilityAuto: true})) return {text: (element as HTMLElement).innerText};
      const {top, height} = element.getBoundingClientRect();
      return {
        where: `top ${Math.round(top)} px, height ${Math.round(height)} px, window ${innerHeight} px, scrollY ${Math.round(scrollY)}`,
      };
    });
    if ('text' in seen) return seen.text;
    last = seen.where;
  }
  throw new Error(`the block was not rendered in view after 50 scrolls (last: ${last})`);
}

/**
 * axe for `page`, reporting violations only (it then skips writing up every passing node). It runs
 * as axe.run inside the page: the default splits the run by frame and merges the parts in a new tab,
 * a renderer process per check (accessibility.spec took about half as long again so), which only
 * cross-origin frames need, and the site has no frames.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({page}).setLegacyMode().options({resultTypes: ['violations']});
}

/** Resolves once React has hydrated the page, so that clicks are handled by the client router. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean((window as unknown as {docusaurusRoot?: unknown}).docusaurusRoot));
}

/**
 * One tab for a whole spec file, opened on first use: the launch hook of setupBrowser has run by
 * then, and ~50 page loads in one tab stay well under a minute on two cores.
 */
export function sharedTab(getBrowser: () => Browser): {open: (path: string) => Promise<Page>} {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  after(async () => {
    await context?.close();
  });
  return {
    async open(path) {
      if (!context || !page) {
        context = await getBrowser().newContext({viewport: desktop, colorScheme: 'light'});
        page = await context.newPage();
      }
      const response = await page.goto(baseUrl + path, {waitUntil: 'load'});
      assert.equal(response?.status(), 200, `${path} answers 200`);
      return page;
    },
  };
}

/**
 * Brings an article of the API reference (an operation or a schema) into view, as a reader scrolling
 * to it does, and waits until the part the page inserts on approach (ApiDeferred) is in.
 */
export async function revealApiArticle(article: Locator): Promise<void> {
  // A reader who finds the page moved on (a reload's place given up when the page starts, a part
  // above drawn at its real height) scrolls there again: so does this, until the part is in.
  for (let attempt = 0; attempt < 50; attempt++) {
    await article.scrollIntoViewIfNeeded();
    const inserted = await article.evaluate(async (element) => {
      for (let frames = 0; frames < 30; frames++) {
        if (!element.querySelector('[data-deferred]')) return true;
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      return false;
    });
    if (inserted) return;
  }
  await article.locator('[data-deferred]').waitFor({state: 'detached'});
}

/**
 * Resolves once /api/ has done what it does when the reader arrives somewhere: every part within
 * the distance at which the page puts parts in is in (ApiReference/deferredSections.ts), and then
 * nothing in the window has moved for ten frames, in which the page draws the articles near it and
 * keeps the reader's place. A condition, not a delay: on a slow host it takes longer, and a keeper
 * that left the text elsewhere is then seen to have.
 */
export async function apiSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[data-deferred]')).every((part) => {
      const {top, bottom} = (part.closest('article') ?? part).getBoundingClientRect();
      return bottom <= -1500 || top >= window.innerHeight + 1500;
    }),
  );
  // No named functions in the page's code: the test runner's compiler would wrap them in a helper
  // the page does not have.
  await page.evaluate(async () => {
    for (let still = 0, last = ''; still < 10;) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = `${scrollY} ${document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.getBoundingClientRect().top}`;
      still = now === last ? still + 1 : 0;
      last = now;
    }
  });
}

/**
 * Resolves once the page has nothing left to do: an idle period of its event loop (what React
 * reports after a commit, a shift a late script causes, has run by then) and a frame drawn after it;
 * or, on a machine so busy that each frame overruns and the browser finds no idle period (a quiet
 * run met it twice beside a parallel build), twenty frames in a row in which nothing in the page
 * changed.
 */
export async function pageIdle(page: Page): Promise<void> {
  // Through waitForFunction, not evaluate: a page that never gets there fails the test after
  // Playwright's timeout, naming this wait, instead of holding the run.
  await page.waitForFunction(
    async () => {
      // No named functions in the page's code (see apiSettled).
      const idle = new Promise<string>((resolve) => requestIdleCallback(() => resolve('idle')));
      let changes = 0;
      const observer = new MutationObserver(() => {
        changes += 1;
      });
      observer.observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
      for (let quiet = 0, seen = 0; quiet < 20;) {
        const next = await Promise.race([
          idle,
          new Promise<string>((resolve) => requestAnimationFrame(() => resolve('frame'))),
        ]);
        if (next === 'idle') break;
        quiet = changes === seen ? quiet + 1 : 0;
        seen = changes;
      }
      observer.disconnect();
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return true;
    },
    undefined,
    {polling: 100},
  );
}

/** Narrows the open page's window to a 390 px phone's, and waits until the page has its mobile layout. */
export async function narrowToPhone(page: Page): Promise<void> {
  await page.setViewportSize(mobile);
  await page.waitForFunction(() => window.innerWidth < 996);
}

/**
 * Each table shown on the page, as the reader meets it: whether it fits its column, and where it
 * does not, what it says and shows about scrolling. Scrolls each such box to its end and back.
 */
async function readTables(page: Page) {
  return page.locator('main table').evaluateAll(async (tables) => {
    const navbar = document.querySelector('.navbar')?.getBoundingClientRect().height ?? 0;
    const read = [];
    for (const [index, table] of tables.entries()) {
      if (table.getClientRects().length === 0) continue;
      const box = table.parentElement!;
      const frame = box.parentElement!;
      const where = `table ${index + 1} (${(table.querySelector('th')?.textContent ?? '').trim()}…)`;
      if (box.scrollWidth <= box.clientWidth + 1) {
        read.push({where, fits: true});
        continue;
      }
      const firstCell = table.querySelector('tbody tr')?.firstElementChild ?? table.querySelector('tr > *')!;
      const lastHeader = table.querySelector('tr')!.lastElementChild!;
      // Before scrolling: the box says it scrolls, and a shadow at its right edge shows there is more.
      const says = frame.getAttribute('data-scroll');
      const showsMore = getComputedStyle(frame, '::after').opacity === '1';
      box.scrollTo({left: box.scrollWidth, behavior: 'instant'});
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const boxAt = box.getBoundingClientRect();
      const firstAt = firstCell.getBoundingClientRect();
      const lastAt = lastHeader.getBoundingClientRect();
      const state = {
        where,
        fits: false,
        says,
        showsMore,
        region: box.getAttribute('role') === 'region' && box.tabIndex === 0 && !!box.getAttribute('aria-label'),
        // The box is no taller than the window below the navbar: with its top in view, so is its scrollbar.
        scrollbarNear: boxAt.height <= innerHeight - navbar + 1,
        firstColumnKept: Math.abs(firstAt.left - boxAt.left) <= 1,
        lastColumnReached: lastAt.right <= boxAt.right + 1,
      };
      box.scrollTo({left: 0, behavior: 'instant'});
      read.push(state);
    }
    return read;
  });
}

/**
 * The tables of the open page, as a reader meets them at 1280 px and then on a 390 px phone: at
 * 1280 px every table fits its column; on the phone each fits, or says it scrolls, shows more at its
 * right edge, is a named tab stop, keeps its first column in view while scrolled, is no taller than
 * the window below the navbar (its scrollbar near) and reaches its last column. Leaves the page at
 * the width it had.
 */
export async function assertTablesRead(page: Page, path: string): Promise<void> {
  const width = page.viewportSize() ?? desktop;
  // The shadows fade in and out over 150 ms, which reduced motion leaves out: read at once.
  await page.emulateMedia({reducedMotion: 'reduce'});
  // Every block laid out, as for a reader who scrolled through it.
  await page.addStyleTag({content: '* { content-visibility: visible !important; }'});
  if (width.width !== desktop.width) await page.setViewportSize(desktop);
  await pageIdle(page);
  const wide = await readTables(page);
  assert.ok(wide.length > 0, `${path}: tables shown`);
  assert.deepEqual(
    wide.filter((table) => !table.fits).map((table) => table.where),
    [],
    `${path}: every column in view without scrolling at 1280 px`,
  );
  await narrowToPhone(page);
  await pageIdle(page);
  for (const table of await readTables(page)) {
    if (table.fits) continue;
    assert.deepEqual(
      table,
      {
        ...table,
        says: 'start',
        showsMore: true,
        region: true,
        scrollbarNear: true,
        firstColumnKept: true,
        lastColumnReached: true,
      },
      `${path} on a phone, ${table.where}`,
    );
  }
  await page.setViewportSize(width);
  await page.emulateMedia({reducedMotion: null});
}
