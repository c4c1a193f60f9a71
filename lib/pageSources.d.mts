export const platformFileList: string;
export function platformFiles(root: string): Set<string>;
export const generatedDocs: string[];
export function contentPages(root: string): {file: string; sources: unknown; body: string}[];
export const genericNames: ReadonlySet<string>;
export function citedPlatformPaths(text: string, files: ReadonlySet<string>): string[];
export type SourceProblemKind = 'missing' | 'malformed' | 'duplicate' | 'not-a-file' | 'unlisted';
export interface SourceProblem {
  kind: SourceProblemKind;
  message: string;
}
export function sourceProblems(page: {sources: unknown; body: string}, files: ReadonlySet<string>): SourceProblem[];
