import assert from 'node:assert/strict';
import {test} from 'node:test';

import type {Root} from 'mdast';

import {mdxImport} from '../../../lib/mdxImport';

/** Compiles an empty MDX page to which a remark plugin adds `node`, and returns the JavaScript. */
async function compiledWith(node: ReturnType<typeof mdxImport>): Promise<string> {
  const addImport = () => (tree: Root) => {
    tree.children.unshift(node);
  };
  // Imported when used: the package is ESM-only, and this file may run as CommonJS.
  const {compile} = await import('@mdx-js/mdx');
  return String(await compile('Text.', {remarkPlugins: [addImport]}));
}

test('a side-effect import reaches the compiled page', async () => {
  const node = mdxImport('@blocks/abc');
  assert.equal(node.type, 'mdxjsEsm');
  assert.match(await compiledWith(node), /^import "@blocks\/abc";$/m);
});

test('a default import binds the name the page uses', async () => {
  const node = mdxImport('@diagrams/a"b', 'diagram0');
  assert.match(await compiledWith(node), /^import diagram0 from "@diagrams\/a\\"b";$/m);
});
