import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

import {site} from '@site/src/data/site';
import {supportMailto, supportPlans, supportServices} from '@site/src/data/support';
import styles from './page.module.css';

/** An id for a heading: HTML ids must not contain whitespace ("Custom templates" → "service-Custom-templates"). */
function anchorId(prefix: string, name: string): string {
  return `${prefix}-${name.trim().replace(/\s+/g, '-')}`;
}

export default function EnterpriseSupport() {
  return (
    <Layout
      title="Enterprise Support"
      description={`Support contracts for ${site.productName} from ${site.operator.name}: plans, onboarding, custom templates and training.`}>
      <main className={`container ${styles.page}`}>
        <Heading as="h1">Enterprise Support</Heading>
        <p className={styles.lead}>
          {site.productName} is free and open source. When it runs something that matters to you, a support contract
          gives you help that fits your infrastructure and someone who answers when a deployment is stuck.
        </p>
        <p>
          The contracts on this page are offered by {site.operator.name}, which operates this website. The release these
          docs describe names {site.project.maintainerCompany} as the company of its core maintainer and{' '}
          <a href={`mailto:${site.project.supportEmail}`}>{site.project.supportEmail}</a> as the project&apos;s own
          support address; write there to reach the project itself.
        </p>
        <p>
          <a className="button button--primary button--lg" href={supportMailto}>
            Write to {site.supportEmail}
          </a>
        </p>

        <Heading as="h2">Support plans</Heading>
        <p>
          Support is sold as packages of hours. The plan sets how we work together; response targets, hours and price
          are agreed with you in writing before you commit to anything.
        </p>
        <div className={styles.cards}>
          {supportPlans.map((plan) => (
            <section key={plan.name} className={styles.card} aria-labelledby={anchorId('plan', plan.name)}>
              <Heading as="h3" id={anchorId('plan', plan.name)}>
                {plan.name}
              </Heading>
              <p className={styles.muted}>{plan.forWhom}</p>
              <ul>
                {plan.includes.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>

        <Heading as="h2">Services</Heading>
        <div className={styles.cards}>
          {supportServices.map((service) => (
            <section key={service.title} className={styles.card} aria-labelledby={anchorId('service', service.title)}>
              <Heading as="h3" id={anchorId('service', service.title)}>
                {service.title}
              </Heading>
              <p className={styles.muted}>{service.text}</p>
            </section>
          ))}
        </div>

        <Heading as="h2">What support does not replace</Heading>
        <p>
          Bug reports and feature requests belong in the open project, where everyone benefits from them: report bugs on{' '}
          <a href={site.issuesUrl}>GitHub Issues</a> and discuss ideas in{' '}
          <a href={site.discussionsUrl}>GitHub Discussions</a>. Security vulnerabilities are reported privately, as the{' '}
          <Link to="/docs/project/SECURITY">security policy</Link> explains. Questions from the community are welcome in
          the <a href={site.chatUrl}>community chat</a>.
        </p>

        <Heading as="h2">Get in touch</Heading>
        <p>
          Write to <a href={supportMailto}>{site.supportEmail}</a> with a few lines about your installation: how many
          clusters and deployments you run, which release you are on, and what you need help with. We answer with a
          proposal for the plan and the number of hours that fit.
        </p>
      </main>
    </Layout>
  );
}
