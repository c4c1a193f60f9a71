import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import {site} from '@site/src/data/site';
import ProductIllustration from '@site/src/components/ProductIllustration';
import styles from './styles.module.css';

export default function HomeHero() {
  return (
    <header className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>Open source · Apache-2.0 · Release {site.currentRelease.version}</p>
          <Heading as="h1" className={styles.title}>
            Deploy to Kubernetes from a form, not a pile of YAML.
          </Heading>
          <p className={styles.lead}>
            {site.productName} turns Blade templates into Kubernetes manifests, lets your team fill them in through a
            form, and commits each approved change to Git for Flux to apply.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs/intro">
              Get started
            </Link>
            <Link className="button button--secondary button--lg" to="/api/">
              API reference
            </Link>
          </div>
        </div>
        <ProductIllustration />
      </div>
    </header>
  );
}
