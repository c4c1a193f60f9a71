import {join} from 'node:path';

import type {Root} from 'mdast';
import type {Plugin} from 'unified';

import {codeTheme} from '../../src/data/codeTheme';
import {placeholderOccurrences} from '../../src/data/placeholders';
import {codeBlocks} from '../../lib/markdown.mjs';
import {mdxImport} from '../../lib/mdxImport';
import {PageModules} from '../../lib/pageModules';
import {blocksAlias, blocksPath, registryAlias} from './blocks';
import {encodeLines} from './encoding';
import {highlight} from './prism';

export interface Options {
  /** The site's directory, whose node_modules/.cache keeps the blocks' modules. Default: the working directory. */
  siteDir?: string;
}

/** The property of the code element, and so the CodeBlock prop, that names its highlighted block. */
export const highlightedProperty = 'highlightedBlock';

/** Where the blocks' modules of a site are written; ./index.ts resolves `blocksAlias` there. */
export function modulesDirOf(siteDir: string): string {
  return join(siteDir, 'node_modules/.cache/code-highlight');
}

/** The pages' blocks modules of this build; ./index.ts publishes their files. */
export const blockModules = new PageModules('.json', blocksPath);

/**
 * One page's blocks as two modules of the same name (./blocks.ts says why): the server's registers
 * the HTML, the browser's the address of the JSON file beside it. Returns the hash that names them.
 */
export function writeBlockModules(blocks: string[], dir: string): string {
  const json = JSON.stringify(blocks);
  const hash = PageModules.nameOf(json);
  const register = (value: string) =>
    `import {registerBlocks} from ${JSON.stringify(registryAlias)};\nregisterBlocks(${JSON.stringify(hash)}, ${value});\n`;
  blockModules.write(dir, hash, {
    content: json,
    server: register(json),
    client: register(JSON.stringify({file: blockModules.fileOf(hash)})),
  });
  return hash;
}

/**
 * Remark plugin: highlights every fenced code block at build time, writes the page's blocks as
 * HTML (./encoding.ts), with the placeholders of src/data/placeholders.ts marked, to its blocks module, imports that module into the page and names each
 * block on its code element, so the browser draws them without Prism and without an element per
 * token.
 */
const remarkCodeHighlight: Plugin<[Options?], Root> =
  ({siteDir = process.cwd()} = {}) =>
  (tree) => {
    const blocks = codeBlocks(tree);
    if (blocks.length === 0) return;
    // ```mermaid blocks become diagrams (plugins/mermaid-svg) where that plugin runs; elsewhere
    // they stay code, which plain highlighting covers.
    // Examples of the reader's own values are marked (src/data/placeholders.ts), for the page to
    // show the values the reader gave in the "Your installation" form.
    const html = blocks.map(({node}) =>
      encodeLines(highlight(node.value, node.lang ?? 'text'), codeTheme, node.lang ?? 'text', placeholderOccurrences),
    );
    const hash = writeBlockModules(html, modulesDirOf(siteDir));
    blocks.forEach(({node}, index) => {
      node.data ??= {};
      node.data.hProperties = {...node.data.hProperties, [highlightedProperty]: `${hash}:${index}`};
    });
    tree.children.unshift(mdxImport(`${blocksAlias}/${hash}`));
  };

export default remarkCodeHighlight;
