/**
 * Every docs page, category index and docs tag page, checked in the browser against the sources
 * that define them: sidebars.ts (which pages exist, their order, their categories), the front
 * matter and Mermaid blocks of docs/ (titles, sidebar labels, positions, tags, diagrams) and
 * docs/tags.yml (the tag list). Nothing here is a hand-typed copy of those sources, so adding,
 * moving or retitling a page is checked as well. Two expectations come from the spec and issue 6
 * instead: the set of /docs routes (tests/e2e/routes.ts) and the reader's-path order.
 *
 * One browser and one tab for the whole file: each test only navigates, which keeps the ~50 page
 * loads well under a minute on two cores.
 */
import assert from 'node:assert/strict';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {parse as parseYaml} from 'yaml';

import sidebars from '../../sidebars';
import {knownIssuesUrl} from '../../src/data/knownIssueLinks';
import {routes} from './routes';
import {assertTablesRead, openPage, setupBrowser, sharedTab, waitForHydration} from './support';

const docsDir = join(import.meta.dirname, '../../docs');
const browser = setupBrowser();

// ---------------------------------------------------------------------------------------------
// The sources: front matter of every docs file, and the sidebar tree
// ---------------------------------------------------------------------------------------------

interface DocSource {
  id: string;
  path: string;
  title: string;
  label: string;
  tags: string[];
  /** sidebar_position from the front matter, if any. */
  position?: number;
  /** Number of ```mermaid blocks in the source. */
  diagrams: number;
}

function frontMatter(file: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(readFileSync(file, 'utf8'));
  return match ? ((parseYaml(match[1]) as Record<string, unknown> | null) ?? {}) : {};
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : /\.mdx?$/.test(name) ? [full] : [];
  });
}

/** Docs files by doc id ("installation/docker"). The two generated project documents exist once the site was built. */
const docSources = new Map<string, DocSource>(
  walk(docsDir).map((file) => {
    const id = relative(docsDir, file).replace(/\.mdx?$/, '');
    const data = frontMatter(file);
    const diagrams = (readFileSync(file, 'utf8').match(/^\s*```mermaid\s*$/gm) ?? []).length;
    if (data.slug !== undefined || data.id !== undefined)
      throw new Error(`${id}: slug/id front matter is not supported by this test`);
    const title = String(data.title ?? '');
    const tags = Array.isArray(data.tags) ? data.tags.map(String) : [];
    const position = typeof data.sidebar_position === 'number' ? data.sidebar_position : undefined;
    return [id, {id, path: `/docs/${id}`, title, label: String(data.sidebar_label ?? title), tags, position, diagrams}];
  }),
);

function doc(id: string): DocSource {
  const source = docSources.get(id);
  if (!source)
    throw new Error(`sidebars.ts names "${id}", but docs/ has no such file (generated documents appear after a build)`);
  return source;
}

interface Crumb {
  label: string;
  href: string;
}
interface DocEntry extends DocSource {
  ancestors: Crumb[];
  /** 1-based place of the page among its siblings in sidebars.ts. */
  index: number;
}
interface CategoryEntry {
  label: string;
  title: string;
  path: string;
  ancestors: Crumb[];
  children: Crumb[];
}

type SidebarItem =
  | string
  | {type: 'doc'; id: string; label?: string}
  | {type: 'category'; label: string; link?: {type: string; slug?: string; title?: string}; items: SidebarItem[]}
  | {type: string; [key: string]: unknown};

const docEntries: DocEntry[] = [];
const categoryEntries: CategoryEntry[] = [];
/** Sidebar entries of type link: shortcuts to a section of a docs page. */
const linkEntries: Crumb[] = [];

/** Flattens the sidebar into pages (in sidebar order) and returns the cards a category index shows for `items`. */
function visit(items: SidebarItem[], ancestors: Crumb[]): Crumb[] {
  return items.map((item, i): Crumb => {
    if (typeof item === 'string' || item.type === 'doc') {
      const id = typeof item === 'string' ? item : String(item.id);
      const source = doc(id);
      const label = typeof item === 'string' || typeof item.label !== 'string' ? source.label : item.label;
      docEntries.push({...source, label, ancestors, index: i + 1});
      return {label, href: source.path};
    }
    if (item.type === 'category') {
      const category = item as Extract<SidebarItem, {type: 'category'}>;
      if (category.link?.type !== 'generated-index' || !category.link.slug) {
        throw new Error(`category "${category.label}": only generated-index categories with a slug are checked here`);
      }
      const path = `/docs${category.link.slug}`;
      const entry: CategoryEntry = {
        label: category.label,
        title: category.link.title ?? category.label,
        path,
        ancestors,
        children: [],
      };
      categoryEntries.push(entry);
      entry.children = visit(category.items, [...ancestors, {label: category.label, href: path}]);
      return {label: category.label, href: path};
    }
    if (item.type === 'link' && typeof item.href === 'string' && typeof item.label === 'string') {
      linkEntries.push({label: item.label, href: item.href});
      return {label: item.label, href: item.href};
    }
    throw new Error(`sidebar item of type "${item.type}" is not handled by this test`);
  });
}
const topLevel = visit((sidebars as unknown as Record<string, SidebarItem[]>).docs, []);

const tagDefinitions = parseYaml(readFileSync(join(docsDir, 'tags.yml'), 'utf8')) as Record<
  string,
  {label: string; description: string}
>;

// ---------------------------------------------------------------------------------------------
// Checks that need no browser
// ---------------------------------------------------------------------------------------------

describe('the docs sources agree with the spec', () => {
  test('the sidebar holds exactly the docs and category routes of the spec', () => {
    const specRoutes = routes.map(([path]) => path).filter((path) => path.startsWith('/docs/'));
    const sidebarRoutes = [...docEntries.map((d) => d.path), ...categoryEntries.map((c) => c.path)];
    assert.deepEqual([...sidebarRoutes].sort(), [...specRoutes].sort());
    assert.equal(new Set(sidebarRoutes).size, sidebarRoutes.length, 'no page appears twice in the sidebar');
  });

  test('every docs file is in the sidebar', () => {
    const inSidebar = new Set(docEntries.map((d) => d.id));
    assert.deepEqual(
      [...docSources.keys()].filter((id) => !inSidebar.has(id)),
      [],
    );
  });

  test("the sidebar follows a reader's path", () => {
    const order = topLevel.map((item) => item.href);
    const expected = [
      '/docs/intro',
      knownIssuesUrl,
      '/docs/prerequisites',
      '/docs/category/installation',
      '/docs/projects',
      '/docs/category/templates',
      '/docs/category/clusters',
      '/docs/projects#deployments',
      '/docs/category/advanced-authentication',
      '/docs/roles_and_permissions',
      '/docs/ai-integration',
      '/docs/category/project-information',
    ];
    assert.deepEqual(order, expected);
    const installation = categoryEntries.find((c) => c.path === '/docs/category/installation');
    assert.equal(
      installation?.children.at(-1)?.href,
      '/docs/installation/default-login',
      'first login comes right after installing',
    );
  });

  test('sidebar_position in the front matter agrees with the order of sidebars.ts', () => {
    const disagreeing = docEntries
      .filter((entry) => entry.position !== undefined && entry.position !== entry.index)
      .map((entry) => `${entry.id}: sidebar_position ${entry.position}, place ${entry.index} in sidebars.ts`);
    assert.deepEqual(disagreeing, []);
  });

  test('every page has a title and tags, and every tag is defined in docs/tags.yml', () => {
    for (const source of docSources.values()) {
      assert.notEqual(source.title, '', `${source.id} has a title`);
      assert.ok(source.tags.length > 0, `${source.id} has tags`);
      for (const tag of source.tags) assert.ok(tag in tagDefinitions, `${source.id}: tag "${tag}" is defined`);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Browser checks
// ---------------------------------------------------------------------------------------------

const tab = sharedTab(browser);
let page: Page;

async function open(path: string): Promise<void> {
  page = await tab.open(path);
  await waitForHydration(page);
}

/** The document title settles once the client has taken over; wait for it rather than race it. */
async function assertDocumentTitle(title: string): Promise<void> {
  const expected = `${title} | Kublade`;
  try {
    await page.waitForFunction((t) => document.title === t, expected);
  } catch {
    assert.equal(await page.title(), expected, 'document title');
  }
}

/** Sidebar present, exactly one link marked as the current page, pointing here, and its categories marked active. */
async function assertSidebar(path: string, ancestors: Crumb[]): Promise<void> {
  const sidebar = page.locator('.theme-doc-sidebar-container nav[aria-label="Docs sidebar"]');
  assert.ok(await sidebar.isVisible(), 'docs sidebar visible');
  const current = await sidebar
    .locator('a[aria-current="page"]')
    .evaluateAll((links) =>
      links.map((a) => ({href: a.getAttribute('href'), active: a.classList.contains('menu__link--active')})),
    );
  assert.deepEqual(current, [{href: path, active: true}], 'the current page is the one active sidebar link');
  for (const ancestor of ancestors) {
    const link = sidebar.locator(`a.menu__link--active[href="${ancestor.href}"]`);
    assert.equal(await link.count(), 1, `category "${ancestor.label}" is marked active`);
  }
}

/** Breadcrumbs: home, then each category (linked to its index), ending with the page itself (not linked). */
async function assertBreadcrumbs(ancestors: Crumb[], last: string): Promise<void> {
  const crumbs = page.locator('nav.theme-doc-breadcrumbs[aria-label="Breadcrumbs"] li.breadcrumbs__item');
  const items = await crumbs.evaluateAll((lis) =>
    lis.map((li) => {
      const link = li.querySelector('a');
      return {
        text: (li.textContent ?? '').trim(),
        href: link?.getAttribute('href') ?? null,
        home: link?.getAttribute('aria-label') === 'Home page',
        active: li.classList.contains('breadcrumbs__item--active'),
      };
    }),
  );
  assert.ok(items.length >= 2, 'breadcrumbs present');
  assert.ok(items[0].home, 'breadcrumbs start at the home page');
  const rest = items.slice(1);
  assert.deepEqual(
    rest.map(({text, href, active}) => ({text, href, active})),
    [...ancestors.map((a) => ({text: a.label, href: a.href, active: false})), {text: last, href: null, active: true}],
  );
}

/** Docs pages whose tables the visit below read at both widths. */
let pagesWithTables = 0;

describe('every docs page renders with its title, sidebar, breadcrumbs, table of contents and readable tables', () => {
  for (const entry of docEntries) {
    test(entry.path, async () => {
      await open(entry.path);

      const h1 = page.locator('article h1');
      assert.equal(await h1.count(), 1, 'exactly one h1');
      assert.equal((await h1.innerText()).trim(), entry.title, 'h1 is the front-matter title');
      await assertDocumentTitle(entry.title);

      await assertSidebar(entry.path, entry.ancestors);
      await assertBreadcrumbs(entry.ancestors, entry.label);

      // Every Mermaid block of the source ends up as a diagram drawn at build time (plugins/mermaid-svg).
      if (entry.diagrams > 0) {
        const containers = page.locator('.theme-doc-markdown .mermaid-diagram');
        assert.equal(await containers.count(), entry.diagrams, 'one rendered diagram per mermaid block');
        const drawn = await containers.evaluateAll((list) =>
          list.map((c) => Boolean(c.querySelector('svg')) && !/Syntax error/i.test(c.textContent ?? '')),
        );
        assert.deepEqual(
          drawn,
          drawn.map(() => true),
          'every diagram is drawn without a syntax error',
        );
      }

      // Headings of the page body, in order, and the desktop table of contents.
      const headings = await page.locator('.theme-doc-markdown').evaluate((root) =>
        Array.from(root.querySelectorAll('h2, h3, h4, h5, h6'))
          // data-toc="none": a component's generated list (KnownIssueList), outside the Markdown TOC by design.
          .filter((h) => h.id && !h.closest('.theme-doc-toc-mobile') && !h.closest('[data-toc="none"]'))
          .map((h) => ({id: h.id, level: Number(h.tagName[1])})),
      );
      const toc = await page.locator('.theme-doc-toc-desktop').evaluateAll((containers) =>
        containers.flatMap((container) =>
          Array.from(container.querySelectorAll('.table-of-contents a')).map((a) => {
            const id = decodeURIComponent((a as HTMLAnchorElement).hash.slice(1));
            let depth = 0;
            for (let el: Element | null = a; el && el !== container; el = el.parentElement)
              if (el.tagName === 'UL') depth++;
            return {id, depth, target: document.getElementById(id)?.tagName ?? null};
          }),
        ),
      );
      const expected = headings.filter((h) => h.level <= 3);
      if (expected.length === 0) {
        assert.equal(toc.length, 0, 'no table of contents without h2/h3 headings');
        return;
      }
      for (const item of toc)
        assert.ok(
          item.target === 'H2' || item.target === 'H3',
          `TOC entry #${item.id} points at an h2 or h3, not ${item.target}`,
        );
      assert.deepEqual(
        toc.map((item) => item.id),
        expected.map((h) => h.id),
        'the TOC lists every h2 and h3 of the page, in page order, and nothing else',
      );
      // h3 entries nest one level below the h2 they follow.
      const firstH2 = expected.findIndex((h) => h.level === 2);
      toc.forEach((item, i) => {
        if (i < firstH2) return;
        assert.equal(item.depth, expected[i].level - 1, `TOC entry #${item.id} is nested at its heading level`);
      });

      // Its tables, at 1280 px and on a phone (the check runs here, where the page is open anyway).
      if ((await page.locator('.theme-doc-markdown table').count()) > 0) {
        pagesWithTables += 1;
        await assertTablesRead(page, entry.path);
      }
    });
  }

  test('the docs pages with tables were among them', () => assert.ok(pagesWithTables >= 10, `${pagesWithTables}`));
});

describe('sidebar links lead to a section of a docs page', () => {
  for (const link of linkEntries) {
    test(`${link.label} → ${link.href}`, async () => {
      const [path, id] = link.href.split('#');
      assert.ok(
        docEntries.some((d) => d.path === path),
        `${path} is a docs page of the sidebar`,
      );
      assert.ok(id, 'the link names a section');
      await open(path);
      const target = await page.evaluate((anchor) => document.getElementById(anchor)?.tagName ?? null, id);
      assert.ok(target === 'H2' || target === 'H3', `#${id} is an h2 or h3 heading, not ${target}`);
      const entry = page.locator(`.theme-doc-sidebar-container nav[aria-label="Docs sidebar"] a[href="${link.href}"]`);
      assert.equal((await entry.innerText()).trim(), link.label, 'the sidebar shows the link with its label');
    });
  }
});

describe('every category page lists exactly its children', () => {
  for (const category of categoryEntries) {
    test(category.path, async () => {
      await open(category.path);
      assert.equal((await page.locator('main h1').innerText()).trim(), category.title);
      await assertDocumentTitle(category.title);
      await assertSidebar(category.path, category.ancestors);
      await assertBreadcrumbs(category.ancestors, category.label);
      const cards = await page.locator('main a.card').evaluateAll((links) =>
        links.map((a) => ({
          label: (a.querySelector('.theme-doc-card-title')?.textContent ?? '').trim(),
          href: a.getAttribute('href') ?? '',
        })),
      );
      assert.deepEqual(cards, category.children, 'one card per child, in sidebar order, each linking to its page');
    });
  }
});

describe('docs tags', () => {
  const taggedDocs = (tag: string) =>
    [...docSources.values()]
      .filter((d) => d.tags.includes(tag))
      .map((d) => ({title: d.title, href: d.path}))
      .sort((a, b) => a.href.localeCompare(b.href));

  test('/docs/tags lists every tag of docs/tags.yml with its label and number of docs', async () => {
    await open('/docs/tags');
    assert.equal((await page.locator('main h1').innerText()).trim(), 'Tags');
    const listed = await page.locator('main a[rel="tag"]').evaluateAll((links) =>
      links.map((a) => {
        const count = a.querySelector('span')?.textContent ?? '';
        return {
          href: a.getAttribute('href') ?? '',
          label: (a.textContent ?? '').slice(0, -count.length || undefined).trim(),
          count: Number(count),
        };
      }),
    );
    const expected = Object.entries(tagDefinitions).map(([key, {label}]) => ({
      href: `/docs/tags/${key}`,
      label,
      count: taggedDocs(key).length,
    }));
    const byHref = (a: {href: string}, b: {href: string}) => a.href.localeCompare(b.href);
    assert.deepEqual([...listed].sort(byHref), [...expected].sort(byHref));
  });

  for (const [key, {label, description}] of Object.entries(tagDefinitions)) {
    test(`/docs/tags/${key} lists and links the docs tagged "${label}"`, async () => {
      const expected = taggedDocs(key);
      assert.ok(expected.length > 0, `at least one doc is tagged "${key}"`);
      await open(`/docs/tags/${key}`);
      const heading = (await page.locator('main h1').innerText()).trim();
      assert.ok(heading.endsWith(`tagged with "${label}"`), `heading names the tag: ${heading}`);
      assert.ok(
        await page.locator('main header').getByText(description, {exact: true}).isVisible(),
        'tag description shown',
      );
      const listed = await page.locator('main section article').evaluateAll((articles) =>
        articles.map((article) => {
          const link = article.querySelector('a[href]');
          return {title: (link?.querySelector('h2')?.textContent ?? '').trim(), href: link?.getAttribute('href') ?? ''};
        }),
      );
      assert.deepEqual(
        [...listed].sort((a, b) => a.href.localeCompare(b.href)),
        expected,
      );
    });
  }
});

describe('a diagram travels once', () => {
  test('in the HTML, kept by hydration; fetched as a file only after client-side navigation', async () => {
    const {page: tab, close, consoleErrors} = await openPage(browser, '/docs/prerequisites');
    try {
      const diagramFiles: string[] = [];
      tab.on('request', (request) => {
        if (request.url().includes('/assets/diagrams/')) diagramFiles.push(request.url());
      });
      // The HTML carries the diagram; the browser bundle holds only the address of its file (plugins/mermaid-svg).
      const html = await (await tab.request.get(`${new URL(tab.url()).origin}/docs/intro`)).text();
      assert.match(html, /class="mermaid-diagram[^"]*"><svg/);

      await tab.goto(new URL('/docs/intro', tab.url()).href, {waitUntil: 'networkidle'});
      await waitForHydration(tab);
      assert.equal(await tab.locator('.mermaid-diagram svg').count(), 1, 'hydration keeps the pre-rendered diagram');
      assert.deepEqual(diagramFiles, [], 'no second copy on a direct visit');

      // The address changes before the next page has loaded: wait for its heading, or the second
      // click lands on the introduction still shown and nothing is navigated.
      await tab.locator('.theme-doc-sidebar-container a[href="/docs/prerequisites"]').first().click();
      await tab.locator('main h1', {hasText: 'Prerequisites'}).waitFor();
      await tab.locator('.theme-doc-sidebar-container a[href="/docs/intro"]').first().click();
      await tab.waitForURL('**/docs/intro');
      // The drawing arrives with its file: wait for its text, not for the element it goes into.
      await tab.locator('.mermaid-diagram svg', {hasText: 'Kublade renders YAML'}).waitFor({state: 'attached'});
      assert.equal(diagramFiles.length, 1, 'client-side navigation fetches the diagram file once');
      assert.deepEqual(consoleErrors, []);
    } finally {
      await close();
    }
  });
});
