import {readFile, readdir, writeFile} from 'node:fs/promises';
import {join, relative} from 'node:path';

import type {LoadContext, Plugin as DocusaurusPlugin} from '@docusaurus/types';
import type {Code, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {Plugin} from 'unified';
import {visit} from 'unist-util-visit';

import {metaAttributes} from '../../lib/codeMeta.mjs';
import {fencedCode} from '../../lib/markdown.mjs';
import {exampleInput, type PlaygroundState} from '../../src/data/bladeVariables';
import {examplesFile, exampleFragmentPrefix} from '../../src/data/playgroundLink';

/** The page the playground is on. */
export const playgroundPage = '/docs/templates/use_blade';

/** The folders whose pages hold Blade examples. */
const contentDirs = ['docs', 'blog'];

/** An example's key: its file below the site, without the extension, and its name. */
export const exampleKey = (file: string, name: string) => `${file.replace(/\.mdx?$/, '')}/${name}`;

/** What the playground opens with for a Blade example: its name and src/data/bladeVariables.ts's input for it. */
export function exampleState(lang: string | null | undefined, meta: string | null | undefined, value: string) {
  if (lang !== 'blade') return null;
  const attributes = metaAttributes(meta);
  const name = attributes.example;
  if (!name) return null;
  return {name, state: exampleInput(value, attributes.vars)};
}

async function markdownFiles(siteDir: string, dir: string): Promise<string[]> {
  const entries = await readdir(join(siteDir, dir), {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => relative(siteDir, join(entry.parentPath, entry.name)));
}

/** Every Blade example of the docs and posts by key, as the playground reads them. */
export async function collectExamples(
  siteDir: string,
): Promise<Record<string, [string, PlaygroundState['variables'], 0 | 1]>> {
  const examples: Record<string, [string, PlaygroundState['variables'], 0 | 1]> = {};
  for (const file of (await Promise.all(contentDirs.map((dir) => markdownFiles(siteDir, dir)))).flat().sort()) {
    for (const fence of fencedCode(await readFile(join(siteDir, file), 'utf8')).fences) {
      const example = exampleState(fence.lang, fence.meta, fence.value);
      if (example)
        examples[exampleKey(file, example.name)] = [
          example.state.template,
          example.state.variables,
          example.state.context === 'cluster' ? 1 : 0,
        ];
    }
  }
  return examples;
}

const link = (key: string) =>
  ({
    type: 'mdxJsxFlowElement',
    name: 'p',
    attributes: [{type: 'mdxJsxAttribute', name: 'className', value: 'playground-link'}],
    children: [
      {
        type: 'mdxJsxTextElement',
        name: 'a',
        attributes: [
          {type: 'mdxJsxAttribute', name: 'href', value: `${playgroundPage}#${exampleFragmentPrefix}${key}`},
          // The fragment names an example, not an element: the link checker must not look for it.
          {type: 'mdxJsxAttribute', name: 'data-noBrokenLinkCheck', value: null},
        ],
        children: [{type: 'text', value: 'Open in the playground'}],
      },
    ],
  }) as unknown as MdxJsxFlowElement;

/**
 * Remark plugin: an "Open in the playground" link after each Blade example; a
 * `<TemplatePlayground example="NAME" />` gets that example of its page as `start`.
 */
export const remarkTemplatePlayground: Plugin<[{siteDir: string}], Root> =
  ({siteDir}) =>
  (tree, file) => {
    const source = relative(siteDir, file.path);
    const names = new Set<string>();
    visit(tree, 'code', (node: Code, index, parent) => {
      const example = exampleState(node.lang, node.meta, node.value);
      if (!example || !parent || index === undefined) return undefined;
      names.add(example.name);
      parent.children.splice(index + 1, 0, link(exampleKey(source, example.name)) as (typeof parent.children)[number]);
      return index + 2;
    });
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      if (node.name !== 'TemplatePlayground') return;
      const example = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'example');
      if (!example || typeof example.value !== 'string' || !names.has(example.value))
        throw new Error(`${source}: <TemplatePlayground example="…" /> names no Blade example of the page`);
      node.attributes.push({type: 'mdxJsxAttribute', name: 'start', value: exampleKey(source, example.value)});
    });
  };

/**
 * Writes the examples the links open to `/playground-examples.json`, and gives php-parser, which the
 * playground's Blade engine uses, the `process.arch` it reads in the browser too: "x64", so that it
 * reads integers as a 64-bit PHP does.
 */
export default function templatePlayground(context: LoadContext): DocusaurusPlugin {
  return {
    name: 'template-playground',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {plugins: [new currentBundler.instance.DefinePlugin({'process.arch': JSON.stringify('x64')})]};
    },
    async postBuild({outDir}) {
      await writeFile(join(outDir, examplesFile), JSON.stringify(await collectExamples(context.siteDir)));
    },
  };
}
