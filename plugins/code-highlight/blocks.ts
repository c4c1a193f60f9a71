/**
 * Where a page's highlighted code blocks are found: each page's blocks are one module
 * (`<blocksAlias>/<hash>`, written by ./remark.ts, resolved per bundle by ./index.ts) that
 * registers itself here. The server bundle, which renders the HTML, gets the blocks' HTML; the
 * browser bundle gets only the address of a file with the same HTML, so the highlighted code
 * travels once: in the page's HTML, which React keeps when it hydrates. A block drawn by
 * client-side navigation shows its code plain and fetches the file. Shared by the build and the
 * page (src/theme/CodeBlock), so it must stay free of Node and React imports.
 */

/** The blocks of one page: their HTML (./encoding.ts), or the site path of the JSON file that holds it. */
export type PageBlocks = string[] | {file: string};

/** The module specifier of a page's blocks. */
export const blocksAlias = '@code-highlight-blocks';

/**
 * The module specifier of this file in the blocks modules. Those are cached in the site's
 * node_modules/.cache, which outlives a checkout (and may be shared by several): they must not
 * name this file by its absolute path. ./index.ts resolves it per build.
 */
export const registryAlias = '@code-highlight-registry';

/** Served at `/<blocksPath>/<hash>.json`. */
export const blocksPath = 'assets/code';

const pages = new Map<string, PageBlocks>();

export function registerBlocks(hash: string, blocks: PageBlocks): void {
  pages.set(hash, blocks);
}

/** The block a code element refers to (`<hash>:<index>`, the CodeBlock's `highlightedBlock`). */
export function blockOf(reference: string | undefined): {html: string} | {file: string; index: number} | undefined {
  if (!reference) return undefined;
  const [hash, index] = reference.split(':');
  const blocks = pages.get(hash!);
  if (!blocks) return undefined;
  return Array.isArray(blocks) ? {html: blocks[Number(index)]!} : {file: blocks.file, index: Number(index)};
}
