import type {Root} from 'mdast';
import type {Plugin} from 'unified';

import {codeTheme} from '../../src/data/codeTheme';
import {codeBlocks} from '../../lib/markdown.mjs';
import {encodeLines} from './encoding';
import {highlight} from './prism';

/** The property of the code element, and so the CodeBlock prop, that carries the highlighted lines. */
export const highlightedProperty = 'highlightedHtml';

/**
 * Remark plugin: highlights every fenced code block at build time and hands the lines to
 * src/theme/CodeBlock as HTML (./encoding.ts), so the browser draws them without Prism and without
 * an element per token.
 */
const remarkCodeHighlight: Plugin<[], Root> = () => (tree) => {
  for (const {node} of codeBlocks(tree)) {
    // ```mermaid blocks become diagrams (plugins/mermaid-svg) where that plugin runs; elsewhere
    // they stay code, which plain highlighting covers.
    const language = node.lang ?? 'text';
    node.data ??= {};
    node.data.hProperties = {
      ...node.data.hProperties,
      [highlightedProperty]: encodeLines(highlight(node.value, language), codeTheme, language),
    };
  }
};

export default remarkCodeHighlight;
