/**
 * Choosing an installation method: the category page /docs/category/installation (a generated index,
 * whose introduction is the category's description in sidebars.ts) says how the three methods differ,
 * and Prerequisites compares them in a table; both readable on a desktop and on a 390 px phone.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Page} from 'playwright-core';

import {desktop, mobile, openPage, setupBrowser} from './support';

const browser = setupBrowser();
const methods = ['/docs/installation/bare-metal', '/docs/installation/docker', '/docs/installation/kubernetes'];

/** Nothing is wider than the window: the page never scrolls sideways. */
async function assertNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const {scroll, width} = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  assert.ok(scroll <= width, `${where}: the page is ${scroll} px wide in a ${width} px window`);
}

for (const viewport of [desktop, mobile])
  test(`the installation category page compares the methods and links each, at ${viewport.width} px`, async () => {
    const {page, close, consoleErrors} = await openPage(browser, '/docs/category/installation', {viewport});
    try {
      const intro = page.locator('main header p').first();
      assert.ok(await intro.isVisible(), 'the introduction is shown');
      const text = (await intro.innerText()).replace(/\s+/g, ' ');
      for (const phrase of ['bare metal', 'Docker Compose', 'Kubernetes', 'Horizon and the scheduler'])
        assert.ok(text.includes(phrase), `the introduction names "${phrase}"`);
      assert.match(text, /published app image has no compiled front end/, 'it warns about the published images');
      const box = await intro.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= viewport.width, 'the introduction fits the window');
      assert.equal(
        await intro.evaluate((element) => element.scrollWidth <= element.clientWidth),
        true,
        'the introduction is not cut off',
      );

      const cards = page.locator('main article a.card');
      const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      assert.deepEqual(hrefs, [...methods, '/docs/installation/default-login']);
      for (const card of await cards.all()) {
        const bounds = await card.boundingBox();
        assert.ok(bounds && bounds.x >= 0 && bounds.x + bounds.width <= viewport.width, 'each card fits the window');
      }
      await assertNoSidewaysScroll(page, 'category page');
      assert.deepEqual(consoleErrors, []);
    } finally {
      await close();
    }
  });

for (const viewport of [desktop, mobile])
  test(`Prerequisites compares the methods in a table that stays usable at ${viewport.width} px`, async () => {
    const {page, close} = await openPage(browser, '/docs/prerequisites#choose-an-installation-method', {viewport});
    try {
      const heading = page.locator('h2#choose-an-installation-method');
      assert.equal((await heading.innerText()).replace(/\u200b/g, '').trim(), 'Choose an installation method');
      const table = page.locator('h2#choose-an-installation-method ~ * table').first();
      const header = await table.locator('thead th').allInnerTexts();
      assert.deepEqual(header, ['Method', 'What you get', 'What you provide', 'Front-end assets']);
      const firstCells = table.locator('tbody tr td:first-child');
      assert.equal(await firstCells.count(), 4, 'bare metal, two Compose stacks, Kubernetes');
      const links = await firstCells.locator('a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
      assert.deepEqual(links, [methods[0], methods[1], methods[1], methods[2]]);
      assert.match(await table.locator('tbody tr').last().innerText(), /Missing from the published app image/);
      await assertNoSidewaysScroll(page, 'prerequisites');
    } finally {
      await close();
    }
  });
