import {releasesFeeds} from '@site/plugins/releases-feed/paths';

import styles from './styles.module.css';

/** Subscribe to the releases: the feeds of plugins/releases-feed, as plain file links. */
export default function ReleasesFeedLinks() {
  return (
    <p className={styles.feeds}>
      Follow new releases in a feed reader: <a href={releasesFeeds.rss}>RSS</a> or <a href={releasesFeeds.atom}>Atom</a>
      .
    </p>
  );
}
