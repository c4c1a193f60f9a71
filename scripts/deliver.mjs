#!/usr/bin/env node
// Usage: node scripts/deliver.mjs <build dir> [--no-brotli] [--no-pdf | --only-pdf]
// Post-build step for deploy/nginx, run by npm run build after docusaurus build, in one walk over the
// finished build: adds to each page's head the links plugins recorded for it (lib/headLinks.mjs: a
// route's stylesheet, the page's Markdown copy), writes a .gz (and, unless --no-brotli, a .br) copy
// next to each compressible file, and <build dir>/.nginx/csp.conf with the SHA-256 hashes of each
// page's inline scripts, so that the Content-Security-Policy needs no 'unsafe-inline' for scripts.
// Then, unless --no-pdf, it prints the docs and the API reference into one PDF (lib/docsPdf.mjs, named
// by src/data/docsPdf.ts) from the finished pages, whose heads now link their routes' stylesheets.
// --only-pdf prints it alone, from a build delivered before with --no-pdf.
import {createHash} from 'node:crypto';
import {mkdir, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import {extname, join, relative, resolve, sep} from 'node:path';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';
import {brotliCompress as brotliCallback, constants, gzip as gzipCallback} from 'node:zlib';
import {parse} from 'parse5';

import {printDocsPdf} from '../lib/docsPdf.mjs';
import {readHeadLinks, removeHeadLinks, withHeadLinks} from '../lib/headLinks.mjs';

const gzip = promisify(gzipCallback);
const brotliCompress = promisify(brotliCallback);

export const defaultExtensions = [
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.map',
  '.svg',
  '.xml',
  '.txt',
  '.md',
  '.yaml',
  '.webmanifest',
  '.ico',
];

/** Where the generated nginx include goes, relative to the build directory. */
export const cspConfPath = '.nginx/csp.conf';

/** Beyond this, a Content-Security-Policy header risks the 4 KB header buffers of proxies. */
export const headerWarningBytes = 2048;

/** nginx reads no configuration parameter longer than 4096 bytes. */
const parameterLimit = 4000;

/**
 * The `type` values of scripts the browser runs (HTML, "prepare the script element"): a JavaScript
 * MIME type essence, `module`, and the JSON-bodied `importmap` and `speculationrules`, which
 * script-src governs as well. Anything else (JSON-LD, templates in a script tag) is a data block.
 */
const executableTypes =
  /^(?:module|importmap|speculationrules|(?:text|application)\/(?:x-)?(?:javascript|ecmascript)|text\/(?:jscript|livescript)|text\/javascript1\.[0-5])$/i;

const attribute = (element, name) => element.attrs.find((attr) => attr.name === name && !attr.namespace)?.value ?? null;

/** Whether a `<script>` element without `src` is run by the browser, by its type (or language). */
function isExecutable(element) {
  if (attribute(element, 'src') !== null) return false;
  let type = attribute(element, 'type');
  if (type === null) {
    const language = attribute(element, 'language');
    type = language === null || language === '' ? '' : `text/${language}`;
  }
  type = type.trim();
  return type === '' || executableTypes.test(type);
}

/** Attributes holding a URL that a `javascript:` value would turn into script. */
const urlAttributes = new Set(['href', 'src', 'action', 'formaction']);

/** As the URL parser reads it: without tabs and newlines anywhere and leading C0 controls and spaces. */
function isJavascriptUrl(value) {
  const url = value.replace(/[\t\n\r]/g, '');
  let start = 0;
  while (start < url.length && url.charCodeAt(start) <= 0x20) start++;
  return /^javascript:/i.test(url.slice(start));
}

/**
 * Collects the CSP hash sources of one HTML document from its parsed tree (parse5, the HTML
 * standard's parsing algorithm, as the browser builds it): only the text of real `<script>`
 * elements the browser would execute counts. Script-like text in headings, attribute values, code
 * blocks or comments is text, and JSON-LD and other data blocks are never run, so CSP does not
 * apply to them. Scripts inside `<template>` are inert and not hashed.
 * @param {string} html
 * @param {string} [file] named in the problems
 * @returns {{hashes: string[], problems: string[]}} sorted distinct `'sha256-…'` sources, and the
 *   inline event handlers and `javascript:` URLs that a hash-based policy blocks
 */
export function inlineScripts(html, file = 'page') {
  const hashes = new Set();
  const problems = new Set();
  const visit = (parent, inTemplate) => {
    for (const element of parent.childNodes) {
      if (!('tagName' in element)) continue;
      for (const attr of element.attrs) {
        const name = attr.name.toLowerCase();
        if (!attr.namespace && name.startsWith('on')) {
          problems.add(`${file}: the inline event handler ${name} is blocked by the Content-Security-Policy`);
        } else if (
          (urlAttributes.has(name) || (name === 'href' && attr.prefix === 'xlink')) &&
          isJavascriptUrl(attr.value)
        ) {
          problems.add(`${file}: a javascript: URL is blocked by the Content-Security-Policy`);
        }
      }
      // The HTML and the SVG <script> both run; their text is one raw text node (or none).
      if (element.tagName === 'script' && !inTemplate && isExecutable(element)) {
        const source = element.childNodes.map((child) => (child.nodeName === '#text' ? child.value : '')).join('');
        hashes.add(`'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`);
      }
      visit(element, inTemplate);
      // Template contents are inert until a script clones them; their handlers would still be blocked then.
      if (element.tagName === 'template' && 'content' in element) visit(element.content, true);
    }
  };
  visit(parse(html), false);
  return {hashes: [...hashes].sort(), problems: [...problems]};
}

/**
 * The nginx include: a `map` from the HTML file nginx serves ($uri after try_files, such as
 * /docs/intro/index.html) to the script sources of that page only, so that no page allows the
 * inline scripts of another, and each answer carries only its own hashes. The policy itself stays
 * readable in deploy/nginx/site.conf. A page whose list would exceed nginx's parameter limit gets
 * it in parts: constant variables that its entry strings together.
 * @param {Map<string, string[]>} pages
 */
export function cspConf(pages) {
  const quote = (value) => `"${value.replace(/["\\]/g, '\\$&')}"`;
  const distinct = new Set([...pages.values()].flat());
  const parts = [];
  const entries = [...pages]
    .filter(([, hashes]) => hashes.length > 0)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([uri, hashes]) => {
      const chunks = [[]];
      for (const hash of hashes) {
        const current = chunks.at(-1);
        if ([...current, hash].join(' ').length > parameterLimit) chunks.push([hash]);
        else current.push(hash);
      }
      const sources =
        chunks.length === 1
          ? chunks[0].join(' ')
          : chunks
              .map((chunk) => {
                parts.push(
                  `map $uri $csp_script_part_${parts.length + 1} {\n    default ${quote(chunk.join(' '))};\n}`,
                );
                return `$csp_script_part_${parts.length}`;
              })
              .join(' ');
      return `    ${quote(uri)} ${quote(`'self' ${sources}`)};`;
    });
  return [
    '# Generated by scripts/deliver.mjs after the build. Do not edit: rebuild instead.',
    `# Per HTML file, 'self' plus the SHA-256 of its inline scripts (${distinct.size} distinct scripts in ${pages.size} HTML files).`,
    ...parts,
    'map $uri $csp_script_src {',
    `    default "'self'";`,
    ...entries,
    '}',
    '',
  ].join('\n');
}

/** Every regular file below `dir`, skipping dot-directories and dot-files (ours and .nojekyll) and copies. */
async function sourceFiles(dir) {
  const files = [];
  for (const entry of await readdir(dir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    if (
      relative(dir, path)
        .split(sep)
        .some((part) => part.startsWith('.'))
    )
      continue;
    if (path.endsWith('.gz') || path.endsWith('.br')) continue;
    files.push(path);
  }
  return files.sort();
}

/** Runs `task` over `items` with at most `limit` in flight: zlib's work runs in libuv's 4 threads. */
async function pool(items, limit, task) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, worker));
}

/**
 * Writes `file.gz` (and `file.br` unless brotli is off) when it comes out smaller than the file
 * itself, after removing the copies of an earlier run, which must not outlive a rewritten file.
 */
async function compressFile(file, content, {extensions, minBytes, brotli}) {
  await Promise.all([rm(`${file}.gz`, {force: true}), rm(`${file}.br`, {force: true})]);
  if (!extensions.has(extname(file).toLowerCase())) return null;
  if (content.length < minBytes) return null;
  const result = {bytes: content.length, gzip: null, brotli: null};
  // A compressed copy that is not smaller would only cost bandwidth when served.
  const gz = await gzip(content, {level: constants.Z_BEST_COMPRESSION});
  if (gz.length < content.length) {
    await writeFile(`${file}.gz`, gz);
    result.gzip = gz.length;
  }
  if (!brotli) return result;
  const br = await brotliCompress(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  if (br.length < content.length) {
    await writeFile(`${file}.br`, br);
    result.brotli = br.length;
  }
  return result;
}

/**
 * One page of the walk: the head links recorded for it added (and written back), its inline
 * scripts hashed. Returns the page's content as it now is.
 */
async function deliverPage(outDir, file, headLinks, pages, problems) {
  const uri = `/${relative(outDir, file).split(sep).join('/')}`;
  let html = await readFile(file, 'utf8');
  const links = headLinks.get(uri.slice(1));
  if (links) {
    const linked = withHeadLinks(html, links, uri);
    if (linked !== html) await writeFile(file, linked);
    html = linked;
  }
  const found = inlineScripts(html, uri);
  pages.set(uri, found.hashes);
  problems.push(...found.problems);
  const bytes = found.hashes.join(' ').length;
  if (bytes > headerWarningBytes) {
    problems.push(
      `${uri}: ${found.hashes.length} inline scripts make its Content-Security-Policy header ${(bytes / 1024).toFixed(1)} KB longer; ` +
        'proxies with 4 KB header buffers (ingress-nginx by default) answer 502 unless raised (see deploy/kubernetes/ingress.yaml)',
    );
  }
  return Buffer.from(html);
}

const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/**
 * Prepares a finished build for deploy/nginx: the head links plugins recorded, precompressed
 * copies for gzip_static and brotli_static, and the CSP include. Runs once over a build that no
 * one else writes to any more.
 * @param {string} outDir
 * @param {{brotli?: boolean, minBytes?: number, extensions?: string[], log?: (line: string) => void}} [options]
 *   minBytes: smaller files are left alone, their copy would save less than a packet (default 1024)
 */
export async function deliver(outDir, options = {}) {
  const {brotli = true, minBytes = 1024, log = (line) => console.log(line)} = options;
  const extensions = new Set(options.extensions ?? defaultExtensions);
  const files = await sourceFiles(outDir);
  const html = files.filter((file) => file.endsWith('.html'));
  const headLinks = await readHeadLinks(outDir);
  const unbuilt = [...headLinks.keys()].filter((page) => !html.includes(join(outDir, page)));
  if (unbuilt.length > 0)
    throw new Error(`links were recorded for pages the build does not have: ${unbuilt.join(', ')}`);

  const results = [];
  const pages = new Map();
  const problems = [];
  await pool(files, 4, async (file) => {
    const content = file.endsWith('.html')
      ? await deliverPage(outDir, file, headLinks, pages, problems)
      : await readFile(file);
    const result = await compressFile(file, content, {extensions, minBytes, brotli});
    if (result) results.push(result);
  });
  await mkdir(join(outDir, '.nginx'), {recursive: true});
  await writeFile(join(outDir, cspConfPath), cspConf(pages));
  await removeHeadLinks(outDir);
  const scripts = {hashes: new Set([...pages.values()].flat()).size, problems: problems.sort()};

  for (const problem of scripts.problems) log(`[deliver] warning: ${problem}.`);
  const sum = (values) => values.reduce((total, value) => total + (value ?? 0), 0);
  const count = (values) => values.filter((value) => value !== null).length;
  const gzipped = results.map((r) => r.gzip);
  const brotlied = results.map((r) => r.brotli);
  log(
    `[deliver] ${results.length} compressible files (${megabytes(sum(results.map((r) => r.bytes)))}): ` +
      `gzip ${count(gzipped)} files (${megabytes(sum(gzipped))}), ` +
      (brotli ? `brotli ${count(brotlied)} files (${megabytes(sum(brotlied))}); ` : 'no brotli; ') +
      `${scripts.hashes} distinct inline scripts in ${html.length} HTML files hashed into ${cspConfPath}; ` +
      `head links added to ${headLinks.size} pages.`,
  );
  return {
    files: results.length,
    html: html.length,
    hashes: scripts.hashes,
    linkedPages: headLinks.size,
    problems: scripts.problems,
  };
}

/**
 * The documentation as one PDF (lib/docsPdf.mjs), named and titled by src/data/docsPdf.ts, which
 * tsx (a development dependency, like the Chromium driver the step needs) loads without a build step.
 */
export async function printDocs(outDir) {
  let tsImport;
  try {
    ({tsImport} = await import('tsx/esm/api'));
  } catch {
    console.log('[docs-pdf] skipped: tsx is not installed (a development dependency).');
    return null;
  }
  const [{docsPdf}, {site}] = await Promise.all([
    tsImport('../src/data/docsPdf.ts', import.meta.url),
    tsImport('../src/data/site.ts', import.meta.url),
  ]);
  return printDocsPdf(outDir, {
    file: docsPdf.path.replace(/^\//, ''),
    title: docsPdf.title,
    subtitle: docsPdf.subtitle,
    siteUrl: site.url,
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const options = ['--no-brotli', '--no-pdf', '--only-pdf'];
  const dirs = args.filter((arg) => !arg.startsWith('--'));
  const unknown = args.filter((arg) => arg.startsWith('--') && !options.includes(arg));
  const [noPdf, onlyPdf] = [args.includes('--no-pdf'), args.includes('--only-pdf')];
  if (dirs.length !== 1 || unknown.length > 0 || (noPdf && onlyPdf)) {
    console.error('Usage: node scripts/deliver.mjs <build dir> [--no-brotli] [--no-pdf | --only-pdf]');
    process.exit(2);
  }
  const outDir = resolve(dirs[0]);
  (onlyPdf ? Promise.resolve() : deliver(outDir, {brotli: !args.includes('--no-brotli')}))
    .then(() => (noPdf ? null : printDocs(outDir)))
    .catch((error) => {
      console.error(`[deliver] ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    });
}
