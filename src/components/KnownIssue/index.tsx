import type {ReactNode} from 'react';
import Admonition from '@theme/Admonition';
import Link from '@docusaurus/Link';

import {findKnownIssue, knownIssueAnchor, knownIssueSourceUrl, knownIssuesPage, type KnownIssue as Entry} from '@site/src/data/knownIssues';
import {site} from '@site/src/data/site';

import styles from './styles.module.css';

/** The registry's texts use backticks as their only markup. */
export function withCode(text: string): ReactNode[] {
  return text.split(/(`[^`]+`)/).map((part, index) =>
    /^`[^`]+`$/.test(part) ? <code key={index}>{part.slice(1, -1)}</code> : part,
  );
}

/** Symptom, cause with its source files, workaround: shared by the admonition and the full list. */
export function KnownIssueDetails({entry}: {entry: Entry}) {
  return (
    <dl className={styles.details}>
      <dt>What you see</dt>
      <dd>{withCode(entry.symptom)}</dd>
      <dt>Why</dt>
      <dd>
        {withCode(entry.cause)} Source:{' '}
        {entry.sourcePaths.map((path, index) => (
          <span key={path}>
            {index > 0 && ', '}
            <a href={knownIssueSourceUrl(path)}>
              <code>{path}</code>
            </a>
          </span>
        ))}
        .
      </dd>
      <dt>Workaround</dt>
      <dd>{withCode(entry.workaround)}</dd>
    </dl>
  );
}

/**
 * A defect of the documented release from src/data/knownIssues.ts, placed in a page where the
 * reader meets it: `<KnownIssue id="seeder-needs-faker" />`. The text lives in the registry only.
 */
export default function KnownIssue({id}: {id: string}) {
  const entry = findKnownIssue(id);
  if (!entry) throw new Error(`<KnownIssue id="${id}" />: no such entry in src/data/knownIssues.ts`);
  return (
    <Admonition type="warning" title={`Known issue in ${site.currentRelease.version}: ${entry.title}`}>
      <KnownIssueDetails entry={entry} />
      <p className={styles.more}>
        <Link to={`${knownIssuesPage}#${knownIssueAnchor(id)}`}>All known issues in {site.currentRelease.version}</Link>
      </p>
    </Admonition>
  );
}
