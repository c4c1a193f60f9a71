import assert from 'node:assert/strict';
import {cp, mkdir, mkdtemp, rename, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';
import type {Page} from 'playwright-core';

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

/** The script files `page` has requested so far (loaded or prefetched), as paths. */
function scriptsOf(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith('.js')),
  );
}

test('a chunk removed after load (a deployment mid-session): reload, then the error with Retry', async () => {
  // A copy of the build, so that files can be removed and put back like a deployment would.
  const copy = await mkdtemp(join(tmpdir(), 'kublade-build-'));
  await cp(buildDir, copy, {recursive: true});
  const server = await startStaticServer(copy);
  const target = '/privacy-policy';
  try {
    const fresh = await openPage(browser, '');
    await fresh.page.goto(server.url + target, {waitUntil: 'networkidle'});
    await waitForHydration(fresh.page);
    const targetScripts = await scriptsOf(fresh.page);
    await fresh.context.close();

    const {page, context} = await openPage(browser, '');
    try {
      // The footer link is below the fold, so its page's chunks are not prefetched yet.
      await page.goto(`${server.url}/`, {waitUntil: 'networkidle'});
      await waitForHydration(page);
      const loaded = new Set(await scriptsOf(page));
      const removed = [...new Set(targetScripts)].filter((script) => !loaded.has(script));
      assert.ok(removed.length > 0, 'the target page has chunks the home page has not loaded');
      const warnings: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'warning') warnings.push(m.text());
      });
      const aside = join(copy, '.removed');
      await mkdir(aside);
      const parked = (script: string) => join(aside, script.replaceAll('/', '_'));
      for (const script of removed) await rename(join(copy, script), parked(script));

      const reloaded = page.waitForEvent('load');
      await page.locator('footer').getByRole('link', {name: 'Privacy policy'}).click();
      await reloaded;
      assert.ok(warnings.some((w) => /chunk|Loading/i.test(w)), `warning logged: ${warnings.join(' | ')}`);
      await page.waitForURL(server.url + target);

      // The page's own code is still missing after the reload: its text stays readable, and the
      // reader is told what failed and offered a retry.
      const alert = page.getByRole('alert').filter({hasText: 'failed to load'});
      await alert.waitFor();
      assert.match(await alert.innerText(), /chunk/i);
      assert.equal(await page.locator('h1').innerText(), 'Privacy policy');
      assert.equal(await page.evaluate(() => 'docusaurusRoot' in window), false, 'the app did not start');

      for (const script of removed) await rename(parked(script), join(copy, script));
      const retried = page.waitForEvent('load');
      await alert.getByRole('button', {name: 'Retry'}).click();
      await retried;
      await waitForHydration(page);
      assert.equal(await page.getByRole('alert').filter({hasText: 'failed to load'}).count(), 0);
      assert.equal(await page.locator('h1').innerText(), 'Privacy policy');
    } finally {
      await context.close();
    }
  } finally {
    await server.close();
    await rm(copy, {recursive: true, force: true});
  }
});
