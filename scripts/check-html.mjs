#!/usr/bin/env node
// Usage: node scripts/check-html.mjs [build-dir]   (default: build; npm run check:html)
// Runs the Nu HTML Checker (vnu.jar from the vnu-jar package, needs Java: lib/setup.mjs
// installs Debian's default-jre-headless) once over every HTML file of the build, drops the errors
// that tests/fixtures/html-allowlist.json accepts (markup Docusaurus writes and we do not own),
// and exits 1 listing the remaining errors grouped by message, with counts and example files.
// Warnings and info messages are not counted. One JVM for all files: about 15 s on 2 cores.
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const dir = resolve(root, process.argv[2] ?? 'build');
const allowlistFile = join(root, 'tests/fixtures/html-allowlist.json');

/** @typedef {{message: string, file?: string, reason: string, upstream: string}} Entry */
/** @typedef {{type: string, subType?: string, url?: string, message: string, lastLine?: number}} Message */

function htmlFiles(directory) {
  return readdirSync(directory, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

if (!existsSync(join(dir, 'index.html'))) {
  console.error(`check-html: no build in ${dir} (run npx docusaurus build first)`);
  process.exit(2);
}
const files = htmlFiles(dir);
const vnuJar = String(require('vnu-jar'));
const started = Date.now();
// -Xss: the checker's schema needs a deeper stack than Java's default (StackOverflowError otherwise).
const run = spawnSync(
  process.env.JAVA_PATH || 'java',
  ['-Xss4m', '-jar', vnuJar, '--format', 'json', '--skip-non-html', ...files],
  {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  },
);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (run.error) {
  console.error(`check-html: could not run java (${run.error.message}); npm test installs default-jre-headless`);
  process.exit(2);
}
/** @type {{messages: Message[]}} */
let report;
try {
  report = JSON.parse(run.stderr);
} catch {
  console.error(`check-html: the checker did not answer with JSON (exit ${run.status}):\n${run.stderr.slice(0, 2000)}`);
  process.exit(2);
}

/** @type {{entries: Entry[]}} */
const {entries} = JSON.parse(readFileSync(allowlistFile, 'utf8'));
const allow = entries.map((entry) => ({
  ...entry,
  messageRe: new RegExp(entry.message),
  fileRe: entry.file ? new RegExp(entry.file) : null,
  used: 0,
}));

const fileOf = (message) => (message.url ? relative(dir, fileURLToPath(message.url)) : '(no file)');
const errors = report.messages.filter((m) => m.type === 'error' || m.type === 'non-document-error');
const remaining = [];
for (const error of errors) {
  const file = fileOf(error);
  const entry = allow.find((a) => a.messageRe.test(error.message) && (!a.fileRe || a.fileRe.test(file)));
  if (entry) entry.used++;
  else remaining.push({...error, file});
}

const allowed = errors.length - remaining.length;
console.log(
  `check-html: ${files.length} HTML files checked in ${seconds} s; ${errors.length} errors, ${allowed} allowed by ${relative(root, allowlistFile)}`,
);
for (const entry of allow.filter((a) => a.used === 0)) {
  console.log(`  note: allowlist entry no longer matches anything, remove it: ${entry.message}`);
}
if (remaining.length === 0) process.exit(0);

/** @type {Map<string, {count: number, files: Map<string, number | undefined>}>} */
const groups = new Map();
for (const error of remaining) {
  const group = groups.get(error.message) ?? {count: 0, files: new Map()};
  group.count++;
  if (!group.files.has(error.file)) group.files.set(error.file, error.lastLine);
  groups.set(error.message, group);
}
console.log(`\n${remaining.length} errors in ${new Set(remaining.map((e) => e.file)).size} files:`);
for (const [message, {count, files: where}] of [...groups].sort((a, b) => b[1].count - a[1].count)) {
  const examples = [...where].slice(0, 3).map(([file, line]) => (line ? `${file}:${line}` : file));
  console.log(
    `\n  ${count}× in ${where.size} file${where.size === 1 ? '' : 's'}: ${message}\n    e.g. ${examples.join(', ')}`,
  );
}
process.exit(1);
