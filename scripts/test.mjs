#!/usr/bin/env node
// Usage: npm test            (all checks: types, lint, Markdown, build, valid HTML, unit and browser tests)
//        npm test -- --no-build   (reuse an existing build/ for a quicker rerun of the tests)
// Installs what a fresh machine lacks (npm packages, Debian's Chromium, nginx, Java and PHP), then ends with one
// line "N passed, M failed" that CI reads.
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';

import {ensureChromium, ensureDependencies, ensureJava, ensureNginx, ensurePhp} from '../lib/setup.mjs';
import {startStaticServer} from '../lib/static-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reuseBuild = process.argv.includes('--no-build');
const results = [];

function step(name, command, args, env = {}) {
  const started = Date.now();
  const run = spawnSync(command, args, {cwd: root, stdio: 'inherit', env: {...process.env, ...env}});
  const ok = run.status === 0;
  results.push({name, ok});
  console.log(`${ok ? '✔' : '✖'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

/** Test files below `dir`, in subfolders too (tests/unit/plugins/<name>.test.ts mirrors plugins/<name>). */
function testFiles(dir, pattern) {
  const full = join(root, dir);
  return existsSync(full)
    ? readdirSync(full, {recursive: true})
        .filter((f) => pattern.test(f))
        .sort()
        .map((f) => join(dir, f))
    : [];
}

/** Runs node's test runner, echoing its output, and returns its pass/fail counts. */
function runNodeTests(files, env, concurrency) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--test', '--test-reporter=spec', `--test-concurrency=${concurrency}`, ...files],
      {cwd: root, env: {...process.env, ...env}, stdio: ['ignore', 'pipe', 'inherit']},
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
    });
    child.on('close', (code) => {
      const count = (label) => Number(new RegExp(`ℹ ${label} (\\d+)`).exec(output)?.[1] ?? 0);
      resolve({passed: count('pass'), failed: count('fail') + count('cancelled'), exitCode: code});
    });
  });
}

ensureDependencies(root);
ensureChromium();
// tests/e2e/serving.spec.ts runs the production nginx configuration with Debian's nginx.
ensureNginx();
// scripts/check-html.mjs runs the Nu HTML Checker (vnu.jar) with Java.
ensureJava();
// tests/unit/docs/blade-examples.test.ts renders the docs' Blade examples with Debian's PHP and Blade.
ensurePhp();

step('type check (tsc)', 'npx', ['tsc', '-p', '.']);
step('lint (eslint)', 'npx', ['eslint', '.']);
step('format (prettier --check)', 'npx', ['prettier', '--check', '.']);
step('Markdown and front matter', 'node', ['scripts/check-markdown.mjs']);
const built =
  reuseBuild && existsSync(join(root, 'build/index.html'))
    ? true
    : step('production build', 'npx', ['docusaurus', 'build']) &&
      step('post-build delivery files', 'node', ['scripts/deliver.mjs', 'build']);

if (built) step('valid HTML (Nu HTML Checker)', 'node', ['scripts/check-html.mjs', 'build']);

const unit = testFiles('tests/unit', /\.test\.ts$/);
const e2e = built ? testFiles('tests/e2e', /\.spec\.ts$/) : [];
if (!built) console.log('✖ browser tests skipped: the build failed');

// Unit test files run two at a time: most of their time is spent waiting (deadlines of the hostile
// documents, child processes), and none shares files with another. Browser test files run one at a
// time, since several assert timings (the progress bar at 200 ms, loading) that a second browser on a
// two-core machine would upset.
const unitTests = await runNodeTests(unit, {}, 2);
const server = e2e.length ? await startStaticServer(join(root, 'build')) : null;
const e2eTests = e2e.length
  ? await runNodeTests(e2e, {E2E_BASE_URL: server.url}, 1)
  : {passed: 0, failed: 0, exitCode: 0};
await server?.close();
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
