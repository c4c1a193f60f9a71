import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {cp, mkdir, mkdtemp, readdir, readFile, rename, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';
import type {Page} from 'playwright-core';

import {startStaticServer} from '../../lib/static-server.mjs';
import {baseUrl, openPage, setupBrowser, waitForHydration} from './support';

const browser = setupBrowser();
// E2E_BUILD_DIR: the build that E2E_BASE_URL serves, when it is not build/ (as in serving.spec.ts).
const buildDir = process.env.E2E_BUILD_DIR ?? join(import.meta.dirname, '../../build');

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
  const {page, close} = await openPage(browser, '/');
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
    assert.ok(
      warnings.some((w) => /chunk|Loading/i.test(w)),
      `warning logged: ${warnings.join(' | ')}`,
    );
    await page.waitForURL(`${baseUrl}/enterprise-support`);
    assert.equal(await page.locator('h1').innerText(), 'Enterprise Support');
  } finally {
    await close();
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
    await fresh.close();

    const {page, close} = await openPage(browser, '');
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
      assert.ok(
        warnings.some((w) => /chunk|Loading/i.test(w)),
        `warning logged: ${warnings.join(' | ')}`,
      );
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
      await close();
    }
  } finally {
    await server.close();
    await rm(copy, {recursive: true, force: true});
  }
});

/**
 * The content chunk of one docs source file (e.g. "@site/docs/x.mdx"): the chunk that exports the
 * page's metadata, which names its source file.
 */
async function chunkOf(dir: string, sourceFile: string): Promise<string> {
  const folder = join(dir, 'assets/js');
  const files: string[] = [];
  for (const name of await readdir(folder)) {
    if (!name.endsWith('.js')) continue;
    if ((await readFile(join(folder, name), 'utf8')).includes(`"source":"${sourceFile}"`)) files.push(name);
  }
  assert.equal(files.length, 1, `one chunk file for ${sourceFile}: ${files.join(', ')}`);
  return `/assets/js/${files[0]}`;
}

test('a docs page whose own chunk is gone: error text and Retry, from a search hit and on a direct load', async () => {
  const target = '/docs/templates/use_ports';
  // The page's content chunk, and its .gz/.br copies where they exist, as a deployment removes them.
  const chunk = await chunkOf(buildDir, '@site/docs/templates/use_ports.mdx');
  const copy = await mkdtemp(join(tmpdir(), 'kublade-build-'));
  await cp(buildDir, copy, {recursive: true});
  const server = await startStaticServer(copy);
  const origin = server.url;
  const foreign: string[] = [];
  const fresh = async (): Promise<{page: Page; close: () => Promise<void>}> => {
    const context = await browser().newContext();
    const page = await context.newPage();
    page.on('request', (request) => {
      if (!request.url().startsWith(origin) && !/^(data|blob):/.test(request.url())) foreign.push(request.url());
    });
    return {page, close: () => context.close()};
  };
  const failure = (page: Page) => page.getByRole('alert').filter({hasText: 'failed to load'});
  const searchWorks = async (page: Page) => {
    const box = page.locator('.navbar').getByRole('combobox', {name: 'Search the site'});
    await box.fill('port claims');
    await page.getByRole('option').first().waitFor();
  };
  const aside = join(copy, '.removed');
  await mkdir(aside);
  const files = [chunk, `${chunk}.gz`, `${chunk}.br`];
  const parked = (file: string) => join(aside, file.replaceAll('/', '_'));
  const move = async (toAside: boolean) => {
    for (const file of files) {
      const [from, to] = toAside ? [join(copy, file), parked(file)] : [parked(file), join(copy, file)];
      if (existsSync(from)) await rename(from, to);
    }
  };
  const remove = async () => {
    await move(true);
    assert.equal(existsSync(join(copy, chunk)), false, `${chunk} removed`);
  };
  const restore = () => move(false);
  try {
    // Normal pages (the chunk still there) start and show no such message.
    for (const path of ['/why-kublade', '/', '/docs/intro', target]) {
      const {page, close} = await fresh();
      await page.goto(origin + path, {waitUntil: 'networkidle'});
      await waitForHydration(page);
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      assert.equal(await failure(page).count(), 0, `no failure notice on ${path}`);
      assert.equal(await page.locator('#chunk-load-failure').count(), 0, `no notice element on ${path}`);
      await close();
    }

    // The search hit, opened after a deployment removed the chunk mid-session.
    {
      const {page, close} = await fresh();
      await page.goto(`${origin}/why-kublade`, {waitUntil: 'networkidle'});
      await waitForHydration(page);
      await remove();
      const warnings: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'warning') warnings.push(m.text());
      });
      const box = page.locator('.navbar').getByRole('combobox', {name: 'Search the site'});
      await box.fill('port claims');
      const hit = page.getByRole('option').first();
      assert.equal(
        new URL((await hit.getAttribute('href')) ?? '', origin).pathname,
        target,
        'the first hit is the page',
      );
      const reloaded = page.waitForEvent('load');
      await hit.click();
      await reloaded;
      await page.waitForURL((url) => url.pathname === target);
      assert.ok(
        warnings.some((w) => /chunk/i.test(w)),
        `warning logged: ${warnings.join(' | ')}`,
      );
      const alert = failure(page);
      await alert.waitFor();
      assert.ok(await alert.getByRole('button', {name: 'Retry'}).isVisible(), 'Retry is visible');
      assert.match(await page.locator('h1').innerText(), /port claims/i, 'the server-rendered text stays');
      assert.notEqual(await page.locator('html').getAttribute('data-has-hydrated'), 'true', 'the app did not start');

      // Retry while the chunk is still missing: the same message again, no dead page.
      const retriedMissing = page.waitForEvent('load');
      await alert.getByRole('button', {name: 'Retry'}).click();
      await retriedMissing;
      await failure(page).getByRole('button', {name: 'Retry'}).waitFor();
      await close();
    }

    // A direct load of the page.
    {
      const {page, close} = await fresh();
      await page.goto(origin + target, {waitUntil: 'load'});
      const alert = failure(page);
      await alert.waitFor();
      assert.ok(await alert.isVisible(), 'the message is visible');
      assert.match(await alert.innerText(), /failed to load/);
      const retry = alert.getByRole('button', {name: 'Retry'});
      assert.ok(await retry.isVisible(), 'Retry is visible');

      // The chunk is back (the deployment finished): Retry brings up the working page.
      await restore();
      const retried = page.waitForEvent('load');
      await retry.click();
      await retried;
      await waitForHydration(page);
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      assert.equal(await failure(page).count(), 0, 'the message is gone');
      assert.match(await page.locator('h1').innerText(), /port claims/i);
      await searchWorks(page);
      await close();
    }
    assert.deepEqual(foreign, [], 'no request to another host');
  } finally {
    await restore();
    await server.close();
    await rm(copy, {recursive: true, force: true});
  }
});
