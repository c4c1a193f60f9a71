import {join} from 'node:path';

import type {LoadContext, Plugin as DocusaurusPlugin} from '@docusaurus/types';
import type {Root, RootContent} from 'mdast';
import type {Plugin} from 'unified';

import {codeBlocks} from '../../lib/markdown.mjs';
import {mdxImport} from '../../lib/mdxImport';
import {bundleSide, PageModules} from '../../lib/pageModules';
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

const diagramModules = new PageModules('.svg', diagramsPath);

/**
 * One diagram as two modules of the same name (lib/pageModules.ts): the server bundle gets the
 * SVG markup, the browser bundle the address of the same SVG as a file. Returns the name.
 */
export function writeDiagramModules(svg: string, dir: string): string {
  const name = PageModules.nameOf(svg);
  diagramModules.write(dir, name, {
    content: svg,
    server: `export default ${JSON.stringify(svg)};\n`,
    client: `export default ${JSON.stringify({file: diagramModules.fileOf(name)})};\n`,
  });
  return name;
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
    imports.push(mdxImport(`${moduleAlias}/${writeDiagramModules(svgs[i], modulesDirOf(options.siteDir))}`, name));
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
                body: [{type: 'ExpressionStatement', expression: {type: 'Identifier', name}}],
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
      return {resolve: {alias: {[moduleAlias]: join(modulesDir, bundleSide(isServer))}}};
    },
    async postBuild({outDir}) {
      diagramModules.publish(modulesDir, outDir);
    },
  };
}
