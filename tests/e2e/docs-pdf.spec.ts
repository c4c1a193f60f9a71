/**
 * The documentation as one PDF (src/data/docsPdf.ts, written into the build by scripts/deliver.mjs):
 * the intro, the installation category page and the page actions link it, and the link gets the
 * file. Its content is checked by tests/unit/lib/docsPdf.test.ts; nginx's answer by serving.spec.ts.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Page} from 'playwright-core';

import {docsPdf} from '../../src/data/docsPdf';
import {baseUrl, openPage, setupBrowser, textInView, waitForHydration} from './support';

const browser = setupBrowser();

/** The link's target answers 200 with a PDF, to HEAD and to GET. */
async function assertPdf(page: Page, href: string | null, where: string): Promise<void> {
  assert.equal(href, docsPdf.path, `${where}: links ${docsPdf.path}`);
  const url = new URL(href ?? '', baseUrl).href;
  const head = await page.request.head(url);
  assert.equal(head.status(), 200, `${where}: HEAD ${href}`);
  assert.equal(head.headers()['content-type'], 'application/pdf', `${where}: HEAD content type`);
  const get = await page.request.get(url);
  assert.equal(get.status(), 200, `${where}: GET ${href}`);
  assert.equal(get.headers()['content-type'], 'application/pdf', `${where}: GET content type`);
  assert.equal((await get.body()).subarray(0, 5).toString('latin1'), '%PDF-', `${where}: the body is a PDF`);
}

test('the intro and the installation category page link the PDF, which answers as one', async () => {
  for (const path of ['/docs/intro', '/docs/category/installation']) {
    const {page, close, consoleErrors} = await openPage(browser, path);
    try {
      const link = page.locator('main .theme-doc-markdown a[data-docs-pdf], main [data-offline-docs] a[data-docs-pdf]');
      assert.equal(await link.count(), 1, `${path}: one PDF link in the content`);
      assert.ok(await link.isVisible(), `${path}: the link is shown`);
      assert.match(await textInView(link), new RegExp(`${docsPdf.title.replace(/\./g, '\\.')} \\(PDF\\)`));
      await assertPdf(page, await link.getAttribute('href'), path);
      assert.deepEqual(consoleErrors, []);
    } finally {
      await close();
    }
  }
});

test('the installation category page says where to get the docs inside a private network', async () => {
  const {page, close} = await openPage(browser, '/docs/category/installation');
  try {
    const note = page.locator('main [data-offline-docs]');
    const text = (await note.innerText()).replace(/\s+/g, ' ');
    assert.match(text, /deploy\/Dockerfile/);
    assert.match(text, /port 8080/);
    // Below the introduction, above the cards.
    const order = await page.evaluate(() => {
      const header = document.querySelector('main header');
      const noteElement = document.querySelector('main [data-offline-docs]');
      const cards = document.querySelector('main article');
      return Boolean(
        header &&
        noteElement &&
        cards &&
        header.compareDocumentPosition(noteElement) & Node.DOCUMENT_POSITION_FOLLOWING &&
        noteElement.compareDocumentPosition(cards) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
    });
    assert.ok(order, 'between the introduction and the cards');
  } finally {
    await close();
  }
});

test("the docs' page actions offer the PDF", async () => {
  for (const path of ['/docs/projects', '/docs/installation/bare-metal']) {
    const {page, close} = await openPage(browser, path);
    try {
      await waitForHydration(page);
      await page.locator('summary', {hasText: 'Page actions'}).click();
      const link = page.locator('details[data-page-actions]').getByRole('link', {name: docsPdf.label});
      assert.ok(await link.isVisible(), `${path}: "${docsPdf.label}" is in the open menu`);
      await assertPdf(page, await link.getAttribute('href'), `${path} page actions`);
    } finally {
      await close();
    }
  }
});
