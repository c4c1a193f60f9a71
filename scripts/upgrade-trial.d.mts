export function newestCompleteCanary(
  versions: string[],
  packages: string[],
  isPublished: (name: string, version: string) => boolean,
): string | null;
export function lowestMajor(range: string): string;
export interface Tie {
  tie: string;
  names: string[];
  tests: string[];
}
export function tiesOf(upgrading: string): Tie[];
export function tiesHit(breakage: {title: string; text: string}, ties: Tie[]): string[];
export function failedTests(output: string): {title: string; text: string}[];
