import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDateTimeFormat} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/LastUpdated';

/**
 * Ejected from the classic theme (3.10) for one change: the theme marks the date with
 * itemprop="dateModified", but no page here is a microdata item (the dates are in the JSON-LD),
 * so the Nu HTML Checker rejects the attribute. The site shows no author (showLastUpdateAuthor
 * is off), so only the date part is kept.
 */
export default function LastUpdated({lastUpdatedAt}: Props) {
  const format = useDateTimeFormat({day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
  if (!lastUpdatedAt) return null;
  const date = new Date(lastUpdatedAt);
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      Last updated on{' '}
      <b>
        <time dateTime={date.toISOString()}>{format.format(date)}</time>
      </b>
    </span>
  );
}
