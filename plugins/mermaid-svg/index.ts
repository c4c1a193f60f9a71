import type {Root} from 'mdast';
import type {Plugin} from 'unified';

import {codeBlocks} from '../../lib/markdown.mjs';
import {renderDiagrams} from './render';

export interface Options {
  /** The site's directory: its font measures the labels, its node_modules/.cache keeps drawn diagrams. */
  siteDir: string;
}

/** The MDX component that shows a rendered diagram (src/theme/MDXComponents.tsx maps it). */
export const componentName = 'MermaidDiagram';

/**
 * Remark plugin: replaces every ```mermaid code block with <MermaidDiagram svg="…" source="…" />,
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
  blocks.forEach(({node, index, parent}, i) => {
    (parent.children as unknown[])[index] = {
      type: 'mdxJsxFlowElement',
      name: componentName,
      attributes: [
        {type: 'mdxJsxAttribute', name: 'svg', value: svgs[i]},
        {type: 'mdxJsxAttribute', name: 'source', value: node.value},
      ],
      children: [],
    };
  });
};

export default remarkMermaidSvg;
