/**
 * "Your installation" (issue 27): values set once in the form show in every code block (a
 * bare-metal command, a cluster guide's curl, an embedded operation, /api/'s samples) and on the
 * clipboard; "Clear" brings the examples back; no layout shift on a load with stored values; without
 * values or JavaScript the pages read as written.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {BrowserContext, Locator, Page} from 'playwright-core';

import {installationStorageKeys} from '../../src/data/installationStorage';
import {
  baseUrl,
  desktop,
  mobile,
  pageIdle,
  revealApiArticle,
  setupBrowser,
  textInView,
  waitForHydration,
} from './support';

const browser = setupBrowser();

const values = {
  address: 'https://kublade.acme.test',
  dbHost: 'mysql.acme.internal',
  projectId: '0199a7c2-5b1e-7c3d-9f00-1234567890ab',
  token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
};

async function newContext(viewport: {width: number; height: number}): Promise<{context: BrowserContext; page: Page}> {
  const context = await browser().newContext({viewport, colorScheme: 'light'});
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: new URL(baseUrl).origin});
  return {context, page: await context.newPage()};
}

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(baseUrl + path, {waitUntil: 'networkidle'});
  assert.equal(response?.status(), 200, path);
  await waitForHydration(page);
}

/** A docs code block by its title. */
const block = (page: Page, title: string) => page.locator('.theme-code-block').filter({hasText: title});
/** A docs block's text as drawn: its lines (innerText would add a blank line per line's <br>). */
const codeOf = (locator: Locator) =>
  locator
    .locator('pre > code')
    .first()
    .evaluate((code) => Array.from(code.querySelectorAll('.token-line'), (line) => line.textContent).join('\n'));

/** Opens the page's "Your installation" disclosure and waits for its form. */
async function openForm(page: Page): Promise<Locator> {
  const disclosure = page.locator('details[data-your-installation]');
  await disclosure.locator('summary').click();
  const form = disclosure.getByRole('form', {name: 'Values of your installation'});
  await form.waitFor();
  return form;
}

for (const [device, viewport] of [
  ['desktop', desktop],
  ['390 px phone', mobile],
] as const) {
  test(`${device}: values set once show in commands, embedded operations, /api/ and on the clipboard; Clear restores the examples`, async () => {
    const {context, page} = await newContext(viewport);
    try {
      await open(page, '/docs/installation/bare-metal');
      const checks = block(page, 'Checks that cover what /up does not');
      assert.match(await codeOf(checks), /https:\/\/kublade\.example\.com\/login/, 'the example before any value');

      // As a person: type, leave the field (its form is checked), save.
      const form = await openForm(page);
      const address = form.getByLabel('Address of your installation');
      await address.fill('not an address');
      await address.blur();
      assert.equal(await address.getAttribute('aria-invalid'), 'true');
      await form.getByText(/^Not an address/).waitFor();
      await address.fill(`${values.address}/`);
      await address.blur();
      assert.equal(await address.getAttribute('aria-invalid'), null);
      await form.getByLabel('MySQL host').fill(values.dbHost);
      await form.getByLabel('Project ID').fill(values.projectId);
      await form.getByLabel('API token').fill(values.token);
      assert.match(await form.innerText(), /Kept for this browser tab only \(sessionStorage\)/);
      await form.getByRole('button', {name: 'Save'}).click();
      await form.getByRole('status').filter({hasText: 'Saved'}).waitFor();

      // A bare-metal command and the .env block.
      const shown = await codeOf(checks);
      assert.match(shown, /https:\/\/kublade\.acme\.test\/login/);
      assert.doesNotMatch(shown, /kublade\.example\.com/);
      const env = await codeOf(block(page, '.env (the values you must set)'));
      assert.match(env, /^APP_URL=https:\/\/kublade\.acme\.test$/m);
      assert.match(env, /^DB_HOST=mysql\.acme\.internal$/m);
      assert.match(env, /^REDIS_HOST=127\.0\.0\.1$/m, 'a value not given keeps its example');
      assert.match(await codeOf(block(page, 'Nginx server block for Kublade')), /server_name kublade\.acme\.test;/);

      // The copy button copies what the block shows.
      await checks.hover();
      await checks.getByRole('button', {name: 'Copy code to clipboard'}).click();
      await page.waitForFunction(async () => (await navigator.clipboard.readText()).includes('kublade.acme.test'));
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), shown);

      // What the browser stored: the values under one key, the token only in the tab's session.
      const stored = await page.evaluate(
        ([local, session]) => [localStorage.getItem(local), sessionStorage.getItem(session), localStorage.length],
        [installationStorageKeys.values, installationStorageKeys.token],
      );
      assert.deepEqual(JSON.parse(stored[0] as string), {
        'site-url': values.address,
        'db-host': values.dbHost,
        'project-id': values.projectId,
      });
      assert.equal(stored[1], values.token);
      assert.doesNotMatch(
        JSON.stringify(await page.evaluate(() => ({...localStorage}))),
        /eyJ/,
        'no token in localStorage',
      );

      // A cluster guide's curl, its login block and an embedded operation, on another page.
      await open(page, '/docs/clusters/create');
      const create = await codeOf(block(page, 'Insert the kubeconfig and create the cluster'));
      assert.match(create, /curl -sS -X POST "https:\/\/kublade\.acme\.test\/api\/projects\/\$PROJECT_ID\/clusters"/);
      assert.match(create, new RegExp(`Authorization: Bearer ${values.token}`));
      const login = await codeOf(block(page, 'Log in and keep the token'));
      assert.match(login, /^export KUBLADE=https:\/\/kublade\.acme\.test$/m);
      assert.match(login, new RegExp(`^export PROJECT_ID='${values.projectId}'$`, 'm'));
      const embedded = page.locator('[data-api-operation="getCluster"]');
      const sample = await codeOf(embedded);
      assert.match(
        sample,
        /--url "https:\/\/kublade\.acme\.test\/api\/projects\/\$PROJECT_ID\/clusters\/\$CLUSTER_ID"/,
      );
      assert.match(sample, new RegExp(`Bearer ${values.token}`));
      const embeddedBlock = embedded.locator('.theme-code-block');
      await embeddedBlock.hover();
      await embeddedBlock.getByRole('button', {name: 'Copy code to clipboard'}).click();
      await page.waitForFunction(async () => (await navigator.clipboard.readText()).includes('CLUSTER_ID'));
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), sample);

      // /api/: the address field and the samples, the token in them.
      await open(page, '/api/#operation/listTemplates');
      await page.locator('[data-api-static][data-interactive]').waitFor({state: 'attached'});
      assert.equal(await page.locator('#api-base-url').inputValue(), values.address);
      const op = page.locator('[id="operation/listTemplates"]');
      await revealApiArticle(op);
      // Read as the reader would, scrolled to: the form may have scrolled the sample out of view.
      const curl = () => textInView(op.getByRole('tabpanel').filter({visible: true}).locator('pre'));
      assert.match(await curl(), /'https:\/\/kublade\.acme\.test\/api\/templates\?type=application'/);
      assert.match(await curl(), new RegExp(`Bearer ${values.token}`));
      assert.doesNotMatch(await curl(), /YOUR_API_TOKEN|localhost/);

      // Clear, from /api/'s form: the examples are back, storage is empty.
      const apiForm = await openForm(page);
      assert.equal(await apiForm.getByLabel('Address of your installation').inputValue(), values.address);
      await apiForm.getByRole('button', {name: 'Clear'}).click();
      await apiForm.getByRole('status').filter({hasText: 'Cleared'}).waitFor();
      assert.match(await curl(), /'http:\/\/localhost\/api\/templates\?type=application'/);
      assert.match(await curl(), /Bearer YOUR_API_TOKEN/);
      assert.equal(
        await page.locator('#api-base-url').inputValue(),
        'http://localhost',
        'the field shows the default again',
      );
      assert.deepEqual(
        await page.evaluate(
          ([local, session]) => [localStorage.getItem(local), sessionStorage.getItem(session)],
          [installationStorageKeys.values, installationStorageKeys.token],
        ),
        [null, null],
      );
      await open(page, '/docs/installation/bare-metal');
      assert.match(await codeOf(checks), /https:\/\/kublade\.example\.com\/login/);
      assert.equal(await page.locator('[data-ph-filled]').count(), 0);
    } finally {
      await context.close();
    }
  });
}

test('on /api/, an address without a scheme is taken as https:// with a note, and the saved project ID and token reach every sample and "Try it"', async () => {
  const {context, page} = await newContext(desktop);
  try {
    await open(page, '/api/#operation/listClusters');
    await page.locator('[data-api-static][data-interactive]').waitFor({state: 'attached'});
    const form = await openForm(page);
    const address = form.getByLabel('Address of your installation');
    await address.fill('kublade.acme.test');
    await address.blur();
    assert.equal(await address.inputValue(), 'https://kublade.acme.test', 'the field shows what it took');
    assert.equal(await address.getAttribute('aria-invalid'), null);
    await form.getByText('Taken as https://kublade.acme.test. If your installation answers on plain HTTP').waitFor();
    await form.getByLabel('Project ID').fill(values.projectId);
    await form.getByLabel('API token').fill(values.token);
    await form.getByRole('button', {name: 'Save'}).click();
    await form.getByRole('status').filter({hasText: 'Saved'}).waitFor();
    await form.locator('xpath=ancestor::details').locator('summary').click();

    const op = page.locator('[id="operation/listClusters"]');
    await revealApiArticle(op);
    const sample = () => textInView(op.getByRole('tabpanel').filter({visible: true}).locator('pre'));
    for (const language of ['curl', 'JavaScript', 'Python', 'PHP']) {
      await op.getByRole('tab', {name: language}).click();
      await op.getByRole('tab', {name: language, selected: true}).waitFor();
      const shown = await sample();
      assert.match(
        shown,
        new RegExp(`https://kublade\\.acme\\.test/api/projects/${values.projectId}/clusters`),
        language,
      );
      assert.match(shown, new RegExp(values.token), language);
      assert.doesNotMatch(shown, /afac654b|YOUR_API_TOKEN/, language);
    }

    // "Try it" starts on the reader's installation, with their project ID and token.
    await op.locator('summary', {hasText: 'Try it'}).click();
    const projectId = op.getByLabel('project_id');
    await projectId.waitFor();
    assert.equal(await op.getByLabel('Address of your installation').inputValue(), 'https://kublade.acme.test');
    assert.equal(await projectId.inputValue(), values.projectId);
    await op.getByText('Your project ID, from “Your installation”.').waitFor();
    assert.equal(await op.getByLabel('Bearer token').inputValue(), values.token);
    // The sandbox knows only the description's records: its example takes the place, and comes back.
    await op.getByRole('radio', {name: /The sandbox in this page/}).check();
    assert.equal(await projectId.inputValue(), 'afac654b-3a9b-484f-93c4-1ca8630a55c2');
    await op.getByRole('radio', {name: 'Your installation'}).check();
    assert.equal(await projectId.inputValue(), values.projectId);

    // The page's own address field: a host alone is taken as https:// too, and says so.
    const field = page.locator('#api-base-url');
    await field.fill('kublade.other.test');
    await page.locator('#api-base-url-hint').filter({hasText: 'Taken as https://kublade.other.test.'}).waitFor();
    await op.getByRole('tab', {name: 'curl'}).click();
    assert.match(await sample(), /--url https:\/\/kublade\.other\.test\/api\/projects\//);
  } finally {
    await context.close();
  }
});

test('the address typed into /api/ shows in the docs too, and a value cleared there brings the example back', async () => {
  const {context, page} = await newContext(desktop);
  try {
    await open(page, '/api/');
    await page.locator('[data-api-static][data-interactive]').waitFor({state: 'attached'});
    await page.locator('#api-base-url').fill('https://kublade.acme.test');
    await open(page, '/docs/installation/kubernetes');
    assert.ok((await page.locator('[data-ph-filled]').count()) > 0);
    assert.doesNotMatch(
      await page
        .locator('main pre')
        // Blocks out of view are not drawn (custom.css), so innerText would miss them.
        .allTextContents()
        .then((texts) => texts.join('\n')),
      /kublade\.example\.com/,
    );
    const form = await openForm(page);
    assert.equal(await form.getByLabel('Address of your installation').inputValue(), 'https://kublade.acme.test');
    await form.getByRole('button', {name: 'Clear'}).click();
    assert.match(
      await page
        .locator('main pre')
        // Blocks out of view are not drawn (custom.css), so innerText would miss them.
        .allTextContents()
        .then((texts) => texts.join('\n')),
      /kublade\.example\.com/,
    );
  } finally {
    await context.close();
  }
});

for (const [device, viewport] of [
  ['desktop', desktop],
  ['390 px phone', mobile],
] as const) {
  test(`${device}: no layout shift when a page loads with stored values`, async () => {
    const {context, page} = await newContext(viewport);
    try {
      await context.addInitScript(
        ([key, stored]) => {
          localStorage.setItem(key, stored);
          const shifts: number[] = [];
          (window as unknown as {shifts: number[]}).shifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[])
              if (!entry.hadRecentInput) shifts.push(entry.value);
          }).observe({type: 'layout-shift', buffered: true});
        },
        [
          installationStorageKeys.values,
          JSON.stringify({
            'site-url': 'https://kublade.installation-with-a-longer-name.acme.test',
            'db-host': 'mysql.acme.internal',
            'db-name': 'kublade_production',
            'project-id': values.projectId,
            'git-host': 'gitlab.acme.test',
          }),
        ],
      );
      for (const path of ['/docs/installation/bare-metal', '/docs/clusters/create', '/docs/intro', '/api/']) {
        await open(page, path);
        // /api/'s samples are inserted as the reader nears them; its address field shows the value at once.
        if (path === '/api/')
          await page.waitForFunction(() =>
            document
              .querySelector<HTMLInputElement>('#api-base-url')
              ?.value.includes('installation-with-a-longer-name'),
          );
        else if (path !== '/docs/intro') await page.locator('[data-ph-filled]').first().waitFor({state: 'attached'});
        await pageIdle(page);
        const shifts = await page.evaluate(() => (window as unknown as {shifts: number[]}).shifts);
        assert.deepEqual(shifts, [], `${path}: layout shifts ${shifts.join(', ')}`);
        if (path !== '/docs/clusters/create')
          assert.equal(
            await page
              .locator('details[data-your-installation]')
              .evaluate((details) => (details as HTMLDetailsElement).open),
            false,
            `${path}: the disclosure is closed`,
          );
      }
    } finally {
      await context.close();
    }
  });
}

test('without JavaScript the pages show the examples and a closed disclosure', async () => {
  const context = await browser().newContext({javaScriptEnabled: false, viewport: desktop});
  try {
    const page = await context.newPage();
    for (const path of [
      '/docs/intro',
      '/docs/installation/bare-metal',
      '/docs/installation/docker',
      '/docs/installation/kubernetes',
      '/docs/installation/default-login',
      '/api/',
    ]) {
      await page.goto(baseUrl + path);
      const disclosure = page.locator('details[data-your-installation]');
      assert.equal(await disclosure.count(), 1, path);
      assert.equal(await disclosure.evaluate((details) => (details as HTMLDetailsElement).open), false, path);
    }
    await page.goto(`${baseUrl}/docs/installation/bare-metal`);
    assert.match(
      await codeOf(block(page, 'Checks that cover what /up does not')),
      /https:\/\/kublade\.example\.com\/login/,
    );
    const marks = await page
      .locator('[data-ph]')
      .evaluateAll((spans) => spans.map((span) => span.getAttribute('data-ph')));
    assert.ok(marks.includes('site-url') && marks.includes('site-host') && marks.includes('db-host'), marks.join(' '));
  } finally {
    await context.close();
  }
});

test('the Markdown copies keep the examples', async () => {
  for (const path of ['/docs/installation/bare-metal.md', '/docs/clusters/create.md']) {
    const text = await (await fetch(baseUrl + path)).text();
    assert.match(text, /kublade\.example\.com/, path);
    assert.doesNotMatch(text, /YourInstallation|data-ph/, path);
  }
});
