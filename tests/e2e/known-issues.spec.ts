/**
 * The known-issues registry as a reader meets it: each entry on the docs pages and posts it names,
 * on the API operations it touches, and in the full list on the security page, where the
 * "All known issues" links land. Expectations come from src/data/knownIssues.ts itself.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import type {Page} from 'playwright-core';

import {knownIssueAnchor, knownIssuesPage} from '../../src/data/knownIssueLinks';
import {knownIssues} from '../../src/data/knownIssues';
import {site} from '../../src/data/site';
import {revealApiArticle, setupBrowser, sharedTab, waitForHydration} from './support';

const browser = setupBrowser();
const {version} = site.currentRelease;
const tab = sharedTab(browser);
let page: Page;

async function open(path: string): Promise<void> {
  page = await tab.open(path);
}

/** The title as a reader sees it: backticks mark code, they are not shown. */
const plain = (text: string) => text.replace(/`/g, '');
const titleOf = (title: string) => `Known issue in ${version}: ${plain(title)}`;
const pagesInRegistry = [...new Set(knownIssues.flatMap((entry) => entry.pages))].sort();

describe('docs pages and posts show their entries', () => {
  for (const path of pagesInRegistry) {
    test(path, async () => {
      await open(path);
      const expected = knownIssues.filter((entry) => entry.pages.includes(path));
      for (const entry of expected) {
        const box = page.locator('.theme-admonition-warning', {hasText: titleOf(entry.title)});
        assert.ok((await box.count()) >= 1, `${path} shows "${entry.title}"`);
        const text = await box.first().innerText();
        assert.ok(text.includes('Workaround'), `${entry.id}: the workaround is shown`);
        const sources = await box
          .first()
          .locator('a[href*="/blob/v"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        assert.deepEqual(
          sources,
          entry.sourcePaths.map((p) => `${site.releaseRepositoryUrl}/blob/v${version}/${p}`),
          `${entry.id}: source links`,
        );
      }
    });
  }

  test('"All known issues" leads to the entry in the full list', async () => {
    const [entry] = knownIssues;
    await open(entry.pages[0]);
    await waitForHydration(page);
    const box = page.locator('.theme-admonition-warning', {hasText: titleOf(entry.title)}).first();
    await box.getByRole('link', {name: `All known issues in ${version}`}).click();
    await page.waitForURL((url) => url.pathname === knownIssuesPage);
    assert.equal(new URL(page.url()).hash, `#${knownIssueAnchor(entry.id)}`);
    const heading = page.locator(`[id="${knownIssueAnchor(entry.id)}"]`);
    assert.equal(await heading.innerText(), plain(entry.title));
    assert.ok(await heading.isVisible());
  });
});

test('the security page lists every entry once, with versions and where it matters', async () => {
  await open(knownIssuesPage);
  assert.ok(await page.getByRole('heading', {name: `Known issues in ${version}`, level: 2}).isVisible());
  const headings = await page.locator('[id^="known-issue-"]').evaluateAll((list) => list.map((h) => h.id));
  assert.deepEqual(
    headings,
    knownIssues.map((entry) => knownIssueAnchor(entry.id)),
  );
  for (const entry of knownIssues) {
    const section = page.locator(`section[aria-labelledby="${knownIssueAnchor(entry.id)}"]`);
    assert.match(
      await section.innerText(),
      new RegExp(`Affects ${entry.affectedVersions.join(', ').replace(/\./g, '\\.')}`),
    );
  }
});

test('/api/ shows each entry on the operations it touches', async () => {
  await open('/api/');
  for (const entry of knownIssues) {
    for (const id of entry.operations) {
      const operation = page.locator(`[id="operation/${id}"]`);
      await revealApiArticle(operation);
      assert.ok(await operation.locator('.badge', {hasText: `Known issue in ${version}`}).isVisible(), `${id}: badge`);
      const note = operation.locator('[role="note"]', {hasText: titleOf(entry.title)});
      assert.equal(await note.count(), 1, `${id}: note for ${entry.id}`);
    }
  }
  const flagged = new Set(knownIssues.flatMap((entry) => entry.operations));
  const unflagged = await page
    .locator('article[id^="operation/"]')
    .evaluateAll((list) => list.map((article) => article.id.slice('operation/'.length)));
  for (const id of unflagged.filter((op) => !flagged.has(op))) {
    assert.equal(
      await page.locator(`[id="operation/${id}"] .badge`, {hasText: 'Known issue'}).count(),
      0,
      `${id} has no entry, so no badge`,
    );
  }
});
