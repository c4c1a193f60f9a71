/**
 * The template playground on /docs/templates/use_blade (issue 44): opened by its button or by an
 * example's "Open in the playground" link, it renders as the reader types, shows Blade and schema
 * errors where they arise, shares a template as a link, and works by keyboard and on a phone. Its
 * code is loaded only when it is opened.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Locator, Page} from 'playwright-core';

import {axe, desktop, mobile, openPage, setupBrowser, waitForHydration} from './support';

const browser = setupBrowser();
const path = '/docs/templates/use_blade';

const playground = (page: Page) => page.locator('#playground');
const templateField = (page: Page) => page.getByLabel('Template file (Blade)');
const output = (page: Page) => page.getByLabel('The file Kublade writes');

/** Clicks the page's "Open the playground" once it has hydrated, and waits for the editor. */
async function openPlayground(page: Page): Promise<void> {
  await waitForHydration(page);
  await playground(page).getByRole('button', {name: 'Open the playground'}).click();
  await templateField(page).waitFor();
}

/** Replaces a field's text as a reader would: select all, then type. */
async function retype(field: Locator, text: string): Promise<void> {
  await field.focus();
  await field.press('ControlOrMeta+a');
  await field.pressSequentially(text);
}

/** Waits until the rendered file holds `text`. */
async function outputHas(page: Page, text: string): Promise<string> {
  await page.waitForFunction(
    (expected) => document.querySelector('[aria-label="The file Kublade writes"]')?.textContent?.includes(expected),
    text,
  );
  return (await output(page).textContent()) ?? '';
}

test('the playground loads its code only when opened, and renders the worked example as the page shows it', async () => {
  const {page, close} = await openPage(browser, path, {viewport: desktop});
  try {
    await waitForHydration(page);
    const scripts = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    const before = await scripts();
    assert.ok(
      !before.some((url) => url.includes('playground-examples')),
      'the examples are not fetched before opening',
    );
    const button = playground(page).getByRole('button', {name: 'Open the playground'});
    await button.scrollIntoViewIfNeeded();
    await button.click();
    await templateField(page).waitFor();
    const after = await scripts();
    assert.ok(after.length > before.length, 'opening loads the playground');
    const file = await outputHas(page, 'kind: Deployment');
    // The page's own rendered deployment.yaml (hello-web) is what the playground writes too.
    const shown = await page
      .locator('.theme-code-block')
      .filter({hasText: 'deployment.yaml (rendered)'})
      .locator('pre > code')
      .first()
      .evaluate((code) => Array.from(code.querySelectorAll('.token-line'), (line) => line.textContent).join('\n'));
    assert.equal(file.trim(), shown.trim());
    // The schema check answers after the file is written (it loads the schema first).
    await playground(page).getByText('Valid apps/v1/Deployment for the Kubernetes 1.36 API schema').waitFor();
  } finally {
    await close();
  }
});

test('typing changes the file; a quoted number and a misspelt field are schema errors; an unknown variable is a Blade error at its line', async () => {
  const {page, close} = await openPage(browser, path, {viewport: desktop});
  try {
    await openPlayground(page);
    await retype(
      templateField(page),
      "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: {{ $data['name'] }}\nspec:\n  replicas: \"{{ $data['replicas'] }}\"\n  selector:\n    matchLabels:\n      app: web\n  template:\n    metadata:\n      labels:\n        app: web\n    spec:\n      containers:\n        - name: web\n          image: nginx\n          imagePullPolice: Always\n",
    );
    // A field value typed into $data: the file follows.
    await retype(page.getByLabel('$data: field values by key (JSON)'), '{"name": "shop", "replicas": "3"}');
    const file = await outputHas(page, 'name: shop');
    assert.match(file, /replicas: '3'/);
    const schema = playground(page).getByRole('alert');
    await schema.filter({hasText: 'spec.replicas'}).waitFor();
    assert.match((await schema.textContent()) ?? '', /spec\.replicas\s*must be integer/);
    assert.match(
      (await schema.textContent()) ?? '',
      /spec\.template\.spec\.containers\.0\.imagePullPolice\s*is not a field of Container/,
    );

    await retype(
      templateField(page),
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\ndata:\n  a: {{ $nope }}\n',
    );
    const problem = playground(page).getByRole('alert').filter({hasText: 'Blade fails'});
    await problem.waitFor();
    assert.match((await problem.textContent()) ?? '', /at line 6 of the template: Undefined variable \$nope/);
    assert.match((await problem.textContent()) ?? '', /6: {3}a: \{\{ \$nope \}\}/);
    assert.equal(
      await playground(page)
        .getByRole('listitem')
        .filter({hasText: 'Blade renders the template'})
        .getAttribute('data-state'),
      'failed',
    );

    // Blade runs; what Symfony reads of a lone "-" the playground cannot tell: the YAML step stops,
    // at a line of Blade's output.
    await retype(templateField(page), '{{-- a comment line --}}\nkind: x\nk: -\n');
    const stop = playground(page).getByRole('alert').filter({hasText: 'cannot render'});
    await stop.waitFor();
    assert.match((await stop.textContent()) ?? '', /at line 2 of the output: .*2: k: -/);
    const stepState = (name: string) =>
      playground(page).getByRole('listitem').filter({hasText: name}).getAttribute('data-state');
    assert.equal(await stepState('Blade renders the template'), 'done');
    assert.equal(await stepState('Symfony YAML reads the output'), 'failed');
  } finally {
    await close();
  }
});

test('an example link opens the playground with that example; Copy link shares it through the fragment', async () => {
  const {page, context, close} = await openPage(browser, '/docs/templates/use_ports', {viewport: desktop});
  try {
    await waitForHydration(page);
    const link = page.getByRole('link', {name: 'Open in the playground'}).first();
    const href = (await link.getAttribute('href')) ?? '';
    assert.match(href, /^\/docs\/templates\/use_blade#playground-example=docs\/templates\/use_ports\//);
    await link.click();
    await page.waitForURL(/use_blade#playground-example=/);
    await templateField(page).waitFor();
    const template = await templateField(page).inputValue();
    assert.match(template, /\$portClaims/);

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await playground(page).getByRole('button', {name: 'Copy link'}).click();
    await page.waitForURL(/#playground=/);
    const shared = page.url();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), shared);
    const other = await context.newPage();
    await other.goto(shared);
    await waitForHydration(other);
    await templateField(other).waitFor();
    assert.equal(await templateField(other).inputValue(), template);
    await other.close();
  } finally {
    await close();
  }
});

test('by keyboard: Enter on the button opens it with the template focused, typing renders, Tab moves on', async () => {
  const {page, close} = await openPage(browser, path, {viewport: desktop});
  try {
    await waitForHydration(page);
    const button = playground(page).getByRole('button', {name: 'Open the playground'});
    await button.focus();
    await page.keyboard.press('Enter');
    await templateField(page).waitFor();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('id') ?? '');
    assert.equal(await focused(), await templateField(page).getAttribute('id'), 'the opened playground has the focus');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('kind: ConfigMap\napiVersion: v1\nmetadata:\n  name: k\n');
    await outputHas(page, 'name: k');
    // Tab leaves the template (no trap) for the next field.
    await page.keyboard.press('Tab');
    assert.notEqual(await focused(), await templateField(page).getAttribute('id'));
  } finally {
    await close();
  }
});

test('on a 390 px phone the playground fits the screen and renders; printed, it keeps the file and drops its buttons', async () => {
  const {page, close} = await openPage(browser, path, {viewport: mobile});
  try {
    await openPlayground(page);
    await outputHas(page, 'kind: Deployment');
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      view: window.innerWidth,
      fields: Array.from(document.querySelectorAll('#playground textarea, #playground input, #playground pre'), (e) =>
        Math.round(e.getBoundingClientRect().right),
      ),
    }));
    assert.ok(widths.page <= widths.view, `the page scrolls sideways: ${widths.page} > ${widths.view}`);
    for (const right of widths.fields) assert.ok(right <= widths.view, `a field ends at ${right} px, past the screen`);

    // Printed, the file and the template stay; the buttons, which do nothing on paper, go.
    await page.emulateMedia({media: 'print'});
    assert.equal(await playground(page).getByRole('button', {name: 'Copy link'}).isVisible(), false);
    assert.equal(await output(page).isVisible(), true);
    assert.equal(await templateField(page).isVisible(), true);
  } finally {
    await close();
  }
});

test('axe finds no violation in the opened playground, with an error and schema problems shown, at desktop and phone width', async () => {
  const {page, close} = await openPage(browser, path, {viewport: desktop});
  try {
    await openPlayground(page);
    await retype(templateField(page), 'apiVersion: v1\nkind: Service\nmetadata:\n  name: s\nspec:\n  typo: 1\n');
    await playground(page)
      .getByText(/typo\s*is not a field of ServiceSpec/)
      .waitFor();
    const violations = async () =>
      (await axe(page).include('#playground').analyze()).violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    assert.deepEqual(await violations(), []);
    await retype(templateField(page), 'a: {{ $nope }}\n');
    await playground(page).getByRole('alert').filter({hasText: 'Blade fails'}).waitFor();
    await page.setViewportSize(mobile);
    assert.deepEqual(await violations(), []);
  } finally {
    await close();
  }
});
