#!/usr/bin/env node
// Usage: npm run docs:drift -- <kublade-git-dir> <from-tag> <to-tag>
//        npm run docs:drift -- --changed <file>   (the changed paths, one a line, instead of a git diff)
// For a new platform release: runs `git diff --name-only <from-tag> <to-tag>` in the platform's git
// directory and prints each docs page, post and known-issue entry (src/data/knownIssues.ts) whose
// sources changed, with the changed files, so that a maintainer knows what to re-check. Pages list
// their sources in front matter (`sources:`, see WRITING.md), entries in `sourcePaths`. Exits 0
// whatever changed; 2 on a usage error.
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

import {contentPages} from '../lib/pageSources.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const usage =
  'Usage: npm run docs:drift -- <kublade-git-dir> <from-tag> <to-tag>\n' +
  '       npm run docs:drift -- --changed <file-with-changed-paths>';

/**
 * The platform files that differ between two refs, both names of a renamed file included.
 * @param {string} gitDir
 * @param {string} from
 * @param {string} to
 * @returns {string[]}
 */
export function changedBetween(gitDir, from, to) {
  const output = execFileSync('git', ['-C', gitDir, 'diff', '--name-only', '--no-renames', from, to, '--'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return changedList(output);
}

/**
 * Changed paths from a list, one a line; blank lines and `#` comments are skipped.
 * @param {string} text
 * @returns {string[]}
 */
export function changedList(text) {
  return [
    ...new Set(
      text
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#')),
    ),
  ];
}

/**
 * Each page and entry whose sources changed, with the changed files among them, in the order given;
 * and the pages that list no sources, which the comparison cannot cover.
 * @param {{file: string, sources: unknown}[]} pages
 * @param {{id: string, sourcePaths: string[], pages: string[]}[]} knownIssues
 * @param {Iterable<string>} changed
 */
export function drift(pages, knownIssues, changed) {
  const changedSet = new Set(changed);
  const hit = (/** @type {string[]} */ sources) => [...new Set(sources)].filter((path) => changedSet.has(path));
  const listed = pages.filter((page) => Array.isArray(page.sources) && page.sources.length > 0);
  return {
    pages: listed
      .map((page) => ({file: page.file, files: hit(/** @type {string[]} */ (page.sources))}))
      .filter((page) => page.files.length > 0),
    knownIssues: knownIssues
      .map((entry) => ({id: entry.id, pages: entry.pages, files: hit(entry.sourcePaths)}))
      .filter((entry) => entry.files.length > 0),
    unsourced: pages.filter((page) => !listed.includes(page)).map((page) => page.file),
  };
}

/**
 * The report as lines of text.
 * @param {ReturnType<typeof drift>} result
 * @param {{changed: number, range: string}} about how many files changed, and where they come from
 * @returns {string}
 */
export function formatDrift(result, {changed, range}) {
  const lines = [`${changed} platform files changed ${range}.`];
  if (result.pages.length === 0 && result.knownIssues.length === 0)
    lines.push('No docs page, post or known-issue entry lists a changed file: nothing to re-check.');
  if (result.pages.length > 0) {
    lines.push('', `Docs pages and posts to re-check (${result.pages.length}):`);
    for (const page of result.pages) lines.push(`  ${page.file}`, ...page.files.map((file) => `    ${file}`));
  }
  if (result.knownIssues.length > 0) {
    lines.push('', `Known-issue entries to re-check (${result.knownIssues.length}, src/data/knownIssues.ts):`);
    for (const entry of result.knownIssues)
      lines.push(
        `  ${entry.id} (shown on ${entry.pages.join(', ') || 'no page'})`,
        ...entry.files.map((file) => `    ${file}`),
      );
  }
  if (result.unsourced.length > 0)
    lines.push(
      '',
      `Not compared, no sources in their front matter (${result.unsourced.length}): ${result.unsourced.join(', ')}`,
    );
  return lines.join('\n');
}

/** @param {string[]} args */
async function main(args) {
  let changed;
  let range;
  if (args[0] === '--changed' && args.length === 2) {
    changed = changedList(readFileSync(resolve(args[1]), 'utf8'));
    range = `in ${args[1]}`;
  } else if (args.length === 3 && !args.some((arg) => arg.startsWith('-'))) {
    const [gitDir, from, to] = args;
    try {
      changed = changedBetween(gitDir, from, to);
    } catch (error) {
      console.error(`git diff ${from} ${to} in ${gitDir} failed: ${error instanceof Error ? error.message : error}`);
      console.error(usage);
      process.exit(2);
    }
    range = `between ${from} and ${to}`;
  } else {
    console.error(usage);
    process.exit(2);
  }
  // The registry is TypeScript; tsx (a dev dependency) loads it without a build step.
  const {tsImport} = await import('tsx/esm/api');
  const {knownIssues} = await tsImport('../src/data/knownIssues.ts', import.meta.url);
  console.log(formatDrift(drift(contentPages(root), knownIssues, changed), {changed: changed.length, range}));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main(process.argv.slice(2)).catch((error) => {
    console.error(error);
    process.exit(1);
  });
