import type {ReactNode} from 'react';
import clsx from 'clsx';

import type {SearchHit} from '../../engine';
import {Marked} from '../SearchEngine';

import styles from './styles.module.css';

/** The kind of page a group of hits comes from ("Docs", "API", "Blog"), as a badge before its title. */
export function PageType({type}: {type: string}): ReactNode {
  return <span className={styles.type}>{type}</span>;
}

/**
 * What a hit shows below its heading: the endpoint of an API operation and the excerpt, with the
 * query's words marked. `compact` for the navbar's list, where both sit inside the hit's link and
 * so must be phrasing content.
 */
export function HitDetails({hit, compact = false}: {hit: SearchHit; compact?: boolean}): ReactNode {
  const Excerpt = compact ? 'span' : 'p';
  return (
    <>
      {hit.endpoint.length > 0 && (
        <code className={clsx(styles.endpoint, compact && styles.compact)}>
          <Marked parts={hit.endpoint} />
        </code>
      )}
      {hit.excerpt.length > 0 && (
        <Excerpt className={clsx(styles.excerpt, compact && styles.compact)}>
          <Marked parts={hit.excerpt} />
        </Excerpt>
      )}
    </>
  );
}
