import useBrokenLinks from '@docusaurus/useBrokenLinks';
import ApiCodeBlock from '@theme/ApiCodeBlock';
import ApiSection, {ApiSectionEntry} from '@theme/ApiSection';

import type {ApiErrorEntry} from '../../types';

import styles from './styles.module.css';

interface Props {
  errors: ApiErrorEntry[];
}

export function errorAnchor(name: string): string {
  return `error/${name}`;
}

function Entry({entry}: {entry: ApiErrorEntry}) {
  const anchor = errorAnchor(entry.name);
  useBrokenLinks().collectAnchor(anchor);
  const {published} = entry;
  return (
    <ApiSectionEntry
      anchor={anchor}
      title={published.description || entry.name}
      label={entry.name}
      titleClassName={styles.title}>
      <div className={styles.columns}>
        <section className={styles.column} aria-label={`${entry.name}: the published description`}>
          <p className={styles.columnTitle}>Published description</p>
          <p>
            <code>{published.response}</code>,{' '}
            {published.status ? (
              <>
                status <strong>{published.status}</strong>, used by {published.operations} operations
              </>
            ) : (
              <>declared, but no operation refers to it</>
            )}
            .
          </p>
          {published.body && <ApiCodeBlock code={published.body} label={`published ${entry.name} body`} />}
        </section>
        <section className={styles.column} aria-label={`${entry.name}: what 1.2.3 sends`}>
          <p className={styles.columnTitle}>What 1.2.3 sends</p>
          <p>
            {entry.sentStatus ? (
              <>
                Status <strong>{entry.sentStatus}</strong>
              </>
            ) : (
              <strong>Never sent</strong>
            )}
            {entry.contentType && (
              <>
                {' '}
                · <code>{entry.contentType}</code>
              </>
            )}
          </p>
          <div dangerouslySetInnerHTML={{__html: entry.sentHtml}} />
          {entry.examples.map((example, index) => (
            <div key={example.name ?? index}>
              {example.summary && <p className={styles.summary}>{example.summary}</p>}
              <ApiCodeBlock code={example.value} label={`${entry.name} example ${example.name ?? index + 1}`} />
            </div>
          ))}
        </section>
      </div>
    </ApiSectionEntry>
  );
}

/**
 * The error catalogue at `#errors`: each generic error answer as the platform's published description
 * declares it, beside what the documented release really sends.
 */
export default function ApiErrorCatalogue({errors}: Props) {
  useBrokenLinks().collectAnchor('errors');
  if (errors.length === 0) return null;
  return (
    <ApiSection id="errors" title="Error catalogue">
      <p>
        The generic error answers as the platform&apos;s published OpenAPI description declares them, each beside what
        the documented release really sends. Every operation lists the errors it can answer.
      </p>
      {errors.map((entry) => (
        <Entry key={entry.name} entry={entry} />
      ))}
    </ApiSection>
  );
}
