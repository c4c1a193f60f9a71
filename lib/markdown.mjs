// The one helper for fenced code in Markdown, on the mdast tree (CommonMark parser, not a line
// tracker): the remark plugins code-highlight and mermaid-svg, the sanitizer of
// plugins/project-documents and scripts/check-markdown.mjs find code blocks through it.
// `markdownTables` reads GFM tables the same way, for tests that check a page's tables.
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {toString} from 'mdast-util-to-string';
import {gfm} from 'micromark-extension-gfm';
import {visit} from 'unist-util-visit';

/**
 * Every code block of an mdast tree, in document order, with its place in the parent (for
 * plugins that replace the node).
 * @param {import('mdast').Root} tree
 * @param {(node: import('mdast').Code) => boolean} [filter]
 * @returns {{node: import('mdast').Code, index: number, parent: import('mdast').Parent}[]}
 */
export function codeBlocks(tree, filter = () => true) {
  const found = [];
  visit(tree, 'code', (node, index, parent) => {
    if (parent && index !== undefined && filter(node)) found.push({node, index, parent});
  });
  return found;
}

/**
 * The fenced code blocks of a Markdown text and the lines outside them.
 * @param {string} markdown
 * @returns {{prose: string[], fences: {lang: string | null, meta: string | null, line: number, value: string, unclosed: boolean}[]}}
 *   `line` is the 1-based line of the opening fence; `unclosed` when the fence runs to the end of the text
 */
export function fencedCode(markdown) {
  const inFence = new Set();
  const fences = codeBlocks(fromMarkdown(markdown))
    .map(({node}) => node)
    // Indented code has no fence: its position starts at the code itself.
    .filter((node) => /^(`{3,}|~{3,})/.test(markdown.slice(node.position.start.offset)))
    .map((node) => {
      const {start, end} = node.position;
      for (let line = start.line; line <= end.line; line++) inFence.add(line);
      const opening = /^(`{3,}|~{3,})/.exec(markdown.slice(start.offset))[1];
      const closing = /(`{3,}|~{3,})[ \t]*$/.exec(markdown.slice(start.offset, end.offset).split('\n').at(-1))?.[1];
      const closed =
        end.line > start.line && closing !== undefined && closing[0] === opening[0] && closing.length >= opening.length;
      return {lang: node.lang ?? null, meta: node.meta ?? null, line: start.line, value: node.value, unclosed: !closed};
    });
  return {prose: markdown.split('\n').filter((_, index) => !inFence.has(index + 1)), fences};
}

/**
 * The GFM tables of a Markdown (or MDX) text, in document order: the header cells and the body rows,
 * each cell as its text, the values of its inline code spans and its Markdown source, with 1-based lines.
 * @param {string} markdown
 * @returns {{line: number, header: import('./markdown.d.mts').TableCell[], rows: {line: number, cells: import('./markdown.d.mts').TableCell[]}[]}[]}
 */
export function markdownTables(markdown) {
  const tree = fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
  const cell = (node) => {
    const code = [];
    visit(node, 'inlineCode', (inline) => {
      code.push(inline.value);
    });
    const [first, last] = [node.children[0], node.children.at(-1)];
    const source = first ? markdown.slice(first.position.start.offset, last.position.end.offset) : '';
    return {text: toString(node).trim(), code, source};
  };
  const tables = [];
  visit(tree, 'table', (table) => {
    const [head, ...body] = table.children;
    tables.push({
      line: table.position.start.line,
      header: head.children.map(cell),
      rows: body.map((row) => ({line: row.position.start.line, cells: row.children.map(cell)})),
    });
  });
  return tables;
}
