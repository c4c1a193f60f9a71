import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import type {Reason} from '@site/src/data/features';
import styles from './styles.module.css';

export default function ReasonList({reasons, id}: {reasons: Reason[]; id?: string}) {
  return (
    <ul id={id} className={styles.list}>
      {reasons.map((reason) => (
        <li key={reason.title} className={styles.item}>
          <Heading as="h3">{reason.title}</Heading>
          <p>{reason.text}</p>
          <Link to={reason.link.to}>{reason.link.label} →</Link>
        </li>
      ))}
    </ul>
  );
}
