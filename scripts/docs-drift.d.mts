export function changedBetween(gitDir: string, from: string, to: string): string[];
export function changedList(text: string): string[];
export interface Drift {
  pages: {file: string; files: string[]}[];
  knownIssues: {id: string; pages: string[]; files: string[]}[];
  unsourced: string[];
}
export function drift(
  pages: {file: string; sources: unknown}[],
  knownIssues: {id: string; sourcePaths: string[]; pages: string[]}[],
  changed: Iterable<string>,
): Drift;
export function formatDrift(result: Drift, about: {changed: number; range: string}): string;
