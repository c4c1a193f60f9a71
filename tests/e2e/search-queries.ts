/**
 * Real questions a reader types into the search box, each with the page (and, where the question
 * names a task, the section) that answers it. tests/e2e/search.spec.ts runs them against the built
 * index and reports how many are answered by the first result and within the first three.
 */
export interface SearchQuery {
  query: string;
  /** The page that answers it. */
  page: string;
  /** The section of that page that answers it, when the question names a task. */
  anchor?: string;
}

export const searchQueries: SearchQuery[] = [
  // Identifiers that appear only deep inside a section.
  {query: 'node_prefix', page: '/docs/clusters/create'},
  {query: 'fields.json', page: '/docs/templates/create_sync'},
  {query: 'metrics-server', page: '/docs/clusters/create'},
  {query: 'GITHUB_CLIENT_ID', page: '/docs/authentication/sso'},
  {query: 'supervisord horizon', page: '/docs/installation/bare-metal'},
  {query: 'JWT secret', page: '/docs/installation/bare-metal', anchor: '6-generate-the-jwt-secret'},
  // Tasks: the how-to section comes before the API operation that does the same.
  {query: 'create a deployment', page: '/docs/projects', anchor: 'create-a-deployment'},
  {query: 'approve a deployment', page: '/docs/projects', anchor: 'approve-a-deployment'},
  {query: 'delete a project', page: '/docs/projects', anchor: 'rename-or-delete-a-project'},
  {query: 'create a project', page: '/docs/projects', anchor: 'create-a-project'},
  {query: 'create a role', page: '/docs/roles_and_permissions', anchor: 'create-a-role-in-the-web-ui'},
  {query: 'create a cluster', page: '/docs/clusters/create'},
  {query: 'magic link login', page: '/docs/authentication/magic-links'},
  {query: 'import a helm chart', page: '/docs/templates/create_import'},
  {query: 'sync a template from git', page: '/docs/templates/create_sync'},
  {query: 'create a template', page: '/docs/templates/create_manually'},
  {query: 'install on kubernetes', page: '/docs/installation/kubernetes'},
  {query: 'install with docker', page: '/docs/installation/docker'},
  {query: 'report a vulnerability', page: '/docs/project/SECURITY', anchor: 'report-a-vulnerability'},
  // Topics.
  {query: 'default password', page: '/docs/installation/default-login'},
  {query: 'port claims', page: '/docs/templates/use_ports'},
  {query: 'blade variables', page: '/docs/templates/use_blade', anchor: 'available-variables'},
  {query: 'wildcard permissions', page: '/docs/roles_and_permissions', anchor: 'wildcard-matching'},
  {query: 'kubeconfig', page: '/docs/clusters/create'},
  {query: 'single sign-on', page: '/docs/authentication/sso'},
  {query: 'cluster offline', page: '/docs/clusters/monitor'},
  {query: 'php extensions', page: '/docs/prerequisites'},
  {query: 'mcp tools', page: '/docs/ai-integration'},
];
