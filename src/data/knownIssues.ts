/**
 * The one registry of known defects of the documented Kublade release. Docs pages and blog posts
 * show an entry with `<KnownIssue id="…" />` where a reader meets it, /api/ shows it on every
 * operation it lists, and /docs/project/SECURITY lists them all. tests/unit/known-issues.test.ts
 * keeps the registry, the pages and the API description in step.
 *
 * Text fields are short Markdown-free sentences; `inline code` in backticks is the only markup.
 */

import {site} from './site';

export interface KnownIssue {
  /** Stable kebab-case id, used in `<KnownIssue id>` and as the anchor `#known-issue-<id>`. */
  id: string;
  title: string;
  /** Releases of the forepath/kublade line that have the defect, oldest first. */
  affectedVersions: string[];
  /** What the reader sees when they meet it. */
  symptom: string;
  /** Why it happens in the code. */
  cause: string;
  /** Files of the platform's source at the affected release that show the cause. */
  sourcePaths: string[];
  /** What the reader can do until a release fixes it. */
  workaround: string;
  /** Docs pages and blog posts (their URL paths) that show the entry. */
  pages: string[];
  /** operationIds of the API description that the entry touches. */
  operations: string[];
}

export const knownIssues: KnownIssue[] = [];

/** The page that lists every entry (its "Known issues" section). */
export const knownIssuesPage = '/docs/project/SECURITY';

export function knownIssueAnchor(id: string): string {
  return `known-issue-${id}`;
}

/** Where a reader can read a cited source file at the documented release. */
export function knownIssueSourceUrl(path: string): string {
  return `${site.releaseRepositoryUrl}/blob/v${site.currentRelease.version}/${path}`;
}

export function findKnownIssue(id: string): KnownIssue | undefined {
  return knownIssues.find((entry) => entry.id === id);
}

/** Known issues that touch an API operation, in registry order. */
export function knownIssuesOfOperation(operationId: string): KnownIssue[] {
  return knownIssues.filter((entry) => entry.operations.includes(operationId));
}
