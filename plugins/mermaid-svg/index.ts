import type {Code, Root} from 'mdast';
import type {Plugin} from 'unified';
import {visit} from 'unist-util-visit';

import {renderDiagrams} from './render';

/** The MDX component that shows a rendered diagram (src/theme/MDXComponents.tsx maps it). */
export const componentName = 'MermaidDiagram';

/**
 * Remark plugin: replaces every ```mermaid code block with <MermaidDiagram svg="…" source="…" />,
 * the diagram drawn at build time. Readers get the finished SVG in the HTML: no Mermaid in the
 * browser, no layout shift while it draws, and the diagram shows without JavaScript.
 */
const remarkMermaidSvg: Plugin<[], Root> = () => async (tree) => {
  const blocks: {node: Code; index: number; parent: {children: unknown[]}}[] = [];
  visit(tree, 'code', (node, index, parent) => {
    if (node.lang === 'mermaid' && parent && index !== undefined) blocks.push({node, index, parent});
  });
  if (blocks.length === 0) return;
  const svgs = await renderDiagrams(blocks.map(({node}) => node.value));
  blocks.forEach(({node, index, parent}, i) => {
    parent.children[index] = {
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
