/**
 * scripts/docs-drift.mjs: which pages, posts and known-issue entries a platform release touches,
 * from a git diff between two tags or a committed list of changed paths.
 */
import assert from 'node:assert/strict';
import {execFileSync, spawnSync} from 'node:child_process';
import {mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, test} from 'node:test';

import {changedBetween, changedList, drift, formatDrift} from '../../../scripts/docs-drift.mjs';
import {knownIssues} from '../../../src/data/knownIssues';

const root = join(import.meta.dirname, '../../..');
/** `git diff --name-only --no-renames v1.1.0 v1.2.3` of the platform, with a comment line. */
const fixture = 'tests/fixtures/kublade-changed-1.1.0-1.2.3.txt';
const changed = changedList(readFileSync(join(root, fixture), 'utf8'));

const pages = [
  {file: 'docs/a.mdx', sources: ['routes/web.php', 'config/app.php', 'routes/web.php']},
  {file: 'docs/b.mdx', sources: ['config/app.php']},
  {file: 'blog/2025-01-01-c.md', sources: ['composer.json']},
  {file: 'docs/d.mdx', sources: undefined},
  {file: 'docs/e.mdx', sources: []},
];
const entries = [
  {id: 'first', sourcePaths: ['app/Models/User.php'], pages: ['/docs/a']},
  {id: 'second', sourcePaths: ['app/Jobs/Flux/Actions/DeploymentCreation.php'], pages: []},
];

describe('docs:drift', () => {
  test('the committed list is read without its comment, one path a line', () => {
    assert.equal(changed.length, 16);
    assert.ok(changed.includes('routes/web.php'));
    assert.ok(!changed.some((path) => path.startsWith('#')));
    assert.deepEqual(changedList('a\n\n# note\n b \na\n'), ['a', 'b']);
  });

  test('names each page and entry whose sources changed, with the changed files only', () => {
    const result = drift(pages, entries, changed);
    assert.deepEqual(result.pages, [
      {file: 'docs/a.mdx', files: ['routes/web.php']},
      {file: 'blog/2025-01-01-c.md', files: ['composer.json']},
    ]);
    assert.deepEqual(result.knownIssues, [{id: 'first', pages: ['/docs/a'], files: ['app/Models/User.php']}]);
    assert.deepEqual(result.unsourced, ['docs/d.mdx', 'docs/e.mdx']);
    const text = formatDrift(result, {changed: changed.length, range: 'between v1.1.0 and v1.2.3'});
    assert.equal(
      text,
      [
        '16 platform files changed between v1.1.0 and v1.2.3.',
        '',
        'Docs pages and posts to re-check (2):',
        '  docs/a.mdx',
        '    routes/web.php',
        '  blog/2025-01-01-c.md',
        '    composer.json',
        '',
        'Known-issue entries to re-check (1, src/data/knownIssues.ts):',
        '  first (shown on /docs/a)',
        '    app/Models/User.php',
        '',
        'Not compared, no sources in their front matter (2): docs/d.mdx, docs/e.mdx',
      ].join('\n'),
    );
  });

  test('says so in one line when no source changed', () => {
    const result = drift(pages.slice(0, 3), entries, ['README.md']);
    assert.equal(
      formatDrift(result, {changed: 1, range: 'between v1 and v2'}),
      '1 platform files changed between v1 and v2.\n' +
        'No docs page, post or known-issue entry lists a changed file: nothing to re-check.',
    );
  });

  test('the real registry against the fixture: entries citing changed controllers are named', () => {
    const named = drift([], knownIssues, changed).knownIssues.map((entry) => entry.id);
    const expected = knownIssues
      .filter((entry) => entry.sourcePaths.some((path) => changed.includes(path)))
      .map((entry) => entry.id);
    assert.deepEqual(named, expected);
    assert.ok(named.includes('templates-api-500'), 'app/Http/Controllers/API/TemplateController.php changed');
  });

  test('git mode lists the files that differ between two tags, both names of a rename', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docs-drift-'));
    try {
      const git = (...args: string[]) =>
        execFileSync('git', ['-C', dir, '-c', 'user.name=t', '-c', 'user.email=t@example.org', ...args]);
      git('init', '--quiet');
      mkdirSync(join(dir, 'routes'));
      writeFileSync(join(dir, 'routes/web.php'), '<?php\n');
      writeFileSync(join(dir, 'old.txt'), 'text\n');
      writeFileSync(join(dir, 'same.txt'), 'same\n');
      git('add', '.');
      git('commit', '--quiet', '-m', 'one');
      git('tag', 'v1.0.0');
      writeFileSync(join(dir, 'routes/web.php'), '<?php\n// changed\n');
      git('mv', 'old.txt', 'new.txt');
      git('commit', '--quiet', '-am', 'two');
      git('tag', 'v1.0.1');
      assert.deepEqual(changedBetween(dir, 'v1.0.0', 'v1.0.1').sort(), ['new.txt', 'old.txt', 'routes/web.php']);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  test('the command reads --changed, exits 0, and answers a usage error with its usage line', () => {
    const script = join(root, 'scripts/docs-drift.mjs');
    const run = spawnSync(process.execPath, [script, '--changed', join(root, fixture)], {encoding: 'utf8'});
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /^16 platform files changed in /);
    assert.match(
      run.stdout,
      /^ {2}templates-api-500 \(shown on .*\)\n {4}app\/Http\/Controllers\/API\/TemplateController\.php$/m,
    );
    const wrong = spawnSync(process.execPath, [script, 'only-one-argument'], {encoding: 'utf8'});
    assert.equal(wrong.status, 2);
    assert.match(wrong.stderr, /^Usage: npm run docs:drift -- <kublade-git-dir> <from-tag> <to-tag>/);
  });
});
