/**
 * The documentation as one PDF (src/data/docsPdf.ts, written into the build by scripts/deliver.mjs):
 * the intro, the installation category page and the page actions link it, and the link gets the
 * file; and the file itself, read with a PDF reader (pdfjs-dist): its pages, its outline against
 * sidebars.ts and the docs' front matter, and that its links between pages lead inside the file.
 * nginx's answer is checked by serving.spec.ts.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import matter from '@11ty/gray-matter';
import {getDocument, type PDFDocumentProxy} from 'pdfjs-dist/legacy/build/pdf.mjs';
import type {Page} from 'playwright-core';

import sidebars from '../../sidebars';
import {docsPdf} from '../../src/data/docsPdf';
import {site} from '../../src/data/site';
import {baseUrl, mobile, openPage, setupBrowser, textInView, waitForHydration} from './support';

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
  // On a desktop and on a phone: below the cards and the page's own navigation, in their column.
  for (const viewport of [undefined, mobile]) {
    const where = viewport ? 'on a 390 px phone' : 'on a desktop';
    const {page, close} = await openPage(browser, '/docs/category/installation', {viewport});
    try {
      const note = page.locator('main [data-offline-docs]');
      const text = (await note.innerText()).replace(/\s+/g, ' ');
      assert.match(text, /deploy\/Dockerfile/);
      assert.match(text, /port 8080/);
      const placed = await page.evaluate(() => {
        const cards = document.querySelector('main article');
        const pagination = document.querySelector('main .pagination-nav');
        const noteElement = document.querySelector('main [data-offline-docs]');
        if (!cards || !pagination || !noteElement) return null;
        return {
          // No named function in here: the test's compiler would name it with a helper the page lacks.
          order: Boolean(
            cards.compareDocumentPosition(noteElement) & Node.DOCUMENT_POSITION_FOLLOWING &&
            pagination.compareDocumentPosition(noteElement) & Node.DOCUMENT_POSITION_FOLLOWING,
          ),
          left: Math.round(noteElement.getBoundingClientRect().left - cards.getBoundingClientRect().left),
          widthPastCards: Math.round(noteElement.getBoundingClientRect().right - cards.getBoundingClientRect().right),
        };
      });
      assert.ok(placed, `${where}: the page has its cards, its navigation and the note`);
      assert.ok(placed.order, `${where}: the note comes after the cards and the navigation`);
      assert.equal(placed.left, 0, `${where}: the note starts where the cards start`);
      assert.ok(
        placed.widthPastCards <= 0,
        `${where}: the note is no wider than the cards (${placed.widthPastCards} px past them)`,
      );
    } finally {
      await close();
    }
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

const root = join(import.meta.dirname, '../..');
// E2E_BUILD_DIR: the build that E2E_BASE_URL serves, when it is not build/ (as in serving.spec.ts).
const file = join(process.env.E2E_BUILD_DIR ?? join(root, 'build'), docsPdf.path);

type Item =
  | string
  | {type: 'doc'; id: string; label?: string}
  | {type: 'category'; label: string; link?: {type: string; title?: string; slug?: string}; items: Item[]}
  | {type: 'link'; href: string; label: string};

/** A docs page's title: its front matter's, as its h1 shows it. */
function docTitle(id: string): string | null {
  for (const extension of ['.mdx', '.md']) {
    const path = join(root, 'docs', id + extension);
    if (existsSync(path)) return String(matter(readFileSync(path, 'utf8'), {}).data.title ?? '');
  }
  return null;
}

interface Expected {
  title: string | null;
  path: string;
  children: Expected[];
}

/** The sidebar as the PDF should print it: pages and categories, not links into other pages. */
function expected(items: Item[]): Expected[] {
  return items.flatMap((item): Expected[] => {
    if (typeof item === 'string' || item.type === 'doc') {
      const id = typeof item === 'string' ? item : item.id;
      return [{title: docTitle(id), path: `/docs/${id}`, children: []}];
    }
    if (item.type === 'category')
      return [
        {
          title: item.link?.title ?? item.label,
          path: `/docs${item.link?.slug ?? ''}`,
          children: expected(item.items),
        },
      ];
    return [];
  });
}

const sidebar = expected((sidebars as unknown as {docs: Item[]}).docs);
const printedPaths = new Set(
  sidebar.flatMap((entry) => [entry.path, ...entry.children.map((child) => child.path)]).concat('/api'),
);

async function openPdf(): Promise<PDFDocumentProxy> {
  return getDocument({data: new Uint8Array(readFileSync(file)), verbosity: 0, isEvalSupported: false}).promise;
}

describe('the documentation PDF', () => {
  test(`the build has ${docsPdf.path}, under 10 MB`, () => {
    assert.ok(existsSync(file), `${docsPdf.path} is missing although the build ran (scripts/deliver.mjs writes it)`);
    const bytes = readFileSync(file).length;
    assert.ok(bytes < 10 * 1024 * 1024, `${(bytes / 1024 / 1024).toFixed(1)} MB`);
  });

  test('it has at least a page per docs page, and its outline is the sidebar, then the API reference', async () => {
    const pdf = await openPdf();
    try {
      assert.ok(pdf.numPages >= printedPaths.size, `${pdf.numPages} pages for ${printedPaths.size} pages of the site`);
      const {info} = (await pdf.getMetadata()) as {info: {Title?: string}};
      assert.equal(info.Title, docsPdf.title, "the file's title, as a PDF reader shows it");
      const outline = (await pdf.getOutline()) ?? [];
      assert.deepEqual(
        outline.map((entry) => entry.title.trim()),
        [...sidebar.map((entry) => entry.title), 'API reference'],
      );
      // A category's pages are its chapter's first sections (a generated page's title is not in the sources).
      for (const [index, entry] of sidebar.entries()) {
        if (entry.children.length === 0) continue;
        const sections = outline[index].items.map((item) => item.title.trim());
        const titles = entry.children.map((child) => child.title);
        assert.deepEqual(
          sections.slice(0, titles.length).map((title, at) => (titles[at] === null ? null : title)),
          titles,
          `the pages of "${entry.title}"`,
        );
      }
      // Chapters start in order, each on a later page than the one before.
      const starts: number[] = [];
      for (const entry of outline) {
        const dest = typeof entry.dest === 'string' ? await pdf.getDestination(entry.dest) : entry.dest;
        assert.ok(dest, `"${entry.title}" leads somewhere`);
        starts.push(await pdf.getPageIndex(dest[0] as {num: number; gen: number}));
      }
      assert.deepEqual(
        starts,
        [...starts].sort((a, b) => a - b),
        'chapters in order',
      );
    } finally {
      await pdf.destroy();
    }
  });

  test("the installation chapter keeps the category page's offline note", async () => {
    const pdf = await openPdf();
    try {
      let found = false;
      for (let number = 1; number <= pdf.numPages && !found; number++) {
        const page = await pdf.getPage(number);
        const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
        found = /deploy\/Dockerfile/.test(text) && /port 8080/.test(text);
      }
      assert.ok(found, 'a page of the PDF names deploy/Dockerfile and port 8080');
    } finally {
      await pdf.destroy();
    }
  });

  test('the contents give the page each entry starts on, at the end of its line', async () => {
    const pdf = await openPdf();
    try {
      const contents = await pdf.getPage(2);
      const words = (await contents.getTextContent()).items.flatMap((item) =>
        'str' in item && item.str.trim() !== ''
          ? [{text: item.str.trim(), x: item.transform[4], y: item.transform[5]}]
          : [],
      );
      const entries: string[] = [];
      for (const annotation of await contents.getAnnotations()) {
        if (annotation.subtype !== 'Link' || !annotation.dest) continue;
        const dest = typeof annotation.dest === 'string' ? await pdf.getDestination(annotation.dest) : annotation.dest;
        const start = (await pdf.getPageIndex(dest![0] as {num: number; gen: number})) + 1;
        const [left, bottom, right, top] = annotation.rect as number[];
        const onLine = words.filter((word) => word.y >= bottom && word.y <= top && word.x > right);
        assert.equal(onLine.length, 1, `one word after the entry at x ${left}, y ${bottom}: ${JSON.stringify(onLine)}`);
        assert.equal(onLine[0]!.text, String(start), 'the number is the page its link leads to');
        entries.push(onLine[0]!.text);
      }
      assert.ok(
        entries.length >= printedPaths.size,
        `${entries.length} numbered entries for ${printedPaths.size} pages`,
      );
    } finally {
      await pdf.destroy();
    }
  });

  test('links between pages lead inside the file, not to the site', async () => {
    const pdf = await openPdf();
    try {
      let internal = 0;
      const toPrintedPages: string[] = [];
      // The contents, then every 25th page: a sample through docs and API reference.
      const sample = [2, ...Array.from({length: Math.floor(pdf.numPages / 25)}, (_, index) => 3 + index * 25)];
      for (const number of sample) {
        const page = await pdf.getPage(number);
        for (const annotation of await page.getAnnotations()) {
          if (annotation.subtype !== 'Link') continue;
          if (annotation.dest) {
            const dest =
              typeof annotation.dest === 'string' ? await pdf.getDestination(annotation.dest) : annotation.dest;
            assert.ok(dest, `page ${number}: a link's destination exists`);
            const target = await pdf.getPageIndex(dest[0]);
            assert.ok(target >= 0 && target < pdf.numPages, `page ${number}: a link leads to a page of the file`);
            internal++;
          } else if (typeof annotation.url === 'string' && annotation.url.startsWith(site.url)) {
            const path = new URL(annotation.url).pathname.replace(/\/$/, '');
            if (printedPaths.has(path)) toPrintedPages.push(`page ${number}: ${annotation.url}`);
          }
        }
      }
      const contents = await (await pdf.getPage(2)).getAnnotations();
      assert.ok(
        contents.filter((annotation) => annotation.dest).length >= printedPaths.size - 1,
        'the contents link every page',
      );
      assert.ok(internal >= 50, `${internal} links inside the file in the sample`);
      assert.deepEqual(toPrintedPages, [], 'no link leaves the file for a page that it holds');
    } finally {
      await pdf.destroy();
    }
  });
});
