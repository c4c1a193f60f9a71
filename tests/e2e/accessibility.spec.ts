import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {AxeBuilder} from '@axe-core/playwright';
import type {Page} from 'playwright-core';

import {builtRoutes} from './routes';
import {desktop, mobile, openPage, setupBrowser, waitForHydration} from './support';

const browser = setupBrowser();

async function violations(page: Page): Promise<string[]> {
  // Hydration ends after window.docusaurusRoot is set, and a table box becomes a focusable region
  // only when its effect has measured it (after the web font, which can widen a table by a few
  // pixels): wait, up to 10 s, until every scrolling box can take focus, then let axe check it all.
  await page
    .waitForFunction(
      () =>
        Array.from(document.querySelectorAll<HTMLElement>('main div, article div')).every((box) => {
          const {overflowX} = getComputedStyle(box);
          const scrolls = (overflowX === 'auto' || overflowX === 'scroll') && box.scrollWidth > box.clientWidth + 1;
          return !scrolls || box.tabIndex >= 0 || box.querySelector('a, button, input, select, textarea, [tabindex]');
        }),
      undefined,
      {timeout: 10_000},
    )
    .catch(() => undefined);
  const result = await new AxeBuilder({page}).analyze();
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

/**
 * Every page of the build (spec routes, posts, author and list pages, search) and the not-found page;
 * of the 31 tag pages, the two tag indexes and the first tag page of the docs and of the blog. A tag
 * page is one theme template over a list of links, so the other 27 repeat those two checks, and axe on
 * them was a quarter of the suite's time.
 */
function pagesToCheck(): string[] {
  const all = builtRoutes();
  const firstTag = (prefix: string) => all.find((path) => path.startsWith(`${prefix}/`));
  const keptTags = new Set([firstTag('/docs/tags'), firstTag('/blog/tags')]);
  return [...all.filter((path) => !/^\/(docs|blog)\/tags\/./.test(path) || keptTags.has(path)), '/docs/no-such-page'];
}

// Each page loads once: axe runs at desktop width, then again after the window narrows to a
// phone's, where the navbar, tables and sidebars take their mobile layout.
describe('axe finds no violation on any page, at desktop and mobile width', {concurrency: 3}, () => {
  const pages = pagesToCheck();
  test('the pages checked include both kinds of tag page', () => {
    assert.ok(pages.some((path) => path.startsWith('/docs/tags/')));
    assert.ok(pages.some((path) => path.startsWith('/blog/tags/')));
    assert.ok(pages.includes('/docs/tags') && pages.includes('/blog/tags'));
  });
  for (const path of pages) {
    test(path, async () => {
      const {page, context} = await openPage(browser, path, {viewport: desktop});
      try {
        await waitForHydration(page);
        const found = (await violations(page)).map((v) => `desktop: ${v}`);
        await page.setViewportSize(mobile);
        await page.waitForFunction(() => window.innerWidth < 996);
        found.push(...(await violations(page)).map((v) => `mobile: ${v}`));
        assert.deepEqual(found, []);
      } finally {
        await context.close();
      }
    });
  }
});

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
    const {page, context} = await openPage(browser, path);
    try {
      await waitForHydration(page);
      const {stops, invisible} = await focusWithoutIndicator(page, 150);
      assert.ok(stops > 10, `reached ${stops} controls`);
      assert.deepEqual(invisible, []);
    } finally {
      await context.close();
    }
  });
}

test('the mobile sidebar keeps focus inside while open and returns it to the toggle', async () => {
  const {page, context} = await openPage(browser, '/', {viewport: mobile});
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
    await context.close();
  }
});
