import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useThemeConfig} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

import {site} from '@site/src/data/site';
import {knownIssuesUrl} from '@site/src/data/knownIssueLinks';
import {features, reasons, steps} from '@site/src/data/features';
import HomeHero from '@site/src/components/HomeHero';
import ReasonList from '@site/src/components/ReasonList';
import FeatureGrid from '@site/src/components/FeatureGrid';
import HowItWorks from '@site/src/components/HowItWorks';
import CallToAction from '@site/src/components/CallToAction';
import FirstPaintWaitsFor from '@site/src/components/FirstPaintWaitsFor';
import LatestPosts from '@site/src/components/LatestPosts';
import styles from './index.module.css';

/** schema.org data for search engines: the product as a free SoftwareApplication, all from site.ts. */
function SoftwareApplicationData() {
  const {image} = useThemeConfig();
  const imageUrl = useBaseUrl(image ?? '', {absolute: true});
  const data = {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: site.productName,
    description: site.description,
    url: site.url,
    ...(image ? {image: imageUrl} : {}),
    applicationCategory: 'DeveloperApplication',
    operatingSystem: 'Linux',
    softwareVersion: site.currentRelease.version,
    releaseNotes: `${site.url}/docs/project/CHANGELOG`,
    license: `${site.url}/docs/project/LICENSE`,
    offers: {'@type': 'Offer', price: '0', priceCurrency: 'EUR'},
    // schema.org has codeRepository on SoftwareSourceCode only; sameAs is how an application names it.
    sameAs: [site.repositoryUrl],
  };
  return (
    <Head>
      {/* Escaping "<" keeps a "</script>" in any text from ending the element early. */}
      <script type="application/ld+json">{JSON.stringify(data).replace(/</g, '\\u003c')}</script>
    </Head>
  );
}

const homeTitle = `${site.productName}: ${site.tagline}`;

export default function Home() {
  return (
    <Layout description={site.description}>
      {/* The title names the product already: without the " | Kublade" that Layout's title adds. */}
      <Head>
        <title>{homeTitle}</title>
        <meta property="og:title" content={homeTitle} />
      </Head>
      <SoftwareApplicationData />
      {/* The list after the hero, to its end: painted while the browser was still parsing it, the
          hero grew and pushed its text down when the rest arrived. (A list cut short keeps its first
          reasons in place: see ReasonList's grid.) */}
      <FirstPaintWaitsFor id="reason-list" />
      <main>
        {/* Inside main: a header outside it is a second banner landmark beside the announcement bar. */}
        <HomeHero />
        <section className={styles.section} aria-labelledby="reasons">
          <div className="container">
            <Heading as="h2" id="reasons">
              Why teams use {site.productName}
            </Heading>
            <ReasonList id="reason-list" reasons={reasons} />
          </div>
        </section>
        <section className={`${styles.section} ${styles.tinted}`} aria-labelledby="how-it-works">
          <div className="container">
            <Heading as="h2" id="how-it-works">
              How it works
            </Heading>
            <p className={styles.intro}>
              {site.productName} never changes your workloads directly. It renders, records and commits; Flux on the
              cluster applies, and {site.productName} only reads back status, metrics and logs. Release 1.2.3 has known
              defects on this path: a new deployment only reaches Deployed with workarounds.{' '}
              <Link to={knownIssuesUrl}>Read the known issues</Link> before you plan a rollout.
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
        <LatestPosts />
        <CallToAction
          title="Ready to deploy your first template?"
          text={`Install ${site.productName}, connect a cluster that runs Flux, and write your first template. Need help along the way? We offer support contracts.`}
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
