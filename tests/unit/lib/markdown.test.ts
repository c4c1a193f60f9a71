/** lib/markdown.mjs: the fenced code blocks of a Markdown text, as CommonMark reads them. */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {fromMarkdown} from 'mdast-util-from-markdown';

import {codeBlocks, fencedCode, markdownTables} from '../../../lib/markdown.mjs';

test('fences in lists and quotes are found with language, title and line; indented code is not a fence', () => {
  const {prose, fences} = fencedCode(
    [
      '1. Step',
      '',
      '   ```bash title="List"',
      '   ls',
      '   ```',
      '',
      '    indented',
      '',
      '> ~~~yaml',
      '> a: 1',
      '> ~~~',
    ].join('\n'),
  );
  assert.deepEqual(fences, [
    {lang: 'bash', meta: 'title="List"', line: 3, value: 'ls', unclosed: false},
    {lang: 'yaml', meta: null, line: 9, value: 'a: 1', unclosed: false},
  ]);
  assert.deepEqual(prose, ['1. Step', '', '', '    indented', '']);
});

test('a fence closed by a shorter or different marker runs to the end and is reported unclosed', () => {
  const {prose, fences} = fencedCode('Text\n\n````js\nx\n```\n~~~~\n');
  assert.equal(fences.length, 1);
  assert.equal(fences[0]!.unclosed, true);
  assert.equal(fences[0]!.value, 'x\n```\n~~~~');
  assert.deepEqual(prose, ['Text', '']);
});

test('codeBlocks gives each block with its parent and index, filtered', () => {
  const tree = fromMarkdown('```mermaid\na\n```\n\n- item\n\n  ```js\n  b\n  ```\n');
  const all = codeBlocks(tree);
  assert.deepEqual(
    all.map(({node}) => node.lang),
    ['mermaid', 'js'],
  );
  const [diagram] = codeBlocks(tree, (node) => node.lang === 'mermaid');
  assert.equal(diagram!.parent, tree);
  assert.equal(diagram!.index, 0);
});

test('tables: header and rows with each cell as text and inline code, pipes in code included', () => {
  const tables = markdownTables(
    [
      'Intro `x`',
      '',
      '| Variable | Default |',
      '|---|---|',
      '| `A`, `B` | `1`, none |',
      '| `C` | `a \\| b` (see **below**) |',
      '',
      '```md',
      '| not | a table |',
      '|---|---|',
      '```',
    ].join('\n'),
  );
  assert.equal(tables.length, 1);
  assert.equal(tables[0].line, 3);
  assert.deepEqual(tables[0].header, [
    {text: 'Variable', code: [], source: 'Variable'},
    {text: 'Default', code: [], source: 'Default'},
  ]);
  assert.deepEqual(tables[0].rows, [
    {
      line: 5,
      cells: [
        {text: 'A, B', code: ['A', 'B'], source: '`A`, `B`'},
        {text: '1, none', code: ['1'], source: '`1`, none'},
      ],
    },
    {
      line: 6,
      cells: [
        {text: 'C', code: ['C'], source: '`C`'},
        {text: 'a | b (see below)', code: ['a | b'], source: '`a \\| b` (see **below**)'},
      ],
    },
  ]);
});
