import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {routes} from './routes';
import {baseUrl, openPage, setupBrowser} from './support';

const browser = setupBrowser();


describe('every route of the spec answers with a finished page', () => {
  for (const [path, heading] of routes) {
    test(path, async () => {
      const response = await fetch(baseUrl + path);
      assert.equal(response.status, 200, `${path} answers ${response.status}`);
      const {page, context, foreignRequests, consoleErrors} = await openPage(browser, path);
      try {
        const h1 = (await page.locator('h1').first().innerText()).trim();
        assert.match(h1, heading);
        assert.notEqual(await page.title(), '', 'page has a title');
        assert.equal(await page.getByText('Page not found').count(), 0);
        assert.deepEqual(foreignRequests, [], 'no request to another host');
        assert.deepEqual(consoleErrors, [], 'no console errors');
      } finally {
        await context.close();
      }
    });
  }
});

test('/docs leads to the main doc /docs/intro', async () => {
  const {page, context} = await openPage(browser, '/docs');
  try {
    await page.waitForURL(`${baseUrl}/docs/intro`);
    assert.ok(await page.locator('.theme-doc-sidebar-container').isVisible(), 'docs sidebar shown');
  } finally {
    await context.close();
  }
});

test('an unknown path shows a helpful not-found page with status 404', async () => {
  const response = await fetch(`${baseUrl}/docs/no-such-page`);
  assert.equal(response.status, 404);
  const {page, context} = await openPage(browser, '/docs/no-such-page');
  try {
    assert.equal(await page.locator('h1').innerText(), 'Page not found');
    assert.ok(await page.getByText('/docs/no-such-page').isVisible(), 'names the path');
    assert.ok(await page.getByText('Search the site').isVisible(), 'search hint');
    const main = page.locator('main');
    await main.getByRole('link', {name: 'Documentation'}).click();
    await page.waitForURL(`${baseUrl}/docs/intro`);
  } finally {
    await context.close();
  }
});

for (const variant of ['/docs/intro.html', '/docs/intro/index.html']) {
  test(`${variant} is normalised to /docs/intro`, async () => {
    const {page, context} = await openPage(browser, variant);
    try {
      assert.equal(new URL(page.url()).pathname, '/docs/intro');
      assert.ok(await page.locator('.theme-doc-sidebar-container').isVisible());
    } finally {
      await context.close();
    }
  });
}
