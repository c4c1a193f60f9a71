/**
 * The API reference at /api/: complete without JavaScript, deep links, the side list, code samples,
 * the published description, the JavaScript budget, and "Try it" against a local stand-in server.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createServer, type IncomingHttpHeaders, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {join} from 'node:path';
import {after, before, test} from 'node:test';
import {gzipSync} from 'node:zlib';
import {load} from 'cheerio';
import type {Locator, Page} from 'playwright-core';
import {parse} from 'yaml';

import {docsPdf} from '../../src/data/docsPdf';
import {knownIssueUrl} from '../../src/data/knownIssueLinks';
import {apiStorageKeys, installationStorageKeys} from '../../src/data/storage';
import {
  apiSettled,
  baseUrl,
  desktop,
  mobile,
  openPage,
  pageIdle,
  revealApiArticle,
  setupBrowser,
  waitForHydration,
} from './support';

const browser = setupBrowser();

/** The operation ids of WRITING.md, which the docs link to. */
const operationIds = [
  ...readFileSync(join(import.meta.dirname, '../../WRITING.md'), 'utf8').matchAll(/^\| [^|]+ \| (`.+`) \|$/gm),
].flatMap((row) => [...row[1].matchAll(/`([A-Za-z]+)`/g)].map((match) => match[1]));

const operation = (page: Page, id: string) => page.locator(`[id="operation/${id}"]`);

/**
 * An article's text as a reader without JavaScript sees it on reaching it: the browser draws an
 * article only near the window (content-visibility), and textInView needs the page's scripts. The
 * articles drawn above it on the way take their real heights and push it down, and without scripts
 * nothing keeps the place, so it is brought into view again until it is drawn there. The page runs
 * no timers without JavaScript (waitForFunction never polls), so the test side asks again.
 */
async function drawnText(article: Locator): Promise<string> {
  for (;;) {
    const drawn = await article.evaluate((element) => {
      const box = element.getBoundingClientRect();
      if (box.top >= 0 && box.top < innerHeight && (element as HTMLElement).innerText.trim() !== '') return true;
      element.scrollIntoView({block: 'start'});
      return false;
    });
    if (drawn) return article.innerText();
  }
}

/**
 * Resolves once the page's delegated handlers serve the server-rendered reference: until then a key
 * press or click on a tab or copy button does nothing.
 */
const interactive = (page: Page) => page.locator('[data-api-static][data-interactive]').waitFor({state: 'attached'});

/** Distance of the operation's top from the top of the window. */
const topOf = (page: Page, id: string) =>
  page.evaluate((anchor) => document.getElementById(anchor)?.getBoundingClientRect().top ?? NaN, `operation/${id}`);

/**
 * Resolves once the element with this id is at the top of the window, below the navbar, where the
 * reader's place keeper must bring it. After a reload the browser restores the position once it has
 * laid the page out, and the parts put in above may move it on the way (a run beside a CPU hog read
 * the operation 27,959 px down right after the reload): wait for the place, never read it once.
 */
const landsAtTop = (page: Page, id: string) =>
  page.waitForFunction((anchor) => {
    const top = document.getElementById(anchor)?.getBoundingClientRect().top ?? NaN;
    return top >= 0 && top < 150;
  }, id);

test('WRITING.md lists the operations this suite checks', () => {
  assert.equal(operationIds.length, 75);
});

test('without JavaScript the whole reference is in the HTML', async () => {
  const context = await browser().newContext({javaScriptEnabled: false, viewport: desktop});
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/api/`);
    assert.match(
      await page.locator('main').innerText(),
      /Documents Kublade API 1\.2\.3 · \d+ operations · Licence Apache-2\.0/,
    );
    const ids = await page
      .locator('article[id^="operation/"]')
      .evaluateAll((articles) => articles.map((a) => a.id.slice('operation/'.length)));
    assert.deepEqual([...ids].sort(), [...operationIds].sort());
    for (const id of ['getProject', 'createCluster', 'login']) {
      const op = operation(page, id);
      assert.ok(await op.locator('h3').isVisible(), `${id}: summary`);
      assert.match(await drawnText(op), /(GET|POST|PATCH|PUT|DELETE)\s+\/api\//, `${id}: method and path`);
      assert.ok((await op.locator('details').count()) > 0, `${id}: responses and schemas as <details>`);
      assert.ok(await op.locator('[role="tabpanel"]:not([hidden]) pre').first().isVisible(), `${id}: a code sample`);
      assert.match(
        await op
          .locator('pre')
          .allInnerTexts()
          .then((texts) => texts.join('\n')),
        /"status"/,
        `${id}: a response example`,
      );
    }
    assert.ok(
      await operation(page, 'getProject').locator('table td code', {hasText: 'project_id'}).isVisible(),
      'parameters table',
    );
    const summaries = await page.locator('article[id^="operation/"] details > summary').allTextContents();
    assert.deepEqual(
      summaries.filter((text) => text.includes('`')),
      [],
      'response summaries render their Markdown',
    );
    assert.ok(
      await operation(page, 'login').locator('summary code', {hasText: 'data'}).count(),
      'code in a response summary',
    );
    assert.equal(await page.getByRole('link', {name: 'openapi.json'}).getAttribute('href'), '/api/openapi.json');
    assert.equal(await page.getByRole('link', {name: 'openapi.yaml'}).getAttribute('href'), '/api/openapi.yaml');
    // Beside them, the whole documentation as one PDF (src/data/docsPdf.ts). The file at that path is
    // checked by docs-pdf.spec.ts, which runs once the suite has printed it.
    const pdf = page.locator('main header a[data-docs-pdf]');
    assert.equal(await pdf.count(), 1, 'one PDF link in the header');
    assert.ok(await pdf.isVisible(), 'the PDF link is shown');
    assert.equal(await pdf.innerText(), `${docsPdf.title} (PDF)`);
    assert.equal(await pdf.getAttribute('href'), docsPdf.path);
  } finally {
    await context.close();
  }
});

test('/api/ HTML is at most 160 KiB gzip, with only the curl samples in it', async () => {
  const html = await (await fetch(`${baseUrl}/api/`)).text();
  const gzip = gzipSync(html, {level: 9}).length;
  assert.ok(gzip <= 160 * 1024, `${(gzip / 1024).toFixed(1)} KiB gzip (${(html.length / 1024).toFixed(0)} KiB raw)`);
  // The other languages come from their own chunk when a reader picks one (see the language test).
  const $ = load(html, {scriptingEnabled: false});
  const panels = $('article [role="tabpanel"]');
  assert.equal(panels.length, operationIds.length * 4);
  assert.equal(panels.filter('[data-sample-pending]').length, operationIds.length * 3);
  assert.equal(panels.filter('[data-sample-pending]').text(), '', 'their panels are empty');
});

test('the description used for the page is published as JSON and YAML', async () => {
  const json = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as {
    openapi: string;
    info: {version: string};
    paths: object;
  };
  const yaml = parse(await (await fetch(`${baseUrl}/api/openapi.yaml`)).text()) as typeof json;
  assert.match(json.openapi, /^3\.1\./);
  assert.equal(json.info.version, '1.2.3');
  assert.deepEqual(yaml, json);
  const ids = Object.values(json.paths).flatMap((item: Record<string, {operationId?: string}>) =>
    Object.values(item).map((op) => op.operationId),
  );
  assert.deepEqual(ids.filter(Boolean).sort(), [...operationIds].sort());
});

test('the details of an operation are put in as the reader nears it, without moving what the reader reads', async () => {
  const {page, close, consoleErrors} = await openPage(browser, '/api/', {viewport: mobile});
  try {
    await waitForHydration(page);
    await interactive(page);
    const pending = () => page.locator('article [data-deferred]').count();
    const all = await pending();
    assert.ok(all >= operationIds.length, `every operation starts with its details left out (${all} parts)`);
    const target = operation(page, 'listProjects');
    assert.equal(await target.getByRole('heading', {name: 'Parameters'}).count(), 0, 'not in the page yet');
    // Going there as a reader does, by a link: the details arrive, and the title stays where it was.
    await page.evaluate(() => {
      window.location.hash = 'operation/listProjects';
    });
    const before = await target.locator('h3').evaluate((title) => title.getBoundingClientRect().top);
    await revealApiArticle(target);
    await apiSettled(page);
    assert.ok(await target.getByRole('heading', {name: 'Parameters'}).isVisible(), 'its parameters');
    assert.ok(await target.getByRole('tab', {name: 'curl'}).isVisible(), 'its code samples');
    const after = await target.locator('h3').evaluate((title) => title.getBoundingClientRect().top);
    assert.ok(Math.abs(after - before) < 2, `the title did not move (${before} → ${after})`);
    const left = await pending();
    assert.ok(left > 0 && left < all, `only the parts near the reader came in (${left} of ${all} left)`);
    // Printing takes the whole reference.
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    assert.equal(await pending(), 0, 'all parts are in before printing');
    assert.ok(await operation(page, 'deleteUser').getByRole('heading', {name: 'Responses'}).count());
    // On paper every example prints whole (no box cut at its on-screen height: createCluster's
    // request lost its last keys), and "Try it" not at all. Read from the style, not the layout:
    // laying the whole reference out for print is a long task.
    await page.emulateMedia({media: 'print'});
    const printed = await operation(page, 'createCluster').evaluate((article) => ({
      examples: article.querySelectorAll('pre').length,
      cut: Array.from(article.querySelectorAll('pre')).filter((pre) => getComputedStyle(pre).maxHeight !== 'none')
        .length,
      tryIt: getComputedStyle(article.querySelector('details[data-try-it]')!).display,
    }));
    assert.ok(printed.examples > 0, 'createCluster has examples');
    assert.deepEqual({cut: printed.cut, tryIt: printed.tryIt}, {cut: 0, tryIt: 'none'});
    assert.deepEqual(consoleErrors, []);
  } finally {
    await close();
  }
});

test('scrolling up from an operation reached by a link, the text in view moves with the wheel alone', async () => {
  // The articles above were skipped (content-visibility) and are drawn at their real height, not
  // the estimate, as the reader scrolls up to them; ApiReference/readersPlace.ts keeps the text in
  // view in place. The test goes on until it has drawn five of them.
  for (const [device, viewport] of Object.entries({desktop, phone: mobile})) {
    const {page, close} = await openPage(browser, '/api/#operation/listTemplateFiles', {viewport});
    try {
      await waitForHydration(page);
      await interactive(page);
      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      const skippedAbove = () =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll('main article'))
            .filter((article) => article.getBoundingClientRect().bottom < 0)
            .filter((article) => !article.firstElementChild!.checkVisibility({contentVisibilityAuto: true}))
            .map((article) => article.id),
        );
      const skipped = new Set(await skippedAbove());
      const jumps: string[] = [];
      let drawn = 0;
      for (let step = 0; step < 40 && drawn < 5; step += 1) {
        const before = await page.evaluate(() => {
          const element = document.elementFromPoint(innerWidth / 2, innerHeight / 2)!;
          (window as unknown as {watched: Element}).watched = element;
          return element.getBoundingClientRect().top;
        });
        await page.mouse.wheel(0, -600);
        // Settled: the wheel scrolls smoothly, over as many frames as a busy machine makes it take,
        // and the drawing it brings comes in the frames after. Wait until the text has come down by
        // the wheel's distance (or the page is at its top), then for three frames without a change;
        // a place that never gets there is measured after 600 frames, and reported below.
        const after = await page.evaluate(async (start) => {
          const watched = (window as unknown as {watched: Element}).watched;
          for (let frame = 0, still = 0, last = NaN; frame < 600 && still < 3; frame += 1) {
            await new Promise((resolve) => requestAnimationFrame(resolve));
            const top = watched.getBoundingClientRect().top;
            const arrived = top - start >= 598 || scrollY === 0;
            still = arrived && top === last ? still + 1 : 0;
            last = top;
          }
          return watched.getBoundingClientRect().top;
        }, before);
        if (Math.abs(after - before - 600) > 2) jumps.push(`step ${step}: moved ${Math.round(after - before)} px`);
        const stillSkipped = new Set(await skippedAbove());
        drawn = [...skipped].filter((id) => !stillSkipped.has(id)).length;
      }
      assert.ok(drawn >= 5, `${device}: the scroll drew ${drawn} articles skipped until then`);
      assert.deepEqual(jumps, [], `${device}: the text in view moved by other than the wheel's 600 px`);
    } finally {
      await close();
    }
  }
});

test('a jump up the page to the middle of the window, as find-in-page makes, leaves the operation there', async () => {
  // Find-in-page puts a match in the middle of the window. The articles then drawn above it, at
  // their real height and with their details put in, must push neither it nor the text around it.
  for (const [device, viewport] of Object.entries({desktop, phone: mobile})) {
    const {page, close} = await openPage(browser, '/api/#operation/deleteUser', {viewport});
    try {
      await waitForHydration(page);
      await interactive(page);
      await revealApiArticle(operation(page, 'deleteUser'));
      for (const id of ['listActivities', 'listProjects', 'getTemplate']) {
        const title = operation(page, id).locator('h3');
        const jumped = await title.evaluate((element) => {
          element.scrollIntoView({block: 'center', behavior: 'instant'});
          return element.getBoundingClientRect().top;
        });
        await apiSettled(page);
        const settled = await title.evaluate((element) => element.getBoundingClientRect().top);
        assert.ok(Math.abs(settled - jumped) <= 2, `${device}, ${id}: the title moved from ${jumped} to ${settled} px`);
      }
    } finally {
      await close();
    }
  }
});

test('a second jump made before the page settles after the first stays where it went', async () => {
  // Clicking through the side list or pressing Enter again in find-in-page: the second jump comes
  // while the first one's articles are still being drawn and their parts put in. Once, the keeper
  // measured those changes from the place the reader had left and took the page back there.
  for (const [device, viewport] of Object.entries({desktop, phone: mobile})) {
    const {page, close} = await openPage(browser, '/api/#operation/deleteUser', {viewport});
    try {
      await waitForHydration(page);
      await interactive(page);
      for (const [first, second] of [
        ['deleteCluster', 'updateTemplateFile'],
        ['listRoles', 'getCurrentUser'],
        ['createProject', 'createUser'],
        ['updateTemplateFieldOption', 'createTemplateField'],
      ]) {
        // The second jump follows the first after one frame and one task, as a quick reader's does.
        const jumped = await page.evaluate(
          async ([first, second]) => {
            // No named functions in here: the test runner's compiler would wrap them in a helper the
            // page does not have.
            const [one, two] = [first!, second!].map((id) =>
              document.getElementById(`operation/${id}`)!.querySelector('h3')!,
            );
            one!.scrollIntoView({block: 'center', behavior: 'instant'});
            await new Promise((resolve) => requestAnimationFrame(resolve));
            await new Promise((resolve) => setTimeout(resolve, 0));
            two!.scrollIntoView({block: 'center', behavior: 'instant'});
            return two!.getBoundingClientRect().top;
          },
          [first, second],
        );
        await apiSettled(page);
        const settled = await operation(page, second!)
          .locator('h3')
          .evaluate((title) => title.getBoundingClientRect().top);
        assert.ok(
          Math.abs(settled - jumped) <= 2,
          `${device}, ${first} then ${second}: the title moved from ${jumped} to ${settled} px`,
        );
      }
    } finally {
      await close();
    }
  }
});

test('a link to /api/#operation/<id> lands on the operation, after a reload and from a docs page', async () => {
  const {page, close, consoleErrors} = await openPage(browser, '/api/#operation/updateTemplateField');
  try {
    await waitForHydration(page);
    const top = await topOf(page, 'updateTemplateField');
    assert.ok(top >= 0 && top < 150, `in view below the navbar (top ${top})`);
    const current = page.locator('nav[aria-label="API operations"] [aria-current="location"]');
    assert.equal(await current.getAttribute('href'), '#operation/updateTemplateField');

    await page.reload({waitUntil: 'networkidle'});
    await waitForHydration(page);
    await landsAtTop(page, 'operation/updateTemplateField');

    await page.goto(`${baseUrl}/docs/roles_and_permissions`, {waitUntil: 'networkidle'});
    await waitForHydration(page);
    // A docs link: the router takes it, then src/clientModules/apiDocumentLoad.ts loads /api/ as a
    // document of its own, which must still land on the operation.
    // The link is 16,000 px down: the blocks the browser lays out as they come into view move it while
    // it is scrolled to, and a click made then once met the text beside it. Scroll, let the page settle,
    // then click, as a reader does.
    const link = page.locator('main a[href="/api/#operation/createRole"]').first();
    await link.scrollIntoViewIfNeeded();
    await pageIdle(page);
    const loaded = page.waitForEvent('load');
    await link.click();
    await loaded;
    await operation(page, 'createRole').waitFor();
    await waitForHydration(page);
    await apiSettled(page);
    const fromDocs = await topOf(page, 'createRole');
    assert.ok(fromDocs >= 0 && fromDocs < 150, `in view after following a docs link (top ${fromDocs})`);
    await page.goBack({waitUntil: 'load'});
    assert.equal(new URL(page.url()).pathname, '/docs/roles_and_permissions', 'Back returns to the docs page');
    assert.deepEqual(consoleErrors, []);
  } finally {
    await close();
  }
});

test('leaving /api/ by the navbar is client-side navigation that raises no error', async () => {
  const {page, close, consoleErrors} = await openPage(browser, '/api/');
  try {
    await waitForHydration(page);
    await apiSettled(page);
    await page.evaluate(() => Object.assign(window, {sameDocument: true}));
    await page.locator('.navbar').getByRole('link', {name: 'Documentation'}).click();
    await page.waitForURL((url) => url.pathname.startsWith('/docs/'));
    await page.locator('article h1').waitFor();
    await pageIdle(page);
    assert.equal(await page.evaluate(() => 'sameDocument' in window), true, 'the router took the link');
    // The reference's effects ran on while React took the page out: none may throw.
    assert.deepEqual(consoleErrors, []);
  } finally {
    await close();
  }
});

test('the filter narrows the side list', async () => {
  const {page, close} = await openPage(browser, '/api/');
  try {
    await waitForHydration(page);
    const nav = page.getByRole('navigation', {name: 'API operations'});
    assert.equal(await nav.locator('a[href^="#operation/"]').count(), operationIds.length);
    await nav.getByLabel('Filter operations').fill('magic link');
    assert.deepEqual(
      await nav.locator('a[href^="#operation/"]').evaluateAll((links) => links.map((l) => l.getAttribute('href'))),
      ['#operation/createMagicLink'],
    );
    assert.match(await nav.getByRole('status').innerText(), /1 operation matches/);
    await nav.getByLabel('Filter operations').fill('cluster');
    assert.ok(await nav.locator('a[href="#schema/Cluster"]').isVisible(), 'schemas are filtered too');
    assert.equal(await nav.locator('a[href="#schema/Project"]').count(), 0);
    await nav.getByLabel('Filter operations').fill('');
    assert.equal(await nav.locator('a[href^="#operation/"]').count(), operationIds.length);
  } finally {
    await close();
  }
});

test('the code-sample language is chosen by keyboard or mouse, shared by all operations and remembered', async () => {
  const {page, close} = await openPage(browser, '/api/#operation/listProjects');
  try {
    await waitForHydration(page);
    await interactive(page);
    const tabs = operation(page, 'listProjects').getByRole('tablist', {name: 'Language of the code sample'});
    await tabs.getByRole('tab', {name: 'curl'}).focus();
    await page.keyboard.press('ArrowRight');
    // getAttribute does not wait for React's update; a locator on the selected state does.
    await tabs.getByRole('tab', {name: 'JavaScript', selected: true}).waitFor();
    assert.ok(await tabs.getByRole('tab', {name: 'JavaScript'}).evaluate((tab) => tab === document.activeElement));
    await tabs.getByRole('tab', {name: 'Python'}).click();
    await operation(page, 'createProject').getByRole('tab', {name: 'Python', selected: true}).waitFor();
    const python = operation(page, 'listProjects').getByRole('tabpanel').filter({visible: true});
    assert.match(await python.innerText(), /import requests/);
    assert.ok(await python.getByRole('button', {name: 'Copy Python sample'}).isVisible(), 'its own copy button');
    assert.equal(
      await operation(page, 'createProject').getByRole('tab', {name: 'Python'}).getAttribute('aria-selected'),
      'true',
    );
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), apiStorageKeys.codeLanguage), 'python');

    await page.goto(`${baseUrl}/api/#operation/listUsers`, {waitUntil: 'networkidle'});
    await waitForHydration(page);
    const selected = operation(page, 'listUsers').getByRole('tab', {name: 'Python'});
    await page.waitForFunction(
      (id) =>
        document.getElementById(id)?.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'Python',
      'operation/listUsers',
    );
    assert.equal(await selected.getAttribute('aria-selected'), 'true');
  } finally {
    await close();
  }
});

test('copy buttons put the sample on the clipboard', async () => {
  const {page, context, close} = await openPage(browser, '/api/#operation/login');
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: new URL(baseUrl).origin});
    await waitForHydration(page);
    await interactive(page);
    const panel = operation(page, 'login').getByRole('tabpanel').filter({visible: true});
    await panel.getByRole('button', {name: 'Copy curl sample'}).click();
    // Writing to the clipboard is asynchronous: read it once the block says it is done.
    await panel.getByRole('status').filter({hasText: 'copied to the clipboard'}).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), await panel.locator('pre').innerText());
  } finally {
    await close();
  }
});

test('/api/ loads at most 160 KB of gzipped JavaScript and nothing from another host', async () => {
  const {page, close, foreignRequests} = await openPage(browser, '');
  const scripts: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.body().then((body) => gzipSync(body, {level: 9}).length));
  });
  try {
    await page.goto(`${baseUrl}/api/`, {waitUntil: 'networkidle'});
    await waitForHydration(page);
    const total = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
    assert.ok(total <= 160 * 1024, `${total} bytes of gzipped JavaScript`);
    assert.deepEqual(foreignRequests, []);
  } finally {
    await close();
  }
});

test('a schema has its own place: by anchor after a reload, from the side list and from schema trees', async () => {
  const {page, close, consoleErrors} = await openPage(browser, '/api/#schema/Cluster');
  try {
    await page.reload({waitUntil: 'networkidle'});
    await waitForHydration(page);
    const schema = page.locator('[id="schema/Cluster"]');
    await landsAtTop(page, 'schema/Cluster');
    assert.match(await schema.getByRole('heading', {level: 3}).innerText(), /^Cluster\W*$/);
    await revealApiArticle(schema);
    assert.ok(await schema.getByRole('columnheader', {name: 'Field'}).isVisible(), 'a table of its fields');
    assert.ok(await schema.getByRole('link', {name: 'Get a cluster'}).count(), 'the operations that use it');
    const nav = page.getByRole('navigation', {name: 'API operations'});
    assert.equal(await nav.getByRole('link', {name: 'Cluster', exact: true}).getAttribute('href'), '#schema/Cluster');
    await revealApiArticle(operation(page, 'getCluster'));
    assert.ok(
      await operation(page, 'getCluster').locator('a[href="#schema/Cluster"]').count(),
      'the operation links its schema',
    );
    assert.deepEqual(consoleErrors, []);
  } finally {
    await close();
  }
});

test('the error catalogue and the data model have their own sections, in the side list too, also without JavaScript', async () => {
  const context = await browser().newContext({javaScriptEnabled: false, viewport: desktop});
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/api/`);
    const errors = page.locator('section[aria-labelledby="errors"]');
    assert.equal(await errors.getByRole('heading', {level: 2}).innerText(), 'Error catalogue');
    assert.deepEqual(await errors.locator('article').evaluateAll((articles) => articles.map((a) => a.id)), [
      'error/Unauthorized',
      'error/Forbidden',
      'error/NotFound',
      'error/ValidationError',
      'error/ServerError',
    ]);
    const validation = page.locator('[id="error/ValidationError"]');
    assert.match(await drawnText(validation), /Validation Error[\s\S]*Validation failed/, 'published beside sent');
    assert.match(await drawnText(page.locator('[id="error/Forbidden"]')), /Never sent/);

    const model = page.locator('section[aria-labelledby="data-model"]');
    assert.equal(await model.getByRole('heading', {level: 2}).innerText(), 'Data model');
    assert.equal(await model.locator('article').count(), 17);
    const user = page.locator('[id="model/User"]');
    await drawnText(user);
    const row = (field: string) =>
      user.locator('tr', {has: page.locator('td:first-child code', {hasText: new RegExp(`^${field}$`)})});
    assert.match(await row('password').innerText(), /write-only/);
    assert.match(await row('remember_token').innerText(), /hidden/);
    assert.match(await row('email').innerText(), /returned/);

    const nav = page.getByRole('navigation', {name: 'API operations'});
    assert.equal(await nav.getByRole('link', {name: 'Error catalogue', exact: true}).getAttribute('href'), '#errors');
    assert.equal(await nav.getByRole('link', {name: 'Data model', exact: true}).getAttribute('href'), '#data-model');
    assert.equal(await nav.getByRole('link', {name: 'User (Data model)'}).getAttribute('href'), '#model/User');
    assert.equal(
      await nav.getByRole('link', {name: 'ValidationError (Error catalogue)'}).getAttribute('href'),
      '#error/ValidationError',
    );
  } finally {
    await context.close();
  }
});

test('named examples are switched with the keyboard or the mouse, names and summaries shown', async () => {
  const {page, close} = await openPage(browser, '/api/#operation/register');
  try {
    const response = operation(page, 'register').locator('details', {
      has: page.locator('summary', {hasText: /^Response 400$/}),
    });
    await response.locator('summary').click();
    const first = response.getByRole('radio', {name: 'emailTaken'});
    const second = response.getByRole('radio', {name: 'passwordShort'});
    assert.ok(await first.isChecked());
    assert.ok(await response.getByText('E-mail address in use').isVisible());
    assert.ok(!(await response.getByText('Password too short').isVisible()));
    await first.focus();
    await page.keyboard.press('ArrowRight');
    assert.ok(await second.isChecked(), 'the arrow key picks the next example');
    assert.ok(await response.getByText('Password too short').isVisible());
    assert.ok(!(await response.getByText('E-mail address in use').isVisible()));
    await response.locator('label', {hasText: 'emailTaken'}).click();
    assert.ok(await first.isChecked(), 'a click picks it back');
  } finally {
    await close();
  }
});

test('the address the reader sets goes into every code sample and into "Try it", and is remembered', async () => {
  const {page, close} = await openPage(browser, '/api/#operation/listTemplates');
  try {
    await waitForHydration(page);
    await interactive(page);
    const op = operation(page, 'listTemplates');
    await revealApiArticle(op);
    const visibleSample = () => op.getByRole('tabpanel').filter({visible: true}).locator('pre').innerText();
    assert.match(await visibleSample(), /'http:\/\/localhost\/api\/templates\?type=application'/, 'documented default');
    await page.getByLabel(/Address of your installation, for the code samples/).fill('https://kublade.example.com');
    for (const language of ['curl', 'JavaScript', 'Python', 'PHP']) {
      await op.getByRole('tab', {name: language}).click();
      assert.match(await visibleSample(), /https:\/\/kublade\.example\.com\/api\/templates/, language);
      assert.doesNotMatch(await visibleSample(), /localhost/, language);
    }
    await op.locator('summary', {hasText: 'Try it'}).click();
    assert.equal(await op.getByLabel('Address of your installation').inputValue(), 'https://kublade.example.com');
    assert.deepEqual(
      await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), installationStorageKeys.values),
      {'site-url': 'https://kublade.example.com'},
      'the address of "Your installation"',
    );
    await page.reload({waitUntil: 'networkidle'});
    await interactive(page);
    await revealApiArticle(op);
    assert.match(await visibleSample(), /https:\/\/kublade\.example\.com\/api\/templates/, 'after a reload');
  } finally {
    await close();
  }
});

test('on a phone the operation list waits behind one button; a path breaks only after a "/"', async () => {
  const {page, close} = await openPage(browser, '/api/', {viewport: mobile});
  try {
    await waitForHydration(page);
    // Every article laid out, as for a reader who scrolled to it: a skipped one has no line boxes.
    await page.addStyleTag({content: 'main article { content-visibility: visible !important; }'});
    const breaks = await page.locator('main article[id^="operation/"] h3 + p > code').evaluateAll((paths) =>
      paths.flatMap((path) => {
        const found: string[] = [];
        const range = document.createRange();
        let previous: {char: string; top: number} | null = null;
        const walker = document.createTreeWalker(path, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let index = 0; index < (node.textContent ?? '').length; index += 1) {
            range.setStart(node, index);
            range.setEnd(node, index + 1);
            const top = range.getBoundingClientRect().top;
            const char = node.textContent![index]!;
            if (previous && top > previous.top + 2) found.push(`${path.textContent}: after "${previous.char}"`);
            previous = {char, top};
          }
        }
        return found;
      }),
    );
    assert.ok(
      breaks.some((line) => line.endsWith('after "/"')),
      'some paths are longer than the phone line and break',
    );
    assert.deepEqual(
      breaks.filter((line) => !line.endsWith('after "/"')),
      [],
      'paths broken elsewhere than after a "/"',
    );
    const nav = page.getByRole('navigation', {name: 'API operations'});
    const toggle = nav.getByRole('button', {name: /operations and \d+ schemas/});
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    assert.equal(
      await nav
        .getByRole('link')
        .filter({hasNotText: /^↑? ?Operations$/})
        .count(),
      0,
      'no entry above the title, only the way back to the list',
    );
    const title = await page.getByRole('heading', {level: 1}).evaluate((h) => h.getBoundingClientRect().top);
    assert.ok(title < mobile.height, `the title is on the first screen (top ${title})`);
    await toggle.focus();
    await page.keyboard.press('Enter');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    await nav.getByLabel('Filter operations').fill('magic link');
    await nav.locator('a[href="#operation/createMagicLink"]').click();
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false', 'picking an entry closes the list');
    assert.equal(new URL(page.url()).hash, '#operation/createMagicLink');
  } finally {
    await close();
  }
});

/** Stands in for a Kublade installation that allows cross-origin requests. */
let installation: Server;
let installationUrl = '';
const received: {method?: string; url?: string; headers: IncomingHttpHeaders}[] = [];

before(async () => {
  installation = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PATCH, PUT, DELETE');
    res.setHeader('Access-Control-Expose-Headers', 'X-Request-Id');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    received.push({method: req.method, url: req.url, headers: req.headers});
    res
      .writeHead(200, {'Content-Type': 'application/json', 'X-Request-Id': 'r-42'})
      .end(JSON.stringify({status: 'success', message: 'stand-in', data: {project: {id: 'p1'}}}));
  });
  await new Promise<void>((resolve) => installation.listen(0, '127.0.0.1', resolve));
  installationUrl = `http://127.0.0.1:${(installation.address() as AddressInfo).port}`;
});
after(() => {
  installation.closeAllConnections();
  installation.close();
});

test('on a CPU slowed 6x, "Try it" arrives in each of ten operations a reader jumps to across the page', async () => {
  const {page, context, consoleErrors, close} = await openPage(browser, '');
  try {
    // A slow phone from the first byte: every part the page puts in later competes with its start-up.
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', {rate: 6});
    await page.goto(`${baseUrl}/api/`, {waitUntil: 'load'});
    await waitForHydration(page);
    const ids = await page
      .getByRole('navigation', {name: 'API operations'})
      .locator('a[href^="#operation/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!.slice('#operation/'.length)));
    assert.ok(ids.length > 70, `${ids.length} operations in the side list`);
    // Down and up the page in long jumps: tenths 1, 8, 3, 10, 5, 2, 9, 4, 7 and 6 of the list.
    const picked = [0, 7, 2, 9, 4, 1, 8, 3, 6, 5].map((tenth) => ids[Math.floor(((tenth + 0.5) * ids.length) / 10)]!);
    for (const id of picked) {
      await page.getByRole('navigation', {name: 'API operations'}).locator(`a[href="#operation/${id}"]`).click();
      const op = operation(page, id);
      await op.locator('summary', {hasText: 'Try it'}).click();
      await op.getByLabel(/The sandbox in this page/).waitFor();
    }
    assert.deepEqual(consoleErrors, []);
  } finally {
    await close();
  }
});

test('"Try it" loads on demand and sends the request only to the address the reader typed', async () => {
  const {page, close, foreignRequests, consoleErrors} = await openPage(browser, '/api/#operation/getProject');
  try {
    await waitForHydration(page);
    const scriptsBefore = await page.evaluate(
      () => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).length,
    );
    const op = operation(page, 'getProject');
    await op.locator('summary', {hasText: 'Try it'}).click();
    const sandboxChoice = op.getByLabel(/The sandbox in this page/);
    await sandboxChoice.waitFor();
    const scriptsAfter = await page.evaluate(
      () => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).length,
    );
    assert.ok(scriptsAfter > scriptsBefore, 'its code is a chunk of its own, loaded when opened');

    // No address given yet: the panel starts on the sandbox, and never on a default address.
    assert.ok(await sandboxChoice.isChecked(), 'starts on the sandbox');
    const address = op.getByLabel('Address of your installation');
    assert.equal(await address.count(), 0, 'no address field while the sandbox answers');
    await op.getByLabel('Your installation', {exact: true}).check();
    assert.equal(await address.inputValue(), '', 'no default address such as http://localhost');
    const sentBefore = received.length;
    await op.getByRole('button', {name: 'Send GET request'}).click();
    await op.getByRole('alert').filter({hasText: 'not a usable address'}).waitFor();
    assert.equal(received.length, sentBefore, 'nothing sent without an address');
    const projectId = await op.getByLabel(/project_id/).inputValue();
    assert.ok(projectId.length > 0, 'path parameter prefilled');
    await address.fill(installationUrl);
    await op.getByLabel('Bearer token').fill('secret-token');
    await op.getByRole('button', {name: 'Send GET request'}).click();
    await op.getByText('200 OK').waitFor();
    assert.match(await op.locator('pre').filter({hasText: 'x-request-id'}).innerText(), /x-request-id: r-42/);
    assert.match(await op.locator('pre').filter({hasText: 'stand-in'}).innerText(), /"message": "stand-in"/);

    const last = received.at(-1);
    assert.equal(last?.url, `/api/projects/${encodeURIComponent(projectId)}`);
    assert.equal(last?.headers.authorization, 'Bearer secret-token');
    assert.deepEqual(
      foreignRequests.filter((url) => !url.startsWith(installationUrl)),
      [],
      'no other host contacted',
    );

    const stored = () =>
      page.evaluate(
        ([values, token]) => [
          (JSON.parse(localStorage.getItem(values) ?? '{}') as Record<string, string>)['site-url'] ?? null,
          localStorage.getItem(token),
        ],
        [installationStorageKeys.values, apiStorageKeys.token],
      );
    assert.deepEqual(await stored(), [installationUrl, null], 'the token stays in memory');
    await op.getByLabel(/Remember the token/).check();
    assert.deepEqual(await stored(), [installationUrl, 'secret-token']);
    await op.getByLabel(/Remember the token/).uncheck();
    assert.deepEqual(await stored(), [installationUrl, null], 'unticking deletes it');
    assert.deepEqual(consoleErrors, []);
  } finally {
    await close();
  }
});

test('"Try it" explains an unreachable installation in plain words', async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  const {page, close} = await openPage(browser, '/api/#operation/listProjects');
  try {
    await waitForHydration(page);
    const op = operation(page, 'listProjects');
    await op.locator('summary', {hasText: 'Try it'}).click();
    await op.getByLabel('Your installation', {exact: true}).check();
    await op.getByLabel('Address of your installation').fill(`http://127.0.0.1:${port}`);
    await op.getByRole('button', {name: 'Send GET request'}).click();
    const alert = op.getByRole('alert');
    await alert.waitFor();
    const text = await alert.innerText();
    assert.match(text, /address is wrong|not reachable/);
    assert.match(text, /CORS/);
    assert.match(text, new RegExp(`Access-Control-Allow-Origin: ${new URL(baseUrl).origin.replace(/[.]/g, '\\.')}`));

    await op.getByLabel('Address of your installation').fill('kublade.example.com');
    await op.getByRole('button', {name: 'Send GET request'}).click();
    await op.getByRole('alert').filter({hasText: 'not a usable address'}).waitFor();
  } finally {
    await close();
  }
});

test('"Copy as curl" gives the request "Try it" sent, with the token masked unless asked', async () => {
  const {page, context, close} = await openPage(browser, '/api/#operation/getProject');
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: new URL(baseUrl).origin});
    await waitForHydration(page);
    await interactive(page);
    const op = operation(page, 'getProject');
    await op.locator('summary', {hasText: 'Try it'}).click();
    await op.getByLabel('Your installation', {exact: true}).check();
    await op.getByLabel('Address of your installation').fill(installationUrl);
    await op.getByLabel('Bearer token').fill('secret-token');
    await op.getByRole('button', {name: 'Send GET request'}).click();
    await op.getByText('200 OK').waitFor();
    const copy = op.getByRole('button', {name: 'Copy request as curl'});
    await copy.click();
    await op.getByRole('status').filter({hasText: 'request as curl copied'}).waitFor();
    const masked = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(masked, new RegExp(`^curl '${installationUrl.replace(/[.]/g, '\\.')}/api/projects/[^']+'`));
    assert.match(masked, /Authorization: Bearer YOUR_API_TOKEN/);
    assert.doesNotMatch(masked, /secret-token/);
    await op.getByLabel(/Show my token/).check();
    await copy.click();
    await page.waitForFunction(() => navigator.clipboard.readText().then((text) => text.includes('secret-token')));
  } finally {
    await close();
  }
});

test('"Try it" in the sandbox answers inside the page: a list, an invalid body, a missing token', async () => {
  const {page, close, consoleErrors} = await openPage(browser, '/api/#operation/listProjects');
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  try {
    await waitForHydration(page);
    await interactive(page);
    const list = operation(page, 'listProjects');
    await list.locator('summary', {hasText: 'Try it'}).click();
    await list.getByLabel(/The sandbox/).check();
    await list.getByLabel('Bearer token').fill('any-token');
    await list.getByRole('button', {name: 'Send GET request'}).click();
    await list.locator('form').getByText('200 OK', {exact: true}).waitFor();
    assert.match(await list.locator('form pre').filter({hasText: '"status"'}).innerText(), /"status": "success"/);

    // The choice and the token serve every panel, as for a real installation.
    const create = operation(page, 'createProject');
    await revealApiArticle(create);
    await create.locator('summary', {hasText: 'Try it'}).click();
    assert.ok(await create.getByLabel(/The sandbox/).isChecked());
    await create.getByRole('textbox', {name: /^Request body/}).fill('{}');
    await create.getByRole('button', {name: 'Send POST request'}).click();
    await create.locator('form').getByText('400 Bad Request', {exact: true}).waitFor();
    assert.match(
      await create.locator('form pre').filter({hasText: 'Validation failed'}).innerText(),
      /The name field is required/,
    );

    const answer = create.locator('[aria-live="polite"]');
    assert.match(await answer.innerText(), /The sandbox answered as 1\.2\.3 would/);
    assert.doesNotMatch(await answer.innerText(), /installation/i, 'there is no installation to speak of');

    await create.getByLabel('Bearer token').fill('');
    await create.getByRole('textbox', {name: /^Request body/}).fill('{"name": "payments-staging"}');
    await create.getByRole('button', {name: 'Send POST request'}).click();
    await create.locator('form').getByText('401 Unauthorized', {exact: true}).waitFor();

    const origin = new URL(baseUrl).origin;
    assert.deepEqual(
      requests.filter((url) => !url.startsWith(origin) || /\/api\/projects/.test(new URL(url).pathname)),
      [],
      'no request left the page',
    );
    assert.deepEqual(consoleErrors, []);
  } finally {
    await close();
  }
});

test('"Try it" starts on the sandbox, which answers createTemplate with 1.2.3\'s 500 and its known issue, the documented answer one click away', async () => {
  const {page, close, consoleErrors} = await openPage(browser, '/api/#operation/createTemplate');
  try {
    await waitForHydration(page);
    await interactive(page);
    const op = operation(page, 'createTemplate');
    await op.locator('summary', {hasText: 'Try it'}).click();
    const form = op.locator('form');
    assert.ok(await form.getByLabel(/The sandbox in this page/).isChecked(), 'no address given: the sandbox answers');
    await form.getByLabel('Bearer token').fill('any-token');
    await form.getByRole('button', {name: 'Send POST request'}).click();
    const answer = form.locator('[aria-live="polite"]');
    await answer.getByText('500 Internal Server Error', {exact: true}).waitFor();
    const body = () => answer.locator('pre').last().innerText();
    assert.deepEqual(JSON.parse(await body()), {message: 'Server Error'});
    const note = answer.getByRole('note');
    assert.match(await note.innerText(), /The sandbox answers as Kublade 1\.2\.3 does: 500 Internal Server Error/);
    assert.match(await note.innerText(), /The description documents 200 OK/);
    const link = note.getByRole('link', {name: /Every \/api\/templates operation answers 500/});
    assert.equal(await link.getAttribute('href'), knownIssueUrl('templates-api-500'));

    await note.getByLabel(/What the description documents/).check();
    await answer.getByText('200 OK', {exact: true}).waitFor();
    assert.match(await body(), /"message": "Template added successfully"/);
    await note.getByLabel(/What 1\.2\.3 sends/).check();
    await answer.getByText('500 Internal Server Error', {exact: true}).waitFor();

    // The validation error the description documents, in the server's words, one click away too.
    await form.getByRole('textbox', {name: /^Request body/}).fill('{"type": "application"}');
    await form.getByRole('button', {name: 'Send POST request'}).click();
    await answer.getByText('500 Internal Server Error', {exact: true}).waitFor();
    await note.getByLabel(/What the description documents/).check();
    await answer.getByText('400 Bad Request', {exact: true}).waitFor();
    assert.deepEqual(JSON.parse(await body()), {
      status: 'error',
      message: 'Validation failed',
      data: {name: ['The name field is required.']},
    });
    assert.deepEqual(consoleErrors, []);
  } finally {
    await close();
  }
});

test('after a malformed JSON body, "request as curl" shows that request, not the one before', async () => {
  const {page, close} = await openPage(browser, '/api/#operation/createProject');
  try {
    await waitForHydration(page);
    await interactive(page);
    const op = operation(page, 'createProject');
    await op.locator('summary', {hasText: 'Try it'}).click();
    const form = op.locator('form');
    await form.getByLabel('Bearer token').fill('any-token');
    const bodyField = form.getByRole('textbox', {name: /^Request body/});
    await bodyField.fill('{"name": "first"}');
    await form.getByRole('button', {name: 'Send POST request'}).click();
    await form.getByText('201 Created', {exact: true}).waitFor();
    const curl = form.locator('pre').filter({hasText: /^curl /});
    assert.match(await curl.innerText(), /--data-raw '\{"name": "first"\}'/);

    await bodyField.fill('{"name": "second",');
    await form.getByRole('button', {name: 'Send POST request'}).click();
    await form.getByRole('alert').filter({hasText: 'The request body is not valid JSON'}).waitFor();
    assert.match(await curl.innerText(), /--data-raw '\{"name": "second",'/);
    assert.doesNotMatch(await curl.innerText(), /first/);
    assert.ok(await form.getByText(/^Not sent, because of the error below/).isVisible());
  } finally {
    await close();
  }
});

test('on a 390 px phone, a fixed link leads back from deleteUser to the operation list', async () => {
  const {page, close, consoleErrors} = await openPage(browser, '/api/#operation/deleteUser', {viewport: mobile});
  try {
    await waitForHydration(page);
    await interactive(page);
    await page.waitForFunction(() => window.scrollY > 10_000);
    const back = page.getByRole('link', {name: 'Operations', exact: true});
    assert.ok(await back.isVisible(), 'the way back is in view at the operation');
    const box = await back.boundingBox();
    assert.ok(box && box.y + box.height <= mobile.height && box.x + box.width <= mobile.width, 'inside the window');
    await back.click();
    const nav = page.getByRole('navigation', {name: 'API operations'});
    const filter = nav.getByLabel('Filter operations');
    await filter.waitFor({state: 'visible'});
    assert.ok(await filter.evaluate((element) => element === document.activeElement), 'the filter has the focus');
    assert.equal(
      await nav.getByRole('button', {name: /operations and \d+ schemas/}).getAttribute('aria-expanded'),
      'true',
    );
    const listTop = await nav.evaluate((element) => element.getBoundingClientRect().top);
    assert.ok(listTop >= 0 && listTop < mobile.height / 2, `the list is on screen (top ${listTop})`);
    await filter.fill('delete a user');
    await nav.locator('a[href="#operation/deleteUser"]').click();
    assert.equal(new URL(page.url()).hash, '#operation/deleteUser');
    assert.deepEqual(consoleErrors, []);
  } finally {
    await close();
  }

  // Without JavaScript the same link shows the list through its target.
  const plain = await browser().newContext({javaScriptEnabled: false, viewport: mobile});
  try {
    const page = await plain.newPage();
    await page.goto(`${baseUrl}/api/#operation/deleteUser`);
    await page.getByRole('link', {name: 'Operations', exact: true}).click();
    assert.equal(new URL(page.url()).hash, '#api-operations');
    assert.ok(await page.locator('#api-operations a[href="#operation/listProjects"]').isVisible());
  } finally {
    await plain.close();
  }
});

test('/api/ links its Markdown copy, an index of the operations’ copies', async () => {
  const html = await (await fetch(`${baseUrl}/api/`)).text();
  const href = load(html)('head link[rel="alternate"][type="text/markdown"]').attr('href');
  assert.equal(href, '/api/index.md');
  const response = await fetch(`${baseUrl}${href}`);
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /^text\/markdown/);
  const markdown = await response.text();
  assert.match(markdown, /^# API reference\n/);
  const linked = [...markdown.matchAll(/\]\([^)]*\/api\/operations\/([^)/]+)\.md\)/g)].map((match) => match[1]);
  assert.deepEqual([...linked].sort(), [...operationIds].sort(), 'every operation, each once');
  const llms = await (await fetch(`${baseUrl}/llms.txt`)).text();
  assert.match(llms, /^- \[API reference\]\([^)]*\/api\/index\.md\)/m, 'llms.txt lists it');
});

test('a guide embeds an operation from the reference, and the reference links back to the guide', async () => {
  const {page, context, consoleErrors, close} = await openPage(browser, '/docs/projects');
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: new URL(baseUrl).origin});
    await waitForHydration(page);
    // The tabs apply a stored choice after hydration: a click before that would be undone.
    await pageIdle(page);
    const card = page.locator('[data-api-operation="createDeployment"]');
    assert.equal(await card.count(), 1, 'the guide embeds createDeployment once');
    // It sits in the REST API tab of its step.
    const tab = page.locator('.tabs-container', {has: card}).getByRole('tab', {name: 'REST API'});
    // Brought into view first and left to settle, as a reader sees it before clicking: the blocks
    // drawn around it on arrival (content-visibility) can move it under a click already aimed.
    await tab.scrollIntoViewIfNeeded();
    await pageIdle(page);
    await tab.click();
    assert.equal(await tab.getAttribute('aria-selected'), 'true', 'the REST API tab is shown');
    await card.scrollIntoViewIfNeeded();
    await card.waitFor();
    assert.match(await card.innerText(), /^POST\s+\/api\/projects\/\{project_id\}\/deployments/);
    // What a reader takes away: the sample through the code block's copy button.
    await card.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await card.getByRole('button', {name: 'Copied'}).waitFor();
    const embeddedSample = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(embeddedSample, /^curl --request POST/);

    const loaded = page.waitForEvent('load');
    await card.getByRole('link', {name: 'Create a deployment'}).click();
    await loaded;
    await waitForHydration(page);
    assert.equal(new URL(page.url()).hash, '#operation/createDeployment');
    const target = operation(page, 'createDeployment');
    await revealApiArticle(target);
    const referenceSample = await target.getByRole('tabpanel').filter({visible: true}).locator('pre').innerText();
    // The same request, written with the guides' shell variables (WRITING.md, "Commands a reader pastes").
    const asGuidesWriteIt = referenceSample
      .trim()
      .replace(/--url \S+/, '--url "$KUBLADE/api/projects/$PROJECT_ID/deployments"')
      .replace("'Authorization: Bearer YOUR_API_TOKEN'", '"Authorization: Bearer $TOKEN"');
    assert.notEqual(asGuidesWriteIt, referenceSample.trim(), 'the reference shows its address and token');
    assert.equal(embeddedSample.trim(), asGuidesWriteIt, 'the guide shows the reference’s curl sample');

    const backLink = target.getByRole('link', {name: 'Projects and deployments'});
    assert.equal(await backLink.count(), 1, 'the operation lists the guide');
    await Promise.all([page.waitForURL(`${baseUrl}/docs/projects`), backLink.click()]);
    await page.locator('[data-api-operation="createDeployment"]').waitFor();
    assert.deepEqual(consoleErrors, []);
  } finally {
    await close();
  }
});

test('every operation has a Markdown copy, listed in llms.txt; the page says to print one operation from it', async () => {
  const html = await (await fetch(`${baseUrl}/api/`)).text();
  // Printing /api/ prints every operation (about 500 pages of the PDF): the header says how to print one.
  assert.match(
    load(html)('main header').text().replace(/\s+/g, ' '),
    /To print one, choose View as Markdown in its Operation actions menu and print that page\./,
  );
  const ids = [...html.matchAll(/<article id="?operation\/([^"\s>]+)/g)].map((match) => match[1]);
  assert.ok(ids.length > 50, `the reference has its operations (${ids.length})`);
  const llms = await (await fetch(`${baseUrl}/llms.txt`)).text();
  const listed = [...llms.matchAll(/\]\([^)]*\/api\/operations\/([^)/]+)\.md\)/g)].map((match) => match[1]);
  assert.deepEqual([...listed].sort(), [...ids].sort(), 'llms.txt lists one copy per operation');
  const response = await fetch(`${baseUrl}/api/operations/createDeployment.md`);
  assert.equal(response.status, 200);
  const markdown = await response.text();
  assert.match(markdown, /^# Create a deployment\n/);
  for (const section of ['## Parameters', '## Request body', '## Responses', '## Example request'])
    assert.ok(markdown.includes(`\n${section}\n`), section);
});

test("an operation's page actions copy its Markdown copy and link it", async () => {
  const {page, context, consoleErrors, close} = await openPage(browser, '/api/#operation/createProject');
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: new URL(baseUrl).origin});
    await waitForHydration(page);
    await interactive(page);
    const target = operation(page, 'createProject');
    const toggle = target.locator('summary', {hasText: 'Operation actions'});
    const copyButton = target.getByRole('button', {name: 'Copy operation as Markdown'});
    assert.equal(await copyButton.isVisible(), false, 'closed at first');
    await toggle.click();
    assert.equal(
      await target.getByRole('link', {name: 'View as Markdown'}).getAttribute('href'),
      '/api/operations/createProject.md',
    );
    await copyButton.click();
    await target.getByRole('status').filter({hasText: 'Copied to the clipboard.'}).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const file = await (await fetch(`${baseUrl}/api/operations/createProject.md`)).text();
    assert.equal(copied, file, 'the clipboard holds the operation’s Markdown copy');
    await copyButton.focus();
    await page.keyboard.press('Escape');
    assert.equal(await copyButton.isVisible(), false, 'Escape closes the menu');
    assert.ok(await toggle.evaluate((element) => element === document.activeElement), 'focus returns to the toggle');
    assert.deepEqual(consoleErrors, []);
  } finally {
    await close();
  }
});
