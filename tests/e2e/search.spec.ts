import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Page} from 'playwright-core';

import {searchQueries} from './search-queries';
import {axe, baseUrl, desktop, mobile, openPage, setupBrowser, waitForHydration} from './support';

const browser = setupBrowser();

const indexPath = '/search-index.json';

function searchBox(page: Page) {
  return page.locator('.navbar').getByRole('combobox', {name: 'Search the site'});
}

/** Types `query` into the navbar box and returns the targets of the options it offers. */
async function offers(page: Page, query: string): Promise<string[]> {
  const box = searchBox(page);
  await box.fill(query);
  await page
    .locator('.navbar [role="status"]')
    .filter({hasText: /results?\.|No results|unavailable/})
    .waitFor();
  return page
    .locator('.navbar [role="listbox"] [role="option"]')
    .evaluateAll((options) => options.map((option) => option.getAttribute('href') ?? ''));
}

async function storageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)].sort());
}

test('every page layout has the search box in its navbar, at desktop and at mobile width', async () => {
  for (const viewport of [desktop, mobile]) {
    for (const path of ['/', '/docs/intro', '/blog/port-claims-explained', '/api/', '/search']) {
      const {page, close} = await openPage(browser, path, {viewport});
      try {
        const box = searchBox(page);
        assert.ok(await box.isVisible(), `search box visible on ${path} at ${viewport.width} px`);
        const bounds = await box.boundingBox();
        assert.ok(
          bounds && bounds.x >= 0 && bounds.x + bounds.width <= viewport.width,
          `inside the window on ${path} at ${viewport.width} px`,
        );
      } finally {
        await close();
      }
    }
  }
});

test('the index is not fetched on load, only once the box is focused', async () => {
  const {page, close, foreignRequests, consoleErrors} = await openPage(browser, '');
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === indexPath) indexRequests.push(request.url());
  });
  try {
    await page.goto(`${baseUrl}/docs/intro`, {waitUntil: 'networkidle'});
    await waitForHydration(page);
    assert.deepEqual(indexRequests, [], 'no index request on load');

    const response = page.waitForResponse((r) => new URL(r.url()).pathname === indexPath);
    await searchBox(page).focus();
    assert.equal((await response).status(), 200);
    assert.equal(indexRequests.length, 1);
    assert.deepEqual(foreignRequests, []);
    assert.deepEqual(consoleErrors, []);
  } finally {
    await close();
  }
});

test('results are the guides and the API operations, deep-linked to their sections', async () => {
  const {page, close, foreignRequests, consoleErrors} = await openPage(browser, '/');
  try {
    await waitForHydration(page);
    const before = await storageKeys(page);

    const magicLink = await offers(page, 'magic link');
    assert.ok(
      magicLink.some((href) => href.startsWith('/docs/authentication/magic-links')),
      `magic link: ${magicLink.join(', ')}`,
    );
    assert.ok(magicLink.includes('/api/#operation/createMagicLink'), `magic link: ${magicLink.join(', ')}`);

    const networkPolicy = await offers(page, 'network policy');
    assert.ok(
      networkPolicy.includes('/api/#operation/putNetworkPolicy'),
      `network policy: ${networkPolicy.join(', ')}`,
    );

    const byPath = await offers(page, '/api/templates/sync');
    assert.equal(byPath[0], '/api/#operation/syncTemplate', `/api/templates/sync: ${byPath.join(', ')}`);

    const portClaims = await offers(page, 'port claims');
    assert.ok(
      portClaims.some((href) => href.startsWith('/docs/templates/use_ports')),
      `port claims: ${portClaims.join(', ')}`,
    );

    const marks = await page.locator('.navbar [role="listbox"] mark').allInnerTexts();
    assert.ok(
      marks.some((text) => /^port/i.test(text)),
      'matched words are highlighted',
    );

    assert.deepEqual(await storageKeys(page), before, 'searching stores nothing in the browser');
    assert.deepEqual(foreignRequests, []);
    assert.deepEqual(consoleErrors, []);
  } finally {
    await close();
  }
});

test('a section named like the query comes first; "Related" lists are not indexed', async () => {
  const {page, close, consoleErrors} = await openPage(browser, '/docs/intro');
  try {
    await waitForHydration(page);
    const index = (await (await page.request.get(`${baseUrl}${indexPath}`)).json()) as {s: unknown[][]};
    assert.deepEqual(
      index.s.filter((section) => section[1] === 'Related'),
      [],
      'no section of the index is a Related list',
    );
    // Before, each of these offered a page's "Related" list, ahead of a section with the query's name.
    for (const query of ['port claims', 'AI assistant', 'templates', 'cluster templates', 'back up and restore']) {
      const hrefs = await offers(page, query);
      assert.ok(hrefs.length > 0, `${query}: results`);
      assert.deepEqual(
        hrefs.filter((href) => href.endsWith('#related')),
        [],
        `${query}: ${hrefs.join(', ')}`,
      );
    }
    const backUp = await offers(page, 'back up and restore');
    assert.match(backUp[0] ?? '', /^\/docs\/installation\/[\w-]+#back-up-and-restore$/, backUp.join(', '));
    assert.deepEqual(consoleErrors, []);
  } finally {
    await close();
  }
});

test('real questions: the page that answers each is among the first three the box offers', async (t) => {
  const {page, close, consoleErrors} = await openPage(browser, '/docs/intro');
  try {
    await waitForHydration(page);
    let first = 0;
    const missed: string[] = [];
    for (const {query, page: answer, anchor} of searchQueries) {
      // The pages offered, in order, each with the sections offered under it.
      const pages: string[][] = [];
      for (const href of await offers(page, query)) {
        const [path = ''] = href.split('#');
        if (pages.at(-1)?.[0] !== path) pages.push([path]);
        pages.at(-1)!.push(href);
      }
      const rank =
        pages.findIndex(([path, ...hrefs]) => path === answer && (!anchor || hrefs.includes(`${answer}#${anchor}`))) +
        1;
      if (rank === 1) first += 1;
      if (rank === 0 || rank > 3) missed.push(`${query}: ${pages.map(([path]) => path).join(', ')}`);
    }
    t.diagnostic(
      `answered by the first page offered: ${first} of ${searchQueries.length}; within three: ${searchQueries.length - missed.length}`,
    );
    assert.deepEqual(missed, []);
    assert.deepEqual(consoleErrors, []);
  } finally {
    await close();
  }
});

test('the keyboard: "/" and Ctrl+K focus, Escape closes, arrows move the selection, Enter navigates without reloading', async () => {
  const {page, close, consoleErrors} = await openPage(browser, '/');
  try {
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
    const box = searchBox(page);
    const isFocused = () => box.evaluate((el) => el === document.activeElement);

    await page.keyboard.press('/');
    assert.ok(await isFocused(), '"/" focuses the box');
    await page.keyboard.type('blade');
    await page
      .locator('.navbar [role="status"]')
      .filter({hasText: /results?\./})
      .waitFor();
    assert.equal(await box.getAttribute('aria-expanded'), 'true');
    await page.keyboard.press('Escape');
    assert.equal(await box.getAttribute('aria-expanded'), 'false', 'Escape closes the list');
    assert.ok(await page.locator('.navbar [role="listbox"]').isHidden());
    assert.equal(await box.inputValue(), 'blade', 'the first Escape keeps the query');
    await page.keyboard.press('Escape');
    assert.equal(await box.inputValue(), '', 'the second Escape clears it');

    await box.evaluate((el) => (el as HTMLInputElement).blur());
    await page.keyboard.press('Control+k');
    assert.ok(await isFocused(), 'Ctrl+K focuses the box');
    await page.keyboard.type('magic link');
    await page
      .locator('.navbar [role="status"]')
      .filter({hasText: /results?\./})
      .waitFor();

    const options = page.locator('.navbar [role="option"]');
    const first = await options.nth(0).getAttribute('id');
    assert.equal(await box.getAttribute('aria-activedescendant'), first, 'the first result is selected');
    assert.equal(await options.nth(0).getAttribute('aria-selected'), 'true');

    await page.keyboard.press('ArrowDown');
    const second = options.nth(1);
    assert.equal(
      await box.getAttribute('aria-activedescendant'),
      await second.getAttribute('id'),
      'ArrowDown selects the next result',
    );
    assert.equal(await second.getAttribute('aria-selected'), 'true');
    assert.equal(await options.nth(0).getAttribute('aria-selected'), 'false');
    await page.keyboard.press('ArrowUp');
    assert.equal(await box.getAttribute('aria-activedescendant'), first, 'ArrowUp goes back');

    // A guide, not an API operation: /api/ is always loaded as a document of its own (its
    // Content-Security-Policy differs, see src/clientModules/apiDocumentLoad.ts).
    const hrefs = await options.evaluateAll((items) => items.map((item) => item.getAttribute('href') ?? ''));
    const guide = hrefs.findIndex((href) => !href.startsWith('/api/'));
    assert.ok(guide >= 0, `a guide among the results: ${hrefs.join(', ')}`);
    for (let i = 0; i < guide; i += 1) await page.keyboard.press('ArrowDown');
    const target = hrefs[guide];
    await page.keyboard.press('Enter');
    await page.waitForURL(baseUrl + target);
    assert.ok(
      await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument),
      'navigated by the client router',
    );
    assert.deepEqual(consoleErrors, []);
  } finally {
    await close();
  }
});

test('the open search box has no accessibility violations, at desktop and mobile width', async () => {
  for (const viewport of [desktop, mobile]) {
    const {page, close} = await openPage(browser, '/docs/intro', {viewport});
    try {
      await waitForHydration(page);
      await searchBox(page).click();
      await page.keyboard.type('port claims');
      await page
        .locator('.navbar [role="status"]')
        .filter({hasText: /results?\./})
        .waitFor();
      const panel = page.locator('.navbar [role="listbox"]');
      assert.ok(await panel.isVisible());
      const bounds = await panel.boundingBox();
      assert.ok(
        bounds && bounds.x >= 0 && bounds.x + bounds.width <= viewport.width,
        `results inside the window at ${viewport.width} px`,
      );
      const {violations} = await axe(page).include('.navbar').analyze();
      assert.deepEqual(
        violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        [],
      );
    } finally {
      await close();
    }
  }
});

test('the search page lists every result with highlighted terms and keeps the query in the URL', async () => {
  const {page, close, foreignRequests, consoleErrors} = await openPage(browser, '/');
  try {
    await waitForHydration(page);
    await offers(page, 'blade');
    await page.locator('.navbar').getByRole('link', {name: 'See all results for “blade”'}).click();
    await page.waitForURL(`${baseUrl}/search?q=blade`);
    // The document title follows a client-side navigation asynchronously.
    await page.waitForFunction(() => document.title === 'Search | Kublade');
    assert.equal(await page.getByRole('heading', {level: 1}).innerText(), 'Search');
    const form = page.getByRole('search', {name: 'Search the site'});
    const input = form.getByRole('searchbox');
    assert.equal(await input.inputValue(), 'blade');

    await page
      .getByRole('status')
      .filter({hasText: /results? on \d+ pages? for “blade”/})
      .waitFor();
    const results = page.locator('main ol > li');
    assert.ok((await results.count()) > 3, 'results from several pages');
    assert.ok((await page.locator('main ol mark').count()) > 3, 'terms highlighted');
    assert.match((await page.locator('main ol mark').first().innerText()).toLowerCase(), /^blade/);

    await input.fill('network policy');
    await page.waitForURL(`${baseUrl}/search?q=network%20policy`);
    await page
      .getByRole('status')
      .filter({hasText: /for “network policy”/})
      .waitFor();
    const hrefs = await page.locator('main ol a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    assert.ok(hrefs.includes('/api/#operation/putNetworkPolicy'), hrefs.join(', '));

    const {violations} = await axe(page).include('main').analyze();
    assert.deepEqual(
      violations.map((v) => v.id),
      [],
    );
    assert.deepEqual(foreignRequests, []);
    assert.deepEqual(consoleErrors, []);
  } finally {
    await close();
  }
});
