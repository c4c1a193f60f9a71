import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

import {site} from '@site/src/data/site';
import {features, reasons, steps} from '@site/src/data/features';
import HomeHero from '@site/src/components/HomeHero';
import ReasonList from '@site/src/components/ReasonList';
import FeatureGrid from '@site/src/components/FeatureGrid';
import HowItWorks from '@site/src/components/HowItWorks';
import CallToAction from '@site/src/components/CallToAction';
import styles from './index.module.css';

export default function Home() {
  return (
    <Layout title={`${site.productName}: ${site.tagline}`} description={site.description}>
      <HomeHero />
      <main>
        <section className={styles.section} aria-labelledby="reasons">
          <div className="container">
            <Heading as="h2" id="reasons">
              Why teams use {site.productName}
            </Heading>
            <ReasonList reasons={reasons} />
          </div>
        </section>
        <section className={`${styles.section} ${styles.tinted}`} aria-labelledby="how-it-works">
          <div className="container">
            <Heading as="h2" id="how-it-works">
              How it works
            </Heading>
            <p className={styles.intro}>
              {site.productName} never talks to your workloads directly. It renders, records and commits; Flux on the
              cluster applies.
            </p>
            <HowItWorks steps={steps} />
          </div>
        </section>
        <section className={styles.section} aria-labelledby="features">
          <div className="container">
            <Heading as="h2" id="features">
              Everything in the box
            </Heading>
            <FeatureGrid features={features} />
          </div>
        </section>
        <CallToAction
          title="Ready to deploy your first template?"
          text={`Install ${site.productName}, connect a cluster that runs Flux, and deploy a template in under an hour. Need help along the way? We offer support contracts.`}
          links={[
            {label: 'Get started', to: '/docs/intro', primary: true},
            {label: 'Explore the API', to: '/api/'},
            {label: 'Enterprise Support', to: '/enterprise-support'},
          ]}
        />
      </main>
    </Layout>
  );
}
