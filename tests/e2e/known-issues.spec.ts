/**
 * The known-issues registry as a reader meets it: each entry on the docs pages and posts it names,
 * in the full list on the security page, where the "All known issues" links land, and on /api/:
 * compact on the operations it touches (title, a sentence or two of what the reader sees, a link),
 * in full once in the page's "Known issues" section. Expectations come from src/data/knownIssues.ts itself.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {load} from 'cheerio';
import type {Page} from 'playwright-core';

import {knownIssuesSectionId} from '../../plugins/api-reference/constants';
import {knownIssueSummary} from '../../plugins/api-reference/knownIssueSummary';
import {knownIssueAnchor, knownIssuesPage} from '../../src/data/knownIssueLinks';
import {knownIssues} from '../../src/data/knownIssues';
import {site} from '../../src/data/site';
import {baseUrl, revealApiArticle, setupBrowser, sharedTab, waitForHydration} from './support';

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

/** The entries /api/ shows: those that touch an operation. */
const apiEntries = knownIssues.filter((entry) => entry.operations.length > 0);
/** Text as the page renders it: code spans lose their backticks, runs of white space are one space. */
const flat = (text: string) => plain(text).replace(/\s+/g, ' ').trim();
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

test('/api/ holds each full entry once and only the compact form on the operations, without JavaScript too', async () => {
  // Without scripting the details left in <noscript> (ApiDeferred) are markup: the whole page as printed.
  const $ = load(await (await fetch(`${baseUrl}/api/`)).text(), {scriptingEnabled: false});
  const main = flat($('main').text());
  const section = $(`section[aria-labelledby="${knownIssuesSectionId}"]`);
  assert.equal(section.length, 1, 'one "Known issues" section');
  assert.equal(count(main, 'What you see'), apiEntries.length, '"What you see" once per entry');
  for (const entry of apiEntries) {
    for (const [part, text] of [
      ['symptom', entry.symptom],
      ['cause', entry.cause],
      ['workaround', entry.workaround],
    ]) {
      assert.equal(count(flat(section.text()), flat(text)), 1, `${entry.id}: its ${part} in the section`);
      if (part !== 'symptom') assert.equal(count(main, flat(text)), 1, `${entry.id}: its ${part} once on /api/`);
    }
    const operations = section
      .find(`[id="${knownIssueAnchor(entry.id)}"] a[href^="#operation/"]`)
      .map((_, link) => $(link).attr('href')!.slice('#operation/'.length))
      .get();
    assert.deepEqual(operations.sort(), [...entry.operations].sort(), `${entry.id}: the operations it touches`);
  }
  // An operation carries, per entry, its title, a sentence or two of what the reader sees, and the link.
  for (const article of $('article[id^="operation/"]').toArray()) {
    const id = article.attribs.id.slice('operation/'.length);
    const notes = $(article).find('[role="note"]');
    const expected = apiEntries.filter((entry) => entry.operations.includes(id));
    assert.equal(notes.length, expected.length, `${id}: one note per entry`);
    const [method, path] = [
      $(article).find('[class*="method"]').first().text(),
      $(article).find('code').first().text(),
    ];
    expected.forEach((entry, index) => {
      const note = notes.eq(index);
      const summary = knownIssueSummary(entry, {id, method, path});
      assert.equal(
        flat(
          note
            .find('p')
            .map((_, paragraph) => $(paragraph).text())
            .get()
            .join(' '),
        ),
        flat(`${titleOf(entry.title)} ${summary} Cause and workaround`),
        `${id}: the compact form of ${entry.id}, nothing more`,
      );
      assert.equal(note.find('a').attr('href'), `#${knownIssueAnchor(entry.id)}`, `${id}: links ${entry.id}`);
    });
  }
});

test('/api/ names each entry on the operations it touches, and the link leads to the full entry', async () => {
  await open('/api/');
  for (const entry of knownIssues) {
    for (const id of entry.operations) {
      const operation = page.locator(`[id="operation/${id}"]`);
      await revealApiArticle(operation);
      assert.ok(await operation.locator('.badge', {hasText: `Known issue in ${version}`}).isVisible(), `${id}: badge`);
      const note = operation.locator('[role="note"]', {hasText: titleOf(entry.title)});
      assert.equal(await note.count(), 1, `${id}: note for ${entry.id}`);
      assert.ok(
        await note.getByRole('link', {name: `Cause and workaround: ${plain(entry.title)}`}).isVisible(),
        `${id}: link to ${entry.id}`,
      );
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

  const entry = knownIssues.find((candidate) => candidate.id === 'templates-api-500')!;
  await waitForHydration(page);
  await page
    .locator('[id="operation/createTemplate"] [role="note"]', {hasText: titleOf(entry.title)})
    .getByRole('link')
    .click();
  await page.waitForURL((url) => url.hash === `#${knownIssueAnchor(entry.id)}`);
  const full = page.locator(`article[id="${knownIssueAnchor(entry.id)}"]`);
  await revealApiArticle(full);
  const top = await full.evaluate((article) => article.getBoundingClientRect().top);
  assert.ok(top >= 0 && top < 200, `the entry is in view (top ${top})`);
  const text = await full.innerText();
  for (const label of ['What you see', 'Why', 'Workaround']) assert.ok(text.includes(label), `${entry.id}: ${label}`);
  assert.equal(await full.locator('a[href^="#operation/"]').count(), entry.operations.length, 'its operations, linked');
  const nav = page.getByRole('navigation', {name: 'API operations'});
  assert.equal(
    await nav
      .getByRole('link', {name: new RegExp(`^Known issues in ${version.replace(/\./g, '\\.')}`)})
      .getAttribute('href'),
    `#${knownIssuesSectionId}`,
    'the side list links the section',
  );
});
