import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import type {Feature} from '@site/src/data/features';
import styles from './styles.module.css';

export default function FeatureGrid({features}: {features: Feature[]}) {
  return (
    <ul className={styles.grid}>
      {features.map((feature) => (
        <li key={feature.title}>
          <Link to={feature.to} className={styles.card}>
            <Heading as="h3" className={styles.title}>
              {feature.title}
              {feature.since && <span className={styles.badge}>since {feature.since}</span>}
            </Heading>
            <p className={styles.text}>{feature.text}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
