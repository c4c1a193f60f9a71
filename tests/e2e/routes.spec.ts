import assert from 'node:assert/strict';
import {test} from 'node:test';

import {site} from '../../src/data/site';
import {baseUrl, openPage, pageIdle, setupBrowser, waitForHydration} from './support';

const browser = setupBrowser();

// Each route of the spec is opened, checked and held to the Content-Security-Policy in serving.spec.ts.

test('/docs leads to the main doc /docs/intro', async () => {
  const {page, close} = await openPage(browser, '/docs');
  try {
    await page.waitForURL(`${baseUrl}/docs/intro`);
    // The redirect may render the page after the address changes: wait for the sidebar, not a glance.
    await page.locator('.theme-doc-sidebar-container').waitFor();
  } finally {
    await close();
  }
});

test('an unknown path shows a helpful not-found page with status 404', async () => {
  const response = await fetch(`${baseUrl}/docs/no-such-page`);
  assert.equal(response.status, 404);
  const {page, close} = await openPage(browser, '/docs/no-such-page');
  try {
    assert.equal(await page.locator('h1').innerText(), 'Page not found');
    // The path appears once the page has hydrated (the test below says why).
    await page.getByText('/docs/no-such-page').waitFor();
    assert.ok(await page.getByText('Search the site').isVisible(), 'search hint');
    const main = page.locator('main');
    await main.getByRole('link', {name: 'Documentation'}).click();
    await page.waitForURL(`${baseUrl}/docs/intro`);
  } finally {
    await close();
  }
});

// The 404 page is rendered once, as /404.html, for every unknown address: the path it names must
// appear only after hydration, or React reports a hydration mismatch (error #418) on every 404.
for (const path of ['/docs/no-such-page', '/blog/2020/01/01/missing-post']) {
  test(`the not-found page at ${path} hydrates without errors and names the requested path`, async () => {
    const {page, close, consoleErrors} = await openPage(browser, '');
    try {
      const response = await page.goto(baseUrl + path, {waitUntil: 'networkidle'});
      assert.equal(response?.status(), 404);
      await waitForHydration(page);
      // React reports recoverable hydration errors after the commit, in a task of its own.
      await pageIdle(page);
      // The one expected entry: Chromium reports the document's own status 404.
      const documentStatus = `Failed to load resource: the server responded with a status of 404 (Not Found) (${baseUrl}${path})`;
      assert.deepEqual(
        consoleErrors.filter((error) => error !== documentStatus),
        [],
        'no console error or uncaught exception (React #418 is a hydration mismatch)',
      );
      assert.equal(await page.locator('main p code').first().innerText(), path, 'the path shown is the one requested');
    } finally {
      await close();
    }
  });
}

for (const variant of ['/docs/intro.html', '/docs/intro/index.html']) {
  test(`${variant} is normalised to /docs/intro`, async () => {
    const {page, close} = await openPage(browser, variant);
    try {
      assert.equal(new URL(page.url()).pathname, '/docs/intro');
      assert.ok(await page.locator('.theme-doc-sidebar-container').isVisible());
    } finally {
      await close();
    }
  });
}

test('the tab names the page from the first byte through hydration, never just the site', async () => {
  const expected: [string, string][] = [
    // The home page's title names the product already: no " | Kublade" after it.
    ['/', `${site.productName}: ${site.tagline}`],
    ['/docs/intro', `Introduction | ${site.productName}`],
    ['/blog/kublade-1-2-3', /* checked below against its h1 */ ''],
    ['/docs/no-such-page', `Page Not Found | ${site.productName}`],
  ];
  for (const [path, title] of expected) {
    const {page, close} = await openPage(browser, '');
    try {
      // The title at every frame drawn: what the tab can show (a change undone before the next
      // frame never reaches it).
      await page.addInitScript(() => {
        const titles: string[] = [];
        (window as unknown as {titles: string[]}).titles = titles;
        void (async () => {
          for (;;) {
            await new Promise((resolve) => requestAnimationFrame(resolve));
            if (document.title && titles.at(-1) !== document.title) titles.push(document.title);
          }
        })();
      });
      await page.goto(baseUrl + path, {waitUntil: 'networkidle'});
      await waitForHydration(page);
      await pageIdle(page);
      const wanted = title || `${(await page.locator('main h1').first().innerText()).trim()} | ${site.productName}`;
      const titles = await page.evaluate(() => (window as unknown as {titles: string[]}).titles);
      assert.deepEqual(titles, [wanted], `${path}: the titles the tab showed`);
    } finally {
      await close();
    }
  }
});
