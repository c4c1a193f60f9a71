import clsx from 'clsx';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';

import {formatUtcDate, readingTimeLabel} from '@site/src/utils/dates';

// The theme's own styles for this component, so that its layout stays the theme's.
import styles from '@docusaurus/theme-classic/lib/theme/BlogPostItem/Header/Info/styles.module.css';

/**
 * Ejected from the classic theme (3.10) for one change: the date and the reading time are
 * formatted without Intl (src/utils/dates.ts). The theme creates an `Intl.DateTimeFormat` and an
 * `Intl.PluralRules` for each post, which on the blog list loaded the browser's locale data twice
 * inside the hydration task. Same markup and text as the theme's.
 */
export default function BlogPostItemHeaderInfo({className}: Props) {
  const {metadata} = useBlogPost();
  const {date, readingTime} = metadata;
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <time dateTime={date}>{formatUtcDate(date, {month: 'long'})}</time>
      {readingTime !== undefined && (
        <>
          {' · '}
          {readingTimeLabel(readingTime)}
        </>
      )}
    </div>
  );
}
