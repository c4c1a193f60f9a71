import type {Root} from 'mdast';
import type {Plugin} from 'unified';

import {codeBlocks} from '../../lib/markdown.mjs';
import {highlight} from './prism';

/** The property of the code element, and so the CodeBlock prop, that carries the tokens. */
export const tokensProperty = 'tokens';

/**
 * Remark plugin: highlights every fenced code block at build time and hands the result to
 * src/theme/CodeBlock as a JSON string prop, so the browser draws the tokens without Prism.
 */
const remarkCodeHighlight: Plugin<[], Root> = () => (tree) => {
  for (const {node} of codeBlocks(tree)) {
    // ```mermaid blocks become diagrams (plugins/mermaid-svg) where that plugin runs; elsewhere
    // they stay code, which plain highlighting covers.
    const language = node.lang ?? 'text';
    node.data ??= {};
    node.data.hProperties = {
      ...node.data.hProperties,
      [tokensProperty]: JSON.stringify(highlight(node.value, language)),
    };
  }
};

export default remarkCodeHighlight;
