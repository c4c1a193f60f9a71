import assert from 'node:assert/strict';
import {test} from 'node:test';

import type {Element, ElementContent, Root} from 'hast';
import {unified} from 'unified';

import rehypeStaticBlocks, {componentName} from '../../../plugins/static-blocks';

/** The page's MDX compiled to JSX (not to function calls), with the rehype plugin. */
async function compiled(source: string): Promise<string> {
  // Imported when used: the package is ESM-only, and this file may run as CommonJS.
  const {compile} = await import('@mdx-js/mdx');
  return String(await compile(source, {jsx: true, rehypePlugins: [rehypeStaticBlocks]}));
}

/** The JSX the page's content returns, without the compiler's wrapper. */
async function content(source: string): Promise<string> {
  const code = await compiled(source);
  return code.slice(code.indexOf('return <>'), code.indexOf('</>;') + 4);
}

test('paragraphs, lists and quotes of text, links and inline code are wrapped whole, and the page imports the component', async () => {
  const code = await compiled(
    'Run [the check](/docs/prerequisites) with `php -v`.\n\n- one **two**\n- three\n\n> A quote.\n',
  );
  assert.match(code, new RegExp(`^import ${componentName} from "@theme/${componentName}";$`, 'm'));
  const jsx = await content(
    'Run [the check](/docs/prerequisites) with `php -v`.\n\n- one **two**\n- three\n\n> A quote.\n',
  );
  assert.match(jsx, /<StaticBlock><_components\.p>\{"Run "\}<_components\.a href="\/docs\/prerequisites">/);
  assert.match(jsx, /<StaticBlock><_components\.ul>/);
  assert.match(jsx, /<StaticBlock><_components\.blockquote>/);
  assert.equal(jsx.match(/<StaticBlock>/g)?.length, 3, 'one wrapper for each outermost block, none inside');
});

test('headings, code blocks, components and expressions are left to React, and static blocks inside them are wrapped', async () => {
  const jsx = await content(
    '## Steps\n\n```bash\nphp -v\n```\n\n<Tabs>\n\nInside a tab.\n\n</Tabs>\n\nA {1 + 1} sum.\n\nAn <Term>x</Term> in text.\n',
  );
  assert.doesNotMatch(jsx, /<StaticBlock><_components\.h2/);
  assert.doesNotMatch(jsx, /<StaticBlock><_components\.pre/);
  assert.match(
    jsx,
    /<Tabs><StaticBlock><_components\.p>\{"Inside a tab\."\}/,
    'the paragraph inside the component is wrapped',
  );
  assert.match(jsx, /\{"\\n"\}<_components\.p>\{"A "\}\{1 \+ 1\}/, 'an expression keeps its paragraph live');
  assert.match(jsx, /\{"\\n"\}<_components\.p>\{"An "\}<Term>/, 'a component keeps its paragraph live');
});

test('a table stays in its component (the scroll box) and its rows are wrapped; a list with a live item is not', () => {
  const text = (value: string) => ({type: 'text' as const, value});
  const element = (tagName: string, children: ElementContent[]): Element => ({
    type: 'element',
    tagName,
    properties: {},
    children,
  });
  const term = {
    type: 'mdxJsxTextElement',
    name: 'Term',
    attributes: [],
    children: [text('x')],
  } as unknown as ElementContent;
  const row = element('tr', [element('td', [text('1')])]);
  const tree: Root = {
    type: 'root',
    children: [
      element('table', [element('thead', [row]), element('tbody', [row])]),
      element('ul', [element('li', [text('plain')]), element('li', [term])]),
      // A disclosure a plugin adds as an HTML element, deep in an item.
      element('ol', [element('li', [element('p', [text('Why:')]), element('details', [text('because')])])]),
    ],
  };
  const transform = rehypeStaticBlocks.call(unified()) as (tree: Root) => void;
  transform(tree);
  const [esm, table, list, steps] = tree.children as unknown as [{type: string}, Element, Element, Element];
  assert.equal(esm.type, 'mdxjsEsm');
  assert.equal(table.tagName, 'table');
  assert.deepEqual(
    table.children.map((child) => (child as unknown as {name: string}).name),
    [componentName, componentName],
  );
  assert.equal(list.tagName, 'ul', 'the list stays live');
  assert.equal(list.children.length, 2);
  assert.equal(steps.tagName, 'ol', 'the list with a disclosure stays live');
  const [item] = steps.children as Element[];
  assert.equal((item!.children[0] as unknown as {name: string}).name, componentName, 'the paragraph in it is wrapped');
  assert.equal((item!.children[1] as Element).tagName, 'details');
});

test('a page without a static block imports nothing', async () => {
  assert.doesNotMatch(await compiled('## Only a heading\n'), /@theme\/StaticBlock/);
});

test('a list is left live when an item holds an image, a code block or a component (a disclosure in MDX); the plain blocks inside are wrapped', async () => {
  const jsx = await content(
    [
      '- An image: ![logo](/img/logo.svg)',
      '- plain',
      '',
      '1. Step',
      '',
      '   <details>',
      '   <summary>Why</summary>',
      '',
      '   Because.',
      '',
      '   </details>',
      '',
      '* Run:',
      '',
      '  ```bash',
      '  php -v',
      '  ```',
      '',
      '- last, plain',
    ].join('\n'),
  );
  const item = (text: string) => `<_components.li>${text}`;
  assert.ok(
    jsx.startsWith(`return <><_components.ul>{"\\n"}${item('{"An image: "}')}`),
    'the list with an image is live',
  );
  assert.doesNotMatch(
    jsx,
    /<StaticBlock><_components\.ol>/,
    'the list with a disclosure, a JSX element in MDX, is live',
  );
  assert.match(jsx, /<details><summary>\{"Why"\}<\/summary><StaticBlock><_components\.p>\{"Because\."\}/);
  assert.match(
    jsx,
    /\{"\\n"\}<_components\.ul>\{"\\n"\}<_components\.li>\{"\\n"\}<StaticBlock><_components\.p>\{"Run:"\}/,
  );
  assert.match(
    jsx,
    /<StaticBlock><_components\.ul>\{"\\n"\}<_components\.li>\{"last, plain"\}/,
    'a plain list is wrapped',
  );
  assert.equal(jsx.match(/<StaticBlock>/g)?.length, 4, 'the plain list and the paragraphs in live items');
});
