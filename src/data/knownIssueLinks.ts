/**
 * Addresses around the known-issues registry, apart from its data: components import these
 * without pulling the whole registry (src/data/knownIssues.ts) into their page's chunk.
 */
import {platformFileUrl, site} from './site';

/**
 * Where a known issue strikes, as the list groups them, in the list's order. `title` is the
 * Markdown heading `### <title>` above the area's `<KnownIssueList area="…" />` on the list's page,
 * and `anchor` the id Docusaurus gives that heading.
 */
export const knownIssueAreas = [
  {id: 'installation', title: 'Installation', anchor: 'installation'},
  {id: 'clusters-and-deployments', title: 'Clusters and deployments', anchor: 'clusters-and-deployments'},
  {id: 'templates', title: 'Templates', anchor: 'templates'},
  {id: 'api', title: 'API', anchor: 'api'},
  {id: 'access', title: 'Access and permissions', anchor: 'access-and-permissions'},
  {id: 'ai-assistant', title: 'AI assistant', anchor: 'ai-assistant'},
] as const;

export type KnownIssueArea = (typeof knownIssueAreas)[number]['id'];

/**
 * The page that lists every entry, grouped by area, in its section `## Known issues in <version>`
 * (the sidebar links that section). Not the security policy: most entries have nothing to do with
 * security, and the introduction is where a reader learns which release these docs describe.
 */
export const knownIssuesPage = '/docs/intro';

/** The id of that section's heading, as Docusaurus derives it from `Known issues in 1.2.3`. */
export const knownIssuesSection = `known-issues-in-${site.currentRelease.version.replace(/\./g, '')}`;

/** The list itself: the sidebar's and the marketing pages' link. */
export const knownIssuesUrl = `${knownIssuesPage}#${knownIssuesSection}`;

export function knownIssueAnchor(id: string): string {
  return `known-issue-${id}`;
}

/** An entry in the list, where every "All known issues" link lands. */
export function knownIssueUrl(id: string): string {
  return `${knownIssuesPage}#${knownIssueAnchor(id)}`;
}

/** Where a reader can read a cited source file at the documented release. */
export function knownIssueSourceUrl(path: string): string {
  return platformFileUrl(path);
}
