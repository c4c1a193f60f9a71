import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

import {site} from '@site/src/data/site';
import {knownIssuesUrl} from '@site/src/data/knownIssueLinks';
import ComparisonTable from '@site/src/components/ComparisonTable';
import CallToAction from '@site/src/components/CallToAction';
import styles from './page.module.css';

const name = site.productName;

export default function WhyKublade() {
  return (
    <Layout
      title={`Why ${name}?`}
      description={`Who ${name} is for, the problems it solves, and how it compares with plain manifests, Helm, Kustomize, GitOps tools and platform UIs.`}>
      <main>
        <div className={`container ${styles.page}`}>
          <Heading as="h1">Why {name}?</Heading>
          <p className={styles.lead}>
            {name} sits between the people who know Kubernetes and the people who need things deployed on it. Template
            authors write manifests once, in Blade; everyone else deploys them through a form; Git and Flux deliver the
            result, and no new deployment or change goes out unapproved.
          </p>

          <Heading as="h2">Who it is for</Heading>
          <ul>
            <li>
              <strong>Platform teams</strong> who maintain a catalogue of services and want colleagues to deploy them
              without writing YAML or holding cluster credentials.
            </li>
            <li>
              <strong>Agencies and hosting providers</strong> who run many instances of the same application for
              different customers, across several clusters.
            </li>
            <li>
              <strong>Small operations teams</strong> who want GitOps, review and an audit trail without assembling them
              from separate tools.
            </li>
          </ul>

          <Heading as="h2">The problems it solves</Heading>
          <dl className={styles.problems}>
            <dt>Copies of manifests drift apart</dt>
            <dd>
              One template serves every deployment. Adding, saving or deleting a file in the template editor flags every
              deployed deployment that uses it for an update, which then waits for approval. Files that arrive through
              Git sync or the AI assistant&apos;s Apply flag nothing: deployments pick them up at their next approved
              update.
            </dd>
            <dt>Only a few people can deploy</dt>
            <dd>
              Each template declares a form: text, numbers with bounds, selects, checkboxes and secret fields. People
              fill in the form; the template decides what reaches the cluster.
            </dd>
            <dt>Nobody knows who changed what</dt>
            <dd>
              Every deployment change is a Git commit, and every change to a deployment and its values is an entry in
              the activity log with who made it and the old and new values.
            </dd>
            <dt>Ports and namespaces collide</dt>
            <dd>
              Each deployment gets its own namespace, and port claims reserve a free port per group across the whole
              installation.
            </dd>
            <dt>Access is all or nothing</dt>
            <dd>
              Permissions are dot-separated names with wildcards, and can be scoped to one project, cluster, deployment
              or template.
            </dd>
          </dl>

          <Heading as="h2">How it compares</Heading>
          <p>
            {name} does not replace these tools; it uses some of them. It relies on Flux to apply what it commits, and
            its Helm import produces a Flux HelmRelease. The table says what each approach does when used on its own.
          </p>
          <ComparisonTable />

          <Heading as="h2">Trade-offs, stated plainly</Heading>
          <ul>
            <li>
              {name} is an application you have to run: a Laravel app with MySQL, Redis, Horizon queue workers and a
              scheduler. Helm and Kustomize need nothing but a command-line tool.
            </li>
            <li>
              It does not install or configure Flux, and it does not apply manifests itself. If Flux is not pointed at
              the cluster&apos;s repository, nothing happens on the cluster.
            </li>
            <li>
              Rendered manifests, including the Secrets you template, are committed to Git. Protect those repositories
              like the credentials they contain.
            </li>
            <li>
              It is a young project with a small community. Helm, Argo CD and Flux have far larger ecosystems, and many
              problems have been solved there before. Release 1.2.3 also has{' '}
              <Link to={knownIssuesUrl}>known defects</Link>, some in the deployment path itself: a new deployment only
              reaches Deployed with workarounds, and once its field values are recorded in its history, its page fails
              to load. Read them before you plan a rollout.
            </li>
            <li>
              Templates are Blade, which is PHP. Teams that already maintain Helm charts can import them, but the import
              only wraps a chart in a Flux HelmRelease with the chart&apos;s default values; the chart is rendered by
              Flux&apos;s Helm controller on the cluster, not by {name}.
            </li>
          </ul>
          <p>
            If your team already writes Helm charts and reviews changes through pull requests in an Argo CD or Flux
            repository, you may not need {name}. If you want people outside that circle to deploy safely, read the{' '}
            <Link to="/docs/intro">introduction</Link> and try it.
          </p>
        </div>
        <CallToAction
          title={`Try ${name} on your own cluster`}
          text="Everything you need is open source. Start with the prerequisites, or ask us to help you set it up."
          links={[
            {label: 'Read the docs', to: '/docs/intro', primary: true},
            {label: 'Enterprise Support', to: '/enterprise-support'},
          ]}
        />
      </main>
    </Layout>
  );
}
