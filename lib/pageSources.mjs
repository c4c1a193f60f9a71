// The platform files that docs pages and posts rest on: their front matter's `sources` (WRITING.md),
// the platform paths their text cites, and the release's file list both are checked against.
// tests/unit/docs/sources.test.ts checks the pages with it; scripts/docs-drift.mjs reads the lists.
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import matter from '@11ty/gray-matter';

/** `git ls-tree -r --name-only v1.2.3` of the platform, one path a line, relative to the site's root. */
export const platformFileList = 'src/data/platform/files.txt';

/**
 * The files of the platform at the documented release.
 * @param {string} root the site's root folder
 * @returns {Set<string>}
 */
export function platformFiles(root) {
  return new Set(
    readFileSync(join(root, platformFileList), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
}

/** Docs that plugins/project-documents writes at build time from the platform's release documents. */
export const generatedDocs = ['docs/project/CHANGELOG.md', 'docs/project/DEPENDENCIES-latest.md'];

/** Folders whose Markdown files are pages: docs pages and blog posts. */
const contentFolders = ['docs', 'blog'];

/**
 * @param {string} root
 * @param {string} dir relative to root
 * @returns {string[]} Markdown files below dir, relative to root, sorted; `_` files are partials, not pages
 */
function markdownFiles(root, dir) {
  return readdirSync(join(root, dir))
    .sort()
    .flatMap((name) => {
      const path = `${dir}/${name}`;
      if (name.startsWith('_')) return [];
      if (statSync(join(root, path)).isDirectory()) return markdownFiles(root, path);
      return /\.mdx?$/.test(name) ? [path] : [];
    });
}

/**
 * The hand-written docs pages and posts (the generated docs left out), each with its front matter's
 * `sources` as written (undefined when absent) and its body without the front matter.
 * @param {string} root the site's root folder
 * @returns {{file: string, sources: unknown, body: string}[]}
 */
export function contentPages(root) {
  return contentFolders
    .flatMap((dir) => markdownFiles(root, dir))
    .filter((file) => !generatedDocs.includes(file))
    .map((file) => {
      // An options object turns off gray-matter's cache, keyed by the whole text.
      const {data, content} = matter(readFileSync(join(root, file), 'utf8'), {});
      return {file, sources: data.sources, body: content};
    });
}

/** A run of characters that file paths are made of. */
const pathToken = /[\w.\-/]+/g;
/** A file at a ref on a code host: `…/blob/v1.2.3/routes/web.php`. */
const blobPath = /\/blob\/[^/\s)]+\/([\w.\-/]+)/g;
/**
 * Names that nearly every repository has, so that a page naming one (a template repository's
 * `README.md`) rarely means the platform's; a page that rests on the platform's lists it anyway.
 */
export const genericNames = new Set(['README.md', 'LICENSE', '.gitignore', '.gitattributes', '.editorconfig']);

/**
 * The platform files a text cites, sorted: every path of `files` that stands in it as a whole, in
 * prose, inline code, code blocks or a link to the file at a ref. Not counted: the generic names
 * above, and a name with neither a folder nor a dot outside such a link (`artisan` is a command).
 * @param {string} text
 * @param {ReadonlySet<string>} files
 * @returns {string[]}
 */
export function citedPlatformPaths(text, files) {
  const cited = new Set();
  const consider = (candidate, linked) => {
    const path = candidate.replace(/^\.\//, '').replace(/\.+$/, '');
    if (files.has(path) && !genericNames.has(path) && (linked || /[/.]/.test(path))) cited.add(path);
  };
  for (const [token] of text.matchAll(pathToken)) consider(token, false);
  for (const [, path] of text.matchAll(blobPath)) consider(path, true);
  return [...cited].sort();
}

/**
 * @typedef {'missing' | 'malformed' | 'duplicate' | 'not-a-file' | 'unlisted'} SourceProblemKind
 * @typedef {{kind: SourceProblemKind, message: string}} SourceProblem
 */

/**
 * What is wrong with a page's sources: none listed (`missing`), a value that is not a list of paths
 * (`malformed`), a path listed twice (`duplicate`) or that is no file of the release (`not-a-file`),
 * or a platform path that the body cites but the list lacks (`unlisted`). A page without a list is
 * only `missing`: what it cites is checked once it has one.
 * @param {{sources: unknown, body: string}} page
 * @param {ReadonlySet<string>} files
 * @returns {SourceProblem[]}
 */
export function sourceProblems({sources, body}, files) {
  if (sources === undefined || sources === null || (Array.isArray(sources) && sources.length === 0))
    return [{kind: 'missing', message: 'lists no sources in its front matter'}];
  if (!Array.isArray(sources) || sources.some((path) => typeof path !== 'string'))
    return [{kind: 'malformed', message: `sources is ${JSON.stringify(sources)}, not a list of paths`}];
  const problems = [];
  const seen = new Set();
  for (const path of sources) {
    if (seen.has(path)) problems.push({kind: 'duplicate', message: `lists ${path} twice`});
    seen.add(path);
    if (!files.has(path))
      problems.push({kind: 'not-a-file', message: `lists ${path}, which is no file of the release`});
  }
  for (const path of citedPlatformPaths(body, files))
    if (!seen.has(path)) problems.push({kind: 'unlisted', message: `cites ${path} but does not list it in sources`});
  return problems;
}
