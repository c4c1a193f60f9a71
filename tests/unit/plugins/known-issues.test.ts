import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import remarkKnownIssues from '../../../plugins/known-issues';
import {findKnownIssue, knownIssues} from '../../../src/data/knownIssues';

/** Compiles MDX with the plugin and returns the JavaScript that React would run. */
async function compiled(source: string, path = 'docs/page.mdx'): Promise<string> {
  // ESM only: a dynamic import, as tsx runs this file as CommonJS.
  const {compile} = await import('@mdx-js/mdx');
  return String(await compile({value: source, path}, {remarkPlugins: [remarkKnownIssues]}));
}

describe('known-issues remark plugin', () => {
  test('a <KnownIssue> gets its registry entry as a JSON prop, and only that entry', async () => {
    const [first, second] = knownIssues;
    const code = await compiled(`Text.\n\n<KnownIssue id="${first.id}" />\n`);
    const match = /entry: ("(?:[^"\\]|\\.)*")/.exec(code);
    assert.ok(match, 'the element has an entry prop');
    assert.deepEqual(JSON.parse(JSON.parse(match[1]) as string), findKnownIssue(first.id));
    assert.ok(!code.includes(second.symptom.slice(0, 40)), 'other entries stay out of the page');
  });

  test('an unknown id fails the build and names the file', async () => {
    await assert.rejects(
      compiled('<KnownIssue id="no-such-defect" />\n', 'docs/broken.mdx'),
      /docs\/broken\.mdx: <KnownIssue id="no-such-defect" \/> names no entry/,
    );
  });

  test('a stale entry prop in the source is replaced, and other elements are left alone', async () => {
    const [entry] = knownIssues;
    const code = await compiled(`<KnownIssue id="${entry.id}" entry="{}" />\n\n<Other id="${entry.id}" />\n`);
    assert.equal((code.match(/entry: /g) ?? []).length, 1);
    assert.ok(!code.includes('entry: "{}"'));
    assert.match(code, /_jsx\(Other, \{\s*id: /);
  });
});
