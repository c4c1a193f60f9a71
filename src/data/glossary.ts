/**
 * Kublade's own terms, each with a one-sentence definition true to the 1.2.3 source and the docs
 * page that explains it. plugins/glossary marks the first use of a term on every docs page and
 * post with its definition; /docs/intro lists them all (src/components/GlossaryList).
 */

export interface GlossaryTerm {
  /** Anchor of the term on /docs/intro and part of the definition's element id. */
  id: string;
  term: string;
  definition: string;
  /** The docs page (and anchor) that explains the term. */
  page: string;
  /**
   * Spellings that count as a use of the term, matched as whole words and with this exact case
   * (so that the Kubernetes kind "Deployment" is not taken for a Kublade deployment).
   */
  matches: string[];
}

export const glossary: GlossaryTerm[] = [
  {
    id: 'project',
    term: 'Project',
    definition:
      'The top-level grouping in Kublade: it has only a name and holds clusters and deployments, and access to it is granted through permissions.',
    page: '/docs/projects#projects',
    matches: ['project', 'projects'],
  },
  {
    id: 'cluster',
    term: 'Cluster',
    definition:
      'A Kubernetes cluster that belongs to one project, recorded with the Git repository Kublade commits to, the credentials to reach it and its monitoring thresholds.',
    page: '/docs/clusters/create',
    matches: ['cluster', 'clusters'],
  },
  {
    id: 'template',
    term: 'Template',
    definition:
      'A tree of folders and Blade files, with the form fields that fill them in, that Kublade renders to YAML: Kubernetes manifests for an application template, kops specifications for a cluster template; an application template can also claim ports and have Kublade write a NetworkPolicy.',
    page: '/docs/templates/create_manually',
    matches: ['template', 'templates', 'application template', 'application templates'],
  },
  {
    id: 'cluster-template',
    term: 'Cluster template (Cluster Provisioner)',
    definition:
      'A template of type cluster, available since 1.1.0, whose Blade files render kops specifications; once the cluster is approved, Kublade registers them in its built-in kops state store with kops create and keeps the admin kubeconfig that kops exports.',
    page: '/docs/clusters/create#provision-a-cluster-with-kops',
    matches: [
      'cluster template',
      'cluster templates',
      'Cluster Provisioner',
      'Cluster Provisioners',
      'cluster provisioner',
      'cluster provisioners',
    ],
  },
  {
    id: 'form-field',
    term: 'Form field',
    definition:
      'An input that a template declares (text, number, range, radio, radio image, checkbox, hidden, select or textarea, optionally secret), whose value the template reads by its key from $data, or from $secret for a secret field, when it renders.',
    page: '/docs/templates/create_manually#4-add-form-fields',
    matches: ['form field', 'form fields', 'template field', 'template fields'],
  },
  {
    id: 'port-claim',
    term: 'Port claim',
    definition:
      'A named port that a template asks for in a group; each deployment gets its own random free port between 49152 and 65535 for it, unique within that group across the installation.',
    page: '/docs/templates/use_ports',
    matches: ['port claim', 'port claims'],
  },
  {
    id: 'deployment',
    term: 'Deployment',
    definition:
      "An instance of an application template in one project on one cluster (which Kublade does not require to belong to that project), with its own field values, its own namespace named after its uuid and its own folder in the cluster's Git repository.",
    page: '/docs/projects#deployments',
    matches: ['deployment', 'deployments'],
  },
  {
    id: 'approval',
    term: 'Approval',
    definition:
      'The step that releases a new deployment or a change to one: until someone with the approve permission approves it, Kublade commits nothing for it to Git; deleting a deployment needs no approval.',
    page: '/docs/projects#approve-a-deployment',
    matches: ['approval', 'approvals'],
  },
  {
    id: 'network-policy-link',
    term: 'Network policy link',
    definition:
      "A link from a source deployment to a target deployment that, when the target's template has network policy switched on, adds the source's namespace to the ingress sources of the NetworkPolicy Kublade generates for the target.",
    page: '/docs/projects#network-policy-links',
    matches: ['network policy link', 'network policy links'],
  },
  {
    id: 'flux',
    term: 'Flux',
    definition:
      'The GitOps tool that you install on each cluster and that applies what Kublade commits to the cluster repository; Kublade itself never applies manifests.',
    page: '/docs/clusters/create#point-flux-at-the-repository',
    matches: ['Flux'],
  },
];

/** The entry of a term id, for tests and the intro's list. */
export function glossaryTerm(id: string): GlossaryTerm | undefined {
  return glossary.find((entry) => entry.id === id);
}
