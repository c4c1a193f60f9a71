import {createHash} from 'node:crypto';
import {copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

import type {LoadContext, Plugin as DocusaurusPlugin} from '@docusaurus/types';
import type {Root, RootContent} from 'mdast';
import type {Plugin} from 'unified';

import {codeBlocks} from '../../lib/markdown.mjs';
import {renderDiagrams} from './render';

export interface Options {
  /** The site's directory: its font measures the labels, its node_modules/.cache keeps drawn diagrams. */
  siteDir: string;
}

/** The MDX component that shows a rendered diagram (src/theme/MDXComponents.tsx maps it). */
export const componentName = 'MermaidDiagram';

/** Where a page's diagrams are imported from: `<moduleAlias>/<hash>`, resolved by `mermaidSvgPlugin`. */
export const moduleAlias = '@mermaid-svg-diagram';

/** Served at `/<diagramsPath>/<hash>.svg` for pages reached by client-side navigation. */
export const diagramsPath = 'assets/diagrams';

/** Where the diagram modules of a site are written (beside the drawing cache of render.ts). */
function modulesDirOf(siteDir: string): string {
  return join(siteDir, 'node_modules/.cache/mermaid-svg/modules');
}

/** Hashes of the diagrams of this build, so that only those are published. */
const written = new Set<string>();

/**
 * One diagram as two modules of the same name. The server bundle, which pre-renders the HTML,
 * gets the SVG markup; the browser bundle gets only the address of the same SVG as a file. The
 * diagram then travels once: in the HTML, and React keeps that markup when it hydrates. Only a
 * reader who reaches the page by client-side navigation fetches the file.
 */
export function writeDiagramModules(svg: string, dir: string): string {
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 16);
  mkdirSync(join(dir, 'server'), {recursive: true});
  mkdirSync(join(dir, 'client'), {recursive: true});
  writeFileSync(join(dir, 'server', `${hash}.js`), `export default ${JSON.stringify(svg)};\n`);
  writeFileSync(
    join(dir, 'client', `${hash}.js`),
    `export default ${JSON.stringify({file: `${diagramsPath}/${hash}.svg`})};\n`,
  );
  writeFileSync(join(dir, 'client', `${hash}.svg`), svg);
  written.add(hash);
  return hash;
}

function identifier(name: string) {
  return {type: 'Identifier', name};
}

/** `import <name> from '<source>'` as the MDX compiler expects it: with its ESTree. */
function importNode(name: string, source: string): RootContent {
  const statement = `import ${name} from ${JSON.stringify(source)};`;
  return {
    type: 'mdxjsEsm',
    value: statement,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: identifier(name)}],
            source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
            attributes: [],
          },
        ],
      },
    },
  } as unknown as RootContent;
}

/**
 * Remark plugin: replaces every ```mermaid code block with <MermaidDiagram svg={…} source="…" />,
 * the diagram drawn at build time. Readers get the finished SVG in the HTML: no Mermaid in the
 * browser, no layout shift while it draws, and the diagram shows without JavaScript.
 */
const remarkMermaidSvg: Plugin<[Options], Root> = (options) => async (tree) => {
  const blocks = codeBlocks(tree, (node) => node.lang === 'mermaid');
  if (blocks.length === 0) return;
  const svgs = await renderDiagrams(
    blocks.map(({node}) => node.value),
    options.siteDir,
  );
  const imports: RootContent[] = [];
  blocks.forEach(({node, index, parent}, i) => {
    const name = `mermaidDiagram${i}`;
    imports.push(importNode(name, `${moduleAlias}/${writeDiagramModules(svgs[i], modulesDirOf(options.siteDir))}`));
    (parent.children as unknown[])[index] = {
      type: 'mdxJsxFlowElement',
      name: componentName,
      attributes: [
        {
          type: 'mdxJsxAttribute',
          name: 'svg',
          value: {
            type: 'mdxJsxAttributeValueExpression',
            value: name,
            data: {
              estree: {
                type: 'Program',
                sourceType: 'module',
                body: [{type: 'ExpressionStatement', expression: identifier(name)}],
              },
            },
          },
        },
        {type: 'mdxJsxAttribute', name: 'source', value: node.value},
      ],
      children: [],
    };
  });
  tree.children.unshift(...imports);
};

export default remarkMermaidSvg;

/**
 * Resolves the diagram modules per bundle (see `writeDiagramModules`) and publishes the SVG
 * files. `docusaurus start` renders in the browser only, so there the browser gets the markup.
 */
export function mermaidSvgPlugin(context: LoadContext): DocusaurusPlugin {
  const modulesDir = modulesDirOf(context.siteDir);
  return {
    name: 'mermaid-svg',
    configureWebpack(_config, isServer) {
      const side = isServer || process.env.NODE_ENV !== 'production' ? 'server' : 'client';
      return {resolve: {alias: {[moduleAlias]: join(modulesDir, side)}}};
    },
    async postBuild({outDir}) {
      const source = join(modulesDir, 'client');
      if (!existsSync(source)) return;
      // Loaders may run outside this process; then every cached diagram is published.
      const hashes =
        written.size > 0
          ? [...written]
          : readdirSync(source)
              .filter((f) => f.endsWith('.svg'))
              .map((f) => f.slice(0, -4));
      mkdirSync(join(outDir, diagramsPath), {recursive: true});
      for (const hash of hashes) copyFileSync(join(source, `${hash}.svg`), join(outDir, diagramsPath, `${hash}.svg`));
    },
  };
}
