/**
 * The comparison on /why-kublade. Facts only: each cell says what the tool does on its own, as
 * documented by its project, so a reader can choose. Our own trade-offs are stated as plainly
 * as everyone else's.
 */

import {site} from './site';

/** The column of the product itself, headed by its name from src/data/site.ts. */
export const ourColumn = 'ours';

export const comparedTools = [
  ourColumn,
  'Plain manifests',
  'Helm',
  'Kustomize',
  'Argo CD or Flux alone',
  'Platform UIs',
] as const;

export type ComparedTool = (typeof comparedTools)[number];

/** The heading of a tool's column. */
export const toolName = (tool: ComparedTool): string => (tool === ourColumn ? site.productName : tool);

export interface ComparisonRow {
  criterion: string;
  cells: Record<ComparedTool, string>;
}

export const comparisonRows: ComparisonRow[] = [
  {
    criterion: 'How manifests are written',
    cells: {
      ours: 'Laravel Blade templates that render YAML',
      'Plain manifests': 'Literal YAML, copied per environment',
      Helm: 'Go templates in a chart',
      Kustomize: 'Bases and patches, no templating',
      'Argo CD or Flux alone': 'Whatever the repository holds (plain YAML, Helm or Kustomize)',
      'Platform UIs': 'Forms or YAML editors, varies by product',
    },
  },
  {
    criterion: 'Input for people who do not write YAML',
    cells: {
      ours: 'A generated form: typed fields, validation, defaults, secret fields',
      'Plain manifests': 'None',
      Helm: 'A values file; a JSON schema is optional',
      Kustomize: 'None',
      'Argo CD or Flux alone': 'None beyond editing Git (Argo CD can override parameters)',
      'Platform UIs': 'Usually forms',
    },
  },
  {
    criterion: 'Where the desired state lives',
    cells: {
      ours: 'Rendered YAML in a Git repository per cluster, field values in its database',
      'Plain manifests': 'Wherever you keep the files',
      Helm: 'Release records inside the cluster',
      Kustomize: 'Your Git repository',
      'Argo CD or Flux alone': 'Your Git repository',
      'Platform UIs': 'Mostly the cluster itself',
    },
  },
  {
    criterion: 'What applies changes to the cluster',
    cells: {
      ours: 'Flux, which you install and point at the repository',
      'Plain manifests': 'kubectl apply, run by a person or a pipeline',
      Helm: 'helm install and helm upgrade',
      Kustomize: 'kubectl apply -k',
      'Argo CD or Flux alone': 'Their controllers, continuously',
      'Platform UIs': 'The UI’s backend, directly',
    },
  },
  {
    criterion: 'Review before a change goes live',
    cells: {
      ours: 'Built in: every new deployment and every change to one waits for approval (deletions do not)',
      'Plain manifests': 'Only through your own process',
      Helm: 'Only through your own process',
      Kustomize: 'Through Git review',
      'Argo CD or Flux alone': 'Through Git review',
      'Platform UIs': 'Varies by product',
    },
  },
  {
    criterion: 'Access control',
    cells: {
      ours: 'Wildcard permissions scoped to a project, cluster, deployment or template',
      'Plain manifests': 'Kubernetes RBAC',
      Helm: 'Kubernetes RBAC',
      Kustomize: 'Kubernetes RBAC',
      'Argo CD or Flux alone': 'Argo CD has its own RBAC and projects; Flux uses Kubernetes RBAC',
      'Platform UIs': 'Their own user and role model',
    },
  },
  {
    criterion: 'Unique ports across clusters',
    cells: {
      ours: 'Port claims reserve a free port per group for the whole installation',
      'Plain manifests': 'Managed by hand',
      Helm: 'Managed by hand',
      Kustomize: 'Managed by hand',
      'Argo CD or Flux alone': 'Managed by hand',
      'Platform UIs': 'Varies by product',
    },
  },
  {
    criterion: 'What you have to run',
    cells: {
      ours: 'A Laravel application with MySQL, Redis, Horizon queue workers and a scheduler, plus Flux on each cluster (and kops for provisioning)',
      'Plain manifests': 'Nothing besides kubectl',
      Helm: 'A command-line tool',
      Kustomize: 'Nothing besides kubectl',
      'Argo CD or Flux alone': 'Controllers in the cluster',
      'Platform UIs': 'The platform’s own services',
    },
  },
  {
    criterion: 'Maturity and ecosystem',
    cells: {
      ours: 'Young: first release in April 2025, small community',
      'Plain manifests': 'As old as Kubernetes',
      Helm: 'CNCF graduated project with a large chart ecosystem',
      Kustomize: 'Part of kubectl since version 1.14',
      'Argo CD or Flux alone': 'Both are CNCF graduated projects',
      'Platform UIs': 'Varies; many are commercial',
    },
  },
];
