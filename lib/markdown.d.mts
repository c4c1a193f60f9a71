import type {Code, Parent, Root} from 'mdast';
export function codeBlocks(tree: Root, filter?: (node: Code) => boolean): {node: Code; index: number; parent: Parent}[];
export function fencedCode(markdown: string): {
  prose: string[];
  fences: {lang: string | null; meta: string | null; line: number; value: string; unclosed: boolean}[];
};
