/**
 * Addresses around the known-issues registry, apart from its data: components import these
 * without pulling the whole registry (src/data/knownIssues.ts) into their page's chunk.
 */
import {platformFileUrl} from './site';

/** The page that lists every entry (its "Known issues" section). */
export const knownIssuesPage = '/docs/project/SECURITY';

export function knownIssueAnchor(id: string): string {
  return `known-issue-${id}`;
}

/** Where a reader can read a cited source file at the documented release. */
export function knownIssueSourceUrl(path: string): string {
  return platformFileUrl(path);
}
