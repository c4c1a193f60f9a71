import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, describe, test} from 'node:test';

import remarkKnownIssues, {listModuleAlias, listsPath} from '../../../plugins/known-issues';
import {findKnownIssue, knownIssues} from '../../../src/data/knownIssues';

const siteDir = mkdtempSync(join(tmpdir(), 'known-issues-'));
after(() => rmSync(siteDir, {recursive: true, force: true}));

/** Compiles MDX with the plugin and returns the JavaScript that React would run. */
async function compiled(source: string, path = 'docs/page.mdx'): Promise<string> {
  // ESM only: a dynamic import, as tsx runs this file as CommonJS.
  const {compile} = await import('@mdx-js/mdx');
  return String(await compile({value: source, path}, {remarkPlugins: [[remarkKnownIssues, {siteDir}]]}));
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

  test('a page shows an entry in full once: later boxes of it are compact, and workaround="…" boxes do not count', async () => {
    const [entry] = knownIssues;
    const box = `<KnownIssue id="${entry.id}" />`;
    // One part per box, up to the next: the entry's JSON holds braces, so no pattern finds its end.
    const repeatedOf = (code: string) =>
      code
        .split('_jsx(KnownIssue, {')
        .slice(1)
        .map((part) => /\brepeated: true\b/.test(part));
    assert.deepEqual(repeatedOf(await compiled(`${box}\n\nText.\n\n${box}\n\n${box}\n`)), [false, true, true]);
    assert.deepEqual(
      repeatedOf(await compiled(`<KnownIssue id="${entry.id}" workaround="above" />\n\n${box}\n`)),
      [false, false],
      'the first full box follows a compact one',
    );
  });

  test('a workaround other than "above" or "below" fails the build', async () => {
    const [entry] = knownIssues;
    await assert.rejects(
      compiled(`<KnownIssue id="${entry.id}" workaround="inline" />\n`, 'docs/broken.mdx'),
      /docs\/broken\.mdx: <KnownIssue id="[^"]+" \/>: workaround must be "above" or "below"/,
    );
  });

  test('a <KnownIssueList> imports its area as a module: entries for the server, their file for the browser', async () => {
    const code = await compiled('### API\n\n<KnownIssueList area="api" />\n');
    const source = new RegExp(`import knownIssueList0 from "${listModuleAlias}/([0-9a-f]{16})"`).exec(code);
    assert.ok(source, 'the page imports the list module');
    assert.match(code, /_jsx\(KnownIssueList, \{\s*area: "api",\s*list: knownIssueList0/);
    assert.ok(!code.includes(knownIssues.find((entry) => entry.area === 'api')!.symptom), 'no entry text in the page');
    const modules = join(siteDir, 'node_modules/.cache/known-issues/modules');
    const name = source[1];
    const api = knownIssues.filter((entry) => entry.area === 'api');
    assert.ok(api.length > 0);
    const server = readFileSync(join(modules, 'server', `${name}.js`), 'utf8');
    assert.deepEqual(JSON.parse(server.replace(/^export default |;\n$/g, '')), {entries: api});
    const client = readFileSync(join(modules, 'client', `${name}.js`), 'utf8');
    assert.deepEqual(JSON.parse(client.replace(/^export default |;\n$/g, '')), {file: `${listsPath}/${name}.json`});
    assert.deepEqual(JSON.parse(readFileSync(join(modules, 'client', `${name}.json`), 'utf8')), api);
    assert.ok(readdirSync(join(modules, 'client')).length >= 2);
  });

  test('a <KnownIssueList> of an unknown area fails the build and names the file', async () => {
    await assert.rejects(
      compiled('<KnownIssueList area="networking" />\n', 'docs/broken.mdx'),
      /docs\/broken\.mdx: <KnownIssueList area="networking" \/>: area must be one of installation, /,
    );
  });
});
