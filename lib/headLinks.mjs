// What pages' <head> gains after the build. Docusaurus runs every plugin's postBuild at once, so two
// plugins rewriting the same page raced (route-styles and llms-txt); instead each records the links
// it wants in a file of its own inside the build, and scripts/deliver.mjs adds them all in its one
// walk over the finished build, before it hashes the pages' scripts and compresses them.
import {existsSync} from 'node:fs';
import {mkdir, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import {join} from 'node:path';

/**
 * The HTML file the build wrote for a path below the base URL (`<path>/index.html` or
 * `<path>.html`, as `trailingSlash` decides), or null: the page a plugin records links for.
 * @param {string} outDir
 * @param {string} permalink
 * @returns {string | null}
 */
export function builtHtmlFile(outDir, permalink) {
  const base = join(outDir, permalink);
  return (
    [join(base, 'index.html'), `${base.replace(/\/$/, '')}.html`].find((candidate) => existsSync(candidate)) ?? null
  );
}

/** Where the records wait inside the build: a dot-folder, which is neither compressed nor served. */
export const headLinksDir = '.head-links';

/**
 * Records, for `plugin`, the `<link>` elements that pages gain: `links` maps an HTML file, relative
 * to the build with `/` (`api/index.html`), to its elements.
 * @param {string} outDir
 * @param {string} plugin
 * @param {Record<string, string[]>} links
 */
export async function recordHeadLinks(outDir, plugin, links) {
  await mkdir(join(outDir, headLinksDir), {recursive: true});
  await writeFile(join(outDir, headLinksDir, `${plugin}.json`), `${JSON.stringify(links, null, 1)}\n`);
}

/**
 * Every plugin's records, merged by page (plugins in name order, so the result does not depend on
 * which finished first).
 * @param {string} outDir
 * @returns {Promise<Map<string, string[]>>}
 */
export async function readHeadLinks(outDir) {
  const dir = join(outDir, headLinksDir);
  const names = await readdir(dir).catch(() => []);
  const pages = new Map();
  for (const name of names.filter((file) => file.endsWith('.json')).sort()) {
    const links = JSON.parse(await readFile(join(dir, name), 'utf8'));
    for (const [page, elements] of Object.entries(links)) pages.set(page, [...(pages.get(page) ?? []), ...elements]);
  }
  return pages;
}

/** Removes the records once they are in the pages. */
export async function removeHeadLinks(outDir) {
  await rm(join(outDir, headLinksDir), {recursive: true, force: true});
}

const stylesheetLink = /<link\b[^>]*\brel=["']?stylesheet["']?[^>]*>/gi;

/**
 * The page with `links` in its head: a stylesheet right after the page's last stylesheet (so that it
 * too loads before the first paint, and after the global styles), anything else before `</head>`. A
 * link the head has already is not added again.
 * @param {string} html
 * @param {string[]} links
 * @param {string} [file] named in errors
 */
export function withHeadLinks(html, links, file = 'page') {
  let out = html;
  for (const link of links) {
    const end = out.indexOf('</head>');
    if (end === -1) throw new Error(`${file} has no </head> for ${link}`);
    const head = out.slice(0, end);
    if (head.includes(link)) continue;
    if (/\brel=["']?stylesheet\b/i.test(link)) {
      const last = [...head.matchAll(stylesheetLink)].at(-1);
      if (!last) throw new Error(`${file} links no stylesheet for ${link} to follow`);
      const at = last.index + last[0].length;
      out = out.slice(0, at) + link + out.slice(at);
    } else out = out.slice(0, end) + link + out.slice(end);
  }
  return out;
}
