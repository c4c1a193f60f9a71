import assert from 'node:assert/strict';
import {join} from 'node:path';
import {describe, test} from 'node:test';

import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {VFile} from 'vfile';

import {collectExamples, exampleKey, remarkTemplatePlayground} from '../../../plugins/template-playground';
import {decodeState, encodeState, stateOf} from '../../../src/data/playgroundLink';
import {renderTemplate} from '../../../src/components/TemplatePlayground/blade/render';

const siteDir = join(import.meta.dirname, '../../..');

/** Runs the remark plugin on an MDX page at `file` and returns the MDX it writes. */
async function transform(file: string, mdx: string): Promise<string> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkStringify)
    .use(remarkTemplatePlayground, {siteDir});
  return String(await processor.process(new VFile({path: join(siteDir, file), value: mdx})));
}

describe('template playground links', () => {
  test('every Blade example of the docs and posts is collected with its variables, and renders in the playground', async () => {
    const examples = await collectExamples(siteDir);
    const keys = Object.keys(examples);
    assert.ok(keys.length >= 20, `only ${keys.length} examples`);
    assert.ok(keys.includes('docs/templates/use_blade/hello-web-deployment'));
    for (const [key, value] of Object.entries(examples)) {
      const state = stateOf(value);
      assert.ok(state, key);
      const result = renderTemplate(state);
      assert.ok(
        result.ok || result.stage !== 'refused',
        `${key}: the playground refuses it (${result.ok ? '' : result.message})`,
      );
    }
  });

  test('a link follows each Blade example, naming the example; other code blocks get none', async () => {
    const mdx = '# Page\n\n```blade title="a.yaml" example="first"\na: {{ $data[\'x\'] }}\n```\n\n```yaml\nb: 1\n```\n';
    const out = await transform('docs/some/page.mdx', mdx);
    const links = [...out.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    assert.deepEqual(links, [
      `/docs/templates/use_blade#playground-example=${exampleKey('docs/some/page.mdx', 'first')}`,
    ]);
    assert.match(out, /data-noBrokenLinkCheck/);
    assert.match(out, />Open in the playground</);
  });

  test('<TemplatePlayground example="…" /> starts with that example of its page, and names a missing one', async () => {
    const mdx = '```blade example="start"\na: 1\n```\n\n<TemplatePlayground example="start" />\n';
    assert.match(await transform('docs/p.mdx', mdx), /<TemplatePlayground example="start" start="docs\/p\/start" \/>/);
    await assert.rejects(transform('docs/p.mdx', '<TemplatePlayground example="none" />\n'), /names no Blade example/);
  });

  test('a shared link holds the template and values and reads back the same; a damaged one reads as nothing', () => {
    const state = {template: "a: {{ $data['é'] }}\n", variables: {data: {é: 'ü & "q"'}}, context: 'cluster' as const};
    const fragment = encodeState(state);
    assert.match(fragment, /^playground=[A-Za-z0-9_-]+$/);
    assert.deepEqual(decodeState(`#${fragment}`), state);
    assert.equal(decodeState('#playground=%%%'), null);
    assert.equal(decodeState('#other'), null);
  });
});
