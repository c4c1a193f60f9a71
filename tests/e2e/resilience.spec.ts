import assert from 'node:assert/strict';
import {join} from 'node:path';
import {test} from 'node:test';

import {startStaticServer} from '../../scripts/lib/static-server.mjs';
import {baseUrl, openPage, setupBrowser, waitForHydration} from './support';

const browser = setupBrowser();
const buildDir = join(import.meta.dirname, '../../build');

test('a deployment under the wrong base URL shows "Your site did not load properly"', async () => {
  // The build expects to live at "/"; serving it below /kublade/ is the misconfiguration.
  const server = await startStaticServer(buildDir, {prefix: '/kublade/'});
  try {
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/kublade/`, {waitUntil: 'load'});
    const banner = page.locator('#__docusaurus-base-url-issue-banner-container');
    await banner.getByText('Your Docusaurus site did not load properly').waitFor();
    assert.match(await banner.innerText(), /baseUrl/);
    await context.close();
  } finally {
    await server.close();
  }
});

test('a route chunk that fails to load makes the page reload into the target page', async () => {
  const {page, context} = await openPage(browser, '/');
  try {
    await waitForHydration(page);
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    // Chunks already loaded stay cached; any new script request fails once, like a chunk that a
    // new deployment removed. The reload then gets the page from the server.
    let blocked = 0;
    await page.route('**/assets/js/*.js', async (route) => {
      if (blocked === 0) {
        blocked += 1;
        return route.abort('failed');
      }
      return route.continue();
    });
    const reloaded = page.waitForEvent('load');
    await page.locator('.navbar').getByRole('link', {name: 'Enterprise Support'}).click();
    await reloaded;
    assert.equal(blocked, 1, 'a chunk request was blocked');
    assert.ok(warnings.some((w) => /chunk|Loading/i.test(w)), `warning logged: ${warnings.join(' | ')}`);
    await page.waitForURL(`${baseUrl}/enterprise-support`);
    assert.equal(await page.locator('h1').innerText(), 'Enterprise Support');
  } finally {
    await context.close();
  }
});
