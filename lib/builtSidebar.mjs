// The docs sidebar as the build rendered it into its pages, in reading order: the documentation PDF
// (docsPdf.mjs) prints its pages in that order and plugins/llms-txt lists them so. Read from the
// built HTML, with the classic theme's sidebar classes (UPGRADING.md, "Theme class names").
import {readFileSync} from 'node:fs';
import * as cheerio from 'cheerio';

import {resolveFile} from './static-server.mjs';

/**
 * @typedef {{href: string, label: string, items?: SidebarEntry[]}} SidebarEntry
 *   A page of the sidebar (`items` for a category whose page is `href`).
 */

/** The site path and fragment of an href read on the page at `from` (a path), or null for another host. */
export function sitePath(href, from) {
  const url = new URL(href, `http://site.invalid${from}`);
  if (url.origin !== 'http://site.invalid') return null;
  return {path: url.pathname.replace(/\/$/, '') || '/', hash: decodeURIComponent(url.hash.slice(1))};
}

/** The docs sidebar a built page shows, as entries; a collapsed category has no `items` there. */
function menuOf($, list) {
  return list
    .children('li')
    .toArray()
    .flatMap((li) => {
      const item = $(li);
      const link = item.find('> a.menu__link, > .menu__list-item-collapsible > a.menu__link').first();
      const href = link.attr('href');
      if (!href) return [];
      const entry = {href, label: link.text().trim()};
      if (item.hasClass('theme-doc-sidebar-item-category')) {
        const sublist = item.children('ul.menu__list');
        entry.items = sublist.length > 0 ? menuOf($, sublist) : undefined;
      }
      return [entry];
    });
}

/** A built page's HTML by its site path, or null. */
export function readPage(outDir, path) {
  const file = resolveFile(outDir, path);
  return file ? readFileSync(file, 'utf8') : null;
}

/**
 * The docs sidebar in reading order, read from the built pages: the entry page shows the top level,
 * and each category's own page shows that category opened. Entries that are no page of their own
 * (a link to a section of another page, another host) are left out with a line in `skipped`.
 * @param {string} outDir
 * @param {string} entry path of a docs page (the sidebar is the same on every page of it)
 * @returns {{entries: SidebarEntry[], skipped: string[]}}
 */
export function sidebarOf(outDir, entry) {
  const skipped = [];
  const sidebar = (path) => {
    const html = readPage(outDir, path);
    if (!html) return null;
    const $ = cheerio.load(html);
    const list = $('nav.menu ul.theme-doc-sidebar-menu').first();
    return list.length > 0 ? menuOf($, list) : null;
  };
  const top = sidebar(entry);
  if (!top) return {entries: [], skipped: [`${entry} shows no docs sidebar, so no docs page is printed`]};
  const find = (entries, href) => {
    for (const candidate of entries) {
      if (candidate.href === href) return candidate;
      const inner = candidate.items && find(candidate.items, href);
      if (inner) return inner;
    }
    return null;
  };
  const complete = (entries) =>
    entries.flatMap((item) => {
      const target = sitePath(item.href, entry);
      if (!target || target.hash) {
        skipped.push(`"${item.label}" (${item.href}) is a link, not a page of its own`);
        return [];
      }
      if (!('items' in item)) return [item];
      const opened = item.items ?? find(sidebar(target.path) ?? [], item.href)?.items;
      if (!opened) skipped.push(`the pages of category "${item.label}" were not found on ${item.href}`);
      return [{...item, items: complete(opened ?? [])}];
    });
  return {entries: complete(top), skipped};
}
