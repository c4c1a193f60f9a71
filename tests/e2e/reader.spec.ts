/**
 * What the docs give readers and their assistants: page actions (Markdown copy, assistants),
 * Markdown copies of every page and their negotiation through the production nginx configuration,
 * edit, last-updated and report links, the sources a page rests on, glossary terms, the releases
 * feed and print styles.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';
import {load} from 'cheerio';
import {XMLParser} from 'fast-xml-parser';
import type {Page} from 'playwright-core';

import {releaseOfHeading} from '../../lib/changelog';
import {startNginx} from '../../lib/nginx.mjs';
import {contentPages} from '../../lib/pageSources.mjs';
import {pageSources, sourcesMarkdown} from '../../src/data/pageSources';
import {platformFileUrl, site} from '../../src/data/site';
import {baseUrl, mobile, openPage, setupBrowser, waitForHydration} from './support';

const buildDir = process.env.E2E_BUILD_DIR ?? join(import.meta.dirname, '../../build');
const browser = setupBrowser();
const docPage = '/docs/intro';
const postPage = '/blog/port-claims-explained';

async function fetchText(
  path: string,
  headers: Record<string, string> = {},
): Promise<{response: Response; body: string}> {
  const response = await fetch(baseUrl + path, {headers, redirect: 'manual'});
  assert.equal(response.status, 200, `${path} answers ${response.status}`);
  return {response, body: await response.text()};
}

/** Tabs forward until the element matching the selector has focus (a reader's keyboard path). */
async function tabTo(page: Page, selector: string, limit = 400): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
  }
  assert.fail(`${selector} is not reachable with Tab`);
}

describe('page actions', () => {
  for (const path of [docPage, postPage]) {
    test(`${path}: keyboard opens the menu; copy puts the .md file on the clipboard`, async () => {
      const {page, context, foreignRequests, close} = await openPage(browser, path);
      try {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: new URL(baseUrl).origin});
        await waitForHydration(page);
        const toggle = page.locator('summary', {hasText: 'Page actions'});
        assert.equal(await toggle.count(), 1, 'one menu');
        const copyButton = page.getByRole('button', {name: 'Copy page as Markdown'});
        assert.equal(await copyButton.isVisible(), false, 'closed at first');
        await tabTo(page, 'summary');
        await page.keyboard.press('Enter');
        assert.ok(await copyButton.isVisible(), 'Enter opens the menu');
        await page.keyboard.press('Tab');
        assert.ok(
          await copyButton.evaluate((element) => element === document.activeElement),
          'Tab reaches the first action',
        );
        await page.keyboard.press('Enter');
        await page.getByRole('status').filter({hasText: 'Copied to the clipboard.'}).waitFor();
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        const {body: markdown} = await fetchText(`${path}.md`);
        assert.equal(copied, markdown, 'the clipboard holds the Markdown copy');

        const view = page.getByRole('link', {name: 'View as Markdown'});
        assert.equal(await view.getAttribute('href'), `${path}.md`);
        for (const [name, host] of [
          ['Open in ChatGPT', 'chatgpt.com'],
          ['Open in Claude', 'claude.ai'],
        ]) {
          const href = (await page.getByRole('link', {name}).getAttribute('href')) ?? '';
          const target = new URL(href);
          assert.equal(target.hostname, host);
          assert.ok(target.searchParams.get('q')?.includes(`${site.url}${path}`), `${name} carries the page URL`);
        }
        await page.keyboard.press('Escape');
        assert.equal(await copyButton.isVisible(), false, 'Escape closes the menu');
        assert.ok(
          await toggle.evaluate((element) => element === document.activeElement),
          'focus returns to the toggle',
        );
        await page.keyboard.press('Enter');
        // Past every action of the menu (each link and the copy button), then one more.
        const actions = await page.locator('details[data-page-actions] :is(a, button)').count();
        for (let step = 0; step <= actions; step += 1) await page.keyboard.press('Tab');
        assert.equal(await copyButton.isVisible(), false, 'tabbing out of the menu closes it');
        assert.deepEqual(foreignRequests, [], 'nothing contacts another host');
      } finally {
        await close();
      }
    });
  }

  test('opening the menu moves nothing on the page', async () => {
    const {page, close} = await openPage(browser, docPage);
    try {
      await waitForHydration(page);
      const heading = page.locator('h1').first();
      const before = await heading.boundingBox();
      await page.locator('summary', {hasText: 'Page actions'}).click();
      assert.deepEqual(await heading.boundingBox(), before);
    } finally {
      await close();
    }
  });
});

describe('Markdown for every page', () => {
  const pages = [
    docPage,
    postPage,
    '/',
    '/why-kublade',
    '/enterprise-support',
    '/legal-disclosure',
    '/privacy-policy',
    '/docs/category/templates',
  ];

  test('each page links its Markdown copy, which starts with the page title', async () => {
    for (const path of pages) {
      const $ = load((await fetchText(path)).body);
      const href = $('link[rel="alternate"][type="text/markdown"]').attr('href');
      assert.equal(href, path === '/' ? '/index.md' : `${path}.md`, `${path} links its copy`);
      const {response, body} = await fetchText(href);
      assert.match(response.headers.get('content-type') ?? '', /^text\/markdown/);
      const title = $('h1').first().text().trim();
      assert.ok(body.startsWith(`# ${title}\n`), `${href} starts with "# ${title}"`);
    }
  });

  test('llms.txt lists the copies of posts and site pages', async () => {
    const {body} = await fetchText('/llms.txt');
    for (const path of [postPage, '/why-kublade', '/legal-disclosure', '/docs/category/templates'])
      assert.ok(body.includes(`](${site.url}${path}.md)`), `${path}.md is listed`);
    assert.ok(body.includes(`](${site.url}/index.md)`), 'the home page copy is listed');
  });
});

describe('Markdown negotiation through the production nginx configuration', () => {
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  before(async () => {
    nginx = await startNginx(buildDir);
  });
  after(async () => {
    await nginx?.close();
  });
  const get = (path: string, accept: string) =>
    fetch(`${nginx?.url}${path}`, {headers: {Accept: accept}, redirect: 'manual'});
  const varyAccept = (response: Response) =>
    (response.headers.get('vary') ?? '').split(',').some((value) => value.trim().toLowerCase() === 'accept');

  test('Accept: text/markdown on a page URL answers its Markdown copy', async () => {
    for (const [path, file] of [
      [docPage, `${docPage}.md`],
      [postPage, `${postPage}.md`],
      ['/', '/index.md'],
      ['/why-kublade', '/why-kublade.md'],
      // The API reference's copy is its directory's index, with or without the trailing slash.
      ['/api/', '/api/index.md'],
      ['/api', '/api/index.md'],
    ]) {
      const response = await get(path, 'text/markdown');
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-type'), 'text/markdown; charset=utf-8', path);
      assert.equal(await response.text(), readFileSync(join(buildDir, file), 'utf8'), `${path} is ${file}`);
      assert.ok(varyAccept(response), `${path}: Vary: Accept`);
      assert.match(response.headers.get('content-security-policy') ?? '', /default-src 'self'/, 'the CSP stays');
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    }
  });

  test('browsers still get HTML, with Vary: Accept and every security header', async () => {
    const response = await get(docPage, 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8');
    assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
    assert.ok(varyAccept(response));
    for (const header of [
      'content-security-policy',
      'strict-transport-security',
      'x-frame-options',
      'referrer-policy',
      'cache-control',
    ])
      assert.ok(response.headers.get(header), `${header} is sent`);
  });

  test('a page without a copy answers HTML; files other than pages do not vary by Accept', async () => {
    for (const path of ['/blog', '/blog/'])
      assert.match((await get(path, 'text/markdown')).headers.get('content-type') ?? '', /^text\/html/, path);
    const image = await get('/img/logo.svg', 'text/markdown');
    assert.equal(image.headers.get('content-type'), 'image/svg+xml; charset=utf-8');
    assert.ok(!varyAccept(image));
    assert.equal((await get('/no-such-page', 'text/markdown')).status, 404);
  });
});

describe('edit, last updated and report links', () => {
  test('a docs page links its source file, shows its last change and a prefilled report', async () => {
    const {page, close} = await openPage(browser, docPage);
    try {
      const edit = page.getByRole('link', {name: 'Edit this page'});
      assert.equal(await edit.getAttribute('href'), `${site.websiteRepositoryUrl}/edit/main/docs/intro.mdx`);
      assert.match((await page.locator('.theme-last-updated').textContent()) ?? '', /Last updated on \w+ \d+, \d{4}/);
      const report = new URL(
        (await page.getByRole('link', {name: 'Report a problem with this page'}).getAttribute('href')) ?? '',
      );
      assert.equal(report.origin + report.pathname, `${site.websiteRepositoryUrl}/issues/new`);
      assert.match(report.searchParams.get('title') ?? '', /Introduction/);
      assert.ok(report.searchParams.get('body')?.includes(`${site.url}${docPage}`));
    } finally {
      await close();
    }
  });

  test('a post links its source; the generated changelog has a report link but no edit link', async () => {
    const {page, close} = await openPage(browser, postPage);
    try {
      const edit = (await page.getByRole('link', {name: 'Edit this page'}).getAttribute('href')) ?? '';
      assert.match(
        edit,
        new RegExp(`^${site.websiteRepositoryUrl}/edit/main/blog/\\d{4}-\\d{2}-\\d{2}-port-claims-explained\\.mdx?$`),
      );
      assert.equal(await page.getByRole('link', {name: 'Report a problem with this page'}).count(), 1);
      await page.goto(`${baseUrl}/docs/project/CHANGELOG`);
      assert.equal(await page.getByRole('link', {name: 'Edit this page'}).count(), 0);
      assert.equal(await page.getByRole('link', {name: 'Report a problem with this page'}).count(), 1);
    } finally {
      await close();
    }
  });
});

describe('sources', () => {
  const root = join(import.meta.dirname, '../..');
  const sourcesOf = (file: string) =>
    pageSources({sources: contentPages(root).find((page) => page.file === file)?.sources});
  // A docs page and a post whose front matter lists sources.
  const pages = [
    {path: '/docs/project/LICENSE', content: '.theme-doc-markdown', sources: sourcesOf('docs/project/LICENSE.md')},
    {
      path: '/blog/kublade-1-2-3',
      content: '#__blog-post-container',
      sources: sourcesOf('blog/2025-09-03-kublade-1-2-3.mdx'),
    },
  ];

  for (const {path, content, sources} of pages) {
    test(`${path}: a labelled Sources region after the text links each file at the tag`, async () => {
      assert.ok(sources.length > 0, `${path} lists sources`);
      const {page, close} = await openPage(browser, path);
      try {
        await waitForHydration(page);
        const region = page.getByRole('region', {name: 'Sources'});
        assert.equal(await region.count(), 1, 'one region named Sources');
        assert.ok(await region.isVisible());
        assert.equal(await region.getByRole('heading', {name: 'Sources'}).count(), 1);
        assert.ok(
          ((await region.textContent()) ?? '').includes(
            `Checked against ${site.productName} ${site.currentRelease.version}`,
          ),
        );
        const links = await region
          .getByRole('link')
          .evaluateAll((anchors) => anchors.map((a) => ({text: a.textContent, href: a.getAttribute('href')})));
        assert.deepEqual(
          links,
          sources.map((file) => ({text: file, href: platformFileUrl(file)})),
        );
        for (const {href} of links)
          assert.match(
            href ?? '',
            new RegExp(`^https://github\\.com/forepath/kublade/blob/v${site.currentRelease.version}/`),
          );
        const placement = await page.evaluate(
          ({selector}) => {
            const text = document.querySelector(selector);
            const section = document.querySelector('section[aria-labelledby="page-sources"]');
            return {
              inArticle: Boolean(section?.closest('article')),
              afterText: Boolean(
                text && section && text.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING,
              ),
              insideText: Boolean(text?.contains(section)),
              inToc: document.querySelectorAll('.table-of-contents a[href="#page-sources"]').length,
            };
          },
          {selector: content},
        );
        assert.deepEqual(placement, {inArticle: true, afterText: true, insideText: false, inToc: 0});
      } finally {
        await close();
      }
    });

    test(`${path}: on a 390 px phone the Sources block fits the screen`, async () => {
      const {page, close} = await openPage(browser, path, {viewport: mobile});
      try {
        const region = page.getByRole('region', {name: 'Sources'});
        await region.scrollIntoViewIfNeeded();
        assert.ok(await region.isVisible());
        const widths = await page.evaluate(() => ({
          viewport: document.documentElement.clientWidth,
          document: document.documentElement.scrollWidth,
          region: document.querySelector('section[aria-labelledby="page-sources"]')?.scrollWidth ?? Infinity,
        }));
        assert.ok(widths.document <= widths.viewport, `the page does not scroll sideways (${widths.document} px)`);
        for (const box of await region
          .locator('a, code')
          .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect)))
          assert.ok(
            box.left >= 0 && box.right <= mobile.width,
            `a path stays on the screen (${box.left}–${box.right})`,
          );
        assert.ok(widths.region <= mobile.width);
      } finally {
        await close();
      }
    });

    test(`${path}: in print the Sources block is printed with each file's address`, async () => {
      const {page, close} = await openPage(browser, path);
      try {
        await page.emulateMedia({media: 'print'});
        const region = page.getByRole('region', {name: 'Sources'});
        assert.ok(await region.isVisible(), 'printed');
        const after = await region
          .getByRole('link')
          .evaluateAll((anchors) => anchors.map((a) => getComputedStyle(a, '::after').content));
        assert.deepEqual(
          after,
          sources.map((file) => `" (${platformFileUrl(file)})"`),
        );
        const width = await page.evaluate(() => document.documentElement.clientWidth);
        assert.ok(
          (await region.evaluate((element) => element.scrollWidth)) <= width,
          'the addresses wrap instead of running off the page',
        );
      } finally {
        await close();
      }
    });

    test(`${path}.md ends with the same Sources, linked`, async () => {
      const {body} = await fetchText(`${path}.md`);
      assert.ok(body.endsWith(`\n\n${sourcesMarkdown(sources)}\n`), `${path}.md ends with its sources`);
    });
  }

  test('the blog list shows excerpts without Sources', async () => {
    const $ = load((await fetchText('/blog')).body);
    assert.ok($('a[href="/blog/kublade-1-2-3"]').length > 0, 'the post is listed');
    assert.equal($('section[aria-labelledby="page-sources"]').length, 0);
  });
});

describe('glossary terms', () => {
  const term = '.glossary-term__trigger';

  test('a definition opens by keyboard focus, and Escape hides it', async () => {
    const {page, close} = await openPage(browser, '/docs/projects');
    try {
      await waitForHydration(page);
      await tabTo(page, term);
      const id = await page.evaluate(() => document.activeElement?.getAttribute('aria-describedby'));
      const definition = page.locator(`[id="${id}"]`);
      assert.ok(await definition.isVisible(), 'visible while the term has focus');
      assert.match((await definition.textContent()) ?? '', /^[^:]+: .+\.$/);
      await page.keyboard.press('Escape');
      assert.equal(await definition.isVisible(), false, 'Escape hides it');
      await page.keyboard.press('Tab');
      assert.equal(await definition.isVisible(), false, 'hidden once focus leaves');
    } finally {
      await close();
    }
  });

  test('a definition opens under the pointer and by a tap', async () => {
    const {page, close} = await openPage(browser, '/docs/projects');
    try {
      const trigger = page.locator(term).first();
      const definition = page.locator(`[id="${await trigger.getAttribute('aria-describedby')}"]`);
      assert.equal(await definition.isVisible(), false);
      await trigger.hover();
      assert.ok(await definition.isVisible(), 'visible on hover');
      await page.mouse.move(0, 0);
      assert.equal(await definition.isVisible(), false, 'hidden when the pointer leaves');
      await trigger.click();
      assert.ok(await definition.isVisible(), 'visible after a click or tap');
    } finally {
      await close();
    }
  });

  test('a post explains its terms on its own page; the blog list shows its excerpt unmarked', async () => {
    const post = load((await fetchText('/blog/connecting-a-cluster')).body);
    assert.ok(post(`article ${term}`).length > 0, 'the post marks its terms');
    const list = load((await fetchText('/blog')).body);
    const excerpt = list('article').filter(
      (_, article) => list(article).find('a[href="/blog/connecting-a-cluster"]').length > 0,
    );
    assert.equal(excerpt.length, 1);
    assert.match(excerpt.text(), /cluster/, 'the excerpt uses the term');
    assert.equal(list(`main ${term}`).length, 0, 'no excerpt marks one');
  });

  test('the intro lists the whole glossary', async () => {
    const $ = load((await fetchText(docPage)).body);
    const {glossary} = await import('../../src/data/glossary');
    for (const entry of glossary) {
      assert.equal($(`#term-${entry.id} dd`).text(), entry.definition);
      assert.equal($(`#term-${entry.id} dt a`).attr('href'), entry.page);
    }
  });
});

describe('releases feed', () => {
  const parser = new XMLParser({ignoreAttributes: false});

  test('RSS and Atom parse and list every release of the changelog page, linked to its anchors', async () => {
    const $ = load((await fetchText('/docs/project/CHANGELOG')).body);
    const releases = $('article h1, article h2, article h3')
      .toArray()
      .filter((element) => releaseOfHeading($(element).text()) !== null);
    assert.ok(releases.length > 10);
    const rss = parser.parse((await fetchText('/docs/project/CHANGELOG/rss.xml')).body).rss.channel.item as {
      link: string;
    }[];
    const atom = parser.parse((await fetchText('/docs/project/CHANGELOG/atom.xml')).body).feed.entry as {id: string}[];
    const anchors = releases.map((element) => `${site.url}/docs/project/CHANGELOG#${$(element).attr('id')}`);
    assert.deepEqual(
      rss.map((item) => item.link),
      anchors,
    );
    assert.deepEqual(
      atom.map((entry) => entry.id),
      anchors,
    );
  });

  test('the changelog page and the footer link the feed', async () => {
    const $ = load((await fetchText('/docs/project/CHANGELOG')).body);
    assert.equal($('main a[href="/docs/project/CHANGELOG/rss.xml"]').length, 1);
    assert.equal($('main a[href="/docs/project/CHANGELOG/atom.xml"]').length, 1);
    assert.equal(
      $('link[rel="alternate"][type="application/rss+xml"][href="/docs/project/CHANGELOG/rss.xml"]').length,
      1,
    );
    const home = load((await fetchText('/')).body);
    assert.equal(home('footer a[href="/docs/project/CHANGELOG/rss.xml"]').text(), 'Releases feed');
  });
});

describe('print', () => {
  test('a docs page prints without navigation, with link addresses and wrapped code', async () => {
    const {page, close} = await openPage(browser, '/docs/templates/use_blade');
    try {
      await page.emulateMedia({media: 'print'});
      for (const selector of [
        '.navbar',
        '.theme-doc-sidebar-container',
        '.theme-doc-toc-desktop',
        '.pagination-nav',
        'summary',
      ])
        assert.equal(await page.locator(selector).first().isVisible(), false, `${selector} is not printed`);
      const screenshot = await page.screenshot({fullPage: false});
      assert.ok(screenshot.length > 0);
      const link = await page.evaluate(() => {
        const anchor = document.querySelector<HTMLAnchorElement>('.theme-doc-markdown a[href^="/docs/"]');
        return {href: anchor?.getAttribute('href'), after: anchor ? getComputedStyle(anchor, '::after').content : ''};
      });
      assert.equal(link.after, `" (${site.url}${link.href})"`, 'a site-relative link prints as a full address');
      assert.equal(
        await page
          .locator('pre')
          .first()
          .evaluate((element) => getComputedStyle(element).whiteSpace),
        'pre-wrap',
      );
      const width = await page.evaluate(() => document.documentElement.clientWidth);
      const widest = await page.locator('.theme-doc-markdown').evaluate((element) => element.scrollWidth);
      assert.ok(widest <= width, 'nothing runs off the page');
      assert.ok(((await page.locator('h1').first().boundingBox())?.x ?? -1) >= 0, 'nor off its left edge');
    } finally {
      await close();
    }
  });
});
