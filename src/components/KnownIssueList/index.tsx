import {useEffect} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';

import {KnownIssueDetails, withCode} from '@site/src/components/KnownIssue';
import ServerMarkup, {usePageModule, type PageModule} from '@site/src/components/ServerMarkup';
import {knownIssueAnchor, type KnownIssueArea} from '@site/src/data/knownIssueLinks';
import type {KnownIssue} from '@site/src/data/knownIssues';

import styles from './styles.module.css';

function Entry({entry}: {entry: KnownIssue}) {
  const anchor = knownIssueAnchor(entry.id);
  // Pages and /api/ link here; the build's anchor check only knows ids registered here.
  useBrokenLinks().collectAnchor(anchor);
  return (
    <section className={styles.entry} aria-labelledby={anchor}>
      {/* Folded to its title, so that the list of fifty does not bury the introduction it ends;
          the browser opens it for find in page and text fragments, the effect below for a link. */}
      <details className={styles.fold} data-known-issue-entry="">
        <summary className={styles.summary}>
          <h4 id={anchor}>{withCode(entry.title)}</h4>
        </summary>
        <p className={styles.versions}>Affects {entry.affectedVersions.join(', ')}</p>
        <KnownIssueDetails entry={entry} foldCause />
        {(entry.pages.length > 0 || entry.operations.length > 0) && (
          <p className={styles.where}>
            Where it matters:{' '}
            {[
              ...entry.pages.map((page) => (
                <Link key={page} to={page}>
                  {page}
                </Link>
              )),
              ...entry.operations.map((operation) => (
                <Link key={operation} to={`/api/#operation/${operation}`}>
                  <code>{operation}</code>
                </Link>
              )),
            ].flatMap((link, index) => (index === 0 ? [link] : [', ', link]))}
          </p>
        )}
      </details>
    </section>
  );
}

/**
 * Opens the entry a link leads to (`#known-issue-<id>`): on arrival, after client-side navigation
 * and when the entries arrive from their file. A link's target is the entry's title, which a folded
 * entry shows; the reader followed it to read the entry.
 */
function useOpenLinkedEntry(entries: unknown): void {
  const {hash} = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    const entry = target?.closest<HTMLDetailsElement>('details[data-known-issue-entry]');
    if (entry) entry.open = true;
  }, [entries, hash]);
}

/** The area's entries: in the module for the server (and in development), else in a file the module names. */
type ListModule = PageModule<KnownIssue[]>;

/**
 * The entries of the known-issues registry that strike in one area, for the list on the
 * introduction, below the area's `###` heading: `<KnownIssueList area="templates" />`;
 * plugins/known-issues adds `list`. Their headings are not in the page's table of contents, which
 * lists the sections written in Markdown (the areas): fifty entries would drown the others.
 */
export default function KnownIssueList({area, list}: {area: KnownIssueArea; list?: ListModule}) {
  if (!list)
    throw new Error(
      `<KnownIssueList area="${area}" />: no list; is plugins/known-issues among the page's remark plugins?`,
    );
  const entries = usePageModule(list);
  // Runs on arrival (the server's markup is in the page) and again when fetched entries are drawn.
  useOpenLinkedEntry(entries);
  if (entries)
    return (
      <div data-toc="none" data-known-issue-list={area}>
        {entries.map((entry) => (
          <Entry key={entry.id} entry={entry} />
        ))}
      </div>
    );
  return <ServerMarkup data-toc="none" data-known-issue-list={area} />;
}
