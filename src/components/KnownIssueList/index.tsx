import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Link from '@docusaurus/Link';

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
      <h4 id={anchor}>{withCode(entry.title)}</h4>
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
    </section>
  );
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
