import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import type {Page} from 'playwright-core';

import {coverGreedily, partSelectors, representativeRoutes, type RepresentativePage} from './routes';
import {axe, desktop, mobile, narrowToPhone, openPage, pageIdle, setupBrowser, waitForHydration} from './support';

const browser = setupBrowser();

/**
 * The entries of a page made of many alike (the articles of /api/: 75 operations, the schemas, the
 * errors) that add no element name or class to those shown by the others: the same component with
 * other words, which axe judges alike. Chosen greedily, the entries that show most first.
 */
async function repeatedEntries(page: Page): Promise<string[]> {
  const entries = await page.evaluate(() =>
    Array.from(document.querySelectorAll('main article[id]')).map((entry) => {
      const parts = new Set<string>();
      for (const element of [entry, ...Array.from(entry.querySelectorAll('*'))]) {
        if (element.closest('pre, svg') && element.tagName.toLowerCase() !== 'svg') continue;
        parts.add(element.tagName);
        for (const name of Array.from(element.classList)) parts.add(`.${name}`);
      }
      return {id: entry.id, parts: [...parts]};
    }),
  );
  if (entries.length < 10) return [];
  const kept = new Set(
    coverGreedily(
      entries.map(({id, parts}) => ({item: id, parts})),
      new Set(),
    ).map(({item}) => item),
  );
  return entries.map(({id}) => id).filter((id) => !kept.has(id));
}

/** What axe finds on the page, or, given selectors, in the elements they match and those inside. */
async function violations(page: Page, only?: string[]): Promise<string[]> {
  // A table box becomes a focusable region when its effect has measured it, after hydration and
  // after the web font (which can widen a table by a few pixels): let both finish first.
  await page.waitForFunction(() => document.fonts.status === 'loaded', undefined, {polling: 100});
  await pageIdle(page);
  // Every block drawn, as for a reader who scrolled through: axe measures each text's colours and
  // box, and in a block the browser skips (content-visibility) each measurement lays the block out
  // anew, which made axe on /api/ take over a minute. What axe judges does not change.
  await page.addStyleTag({content: '* { content-visibility: visible !important; }'});
  const builder = axe(page);
  // A part the server rendered that the page no longer shows is left out (axe refuses a selector
  // that matches nothing); the parts that remain must be some.
  const present = only
    ? await page.evaluate((selectors) => selectors.filter((s) => document.querySelector(s)), only)
    : [];
  if (only) assert.ok(present.length > 0, 'the parts this page was chosen for are in it');
  for (const selector of present) builder.include(selector);
  // Taken out of the page rather than excluded from axe's run: on /api/ the exclusions left axe half
  // as much work again (10.8 against 7.1 CPU-s for both widths).
  await page.evaluate((ids) => ids.forEach((id) => document.getElementById(id)?.remove()), await repeatedEntries(page));
  const result = await builder.analyze();
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

/**
 * One page of each template, whole, and every component of the build on a page that shows it
 * (representativeRoutes), and the not-found page: axe on the other pages repeated these checks and
 * was a third of the suite's time; on a long docs page chosen for one table, the rest repeated the
 * template's page.
 */
const checked: RepresentativePage[] = [...representativeRoutes(), {route: '/docs/no-such-page'}];
const pages = checked.map(({route}) => route);

// Each page loads once: axe runs at desktop width, then again after the window narrows to a
// phone's, where the navbar, tables and sidebars take their mobile layout.
describe(
  'axe finds no violation on a page of each template and component, at desktop and mobile width',
  {concurrency: 3},
  () => {
    test('the pages checked include every template: docs, blog and tag pages, each site page, /api/ and search', () => {
      for (const path of ['/', '/api/', '/search', '/docs/tags', '/blog/tags', '/why-kublade', '/enterprise-support'])
        assert.ok(pages.includes(path), path);
      assert.ok(
        pages.some((path) => /^\/blog(\/page\/\d+)?$/.test(path)),
        'a page of the blog list',
      );
      assert.ok(
        pages.some((path) => /^\/docs\/(?!tags|category)/.test(path)),
        'a docs page',
      );
      assert.ok(pages.some((path) => path.startsWith('/docs/tags/')));
      assert.ok(pages.some((path) => path.startsWith('/blog/tags/')));
      assert.ok(pages.some((path) => path.startsWith('/docs/category/')));
    });
    for (const {route: path, parts} of checked) {
      const only = parts && partSelectors(parts);
      test(parts ? `${path} (${parts.join(' ')})` : path, async () => {
        const {page, close} = await openPage(browser, path, {viewport: desktop});
        try {
          await waitForHydration(page);
          const found = (await violations(page, only)).map((v) => `desktop: ${v}`);
          await narrowToPhone(page);
          found.push(...(await violations(page, only)).map((v) => `mobile: ${v}`));
          assert.deepEqual(found, []);
        } finally {
          await close();
        }
      });
    }
  },
);

/** Tabs through the page and returns the controls that got focus without a visible indicator. */
async function focusWithoutIndicator(page: Page, maxStops: number): Promise<{stops: number; invisible: string[]}> {
  const invisible: string[] = [];
  let stops = 0;
  for (; stops < maxStops; stops += 1) {
    await page.keyboard.press('Tab');
    const state = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const visible =
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
      return {
        visible,
        name: `${el.tagName.toLowerCase()} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 40)}"`,
      };
    });
    if (state === null) break;
    if (!state.visible) invisible.push(state.name);
  }
  return {stops, invisible};
}

for (const path of ['/', '/docs/intro', '/why-kublade', '/enterprise-support']) {
  test(`every control on ${path} is reachable by keyboard and visibly focused`, async () => {
    const {page, close} = await openPage(browser, path);
    try {
      await waitForHydration(page);
      const {stops, invisible} = await focusWithoutIndicator(page, 150);
      assert.ok(stops > 10, `reached ${stops} controls`);
      assert.deepEqual(invisible, []);
    } finally {
      await close();
    }
  });
}

test('the mobile sidebar keeps focus inside while open and returns it to the toggle', async () => {
  const {page, close} = await openPage(browser, '/', {viewport: mobile});
  try {
    await waitForHydration(page);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('.navbar-sidebar--show');
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('.navbar-sidebar')));
      assert.ok(inside, `focus left the open sidebar after ${i + 1} Tab presses`);
    }
    await page.keyboard.press('Escape');
    await page.waitForSelector('.navbar-sidebar--show', {state: 'detached'});
    assert.ok(await toggle.evaluate((el) => el === document.activeElement), 'focus returned to the toggle');
  } finally {
    await close();
  }
});
