import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Link from '@docusaurus/Link';

import {KnownIssueDetails, withCode} from '@site/src/components/KnownIssue';
import {knownIssueAnchor} from '@site/src/data/knownIssueLinks';
import {knownIssues, type KnownIssue} from '@site/src/data/knownIssues';

import styles from './styles.module.css';

function Entry({entry}: {entry: KnownIssue}) {
  const anchor = knownIssueAnchor(entry.id);
  // Pages and /api/ link here; the build's anchor check only knows ids registered here.
  useBrokenLinks().collectAnchor(anchor);
  return (
    <section className={styles.entry} aria-labelledby={anchor}>
      <h3 id={anchor}>{withCode(entry.title)}</h3>
      <p className={styles.versions}>Affects {entry.affectedVersions.join(', ')}</p>
      <KnownIssueDetails entry={entry} />
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

/**
 * Every entry of the known-issues registry, for the security page. Its headings are not in the
 * page's table of contents, which lists the sections written in Markdown: the section that holds
 * the list is there, and fifty entries would drown the others.
 */
export default function KnownIssueList() {
  return (
    <div data-toc="none">
      {knownIssues.map((entry) => (
        <Entry key={entry.id} entry={entry} />
      ))}
    </div>
  );
}
