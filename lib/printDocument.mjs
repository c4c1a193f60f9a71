// The print document of the documentation PDF (docsPdf.mjs prints it): a title page, the contents,
// then every docs page of the sidebar in order and the API reference, each from its built HTML, with
// ids prefixed per page and links turned into links inside the file.
import * as cheerio from 'cheerio';

import {readPage, sidebarOf, sitePath} from './builtSidebar.mjs';

/** Attributes that hold one id or a space-separated list of ids. */
const idReferences = ['for', 'aria-describedby', 'aria-labelledby', 'aria-controls', 'aria-owns', 'headers', 'list'];

/**
 * Where a link of the print document leads: a link to a printed page goes to that page's start, or to
 * the prefixed anchor within it; an in-page anchor to the prefixed one; a link to any other page of
 * the site becomes its full address, as the page's link would be on paper. Other hosts stay.
 * @param {string} href as the built page has it
 * @param {{from: string, pages: Map<string, string>, siteUrl: string}} context from: the page's path;
 *   pages: printed page path → id prefix
 * @returns {{href: string, internal: boolean} | null} null: leave it as it is
 */
export function printedHref(href, {from, pages, siteUrl}) {
  const target = sitePath(href, from);
  if (!target) return null;
  const prefix = pages.get(target.path);
  if (prefix !== undefined) return {href: `#${prefix}${target.hash || 'page'}`, internal: true};
  return {href: new URL(href, siteUrl + from).href, internal: false};
}

/**
 * The content of one built page for the print document: a docs page's <article>, a category's
 * generated index, or the API reference's static content with the parts it defers put in. Ids get
 * the page's prefix, so that they stay unique in one document, and links point as `printedHref`
 * says. Inside drawings (SVG) nothing is renamed: a diagram's styles and markers refer to its ids.
 * @param {string} html the built page
 * @param {{from: string, prefix: string, level: number, pages: Map<string, string>, siteUrl: string}} options
 *   level: 1 and more for a page inside a category, whose headings move down as many levels
 * @returns {{html: string, title: string, ids: string[], stylesheets: string[], internal: number, external: number} | null}
 *   null when the page has none of these
 */
export function pageContent(html, {from, prefix, level, pages, siteUrl}) {
  // Without scripting, the parts the API reference leaves in <noscript> are markup, as printed.
  const $ = cheerio.load(html, {scriptingEnabled: false});
  const stylesheets = $('link[rel=stylesheet]')
    .toArray()
    .map((link) => $(link).attr('href'));
  let root = $('main [data-api-static]').first();
  // A category's generated index with what the site's wrap puts after the theme's page (the
  // installation category's offline note): both sit in the same container.
  if (root.length === 0) root = $('main [class*="generatedIndexPage"]').first().parent();
  if (root.length === 0) root = $('main article').first();
  if (root.length === 0) return null;
  root.find('noscript').each((_, element) => {
    $(element).replaceWith($(element).contents());
  });
  // What paper cannot use and the print stylesheet hides anyway; a heading's "#" link would also
  // end up in the outline's titles.
  root.find('.hash-link, .pagination-nav, .theme-doc-breadcrumbs, script, [data-page-actions]').remove();
  // A category's cards list the pages that follow it; their titles are no sections of the book.
  root.find('.theme-doc-card-heading').each((_, element) => {
    element.tagName = 'p';
  });
  const inSvg = new Set(root.find('svg, svg *').toArray());
  const ids = [];
  root.find('[id]').each((_, element) => {
    if (inSvg.has(element)) return;
    const id = prefix + $(element).attr('id');
    $(element).attr('id', id);
    ids.push(id);
  });
  for (const attribute of idReferences) {
    root.find(`[${attribute}]`).each((_, element) => {
      if (inSvg.has(element)) return;
      const list = ($(element).attr(attribute) ?? '').split(/\s+/).filter(Boolean);
      $(element).attr(attribute, list.map((id) => prefix + id).join(' '));
    });
  }
  // Radio groups (the API's named examples) stay groups of this page.
  root.find('input[name]').each((_, element) => {
    $(element).attr('name', prefix + $(element).attr('name'));
  });
  let internal = 0;
  let external = 0;
  root.find('a[href]').each((_, element) => {
    if (inSvg.has(element)) return;
    const target = printedHref($(element).attr('href'), {from, pages, siteUrl});
    if (!target) return;
    $(element).attr('href', target.href);
    if (target.internal) internal++;
    else external++;
  });
  const title = root.find('h1').first().text().trim();
  if (level > 0) {
    // A page inside a category is a section of its chapter: each heading one level down.
    root.find('h1, h2, h3, h4, h5').each((_, element) => {
      element.tagName = `h${Math.min(6, Number(element.tagName[1]) + level)}`;
    });
  }
  return {html: $.html(root), title, ids, stylesheets, internal, external};
}

export const escapeHtml = (text) =>
  String(text).replace(/[&<>"]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[c]);

/** Layout of the print document around the pages: title page, contents, a chapter per page. */
const bookCss = `
html, body { background: #fff; }
body { margin: 0; }
.pdf-title { break-after: page; padding-top: 35vh; }
.pdf-title .pdf-product { font-size: 2.4rem; font-weight: 800; margin: 0; }
.pdf-title .pdf-subtitle { font-size: 1.2rem; margin: 0.5rem 0 2rem; }
/* Room at the end of each line for the page number that numberContents() writes there. */
.pdf-contents { padding-right: 3rem; }
.pdf-contents .pdf-contents-title { font-size: 1.6rem; font-weight: 800; margin-bottom: 1rem; }
.pdf-contents ol { list-style: none; padding-left: 1.2rem; margin: 0; }
.pdf-contents > ol { padding-left: 0; }
.pdf-contents li { margin: 0.2rem 0; }
.pdf-contents > ol > li { margin-top: 0.6rem; font-weight: 700; }
.pdf-contents > ol > li li { font-weight: 400; }
.pdf-contents a::after { content: none !important; }
.pdf-page { break-before: page; }
.pdf-page .theme-doc-footer, .pdf-page [class*="report_"], .theme-doc-card-icon { display: none !important; }
/* A PDF draws a blurred shadow as a picture and a rounded corner as curves, for every code span
   and panel of a thousand pages: flat boxes keep the file small and print the same text. */
*, *::before, *::after { box-shadow: none !important; text-shadow: none !important; border-radius: 0 !important; }
`;

/**
 * The whole print document.
 * @param {{title: string, subtitle: string, stylesheets: string[], contents: string, body: string}} parts
 */
export function printDocument({title, subtitle, stylesheets, contents, body}) {
  return `<!DOCTYPE html><html lang="en" data-theme="light"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
${stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n')}
<style>${bookCss}</style></head><body><main>
<div class="pdf-title"><p class="pdf-product">${escapeHtml(title)}</p><p class="pdf-subtitle">${subtitle}</p></div>
<nav class="pdf-contents" aria-label="Contents"><p class="pdf-contents-title">Contents</p>${contents}</nav>
${body}
</main></body></html>`;
}

/** The contents list: each page linked to its start, the pages of a category nested under it. */
function contentsList(placed) {
  let html = '';
  let depth = -1;
  for (const page of placed) {
    if (page.level > depth) html += '<ol>'.repeat(page.level - depth);
    else html += '</li>' + '</ol></li>'.repeat(depth - page.level);
    html += `<li><a href="#${page.prefix}page">${escapeHtml(page.title)}</a>`;
    depth = page.level;
  }
  return html + '</li></ol>'.repeat(depth + 1);
}

/**
 * Assembles the print document from the build: the sidebar's pages in order, then the API reference.
 * @param {string} outDir
 * @param {{entry: string, api?: string | null, siteUrl: string, title: string, subtitle: string}} options
 *   subtitle: HTML
 */
export function assemble(outDir, {entry, api = '/api/', siteUrl, title, subtitle}) {
  const {entries, skipped} = sidebarOf(outDir, entry);
  const pages = new Map();
  const order = [];
  const add = (item, level) => {
    const path = sitePath(item.href, entry).path;
    if (pages.has(path)) return;
    pages.set(path, `p${pages.size + 1}-`);
    order.push({path, prefix: pages.get(path), level, label: item.label});
    for (const child of item.items ?? []) add(child, level + 1);
  };
  for (const item of entries) add(item, 0);
  if (api) add({href: api, label: 'API reference'}, 0);

  const stylesheets = new Set();
  const ids = new Set();
  const placed = [];
  let internal = 0;
  let external = 0;
  for (const page of order) {
    const html = readPage(outDir, page.path);
    const content =
      html && pageContent(html, {from: page.path, prefix: page.prefix, level: page.level, pages, siteUrl});
    if (!content) {
      skipped.push(`${page.path} has no content the step can place`);
      continue;
    }
    content.stylesheets.forEach((href) => stylesheets.add(href));
    content.ids.forEach((id) => ids.add(id));
    internal += content.internal;
    external += content.external;
    placed.push({...page, title: content.title || page.label, html: content.html});
  }
  const placedPrefixes = new Set(placed.map((page) => page.prefix));
  let body = placed
    .map(
      (page) =>
        `<div class="pdf-page" id="${page.prefix}page" data-pdf-page="${escapeHtml(page.path)}">${page.html}</div>`,
    )
    .join('\n');
  placed.forEach((page) => ids.add(`${page.prefix}page`));
  // A link to an anchor the page does not have (or to a page that was skipped) goes to the page's
  // start, or, for a skipped page, to the site.
  body = body.replace(/href="#(p\d+-)([^"]*)"/g, (whole, prefix, rest) => {
    if (ids.has(prefix + rest)) return whole;
    if (placedPrefixes.has(prefix)) return `href="#${prefix}page"`;
    const path = [...pages].find(([, value]) => value === prefix)?.[0] ?? '/';
    return `href="${escapeHtml(siteUrl + path)}"`;
  });
  return {
    html: printDocument({title, subtitle, stylesheets: [...stylesheets], contents: contentsList(placed), body}),
    pages: placed.map(({path, title: pageTitle, level}) => ({path, title: pageTitle, level})),
    skipped,
    links: {internal, external},
  };
}
