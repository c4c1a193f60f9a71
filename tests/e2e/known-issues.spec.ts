/**
 * The known-issues registry as a reader meets it: each entry on the docs pages and posts it names
 * (what you see and the workaround, the cause folded behind "Why", which opens in print and for find
 * in page; compact where the page gives the workaround itself), in the full list on the introduction,
 * grouped by area, where the sidebar and the "All known issues" links lead, and on /api/:
 * compact on the operations it touches (title, a sentence or two of what the reader sees, a link),
 * in full once in the page's "Known issues" section. Expectations come from src/data/knownIssues.ts itself.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {load} from 'cheerio';
import type {Page} from 'playwright-core';

import {knownIssuesSectionId} from '../../plugins/api-reference/constants';
import {knownIssueSummary} from '../../plugins/api-reference/knownIssueSummary';
import {
  knownIssueAnchor,
  knownIssueAreas,
  knownIssuesPage,
  knownIssuesSection,
  knownIssuesUrl,
  knownIssueUrl,
} from '../../src/data/knownIssueLinks';
import {knownIssues} from '../../src/data/knownIssues';
import {site} from '../../src/data/site';
import {
  baseUrl,
  desktop,
  mobile,
  openPage,
  textInView,
  revealApiArticle,
  setupBrowser,
  sharedTab,
  waitForHydration,
} from './support';

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

/** The compact forms' pointer to the page's own workaround (src/components/KnownIssue). */
const pointers = [
  'Given above on this page.',
  'Given below on this page.',
  'Shown in full with this issue above on this page.',
];
/** Text as the page renders it: code spans lose their backticks, runs of white space are one space. */
const flat = (text: string) => plain(text).replace(/\s+/g, ' ').trim();
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

describe('docs pages and posts show their entries', () => {
  // What the boxes say is text in the page as served, the same before and after hydration: read
  // from the HTML, every page in a second instead of a browser visit each. The links are followed
  // in a browser below.
  for (const path of pagesInRegistry) {
    test(path, async () => {
      const response = await fetch(baseUrl + path);
      assert.equal(response.status, 200, path);
      const $ = load(await response.text());
      const main = flat($('main').text());
      const expected = knownIssues.filter((entry) => entry.pages.includes(path));
      for (const entry of expected) {
        const boxes = $('.theme-admonition-warning')
          .toArray()
          .filter((box) => $(box).text().includes(titleOf(entry.title)));
        assert.ok(boxes.length >= 1, `${path} shows "${entry.title}"`);
        // Each entry in full once per page (the registry's cause and workaround), compact elsewhere.
        assert.ok(count(main, flat(entry.cause)) <= 1, `${entry.id}: its cause at most once on ${path}`);
        assert.ok(count(main, flat(entry.workaround)) <= 1, `${entry.id}: its workaround at most once on ${path}`);
        for (const element of boxes) {
          const box = $(element);
          const text = box.text();
          assert.ok(text.includes('What you see'), `${entry.id}: what the reader sees`);
          assert.ok(text.includes('Workaround'), `${entry.id}: the workaround, or where it is`);
          // Every box links its entry in the list, where "All known issues" lands.
          const hrefs = (selector: string) =>
            box
              .find(selector)
              .toArray()
              .map((link) => $(link).attr('href'));
          assert.deepEqual(
            hrefs(`a[href^="${knownIssuesPage}#"]`),
            [knownIssueUrl(entry.id)],
            `${entry.id}: the link to its entry`,
          );
          const sources = hrefs('a[href*="/blob/v"]');
          if (box.find('[data-known-issue-compact]').length > 0) {
            assert.ok(
              pointers.some((pointer) => text.includes(pointer)),
              `${entry.id}: says where the workaround is`,
            );
            assert.deepEqual(sources, [], `${entry.id}: compact, without the cause`);
          } else {
            assert.ok(flat(text).includes(flat(entry.workaround)), `${entry.id}: the workaround is shown`);
            assert.equal(box.find('details.known-issue-why').length, 1, `${entry.id}: Why folds`);
            assert.deepEqual(
              sources,
              entry.sourcePaths.map((p) => `${site.releaseRepositoryUrl}/blob/v${version}/${p}`),
              `${entry.id}: source links`,
            );
          }
        }
      }
    });
  }

  // A full box and a compact one, both on bare-metal: each link lands on its entry in the list.
  for (const [id, name] of [
    ['git-commit-skips-new-files', `All known issues in ${version}`],
    ['composer-no-dev-breaks-boot', 'Why, and the full entry'],
  ] as const) {
    test(`"${name}" leads to the entry in the full list`, async () => {
      const entry = knownIssues.find((candidate) => candidate.id === id)!;
      await open('/docs/installation/bare-metal');
      await waitForHydration(page);
      await page
        .locator('.theme-admonition-warning', {hasText: titleOf(entry.title)})
        .getByRole('link', {name})
        .click();
      await page.waitForURL((url) => url.pathname === knownIssuesPage);
      assert.equal(new URL(page.url()).hash, `#${knownIssueAnchor(entry.id)}`);
      const heading = page.locator(`[id="${knownIssueAnchor(entry.id)}"]`);
      await page.waitForFunction((anchor) => {
        const top = document.getElementById(anchor)?.getBoundingClientRect().top ?? -1;
        return top >= 0 && top < 200;
      }, knownIssueAnchor(entry.id));
      assert.equal(await heading.innerText(), plain(entry.title));
      // The entry the link leads to is opened: its workaround is on screen.
      await page
        .locator(`section[aria-labelledby="${knownIssueAnchor(entry.id)}"] details[data-known-issue-entry][open]`)
        .waitFor();
      assert.ok(flat(await textInView(heading.locator('xpath=ancestor::section[1]'))).includes(flat(entry.workaround)));
    });
  }
});

test('boxes drawn by client-side navigation fetch their entries and show them in full', async () => {
  // bare-metal's troubleshooting box; its page chunk carries no registry text, the page's file does.
  const entry = knownIssues.find((candidate) => candidate.id === 'git-commit-skips-new-files')!;
  const path = '/docs/installation/bare-metal';
  const {page: fresh, close} = await openPage(browser, '/docs/installation/docker');
  try {
    await waitForHydration(fresh);
    const files: string[] = [];
    fresh.on('request', (request) => {
      if (request.url().includes('/assets/known-issues/')) files.push(request.url());
    });
    await fresh.evaluate(() => ((window as unknown as {notReloaded: boolean}).notReloaded = true));
    await fresh.locator(`main article a[href="${path}"]`).first().click();
    await fresh.waitForURL((url) => url.pathname === path);
    // The address changes before the new page is drawn, and the docker page has the same box: wait
    // for bare-metal's heading, or the box found may be the one being left.
    await fresh.locator('main h1', {hasText: 'Install on bare metal'}).waitFor();
    const box = fresh.locator('.theme-admonition-warning', {hasText: titleOf(entry.title)});
    await box.waitFor();
    assert.equal(
      await fresh.evaluate(() => (window as unknown as {notReloaded?: boolean}).notReloaded),
      true,
      'client-side',
    );
    const text = flat(await textInView(box));
    assert.ok(text.includes('What you see') && text.includes(flat(entry.symptom)), 'what the reader sees');
    assert.ok(text.includes('Workaround') && text.includes(flat(entry.workaround)), 'the workaround');
    assert.equal(await box.locator('details.known-issue-why').count(), 1, 'Why folds');
    const wrappers = await fresh.locator('main [data-known-issue]').count();
    assert.ok(wrappers >= knownIssues.filter((candidate) => candidate.pages.includes(path)).length, 'every box');
    assert.equal(await fresh.locator('main [data-known-issue] .theme-admonition-warning').count(), wrappers, 'drawn');
    assert.equal(files.length, 1, 'one file for all the boxes of the page');

    await box.getByRole('link', {name: `All known issues in ${version}`}).click();
    await fresh.waitForURL((url) => url.pathname === knownIssuesPage);
    assert.equal(new URL(fresh.url()).hash, `#${knownIssueAnchor(entry.id)}`);
    await fresh.waitForFunction((anchor) => {
      const top = document.getElementById(anchor)?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 200;
    }, knownIssueAnchor(entry.id));
    assert.equal(await fresh.locator(`[id="${knownIssueAnchor(entry.id)}"]`).innerText(), plain(entry.title));
    // Reached by client-side navigation, the entries come from their file; the linked one opens.
    await fresh
      .locator(`section[aria-labelledby="${knownIssueAnchor(entry.id)}"] details[data-known-issue-entry][open]`)
      .waitFor();
  } finally {
    await close();
  }
});

test('a box whose workaround the step above gives shows what you see and where the workaround is', async () => {
  // Bare-metal step 3 installs with the development packages: the entry's workaround.
  const entry = knownIssues.find((candidate) => candidate.id === 'composer-no-dev-breaks-boot')!;
  await open('/docs/installation/bare-metal');
  const box = page.locator('.theme-admonition-warning', {hasText: titleOf(entry.title)});
  assert.equal(await box.count(), 1);
  assert.equal(await box.locator('[data-known-issue-compact]').count(), 1, 'compact');
  const text = flat(await textInView(box));
  assert.ok(text.includes(flat(entry.symptom)), 'what the reader sees');
  assert.ok(text.includes('Given above on this page.'), 'where the workaround is');
  assert.ok(!text.includes(flat(entry.workaround)), 'the workaround is not repeated');
  assert.equal(await box.locator('details').count(), 0, 'no cause in the compact form');
  const stepTop = await page
    .locator('h3', {hasText: '3. Install the PHP dependencies'})
    .evaluate((h) => h.getBoundingClientRect().top);
  const commandTop = await page
    .locator('pre', {hasText: 'composer install --optimize-autoloader'})
    .first()
    .evaluate((pre) => pre.getBoundingClientRect().top);
  const boxTop = await box.evaluate((element) => element.getBoundingClientRect().top);
  assert.ok(stepTop < commandTop && commandTop < boxTop, 'the step above carries the command');
});

describe('the cause folds behind "Why": closed on screen, open in print and for find in page', () => {
  // A full box in bare-metal's troubleshooting.
  const entry = knownIssues.find((candidate) => candidate.id === 'git-commit-skips-new-files')!;
  const path = '/docs/installation/bare-metal';
  const why = () =>
    page.locator('.theme-admonition-warning', {hasText: titleOf(entry.title)}).locator('details.known-issue-why');
  /** checkVisibility: a closed <details> hides what follows its summary with content-visibility. */
  const state = () =>
    why().evaluate((details: HTMLDetailsElement) => ({
      open: details.open,
      shown: details.querySelector('p')!.checkVisibility(),
      height: details.getBoundingClientRect().height,
      summary: details.querySelector('summary')!.getBoundingClientRect().height,
    }));

  for (const [name, viewport] of [
    ['1280 px', desktop],
    ['390 px', mobile],
  ] as const) {
    test(`${name}: closed on screen, open in print`, async () => {
      const {page: opened, close} = await openPage(browser, path, {viewport});
      page = opened;
      try {
        assert.equal(await why().count(), 1);
        // The box is far down the page: in view, as the reader who scrolled there sees it.
        assert.equal((await textInView(why().locator('summary'))).trim(), 'Why');
        const screen = await state();
        assert.equal(screen.open, false, 'closed');
        assert.equal(screen.shown, false, 'the cause is not shown');
        assert.ok(screen.height < screen.summary + 4, `only the summary takes room (${screen.height} px)`);
        await page.emulateMedia({media: 'print'});
        const print = await state();
        assert.equal(print.shown, true, 'the cause prints');
        assert.ok(print.height > print.summary + 20, `the cause takes room in print (${print.height} px)`);
        const printed = await why().evaluate((details) => (details as HTMLElement).innerText);
        assert.ok(flat(printed).includes(flat(entry.cause)), 'the whole cause prints');
      } finally {
        await close();
      }
    });
  }

  test('a text fragment of the cause opens it, as find in page does', async () => {
    // Chromium opens a closed <details> when find in page (Ctrl+F) or a text fragment matches inside
    // it. Find in page is browser UI that a test cannot drive, and window.find() matches the text
    // without opening the <details> (Chromium 156, tried); the text fragment goes through the same
    // reveal. What find in page needs from the page: a native <details>, its text in the document
    // while closed, nothing `hidden`. Words of the cause without code (`-` and `,` are syntax there).
    await open(path);
    const closed = await why().evaluate((details: HTMLDetailsElement) => ({
      open: details.open,
      text: details.querySelector('p')!.textContent ?? '',
      hidden: details.closest('[hidden]') !== null || details.querySelector('[hidden]') !== null,
    }));
    assert.equal(closed.open, false);
    assert.ok(flat(closed.text).includes(flat(entry.cause)), 'the cause is in the document while closed');
    assert.equal(closed.hidden, false, 'nothing around or inside it is hidden');
    const words = plain(entry.cause).split(/\s+/).slice(0, 6).join(' ');
    const {page: opened, close} = await openPage(browser, '', {viewport: mobile});
    page = opened;
    try {
      await page.goto(`${baseUrl}${path}#:~:text=${encodeURIComponent(words).replace(/-/g, '%2D')}`, {
        waitUntil: 'networkidle',
      });
      await waitForHydration(page);
      await page.waitForFunction(
        () => document.querySelector('.theme-admonition-warning details.known-issue-why[open]') !== null,
      );
      const after = await state();
      assert.equal(after.open, true, 'opened');
      assert.equal(after.shown, true, 'the cause is shown');
      const top = await why()
        .locator('p')
        .evaluate((p) => p.getBoundingClientRect().top);
      assert.ok(top >= 0 && top < mobile.height, `scrolled to the cause (top ${top})`);
    } finally {
      await close();
    }
  });
});

test("a text fragment of a folded entry's workaround opens the entry on the introduction, as find in page does", async () => {
  // As for "Why" above: the reveal of a text fragment is the one find in page uses.
  const entry = knownIssues.find((candidate) => candidate.id === 'git-commit-skips-new-files')!;
  const words = plain(entry.workaround).split(/\s+/).slice(0, 6).join(' ');
  const {page: opened, close} = await openPage(browser, '', {viewport: mobile});
  try {
    await opened.goto(`${baseUrl}${knownIssuesPage}#:~:text=${encodeURIComponent(words).replace(/-/g, '%2D')}`, {
      waitUntil: 'networkidle',
    });
    await waitForHydration(opened);
    const fold = opened.locator(
      `section[aria-labelledby="${knownIssueAnchor(entry.id)}"] details[data-known-issue-entry]`,
    );
    await opened.waitForFunction((element) => (element as HTMLDetailsElement).open, await fold.elementHandle());
    assert.equal(
      await opened.locator('details[data-known-issue-entry][open]').count(),
      1,
      'only the entry that matched is opened',
    );
  } finally {
    await close();
  }
});

test('the introduction lists every entry once, grouped by area, with versions and where it matters', async () => {
  await open(knownIssuesPage);
  const section = page.getByRole('heading', {name: `Known issues in ${version}`, level: 2});
  assert.ok(await section.isVisible());
  assert.equal(await section.getAttribute('id'), knownIssuesSection);
  // Area headings (h3) and entries (h4) in document order, from the section's heading on.
  const outline = await page.locator('.theme-doc-markdown').evaluate((root, sectionId) => {
    const start = document.getElementById(sectionId)!;
    return Array.from(root.querySelectorAll('h2, h3, h4'))
      .filter((h) => start.compareDocumentPosition(h) & Node.DOCUMENT_POSITION_FOLLOWING)
      .map((h) => ({level: h.tagName, id: h.id}));
  }, knownIssuesSection);
  const expected = knownIssueAreas.flatMap((area) => [
    {level: 'H3', id: area.anchor},
    ...knownIssues
      .filter((entry) => entry.area === area.id)
      .map((entry) => ({level: 'H4', id: knownIssueAnchor(entry.id)})),
  ]);
  assert.deepEqual(outline.slice(0, expected.length), expected);
  assert.equal(outline[expected.length]?.level, 'H2', 'the next section follows the list');
  // Folded to their titles on arrival, so that the list does not bury the introduction; a click on
  // a title opens its entry.
  const folds = page.locator('details[data-known-issue-entry]');
  assert.equal(await folds.count(), knownIssues.length);
  assert.deepEqual(
    await folds.evaluateAll((all) => all.filter((details) => (details as HTMLDetailsElement).open).length),
    0,
    'every entry folded',
  );
  for (const entry of knownIssues) {
    const entrySection = page.locator(`section[aria-labelledby="${knownIssueAnchor(entry.id)}"]`);
    await entrySection.locator(':scope > details > summary').click();
    assert.match(
      await textInView(entrySection),
      new RegExp(`Affects ${entry.affectedVersions.join(', ').replace(/\./g, '\\.')}`),
    );
    assert.equal(await entrySection.locator('details.known-issue-why').count(), 1, `${entry.id}: Why folds`);
  }
  const main = flat(await page.locator('main').evaluate((element) => element.textContent ?? ''));
  for (const entry of knownIssues) assert.equal(count(main, flat(entry.workaround)), 1, `${entry.id}: once`);
});

test('the list reaches the page as HTML, not as JavaScript, and works after client-side navigation', async () => {
  const scripts: string[] = [];
  const collect = async (response: {url(): string; text(): Promise<string>}) => {
    if (response.url().endsWith('.js')) scripts.push(await response.text().catch(() => ''));
  };
  // A fresh tab: the shared one has the site's scripts in its cache already.
  const {page: fresh, close} = await openPage(browser, '/docs/templates/use_blade');
  try {
    await waitForHydration(fresh);
    // The registry's text is in no script the site sends, while the box on this page sends its own entry.
    const onPage = new Set(
      knownIssues.filter((entry) => entry.pages.includes('/docs/templates/use_blade')).map((e) => e.id),
    );
    const elsewhere = knownIssues.find((entry) => !onPage.has(entry.id) && entry.workaround.length > 60)!;
    fresh.on('response', collect);
    const box = fresh.locator('.theme-admonition-warning').first();
    const link = box.locator(`a[href^="${knownIssuesPage}#"]`);
    const target = (await link.getAttribute('href'))!.split('#')[1];
    await fresh.evaluate(() => ((window as unknown as {notReloaded: boolean}).notReloaded = true));
    await link.click();
    const heading = fresh.locator(`[id="${target}"]`);
    await heading.waitFor();
    await fresh.waitForFunction((id) => {
      const box = document.getElementById(id)!.getBoundingClientRect();
      return box.top >= 0 && box.top < window.innerHeight;
    }, target);
    assert.equal(
      await fresh.evaluate(() => (window as unknown as {notReloaded?: boolean}).notReloaded),
      true,
      'client-side',
    );
    assert.equal(
      await fresh.locator('[data-known-issue-list] section[aria-labelledby^="known-issue-"]').count(),
      knownIssues.length,
      'every entry, fetched from the list files',
    );
    fresh.off('response', collect);
    assert.ok(scripts.length > 0, 'the introduction loaded its page chunk');
    for (const script of scripts)
      assert.ok(!script.includes(elsewhere.workaround.slice(0, 60)), 'no registry text in the scripts');

    // After a full load the list is the server's markup; its links still navigate inside the site.
    await fresh.goto(`${baseUrl}${knownIssuesPage}`, {waitUntil: 'load'});
    await waitForHydration(fresh);
    await fresh.evaluate(() => ((window as unknown as {notReloaded: boolean}).notReloaded = true));
    // The first entry that names a docs page, opened as a reader opens it.
    const first = fresh.locator('[data-known-issue-list] section', {has: fresh.locator('p a[href^="/docs/"]')}).first();
    await first.locator(':scope > details > summary').click();
    const where = first.locator('p a[href^="/docs/"]').first();
    const href = (await where.getAttribute('href'))!;
    await where.click();
    await fresh.waitForURL((url) => url.pathname === href);
    assert.equal(
      await fresh.evaluate(() => (window as unknown as {notReloaded?: boolean}).notReloaded),
      true,
      'client-side',
    );
  } finally {
    await close();
  }
});

test('the security page keeps only its security boxes and points at the list', async () => {
  const path = '/docs/project/SECURITY';
  await open(path);
  const shown = await page
    .locator('main .theme-admonition-warning')
    .evaluateAll((boxes) =>
      boxes.map((box) => box.querySelector('.admonitionHeading, [class*="admonitionHeading"]')?.textContent ?? ''),
    );
  const expected = knownIssues.filter((entry) => entry.pages.includes(path));
  assert.deepEqual(
    expected.map((entry) => entry.id).sort(),
    ['activity-log-exposes-password-hashes', 'update-answers-include-secrets'],
    'the registry names the two security defects for the page',
  );
  assert.deepEqual(
    shown.map((title) => title.trim()).sort(),
    expected.map((entry) => titleOf(entry.title)).sort(),
    'only those boxes',
  );
  assert.equal(await page.locator('main [id^="known-issue-"]').count(), 0, 'no list of entries');
  assert.ok(
    (await page.locator(`main a[href="${knownIssuesUrl}"]`).count()) >= 1,
    'a link to the list on the introduction',
  );
});

test('every link into the list, on every page of the site, lands on an existing anchor', async () => {
  const text = async (path: string) => {
    const response = await fetch(`${baseUrl}${path}`);
    assert.equal(response.status, 200, `${path} answers 200`);
    return response.text();
  };
  const $list = load(await text(knownIssuesPage));
  const anchors = new Set(
    $list('[id]')
      .map((_, element) => $list(element).attr('id'))
      .get(),
  );
  const sitemap = load(await text('/sitemap.xml'), {xml: true});
  const paths = sitemap('loc')
    .map((_, loc) => new URL(sitemap(loc).text()).pathname)
    .get();
  assert.ok(paths.includes(knownIssuesPage));
  const links: string[] = [];
  for (const path of paths) {
    const $ = load(await text(path));
    $('a[href]').each((_, link) => {
      const href = $(link).attr('href')!;
      const url = new URL(href, `${baseUrl}${path}`);
      if (url.origin === new URL(baseUrl).origin && url.pathname.replace(/\/$/, '') === knownIssuesPage && url.hash)
        links.push(`${path} → ${href}`);
      if (url.hash) {
        const id = decodeURIComponent(url.hash.slice(1));
        if (
          url.pathname.replace(/\/$/, '') === knownIssuesPage &&
          (id.startsWith('known-issue') || href.includes('known-issue'))
        )
          assert.ok(anchors.has(id), `${path}: ${href} lands on an existing anchor`);
      }
    });
    // "All known issues" and "Why, and the full entry" lead to the list, never to the security page.
    $('a')
      .filter((_, link) => /^(All known issues|Why, and the full entry)/.test($(link).text()))
      .each((_, link) => {
        const url = new URL($(link).attr('href')!, `${baseUrl}${path}`);
        assert.equal(url.pathname, knownIssuesPage, `${path}: "${$(link).text()}" leads to the list`);
        assert.ok(anchors.has(url.hash.slice(1)), `${path}: ${url.hash} exists`);
      });
  }
  const boxes = knownIssues.reduce((sum, entry) => sum + entry.pages.length, 0);
  assert.ok(links.length >= boxes, `links into the list: ${links.length} (at least one per box, ${boxes})`);
});

test('the sidebar leads to the grouped list, on a desktop and on a phone', async () => {
  for (const viewport of [desktop, mobile]) {
    const {page: opened, close} = await openPage(browser, '/docs/prerequisites', {viewport});
    page = opened;
    try {
      await waitForHydration(page);
      if (viewport === mobile) await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      await page
        .getByRole('link', {name: `Known issues in ${version}`, exact: true})
        .filter({visible: true})
        .first()
        .click();
      await page.waitForURL((url) => `${url.pathname}${url.hash}` === knownIssuesUrl);
      const heading = page.locator(`[id="${knownIssuesSection}"]`);
      await page.waitForFunction((id) => {
        const top = document.getElementById(id)?.getBoundingClientRect().top ?? -1;
        return top >= 0 && top < 200;
      }, knownIssuesSection);
      assert.ok(await heading.isVisible(), `the list's heading is in view at ${viewport.width} px`);
      const groups = await page.locator('.theme-doc-markdown h3').evaluateAll((list) => list.map((h) => h.id));
      for (const area of knownIssueAreas) assert.ok(groups.includes(area.anchor), `${area.title} is a group`);
    } finally {
      await close();
    }
  }
});

/** The entries /api/ shows: those that touch an operation. */
const apiEntries = knownIssues.filter((entry) => entry.operations.length > 0);
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
  // Every operation's badge, note and link, read from the HTML as served: an operation's details
  // come in only as the reader nears them (they wait in a <noscript>, read here as markup), and a
  // check of what is in them needs no walk down 75 operations. One is brought into view drawn.
  const $ = load(await (await fetch(`${baseUrl}/api/`)).text(), {scriptingEnabled: false});
  const flagged = new Set(knownIssues.flatMap((entry) => entry.operations));
  for (const article of $('article[id^="operation/"]').toArray()) {
    const id = $(article).attr('id')!.slice('operation/'.length);
    const badges = $(article)
      .find('.badge')
      .filter((_, badge) => $(badge).text().includes('Known issue'));
    const entries = knownIssues.filter((entry) => entry.operations.includes(id));
    assert.equal(badges.length, flagged.has(id) ? 1 : 0, `${id}: ${flagged.has(id) ? 'a' : 'no'} badge`);
    if (flagged.has(id)) assert.equal(badges.text().trim(), `Known issue in ${version}`, `${id}: badge`);
    for (const entry of entries) {
      const notes = $(article).find(`[role="note"][aria-label="${titleOf(entry.title)}"]`);
      assert.equal(notes.length, 1, `${id}: note for ${entry.id}`);
      assert.equal(
        notes.find(`a[href="#${knownIssueAnchor(entry.id)}"]`).attr('aria-label'),
        `Cause and workaround: ${plain(entry.title)}`,
        `${id}: link to ${entry.id}`,
      );
    }
  }

  await open('/api/');
  await waitForHydration(page);
  const createTemplate = page.locator('[id="operation/createTemplate"]');
  await revealApiArticle(createTemplate);
  assert.ok(
    await createTemplate.locator('.badge', {hasText: `Known issue in ${version}`}).isVisible(),
    'createTemplate: badge shown',
  );
  const entry = knownIssues.find((candidate) => candidate.id === 'templates-api-500')!;
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
