/**
 * What the site reads in a project document once it is sanitized. A remote document that passes
 * the Markdown checks is used only when this finds what its page needs (the changelog's releases,
 * which the releases feed lists too; the dependency list's packages); otherwise the committed copy
 * is used, so the page and the feed fall back together.
 */
import type {Root} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';

import {parseChangelog} from '../../lib/changelog';
import {site} from '../../src/data/site';

export type DocumentKind = 'changelog' | 'dependencies';

export type Understanding = {ok: true; summary: string} | {ok: false; reason: string};

const parser = unified().use(remarkParse).use(remarkGfm);

/** Major, minor and patch of the first version in a string, for comparing releases. */
function versionParts(text: string): number[] {
  return (/\d+(?:\.\d+){0,2}/.exec(text)?.[0] ?? '0').split('.').map(Number);
}

function newer(a: string, b: string): boolean {
  const [x, y] = [versionParts(a), versionParts(b)];
  for (let i = 0; i < 3; i += 1) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) > (y[i] ?? 0);
  return false;
}

function understandChangelog(markdown: string): Understanding {
  const releases = parseChangelog(markdown);
  if (releases.length === 0)
    return {
      ok: false,
      reason:
        'it lists no release (no heading such as "## [1.2.3](link) (2025-09-03)", "## [1.2.3] - 2025-09-03" or "## v1.2.3")',
    };
  const newest = releases[0];
  const documented = site.currentRelease.version;
  const date = newest.date ? ` of ${newest.date.toISOString().slice(0, 10)}` : ' without a date';
  const ahead = newer(newest.versions, documented) ? `, newer than the documented ${documented}` : '';
  const count = releases.length === 1 ? '1 release' : `${releases.length} releases`;
  return {ok: true, summary: `${count}, ${newest.versions}${date}${ahead}`};
}

/** A dependency list names its packages in list items or table rows (after the header row). */
function understandDependencies(markdown: string): Understanding {
  const tree = parser.parse(markdown) as Root;
  let entries = 0;
  visit(tree, (node) => {
    if (node.type === 'listItem') entries += 1;
    if (node.type === 'table') entries += Math.max(0, node.children.length - 1);
  });
  if (entries === 0) return {ok: false, reason: 'it lists no package (no list item or table row)'};
  return {ok: true, summary: `${entries === 1 ? '1 entry' : `${entries} entries`} in lists and tables`};
}

export function understand(kind: DocumentKind, markdown: string): Understanding {
  return kind === 'changelog' ? understandChangelog(markdown) : understandDependencies(markdown);
}
