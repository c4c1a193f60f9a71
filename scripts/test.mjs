#!/usr/bin/env node
// Usage: npm test                     all checks: types, lint, Markdown, build, valid HTML, unit and browser tests
//        npm test -- --no-build       the same against an existing build/ (built if missing)
//        npm test -- --only api,docs  only the unit and browser test files of these areas (a file's name or
//                                     folder below tests/unit or tests/e2e: api, known-issues, plugins, lib…),
//                                     against the existing build/ (built if missing), without the static checks
// Installs what a fresh machine lacks (npm packages, Debian's Chromium, nginx, Java and PHP), then ends with one
// line "N passed, M failed" that CI reads.
import {spawn} from 'node:child_process';
import {existsSync, readdirSync} from 'node:fs';
import {basename, join, sep} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';

import {ensureChromium, ensureDependencies, ensureJava, ensureNginx, ensurePhp} from '../lib/setup.mjs';
import {startStaticServer} from '../lib/static-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const {values: options} = parseArgs({
  options: {'no-build': {type: 'boolean', default: false}, only: {type: 'string'}},
});
const areas = options.only
  ?.split(',')
  .map((area) => area.trim())
  .filter(Boolean);
const reuseBuild = options['no-build'] || areas !== undefined;
const results = [];

/**
 * Every check and test runner starts in a session of its own. Linux shares the CPU between sessions
 * before it shares it between their processes (autogroup scheduling): beside a one-core hog, all of
 * this suite in one session got one core of the two however many of its processes were ready, while
 * the browsers, which Playwright starts in sessions of their own, got more. Such children outlive a
 * Ctrl+C to this process, so it ends them itself; killed outright, it leaves them to end at their
 * next write to its closed pipes, or when their work is done.
 */
const children = new Set();
function start(command, args, options) {
  const child = spawn(command, args, {cwd: root, detached: true, ...options});
  children.add(child);
  child.on('close', () => children.delete(child));
  return child;
}
function endChildren() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // It ended on its own meanwhile.
    }
  }
}
process.on('exit', endChildren);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => process.exit(130));

/**
 * Runs a check and resolves whether it passed. Its output is held back and printed whole when it
 * ends, so that checks running side by side do not interleave their lines.
 */
function step(name, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = start(command, args, {stdio: ['ignore', 'pipe', 'pipe']});
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const ok = code === 0;
      results.push({name, ok});
      process.stdout.write(Buffer.concat(output));
      console.log(`${ok ? '✔' : '✖'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      resolve(ok);
    });
  });
}

/**
 * Test files below `dir`, in subfolders too (tests/unit/plugins/<name>.test.ts mirrors plugins/<name>);
 * with --only, those whose name (without .test.ts or .spec.ts) or one of whose folders is an area.
 */
function testFiles(dir, pattern) {
  const full = join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, {recursive: true})
    .filter((f) => pattern.test(f))
    .filter((f) => !areas || areas.some((area) => inArea(f, area)))
    .sort()
    .map((f) => join(dir, f));
}

function inArea(file, area) {
  const folders = file.split(sep).slice(0, -1);
  return basename(file).replace(/\.(test|spec)\.ts$/, '') === area || folders.includes(area);
}

/**
 * Runs node's test runner over one test file and returns its pass/fail counts, printing its output
 * whole when it ends. A test file still running after 25 minutes has hung: it fails instead of
 * holding CI. The slowest files take about two minutes alone and ten in a run on a machine busy with
 * other work too (layout.spec, 2026-11-29), where a 10-minute guard failed files that had not hung.
 */
function runTestFile(file, env) {
  return new Promise((resolve) => {
    const child = start(
      process.execPath,
      ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-timeout=1500000', file],
      {env: {...process.env, ...env}, stdio: ['ignore', 'pipe', 'pipe']},
    );
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString();
      process.stdout.write(`\n── ${file}\n${text}`);
      const count = (label) => Number(new RegExp(`ℹ ${label} (\\d+)`).exec(text)?.[1] ?? 0);
      resolve({passed: count('pass'), failed: count('fail') + count('cancelled'), exitCode: code});
    });
  });
}

/**
 * Runs the test files `slots` at a time, each in a runner and session of its own (see `start`): the
 * next file starts as soon as one ends. A file with a `prerequisite` (a promise) starts once it has
 * settled; until then a free slot takes the next file that has none. Resolves with the summed counts.
 */
async function runTestFiles(files, env, slots, prerequisite = () => null) {
  const settled = new Set();
  for (const file of files) prerequisite(file)?.finally(() => settled.add(file));
  const queue = [...files];
  const next = () => {
    const ready = queue.findIndex((file) => !prerequisite(file) || settled.has(file));
    return queue.splice(ready === -1 ? 0 : ready, 1)[0];
  };
  const sum = {passed: 0, failed: 0, exitCode: 0};
  const slot = async () => {
    for (let file = next(); file; file = next()) {
      await prerequisite(file);
      const run = await runTestFile(file, env);
      sum.passed += run.passed;
      sum.failed += run.failed;
      sum.exitCode ||= run.exitCode;
    }
  };
  await Promise.all(Array.from({length: slots}, slot));
  return sum;
}

ensureDependencies(root);
ensureChromium();
// tests/e2e/serving.spec.ts runs the production nginx configuration with Debian's nginx.
ensureNginx();
// scripts/check-html.mjs runs the Nu HTML Checker (vnu.jar) with Java.
ensureJava();
// tests/unit/docs/blade-examples.test.ts renders the docs' Blade examples with Debian's PHP and Blade.
ensurePhp();

// The static checks run beside the build, and the HTML checker beside the unit tests: each of them
// is one or two threads, and on a machine doing other work too, more of ours running at once get
// more of its time.
const staticChecks = areas
  ? []
  : [
      step('type check (tsc)', 'npx', ['tsc', '-p', '.']),
      step('lint (eslint)', 'npx', ['eslint', '.']),
      step('format (prettier --check)', 'npx', ['prettier', '--check', '.']),
      step('Markdown and front matter', 'node', ['scripts/check-markdown.mjs']),
    ];
const reused = reuseBuild && existsSync(join(root, 'build/index.html'));
const built =
  reused ||
  ((await step('production build', 'npx', ['docusaurus', 'build'])) &&
    (await step('post-build delivery files', 'node', ['scripts/deliver.mjs', 'build', '--no-pdf'])));
await Promise.all(staticChecks);
// The HTML checker and the docs PDF (which only two browser test files read) run beside the tests:
// the checker is one Java thread, and the PDF is printed by a browser of its own.
const htmlCheck =
  built && !areas ? step('valid HTML (Nu HTML Checker)', 'node', ['scripts/check-html.mjs', 'build']) : null;
const docsPdf =
  built && !reused ? step('documentation PDF', 'node', ['scripts/deliver.mjs', 'build', '--only-pdf']) : null;

/**
 * The browser test files that take longest (beside a CPU hog: 70-170 s each, the others under 60),
 * started first: the files run four at a time, and one of them started last would run alone at the
 * end while the other slots stand empty.
 */
const longestFirst = [
  'accessibility',
  'layout',
  'api',
  'remote-documents',
  'loading',
  'serving',
  'known-issues',
  'docs',
];
const rank = (file) => {
  const at = longestFirst.indexOf(basename(file).replace(/\.spec\.ts$/, ''));
  return at === -1 ? longestFirst.length : at;
};

const unit = testFiles('tests/unit', /\.test\.ts$/);
const e2e = built ? testFiles('tests/e2e', /\.spec\.ts$/).sort((a, b) => rank(a) - rank(b)) : [];
if (areas && unit.length + e2e.length === 0) {
  console.error(
    `No test file in ${areas.join(', ')}: an area is a file's name or a folder below tests/unit or tests/e2e.`,
  );
  process.exit(2);
}
if (!built) console.log('✖ browser tests skipped: the build failed');

// The unit and browser tests start together once the build is delivered, beside the HTML check and
// the PDF's printing; the two browser test files that read the PDF wait for it. Unit test files run
// four at a time and browser test files four: many of them wait (deadlines of the hostile documents,
// child processes, pages loading), and the machine's cores fill with the others' work meanwhile; on a
// machine doing other work too, more of ours running at once get more of its time. None shares files
// or a browser with another, and no test measures time (waits are for conditions, the progress bar's
// delay is read on the page's own clock, a limit under test is the only one its case can reach), so
// more beside it, or any other work on the machine, slows it down without failing it.
const readsPdf = (file) => ['docs-pdf.spec.ts', 'serving.spec.ts'].includes(basename(file));
const unitRun = runTestFiles(unit, {}, 4);
const server = e2e.length ? await startStaticServer(join(root, 'build')) : null;
const e2eTests = await runTestFiles(e2e, {E2E_BASE_URL: server?.url}, 4, (file) => (readsPdf(file) ? docsPdf : null));
await server?.close();
const [unitTests] = await Promise.all([unitRun, htmlCheck]);
const tests = {
  passed: unitTests.passed + e2eTests.passed,
  failed: unitTests.failed + e2eTests.failed,
  exitCode: unitTests.exitCode || e2eTests.exitCode,
};

const stepsPassed = results.filter((r) => r.ok).length;
const stepsFailed = results.length - stepsPassed + (built ? 0 : 1);
const passed = stepsPassed + tests.passed;
const failed = stepsFailed + tests.failed + (tests.exitCode !== 0 && tests.failed === 0 ? 1 : 0);
console.log(`\nchecks: ${results.map((r) => `${r.ok ? '✔' : '✖'} ${r.name}`).join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
