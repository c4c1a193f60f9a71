import type {Code, Parent, Root} from 'mdast';
export function codeBlocks(tree: Root, filter?: (node: Code) => boolean): {node: Code; index: number; parent: Parent}[];
export function fencedCode(markdown: string): {
  prose: string[];
  fences: {lang: string | null; meta: string | null; line: number; value: string; unclosed: boolean}[];
};
export interface TableCell {
  text: string;
  /** Values of the cell's inline code spans, in order. */
  code: string[];
  /** The cell's Markdown between its pipes, trimmed (a `\|` stays escaped). */
  source: string;
}
export function markdownTables(markdown: string): {
  line: number;
  header: TableCell[];
  rows: {line: number; cells: TableCell[]}[];
}[];
