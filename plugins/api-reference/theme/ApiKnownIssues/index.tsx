import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import ApiDeferred from '@theme/ApiDeferred';
import ApiSection, {ApiSectionEntry} from '@theme/ApiSection';

import type {ApiOperation} from '../../types';
import {knownIssuesSectionId} from '../../constants';
import KnownIssueDetails, {withCode} from '@theme/KnownIssueDetails';
import {knownIssueAnchor, knownIssuesUrl} from '@site/src/data/knownIssueLinks';
import type {KnownIssue} from '@site/src/data/knownIssues';

import styles from './styles.module.css';

interface Props {
  /** The entries the operations name, in the registry's order. */
  entries: KnownIssue[];
  operations: ApiOperation[];
  version: string;
}

function Entry({entry, operations}: {entry: KnownIssue; operations: ApiOperation[]}) {
  const anchor = knownIssueAnchor(entry.id);
  // The operations' notes link here, and so may any page.
  useBrokenLinks().collectAnchor(anchor);
  return (
    <ApiSectionEntry anchor={anchor} title={withCode(entry.title)} label={entry.title.replace(/`/g, '')}>
      <p className={styles.versions}>Affects {entry.affectedVersions.join(', ')}</p>
      <ApiDeferred>
        <KnownIssueDetails entry={entry} />
        <p className={styles.operations}>
          <strong>{operations.length === 1 ? 'Operation' : `${operations.length} operations`}:</strong>{' '}
          {operations.map((operation, index) => (
            <span key={operation.id}>
              {index > 0 && ', '}
              <a href={`#operation/${operation.id}`}>{operation.summary}</a>
            </span>
          ))}
        </p>
      </ApiDeferred>
    </ApiSectionEntry>
  );
}

/**
 * The full entries of the known issues the operations run into, each once: an operation shows an
 * entry's title and symptom in a sentence or two and links here (ApiOperation).
 */
export default function ApiKnownIssues({entries, operations, version}: Props) {
  useBrokenLinks().collectAnchor(knownIssuesSectionId);
  if (entries.length === 0) return null;
  return (
    <ApiSection id={knownIssuesSectionId} title={<>Known issues in {version}</>}>
      <p>
        The defects of {version} that the operations above run into: what you see, why, and the workaround, with the
        operations each one touches. The introduction lists them with those outside the API, grouped by where they
        strike: <Link to={knownIssuesUrl}>all known issues in {version}</Link>.
      </p>
      {entries.map((entry) => (
        <Entry
          key={entry.id}
          entry={entry}
          operations={operations.filter((operation) => operation.knownIssues.includes(entry.id))}
        />
      ))}
    </ApiSection>
  );
}
