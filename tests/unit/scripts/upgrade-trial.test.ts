/**
 * scripts/upgrade-trial.mjs: which canary it tries, which Node and TypeScript it brings, and which
 * tie of UPGRADING.md each breakage of a trial hits.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';

import {failedTests, lowestMajor, newestCompleteCanary, tiesHit, tiesOf} from '../../../scripts/upgrade-trial.mjs';

const root = join(import.meta.dirname, '../../..');
const ties = tiesOf(readFileSync(join(root, 'UPGRADING.md'), 'utf8'));

test('a test file that does not load is a breakage with its error, which names the tie it hits', () => {
  const output = [
    '── tests/unit/lib/changelog.test.ts',
    'Error [ERR_PACKAGE_PATH_NOT_EXPORTED]: No "exports" main defined in /tmp/x/node_modules/unicorn-magic/package.json',
    '✖ tests/unit/lib/changelog.test.ts (7812.9ms)',
    'ℹ fail 1',
    '',
    '✖ failing tests:',
    '',
    'test at tests/unit/lib/changelog.test.ts:1:1',
    '✖ tests/unit/lib/changelog.test.ts (7812.9ms)',
    "  'test failed'",
    '',
  ].join('\n');
  const [failed, ...rest] = failedTests(output);
  assert.equal(rest.length, 0);
  assert.equal(failed!.title, 'changelog.test.ts: tests/unit/lib/changelog.test.ts');
  assert.deepEqual(
    tiesHit(failed!, ties).map((tie) => tie.slice(0, 40)),
    ["Unit tests load TypeScript through tsx's"],
  );
});

describe('the version tried', () => {
  test('a canary counts only once every package the site names is published at it', () => {
    const published: Record<string, string[]> = {
      '@docusaurus/core': ['3.10.2', '4.0.0-canary-6808', '4.0.0-canary-6822', '4.0.0-canary-999'],
      '@docusaurus/preset-classic': ['3.10.2', '4.0.0-canary-6808', '4.0.0-canary-999'],
    };
    const isPublished = (name: string, version: string) => published[name]?.includes(version) ?? false;
    const packages = Object.keys(published);
    assert.equal(newestCompleteCanary(published['@docusaurus/core']!, packages, isPublished), '4.0.0-canary-6808');
    assert.equal(newestCompleteCanary(['3.10.2'], packages, isPublished), null);
  });

  test('Node and TypeScript come from the lowest major the version asks for', () => {
    assert.equal(lowestMajor('>=24.14'), '>=24.14 <25');
    assert.equal(lowestMajor('>=6.0'), '>=6.0 <7');
    assert.equal(lowestMajor('^20.0.0'), '^20.0.0 <21');
  });
});

describe("a breakage and UPGRADING.md's ties", () => {
  test('every row of the two tables is a tie with names to find it by', () => {
    const named = (text: string) => ties.filter(({tie}) => tie.includes(text));
    assert.equal(
      named('`plugins/client-bundle/page.html.eta`').length,
      2,
      'the template: its row and the row outside the table',
    );
    assert.ok(
      named('`plugins/client-bundle/preloadInOwnTask.ts`')[0]!.names.includes('@docusaurus/core/lib/client/preload.js'),
    );
    assert.ok(
      named('`src/theme/Tabs/index.tsx`')[0]!.names.includes('@docusaurus/theme-classic/lib/theme/Tabs/index.js'),
      '…/theme/ is spelled out',
    );
    assert.ok(ties.length >= 25, `${ties.length} ties`);
  });

  test('a build that fails as 4.0 failed hits the page template', () => {
    const hit = tiesHit(
      {
        title: 'build',
        text: 'Error: Can\'t render static file for pathname "/"\nReferenceError: includeFile is not defined',
      },
      ties,
    );
    assert.ok(
      hit.some((tie) => tie.includes('page.html.eta')),
      hit.join('\n'),
    );
  });

  test('a failed test hits the ties that name it, and a changed file the ties that rest on it', () => {
    const byTest = tiesHit(
      {title: "loading.spec.ts: the blog list's chunks start loading in a task after main.js's", text: ''},
      ties,
    );
    assert.deepEqual(
      byTest.map((tie) => tie.includes('preloadInOwnTask')),
      [true],
    );
    const byFile = tiesHit(
      {title: 'upgrading.test.ts: ties', text: 'changed: @docusaurus/theme-classic/lib/theme/LastUpdated/index.js'},
      ties,
    );
    assert.ok(
      byFile.some((tie) => tie.includes('src/theme/LastUpdated')),
      byFile.join('\n'),
    );
    assert.deepEqual(tiesHit({title: 'x.test.ts: something of our own', text: 'AssertionError: 1 !== 2'}, ties), []);
  });

  test("the failed tests are read from the suite runner's output, with their file", () => {
    const output = spawnSync(
      process.execPath,
      ['--test', '--test-reporter=spec', join(root, 'tests/fixtures/upgrade-trial/failing.test.mjs')],
      // Without the parent runner's context, the child reports as a person reads it.
      {encoding: 'utf8', env: {...process.env, NODE_TEST_CONTEXT: undefined}},
    ).stdout;
    const failed = failedTests(
      `── tests/unit/failing.test.mjs\n${output}\n── tests/unit/passing.test.ts\n✔ fine (1ms)\n`,
    );
    assert.deepEqual(
      failed.map(({title}) => title),
      ['failing.test.mjs: a test in a suite fails', 'failing.test.mjs: a test fails'],
    );
    assert.match(failed[0]!.text, /includeFile is not defined/);
  });
});
