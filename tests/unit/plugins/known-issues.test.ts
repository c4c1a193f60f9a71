import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, describe, test} from 'node:test';

import remarkKnownIssues, {modulesAlias, listsPath} from '../../../plugins/known-issues';
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
  const modules = join(siteDir, 'node_modules/.cache/known-issues/modules');
  /** The default export of a written module. */
  const exported = (side: 'server' | 'client', name: string) =>
    JSON.parse(
      readFileSync(join(modules, side, `${name}.js`), 'utf8').replace(/^export default |;\n$/g, ''),
    ) as unknown;

  test("a page's <KnownIssue> boxes import one module of their entries: by id for the server, their file for the browser", async () => {
    const [first, second, third] = knownIssues;
    const code = await compiled(
      `Text.\n\n<KnownIssue id="${first.id}" />\n\n<KnownIssue id="${second.id}" workaround="below" />\n\n<KnownIssue id="${first.id}" />\n`,
    );
    const imports = [...code.matchAll(new RegExp(`import knownIssueBoxes from "${modulesAlias}/([0-9a-f]{16})"`, 'g'))];
    assert.equal(imports.length, 1, 'one import per page');
    assert.equal((code.match(/boxes: knownIssueBoxes\b/g) ?? []).length, 3, 'every box gets the module');
    for (const entry of [first, second, third])
      assert.ok(!code.includes(entry.symptom.slice(0, 40)), 'no entry text in the page');
    const name = imports[0][1];
    const byId = {[first.id]: findKnownIssue(first.id), [second.id]: findKnownIssue(second.id)};
    assert.deepEqual(exported('server', name), {entries: byId}, 'only the entries the boxes show');
    assert.deepEqual(exported('client', name), {file: `${listsPath}/${name}.json`});
    assert.deepEqual(JSON.parse(readFileSync(join(modules, 'client', `${name}.json`), 'utf8')), byId);
  });

  test('a page without boxes imports no box module', async () => {
    assert.ok(!(await compiled('Text.\n')).includes('knownIssueBoxes'));
  });

  test('an unknown id fails the build and names the file', async () => {
    await assert.rejects(
      compiled('<KnownIssue id="no-such-defect" />\n', 'docs/broken.mdx'),
      /docs\/broken\.mdx: <KnownIssue id="no-such-defect" \/> names no entry/,
    );
  });

  test('a stale boxes prop in the source is replaced, and other elements are left alone', async () => {
    const [entry] = knownIssues;
    const code = await compiled(`<KnownIssue id="${entry.id}" boxes="{}" />\n\n<Other id="${entry.id}" />\n`);
    assert.equal((code.match(/boxes: /g) ?? []).length, 1);
    assert.ok(!code.includes('boxes: "{}"'));
    assert.match(code, /_jsx\(Other, \{\s*id: /);
  });

  test('a page shows an entry in full once: later boxes of it are compact, and workaround="…" boxes do not count', async () => {
    const [entry] = knownIssues;
    const box = `<KnownIssue id="${entry.id}" />`;
    // One part per box, up to the next.
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
    const source = new RegExp(`import knownIssueList0 from "${modulesAlias}/([0-9a-f]{16})"`).exec(code);
    assert.ok(source, 'the page imports the list module');
    assert.match(code, /_jsx\(KnownIssueList, \{\s*area: "api",\s*list: knownIssueList0/);
    assert.ok(!code.includes(knownIssues.find((entry) => entry.area === 'api')!.symptom), 'no entry text in the page');
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
