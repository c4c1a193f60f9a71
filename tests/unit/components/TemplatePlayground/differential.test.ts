import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {join} from 'node:path';
import {describe, test} from 'node:test';

import {parse as parseYaml} from 'yaml';

import {renderTemplate} from '../../../../src/components/TemplatePlayground/blade/render';
import {phpPath} from '../../../../lib/setup.mjs';
import {generateCorpus, toPhpJson, type CorpusCase} from '../../../support/blade/corpus';

/**
 * The playground's renderer against real Blade: every case of a generated corpus
 * (tests/support/blade/corpus.ts) is rendered by src/components/TemplatePlayground/blade and by
 * tests/support/blade/render.php, and the results must agree as YAML data, or both fail at the same
 * stage (Blade, or the YAML parser). A case the playground refuses is counted, not compared: it shows
 * the reader a refusal, never a result.
 *
 * Real Blade here is Debian's Laravel 8.83 with Symfony YAML 5.4; Kublade 1.2.3 runs Laravel 12.21
 * and Symfony YAML 7.3. The playground follows the behaviour both share and refuses where they
 * part: directives only one version compiles (compile.ts), @php(…) beside an @php block, and YAML
 * that the two Symfony versions read differently (leading zeros, unquoted dates; render.ts). So
 * agreement with Laravel 8 here is agreement with Kublade on everything the playground accepts.
 *
 * `npm test` runs 400 cases; PLAYGROUND_CORPUS=full runs 4,000 (two seeds).
 */

const root = join(import.meta.dirname, '../../../..');
const full = process.env.PLAYGROUND_CORPUS === 'full';
const cases: CorpusCase[] = full ? [...generateCorpus(2000, 1), ...generateCorpus(2000, 2)] : generateCorpus(400, 7);

interface PhpResult {
  status: number;
  stdout: string;
  stderr: string;
}

/** All cases in one PHP process (render.php's batch mode): a fresh view factory for each. */
function renderAllWithBlade(list: CorpusCase[]): PhpResult[] {
  const input = `{"batch":[${list
    .map((c) => `{"template":${JSON.stringify(c.template)},"variables":${toPhpJson(c.variables)}}`)
    .join(',')}]}`;
  const run = spawnSync(phpPath, [join(root, 'tests/support/blade/render.php')], {
    input,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  if (run.status !== 0) assert.fail(`render.php failed (${run.status}): ${run.stderr.slice(0, 2000)}`);
  return JSON.parse(run.stdout) as PhpResult[];
}

describe('the template playground renders as real Blade does', () => {
  test(`${cases.length} generated templates × value sets: same YAML data or the same failing stage`, () => {
    const blade = renderAllWithBlade(cases);
    assert.equal(blade.length, cases.length);
    const differences: string[] = [];
    const refusals = new Map<string, number>();
    let accepted = 0;
    cases.forEach((c, i) => {
      const ours = renderTemplate({template: c.template, variables: c.variables});
      const theirs = blade[i];
      if (!ours.ok && ours.stage === 'refused') {
        const reason = ours.message.replace(/\d+/g, 'N');
        refusals.set(reason, (refusals.get(reason) ?? 0) + 1);
        return;
      }
      accepted++;
      const describe = () =>
        `${c.name}\n--- template ---\n${c.template}--- playground ---\n${JSON.stringify(ours)}\n--- Blade ---\n${JSON.stringify(theirs)}`;
      if (ours.ok) {
        if (theirs.status !== 0) return void differences.push(`Blade failed, the playground rendered: ${describe()}`);
        const expected: unknown = theirs.stdout === '' ? null : parseYaml(theirs.stdout);
        const actual: unknown = ours.yaml === null ? null : parseYaml(ours.yaml);
        if (JSON.stringify(actual) !== JSON.stringify(expected)) differences.push(`different data: ${describe()}`);
      } else if (theirs.status !== (ours.stage === 'blade' ? 2 : 3))
        differences.push(`the playground failed at ${ours.stage}, Blade with status ${theirs.status}: ${describe()}`);
    });
    const share = accepted / cases.length;
    console.log(
      `# playground: ${accepted} of ${cases.length} cases accepted (${(share * 100).toFixed(1)} %), ${differences.length} differ; refused: ${
        [...refusals].map(([reason, n]) => `${n} × ${reason}`).join('; ') || 'none'
      }`,
    );
    assert.deepEqual(differences.slice(0, 3), []);
    assert.ok(share >= 0.95, `the playground accepts ${(share * 100).toFixed(1)} % of the corpus, less than 95 %`);
  });
});
