import type {ReactNode} from 'react';
import Admonition from '@theme/Admonition';
import Link from '@docusaurus/Link';

import {knownIssueAnchor, knownIssueSourceUrl, knownIssuesPage} from '@site/src/data/knownIssueLinks';
import type {KnownIssue as Entry} from '@site/src/data/knownIssues';
import {site} from '@site/src/data/site';

import styles from './styles.module.css';

/** The registry's texts use backticks as their only markup. */
export function withCode(text: string): ReactNode[] {
  return text
    .split(/(`[^`]+`)/)
    .map((part, index) => (/^`[^`]+`$/.test(part) ? <code key={index}>{part.slice(1, -1)}</code> : part));
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

interface Props {
  id: string;
  /** The registry entry as JSON, added at build time by plugins/known-issues. */
  entry?: string;
}

/**
 * A defect of the documented release from src/data/knownIssues.ts, placed in a page where the
 * reader meets it: `<KnownIssue id="seeder-needs-faker" />`. The text lives in the registry only;
 * the remark plugin plugins/known-issues hands this component the entry.
 */
export default function KnownIssue({id, entry: json}: Props) {
  if (!json)
    throw new Error(`<KnownIssue id="${id}" />: no entry; is plugins/known-issues among the page's remark plugins?`);
  const entry = JSON.parse(json) as Entry;
  return (
    <Admonition
      type="warning"
      title={
        <>
          Known issue in {site.currentRelease.version}: {withCode(entry.title)}
        </>
      }>
      <KnownIssueDetails entry={entry} />
      <p className={styles.more}>
        <Link to={`${knownIssuesPage}#${knownIssueAnchor(entry.id)}`}>
          All known issues in {site.currentRelease.version}
        </Link>
      </p>
    </Admonition>
  );
}
