import {site} from '@site/src/data/site';

import styles from './styles.module.css';

/**
 * A drawing of the product's core loop, built from HTML and CSS: a Blade template, the form it
 * produces, and the commit that results. Decorative copy of real syntax, not a screenshot.
 */
export default function ProductIllustration() {
  return (
    <figure
      className={styles.figure}
      aria-label={`A Blade template, the form it generates, and the commit ${site.productName} pushes to Git`}>
      <div className={`${styles.card} ${styles.template}`} aria-hidden="true">
        <div className={styles.cardTitle}>deployment.yaml · Blade</div>
        <pre className={styles.code}>
          <span className={styles.key}>replicas:</span>{' '}
          <span className={styles.blade}>{"{{ $data['replicas'] }}"}</span>
          {'\n'}
          <span className={styles.key}>image:</span> <span className={styles.blade}>{"{{ $data['image'] }}"}</span>
          {'\n'}
          <span className={styles.key}>containerPort:</span>{' '}
          <span className={styles.blade}>{"{{ $portClaims['http'] }}"}</span>
        </pre>
      </div>
      <div className={`${styles.card} ${styles.form}`} aria-hidden="true">
        <div className={styles.cardTitle}>New deployment</div>
        <div className={styles.field}>
          <span>Replicas</span>
          <span className={styles.input}>3</span>
        </div>
        <div className={styles.field}>
          <span>Image</span>
          <span className={styles.input}>shop/api:2.4.1</span>
        </div>
        <div className={styles.approve}>Approve</div>
      </div>
      <div className={`${styles.card} ${styles.commit}`} aria-hidden="true">
        <div className={styles.cardTitle}>Git · main</div>
        <div className={styles.commitLine}>
          <span className={styles.dot} /> autodeploy(3f9c…): application deployment created
        </div>
        <div className={styles.muted}>Flux reconciles → cluster</div>
      </div>
    </figure>
  );
}
