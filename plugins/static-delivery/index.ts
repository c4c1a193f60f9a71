import {createHash} from 'node:crypto';
import {mkdir, readFile, readdir, rm, stat, writeFile} from 'node:fs/promises';
import {extname, join, relative, sep} from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress as brotliCallback, constants, gzip as gzipCallback} from 'node:zlib';
import type {LoadContext, Plugin, Props} from '@docusaurus/types';
import {parse, type DefaultTreeAdapterTypes} from 'parse5';

const gzip = promisify(gzipCallback);
const brotliCompress = promisify(brotliCallback);

export interface Options {
  /** Files smaller than this are left alone: their compressed copy would save less than a packet. */
  minBytes?: number;
  /** Extensions (with dot) worth compressing. Fonts and images are compressed formats already. */
  extensions?: string[];
  /** Also write `.br` files (on by default; nginx serves them only where the brotli module is loaded). */
  brotli?: boolean;
  log?: (line: string) => void;
}

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

export interface InlineScripts {
  /** Distinct `'sha256-…'` sources of the executable inline scripts, sorted. */
  hashes: string[];
  /** Inline event handlers and `javascript:` URLs: a hash-based CSP blocks them. */
  problems: string[];
}

/**
 * The `type` values of scripts the browser runs (HTML, "prepare the script element"): a JavaScript
 * MIME type essence, `module`, and the JSON-bodied `importmap` and `speculationrules`, which
 * script-src governs as well. Anything else (JSON-LD, templates in a script tag) is a data block.
 */
const executableTypes =
  /^(?:module|importmap|speculationrules|(?:text|application)\/(?:x-)?(?:javascript|ecmascript)|text\/(?:jscript|livescript)|text\/javascript1\.[0-5])$/i;

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

const attribute = (element: Element, name: string): string | null =>
  element.attrs.find((attr) => attr.name === name && !attr.namespace)?.value ?? null;

/** Whether a `<script>` element without `src` is run by the browser, by its type (or language). */
function isExecutable(element: Element): boolean {
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
function isJavascriptUrl(value: string): boolean {
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
 */
export function inlineScripts(html: string, file = 'page'): InlineScripts {
  const hashes = new Set<string>();
  const problems = new Set<string>();
  const visit = (parent: ParentNode, inTemplate: boolean) => {
    for (const node of parent.childNodes) {
      if (!('tagName' in node)) continue;
      const element = node as Element;
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
        const source = element.childNodes
          .map((child) => (child.nodeName === '#text' ? (child as DefaultTreeAdapterTypes.TextNode).value : ''))
          .join('');
        hashes.add(`'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`);
      }
      visit(element, inTemplate);
      // Template contents are inert until a script clones them; their handlers would still be blocked then.
      if (element.tagName === 'template' && 'content' in element)
        visit((element as DefaultTreeAdapterTypes.Template).content, true);
    }
  };
  visit(parse(html), false);
  return {hashes: [...hashes].sort(), problems: [...problems]};
}

/** nginx reads no configuration parameter longer than 4096 bytes. */
const parameterLimit = 4000;

/**
 * The nginx include: a `map` from the HTML file nginx serves ($uri after try_files, such as
 * /docs/intro/index.html) to the script sources of that page only, so that no page allows the
 * inline scripts of another, and each answer carries only its own hashes. The policy itself stays
 * readable in deploy/nginx/site.conf. A page whose list would exceed nginx's parameter limit gets
 * it in parts: constant variables that its entry strings together.
 */
export function cspConf(pages: Map<string, string[]>): string {
  const quote = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;
  const distinct = new Set([...pages.values()].flat());
  const parts: string[] = [];
  const entries = [...pages]
    .filter(([, hashes]) => hashes.length > 0)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([uri, hashes]) => {
      const chunks: string[][] = [[]];
      for (const hash of hashes) {
        const current = chunks.at(-1)!;
        if ([...current, hash].join(' ').length > parameterLimit) chunks.push([hash]);
        else current.push(hash);
      }
      const sources =
        chunks.length === 1
          ? chunks[0]!.join(' ')
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
    '# Generated by plugins/static-delivery at build time. Do not edit: rebuild instead.',
    `# Per HTML file, 'self' plus the SHA-256 of its inline scripts (${distinct.size} distinct scripts in ${pages.size} HTML files).`,
    ...parts,
    'map $uri $csp_script_src {',
    `    default "'self'";`,
    ...entries,
    '}',
    '',
  ].join('\n');
}

/** Beyond this, a Content-Security-Policy header risks the 4 KB header buffers of proxies. */
export const headerWarningBytes = 2048;

interface Entry {
  size: number;
  mtimeMs: number;
}

/** Every regular file below `dir`, skipping dot-directories and files (ours and .nojekyll). */
async function snapshot(dir: string): Promise<Map<string, Entry>> {
  const files = new Map<string, Entry>();
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
    const {size, mtimeMs} = await stat(path);
    files.set(path, {size, mtimeMs});
  }
  return files;
}

const sameEntry = (a: Entry | undefined, b: Entry | undefined) => a?.size === b?.size && a?.mtimeMs === b?.mtimeMs;

function sameSnapshot(a: Map<string, Entry>, b: Map<string, Entry>): boolean {
  return a.size === b.size && [...a].every(([path, entry]) => sameEntry(entry, b.get(path)));
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Docusaurus starts every plugin's postBuild at once (Promise.all, in registration order), and
 * several write into the build: feeds, sitemap, the client-redirects pages, the search index.
 * Plugins after this one have not started when this one starts, so they are wrapped here and
 * awaited. Only the preset's own plugins (feeds, sitemap) come before the first entry of
 * `plugins`; their writes are caught by waiting until the build directory stops changing.
 */
function wrapLaterPostBuilds(plugins: Props['plugins'], self: string): {started: boolean; done: Promise<void>}[] {
  const index = plugins.findIndex((plugin) => plugin.name === self);
  if (index === -1) return [];
  return plugins.slice(index + 1).flatMap((plugin) => {
    const original = plugin.postBuild;
    if (!original) return [];
    let settle = () => {};
    const wrapped = {started: false, done: new Promise<void>((resolve) => (settle = resolve))};
    plugin.postBuild = async (props) => {
      wrapped.started = true;
      try {
        await original.call(plugin, props);
      } finally {
        settle();
      }
    };
    return [wrapped];
  });
}

async function settledSnapshot(dir: string, quietMs = 150, maxMs = 30_000): Promise<Map<string, Entry>> {
  const started = Date.now();
  let previous = await snapshot(dir);
  for (;;) {
    await delay(quietMs);
    const current = await snapshot(dir);
    if (sameSnapshot(previous, current) || Date.now() - started > maxMs) return current;
    previous = current;
  }
}

/** Runs `task` over `items` with at most `limit` in flight: zlib's work runs in libuv's 4 threads. */
async function pool<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, worker));
}

interface Compressed {
  bytes: number;
  gzip: number | null;
  brotli: number | null;
}

/** Writes `file.gz` and `file.br` when they come out smaller than the file itself. */
async function compressFile(file: string, options: Options): Promise<Compressed | null> {
  const extensions = new Set(options.extensions ?? defaultExtensions);
  if (!extensions.has(extname(file).toLowerCase())) return null;
  const content = await readFile(file);
  if (content.length < (options.minBytes ?? 1024)) return null;
  const result: Compressed = {bytes: content.length, gzip: null, brotli: null};
  // A compressed copy that is not smaller would only cost bandwidth when served.
  const gz = await gzip(content, {level: constants.Z_BEST_COMPRESSION});
  if (gz.length < content.length) {
    await writeFile(`${file}.gz`, gz);
    result.gzip = gz.length;
  }
  if (options.brotli === false) return result;
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

/** Hashes the inline scripts of each HTML file and writes the nginx include. */
export async function writeCspConf(outDir: string, htmlFiles: string[]): Promise<InlineScripts & {pages: number}> {
  const pages = new Map<string, string[]>();
  const problems: string[] = [];
  for (const file of htmlFiles) {
    const uri = `/${relative(outDir, file).split(sep).join('/')}`;
    const found = inlineScripts(await readFile(file, 'utf8'), uri);
    pages.set(uri, found.hashes);
    problems.push(...found.problems);
    const bytes = found.hashes.join(' ').length;
    if (bytes > headerWarningBytes) {
      problems.push(
        `${uri}: ${found.hashes.length} inline scripts make its Content-Security-Policy header ${(bytes / 1024).toFixed(1)} KB longer; ` +
          'proxies with 4 KB header buffers (ingress-nginx by default) answer 502 unless raised (see deploy/kubernetes/ingress.yaml)',
      );
    }
  }
  await mkdir(join(outDir, '.nginx'), {recursive: true});
  await writeFile(join(outDir, cspConfPath), cspConf(pages));
  return {hashes: [...new Set([...pages.values()].flat())].sort(), problems, pages: pages.size};
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/**
 * Prepares the build for deploy/nginx: precompressed `.gz`/`.br` files for gzip_static and
 * brotli_static, and `.nginx/csp.conf` with the hashes of the inline scripts Docusaurus emits,
 * so that the Content-Security-Policy needs neither 'unsafe-inline' nor 'unsafe-eval' for scripts.
 * Register it first in `plugins` (see wrapLaterPostBuilds).
 */
export default function staticDeliveryPlugin(_context: LoadContext, options: Options = {}): Plugin {
  const name = 'static-delivery';
  const log = options.log ?? ((line: string) => console.log(line));
  return {
    name,
    async postBuild({outDir, plugins}) {
      // Synchronously, before the first await: the later plugins have not been called yet.
      const later = wrapLaterPostBuilds(plugins, name);
      await delay(0);
      // Only those that did start alongside: were Docusaurus ever to run postBuild one plugin after
      // the other, waiting for the later ones would wait forever.
      await Promise.all(later.filter((plugin) => plugin.started).map((plugin) => plugin.done));
      const done = new Map<string, Entry>();
      const results = new Map<string, Compressed>();
      // Rounds until the build stops changing: a file that an earlier plugin was still writing
      // shows up as changed in the next round and is compressed again.
      for (let round = 1; ; round++) {
        const files = await settledSnapshot(outDir);
        const changed = [...files].filter(([path, entry]) => !sameEntry(done.get(path), entry));
        if (changed.length === 0) break;
        if (round > 5) throw new Error('[static-delivery] the build directory keeps changing');
        await pool(changed, 4, async ([path, entry]) => {
          // Copies of an earlier version of a rewritten file must not outlive it.
          await Promise.all([rm(`${path}.gz`, {force: true}), rm(`${path}.br`, {force: true})]);
          const result = await compressFile(path, options);
          if (result) results.set(path, result);
          done.set(path, entry);
        });
      }
      const html = [...done.keys()].filter((file) => file.endsWith('.html'));
      const scripts = await writeCspConf(outDir, html);

      for (const problem of scripts.problems) log(`[static-delivery] warning: ${problem}.`);
      const all = [...results.values()];
      const sum = (values: (number | null)[]) => values.reduce<number>((total, value) => total + (value ?? 0), 0);
      const count = (values: (number | null)[]) => values.filter((value) => value !== null).length;
      log(
        `[static-delivery] ${all.length} compressible files (${megabytes(sum(all.map((r) => r.bytes)))}): ` +
          `gzip ${count(all.map((r) => r.gzip))} files (${megabytes(sum(all.map((r) => r.gzip)))}), ` +
          `brotli ${count(all.map((r) => r.brotli))} files (${megabytes(sum(all.map((r) => r.brotli)))}); ` +
          `${scripts.hashes.length} distinct inline scripts in ${html.length} HTML files hashed into ${cspConfPath}.`,
      );
    },
  };
}
