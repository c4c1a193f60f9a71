/** Content of the home page: the reasons to use the product, the feature grid and the how-it-works steps. */

import {site} from './site';

export interface Reason {
  title: string;
  text: string;
  link: {label: string; to: string};
}

export interface Feature {
  title: string;
  text: string;
  to: string;
  since?: string;
}

export interface Step {
  title: string;
  text: string;
}

export const reasons: Reason[] = [
  {
    title: 'Templates your whole team can use',
    text: 'Authors write Kubernetes manifests in Blade; everyone else fills in a form with typed, validated fields. Secret fields stay apart from plain ones and are encrypted at rest.',
    link: {label: 'Write a template', to: '/docs/templates/use_blade'},
  },
  {
    title: 'Git is the record, Flux does the applying',
    text: `Every deployment is rendered and committed to a Git repository per cluster, so the repository is the record of what should run. Flux on the cluster applies it; ${site.productName} never writes to the cluster itself.`,
    link: {label: 'See how it works', to: '/docs/intro'},
  },
  {
    title: 'Guard rails built in',
    text: 'No new deployment and no change to one reaches Git until someone with the right permission approves it. Permissions can be scoped to a single project, cluster or deployment, and changes land in the activity log.',
    link: {label: 'Roles and permissions', to: '/docs/roles_and_permissions'},
  },
  {
    title: 'Self-hosted and open',
    text: `${site.productName} is a Laravel application under the Apache License 2.0. Run it on your own servers, automate it through its REST API, and read every line of its code.`,
    link: {label: `Install ${site.productName}`, to: '/docs/category/installation'},
  },
];

export const features: Feature[] = [
  {
    title: 'Import Helm charts',
    text: 'Turn a chart from a classic or OCI repository into a template with a HelmRelease you can extend.',
    to: '/docs/templates/create_import',
  },
  {
    title: 'Templates from Git',
    text: `Keep template files, fields and port claims in a repository; once a sync is set up, ${site.productName} pulls it every hour.`,
    to: '/docs/templates/create_sync',
  },
  {
    title: 'Port claims',
    text: 'Reserve unique ports per group across the whole installation, available in templates by name.',
    to: '/docs/templates/use_ports',
  },
  {
    title: 'Network policies',
    text: 'Let a template generate a NetworkPolicy for each of its deployments, and link deployments that may reach each other. In 1.2.3 the generated policy is not valid and links cannot be created; read the known issues first.',
    to: '/docs/projects',
  },
  {
    title: 'Cluster monitoring',
    text: 'Status, capacity and utilisation per cluster and node, with warning and limit thresholds.',
    to: '/docs/clusters/monitor',
  },
  {
    title: 'Cluster provisioning',
    text: 'Describe clusters as kops specifications in cluster templates, with a built-in state store and an approval step. Read the known issues of 1.2.3 first.',
    to: '/docs/clusters/create',
    since: '1.1.0',
  },
  {
    title: 'Magic links and SSO',
    text: 'One-time login links through the API, and sign-in with GitHub, GitLab, Bitbucket, Google, Microsoft Azure or Slack for users who already have an account.',
    to: '/docs/category/advanced-authentication',
  },
  {
    title: 'AI assistant',
    text: 'Ask questions or let the agent propose template changes through an OpenAI-compatible API; nothing changes until you apply it.',
    to: '/docs/ai-integration',
  },
  {
    title: 'REST API',
    text: 'Projects, clusters, deployments, templates, users and roles over HTTP: JWT authentication, cursor pagination, and one JSON envelope of status and message (plus data) for the answers its controllers give. An unhandled error after login answers 500 with only status and message, or with Laravel\'s {"message":"Server Error"} when the request sends Accept: application/json and debugging is off. In 1.2.3 only the first user passes its permission checks and the template operations fail; read the known issues first.',
    to: '/api/',
  },
];

export const steps: Step[] = [
  {title: 'Template', text: 'Blade files that render YAML, plus the fields and port claims they use.'},
  {title: 'Fields', text: 'A form built from the template: the values for one deployment, secrets kept apart.'},
  {
    title: 'Deployment',
    text: 'Approved, then rendered into its own namespace and committed to the cluster’s Git repository.',
  },
  {title: 'Cluster', text: `Flux applies the commit; ${site.productName} watches status, capacity and metrics.`},
];
