import clsx from 'clsx';

import {reportProblemUrl} from '@site/src/data/websiteRepository';

import styles from './styles.module.css';

/** "Report a problem with this page": a new issue in the website repository naming the page. */
export default function ReportProblemLink({title, pageUrl}: {title: string; pageUrl: string}) {
  return (
    <p className={clsx(styles.report, 'margin-top--sm')}>
      <a href={reportProblemUrl(title, pageUrl)}>Report a problem with this page</a>
    </p>
  );
}
