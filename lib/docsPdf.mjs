// The documentation as one PDF: every docs page in sidebar order and the API reference, printed by
// headless Chromium from the finished build with the site's own print stylesheet. scripts/deliver.mjs
// runs it after docusaurus build. The order comes from the sidebar the build rendered into its pages,
// the content from each page's built HTML; nothing is listed by hand.
import {existsSync, statSync} from 'node:fs';
import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';

import {compactPdf} from './pdfCompact.mjs';
import {favour, watchForStop} from './browserProcesses.mjs';
import {chromiumFlags, chromiumPath} from './setup.mjs';
import {readPage} from './builtSidebar.mjs';
import {assemble, escapeHtml} from './printDocument.mjs';
import {startStaticServer} from './static-server.mjs';

/** Above this the file is too large to hand around; the step says so (it still writes the file). */
export const sizeBudgetBytes = 10 * 1024 * 1024;

/** Prints tried before the step gives up without a PDF (and says so). */
const printAttempts = 3;

/** Sends SIGKILL to a process that may have ended already. */
function killQuietly(id) {
  try {
    process.kill(id, 'SIGKILL');
  } catch {
    // It ended meanwhile.
  }
}

/** Right margin of the printed pages, in PDF points (14 mm, as `margin` of page.pdf below). */
const rightMarginPt = (14 / 25.4) * 72;

/**
 * Writes on the contents pages, at the end of each entry's line, the number of the PDF page its
 * chapter starts on. Chromium has no `target-counter()`, so the numbers come from the printed file:
 * each entry is a link whose named destination (`#pN-page`) is its chapter's first page. The numbers
 * are marked as artifacts, so that the tagged PDF's reading order stays the links' text.
 * @param {Buffer} pdf as Chromium wrote it
 * @returns {Promise<{pdf: Buffer, numbered: number}>} the file with the numbers (saved with a classic
 *   cross-reference table, as compactPdf expects), and how many entries got one
 */
export async function numberContents(pdf) {
  const {PDFDocument, PDFArray, PDFDict, PDFName, PDFString, StandardFonts, beginMarkedContent, endMarkedContent} =
    await import('pdf-lib');
  const document = await PDFDocument.load(pdf, {updateMetadata: false});
  const pages = document.getPages();
  const pageNumber = new Map(pages.map((page, index) => [page.ref.toString(), index + 1]));
  const dests = document.catalog.lookupMaybe(PDFName.of('Dests'), PDFDict);
  /** The page number a named destination `pN-page` leads to, or undefined. */
  const numberOf = (name) => {
    let dest = dests?.lookup(PDFName.of(name));
    if (dest instanceof PDFDict) dest = dest.lookup(PDFName.of('D'));
    return dest instanceof PDFArray ? pageNumber.get(dest.get(0).toString()) : undefined;
  };
  const font = await document.embedFont(StandardFonts.Helvetica);
  let numbered = 0;
  // The contents come after the title page and before the first chapter.
  const firstChapter = numberOf('p1-page') ?? 1;
  for (const page of pages.slice(1, firstChapter - 1)) {
    const entries = [];
    for (const annotation of page.node.Annots()?.asArray() ?? []) {
      const link = page.node.context.lookup(annotation, PDFDict);
      const dest = link.get(PDFName.of('Dest'));
      const name = dest instanceof PDFName || dest instanceof PDFString ? dest.decodeText() : null;
      const number = name && /^p\d+-page$/.test(name) ? numberOf(name) : undefined;
      const rect = link
        .lookupMaybe(PDFName.of('Rect'), PDFArray)
        ?.asArray()
        .map((value) => value.asNumber());
      if (number !== undefined && rect)
        entries.push({number, bottom: Math.min(rect[1], rect[3]), height: Math.abs(rect[3] - rect[1])});
    }
    if (entries.length === 0) continue;
    page.pushOperators(beginMarkedContent('Artifact'));
    for (const {number, bottom, height} of entries) {
      const text = String(number);
      const size = height * 0.68;
      page.drawText(text, {
        x: page.getWidth() - rightMarginPt - font.widthOfTextAtSize(text, size),
        y: bottom + height * 0.24,
        size,
        font,
      });
      numbered += 1;
    }
    page.pushOperators(endMarkedContent());
  }
  return {pdf: Buffer.from(await document.save({useObjectStreams: false})), numbered};
}

/**
 * Prints the docs and the API reference of a finished build into `outDir/file`. Never fails on
 * content: a page it cannot place is skipped with a line; without Chromium it says so and skips.
 * @param {string} outDir
 * @param {{file: string, title: string, subtitle: string, siteUrl: string, entry?: string, api?: string | null,
 *   log?: (line: string) => void}} options
 * @returns {Promise<{file: string, bytes: number, pages: number, seconds: number} | null>}
 */
export async function printDocsPdf(outDir, options) {
  const {
    file,
    title,
    subtitle,
    siteUrl,
    entry = '/docs/intro',
    api = '/api/',
    log = (line) => console.log(line),
  } = options;
  const started = process.hrtime.bigint();
  const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
  if (!existsSync(chromiumPath)) {
    log(`[docs-pdf] skipped: no Chromium at ${chromiumPath} (node scripts/prepare-build.mjs installs it).`);
    return null;
  }
  if (!readPage(outDir, entry)) {
    log(`[docs-pdf] skipped: the build has no ${entry}.`);
    return null;
  }
  let chromium;
  try {
    ({chromium} = await import('playwright-core'));
  } catch {
    log('[docs-pdf] skipped: playwright-core is not installed (a development dependency).');
    return null;
  }
  const document = assemble(outDir, {entry, api, siteUrl, title, subtitle});
  for (const line of document.skipped) log(`[docs-pdf] skipped: ${line}.`);

  if (document.pages.length === 0) {
    log('[docs-pdf] skipped: no page to print.');
    return null;
  }
  const server = await startStaticServer(outDir);
  /**
   * The print document as Chromium prints it, in a browser of its own: the file, `stopped` when the
   * browser stopped working before it was done (see lib/browserProcesses.mjs), or null when Chromium does
   * not start.
   */
  const print = async () => {
    let browser;
    try {
      browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
    } catch (error) {
      log(`[docs-pdf] skipped: Chromium at ${chromiumPath} does not start (${String(error).split('\n')[0]}).`);
      return null;
    }
    let watch;
    try {
      const session = await browser.newBrowserCDPSession();
      watch = watchForStop(session);
      const unfavoured = await favour(session);
      if (unfavoured) log(`[docs-pdf] the print keeps an ordinary share of the CPU (${unfavoured}).`);
      const page = await browser.newPage();
      // Same origin as the build, so that its stylesheets, fonts and images load; answered from here,
      // so that no page of the site runs its scripts in the tab (the 404 page's set the PDF's title).
      const printUrl = `${server.url}/kublade-docs-print.html`;
      await page.route(printUrl, (route) =>
        route.fulfill({status: 200, contentType: 'text/html; charset=utf-8', body: document.html}),
      );
      const printed = (async () => {
        await page.goto(printUrl, {waitUntil: 'load', timeout: 0});
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        return page.pdf({
          format: 'A4',
          printBackground: true,
          outline: true,
          tagged: true,
          displayHeaderFooter: true,
          headerTemplate: '<span></span>',
          footerTemplate: `<div style="font-size:8px;width:100%;padding:0 14mm;display:flex;justify-content:space-between;color:#555"><span>${escapeHtml(title)}</span><span><span class="pageNumber"></span> / <span class="totalPages"></span></span></div>`,
          margin: {top: '16mm', bottom: '18mm', left: '14mm', right: '14mm'},
          timeout: 0,
        });
      })();
      // Ending the browser below ends a stopped print with an error nobody waits for.
      printed.catch(() => {});
      const stopped = watch.stopped.then((processes) => {
        for (const id of processes) killQuietly(id);
        return 'stopped';
      });
      return await Promise.race([printed, stopped]);
    } finally {
      watch?.cancel();
      await browser.close().catch(() => {});
    }
  };
  try {
    let pdf = null;
    let attempt = 1;
    // The print stays tagged: the tags are what a screen reader reads the PDF's structure by.
    for (; attempt <= printAttempts; attempt += 1) {
      const again = attempt < printAttempts ? '; printing again in a new browser' : '';
      try {
        pdf = await print();
      } catch (error) {
        log(`[docs-pdf] Chromium did not print (${String(error).split('\n')[0]})${again}.`);
        continue;
      }
      if (pdf !== 'stopped') break;
      pdf = null;
      log(`[docs-pdf] Chromium stopped printing (all its processes idle for two minutes)${again}.`);
    }
    if (!pdf) {
      if (attempt > printAttempts) log(`[docs-pdf] no PDF: ${printAttempts} prints did not finish.`);
      return null;
    }
    const pageCount = (pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length;
    const contents = await numberContents(Buffer.from(pdf));
    if (contents.numbered < document.pages.length)
      log(`[docs-pdf] warning: ${document.pages.length - contents.numbered} contents entries have no page number.`);
    await writeFile(join(outDir, file), compactPdf(contents.pdf));
    const bytes = statSync(join(outDir, file)).size;
    const result = {file, bytes, pages: pageCount, seconds: seconds()};
    log(
      `[docs-pdf] ${file}: ${document.pages.length} pages of the site on ${pageCount} PDF pages, ` +
        `${(bytes / 1024 / 1024).toFixed(1)} MB, ${document.links.internal} links inside the file, ` +
        `in ${result.seconds.toFixed(1)} s.`,
    );
    if (bytes > sizeBudgetBytes) log(`[docs-pdf] warning: ${file} is over the 10 MB budget.`);
    return result;
  } finally {
    await server.close();
  }
}
