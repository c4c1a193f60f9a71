import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';

import {formatUtcDate} from '@site/src/utils/dates';

/**
 * Ejected from the classic theme (3.10) for one change: the theme marks the date with
 * itemprop="dateModified", but no page here is a microdata item (the dates are in the JSON-LD),
 * so the Nu HTML Checker rejects the attribute. The site shows no author (showLastUpdateAuthor
 * is off), so only the date part is kept. The date is formatted without Intl (src/utils/dates.ts).
 */
export default function LastUpdated({lastUpdatedAt}: Props) {
  if (!lastUpdatedAt) return null;
  const date = new Date(lastUpdatedAt);
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      Last updated on{' '}
      <b>
        <time dateTime={date.toISOString()}>{formatUtcDate(date, {month: 'short'})}</time>
      </b>
    </span>
  );
}
