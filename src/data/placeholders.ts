/**
 * The values of the reader's own installation that code blocks write as examples: the site's
 * address, the Git host, database and Redis, the cluster's namespaces and kube context, a
 * project's ID and an API token. The build marks each occurrence in code blocks
 * (plugins/code-highlight) with `data-ph="<id>"`; the "Your installation" form
 * (src/components/YourInstallation) stores the reader's values, and the page shows them in place
 * of the examples (src/components/YourInstallation/apply.ts). Without values, pages read as
 * written. The Markdown copies (plugins/llms-txt) keep the examples.
 */

export type PlaceholderId =
  | 'site-url'
  | 'git-host'
  | 'db-host'
  | 'db-name'
  | 'redis-host'
  | 'utility-namespace'
  | 'ingress-namespace'
  | 'kube-context'
  | 'project-id'
  | 'api-token';

/** What a `data-ph` span holds: a placeholder's value, or (`site-host`) the host part of the site's address. */
export type ShownId = PlaceholderId | 'site-host';

export interface Placeholder {
  id: PlaceholderId;
  /** The form field's label. */
  label: string;
  /** What the value is, shown under the field. */
  description: string;
  /** The example texts that stand for it in code blocks, exactly as the docs write them. */
  defaults: readonly string[];
  /**
   * Where code blocks show it: each match's group `v` is one occurrence (its text is one of
   * `defaults`, or the host of the site's address for `site-host`). Matched per line.
   */
  occurrences: readonly {pattern: RegExp; shows: ShownId}[];
  /** Why a value is refused, or null if it is usable. Values end up in shell commands, so quotes, spaces, `$` and backslashes never pass. */
  check: (value: string) => string | null;
  /** `session`: kept for the browser tab only (sessionStorage), never in localStorage. */
  storage: 'local' | 'session';
}

const hostName =
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
const ipv6 = /^\[?[0-9A-Fa-f:.]+\]?$/;
/** A DNS-1123 label, the form of a Kubernetes namespace name. */
const namespaceName = /^[a-z0-9](?:[-a-z0-9]{0,61}[a-z0-9])?$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function host(what: string) {
  return (value: string): string | null => {
    const [name, port, ...rest] = value.split(/:(?=\d+$)/);
    if (rest.length > 0 || (port !== undefined && Number(port) > 65535))
      return `Not a ${what}: the port is out of range.`;
    return hostName.test(name!) || (port === undefined && ipv6.test(value) && value.includes(':'))
      ? null
      : `Not a ${what}: letters, digits, dots and hyphens only (an IP address is fine), with an optional :port.`;
  };
}

/** The site's address as samples use it: http(s), no path query or fragment, nothing that ends a shell string. */
export function checkSiteUrl(value: string): string | null {
  const message =
    'Not an address: scheme and host, for example https://kublade.example.com, without spaces, quotes, "?" or "#".';
  if (!/^https?:\/\/[^\s'"`\\<>?#$]+$/i.test(value)) return message;
  try {
    const url = new URL(value);
    if (url.username || url.password) return 'Leave user name and password out of the address.';
    return host('host name')(url.host) === null ? null : message;
  } catch {
    return message;
  }
}

export const placeholders: readonly Placeholder[] = [
  {
    id: 'site-url',
    label: 'Address of your installation',
    description:
      'Scheme, host and, if not the default, port of your Kublade installation (its APP_URL); without a scheme, https:// is taken. Replaces https://kublade.example.com, kublade.example.com and $KUBLADE.',
    defaults: ['https://kublade.example.com', 'kublade.example.com', '$KUBLADE'],
    occurrences: [
      {pattern: /(?<v>https:\/\/kublade\.example\.com)(?![\w.-])/g, shows: 'site-url'},
      {pattern: /(?<![\w./@-])(?<v>kublade\.example\.com)(?![\w.-])/g, shows: 'site-host'},
      // A use of the shell variable, not its assignment (`KUBLADE=…`).
      {pattern: /(?<v>\$KUBLADE)(?![\w])/g, shows: 'site-url'},
    ],
    check: checkSiteUrl,
    storage: 'local',
  },
  {
    id: 'git-host',
    label: 'Git host',
    description: 'Host name of the Git server that holds your clusters’ repositories. Replaces git.example.com.',
    defaults: ['git.example.com'],
    occurrences: [{pattern: /(?<![\w.-])(?<v>git\.example\.com)(?![\w.-])/g, shows: 'git-host'}],
    check: host('host name'),
    storage: 'local',
  },
  {
    id: 'db-host',
    label: 'MySQL host',
    description:
      'Host name or IP address of your MySQL server (DB_HOST). Replaces 127.0.0.1 of the bare-metal guide and mysql.databases.svc.cluster.local of the Kubernetes guide; the service names of the Docker guide stay.',
    defaults: ['127.0.0.1', 'mysql.databases.svc.cluster.local'],
    occurrences: [
      {pattern: /^\s*DB_HOST=(?<v>127\.0\.0\.1|mysql\.databases\.svc\.cluster\.local)\s*$/g, shows: 'db-host'},
      // mysql and mysqldump, also on a continuation line of the command.
      {pattern: /(?:^\s*|\bmysql(?:dump)?\b[^|]*?\s)-h (?<v>127\.0\.0\.1)(?!\S)/g, shows: 'db-host'},
    ],
    check: host('host name or IP address'),
    storage: 'local',
  },
  {
    id: 'db-name',
    label: 'Database name',
    description:
      'Name of Kublade’s MySQL database (DB_DATABASE). Replaces kublade in DB_DATABASE, CREATE DATABASE and the mysql and mysqldump commands.',
    defaults: ['kublade'],
    occurrences: [
      {pattern: /^\s*DB_DATABASE=(?<v>kublade)\s*$/g, shows: 'db-name'},
      // `-u <user> -p <database>` of mysql and mysqldump, and the bare-metal guide's CREATE DATABASE and GRANT.
      {pattern: /\s-u \S+ -p (?<v>kublade)(?!\S)/g, shows: 'db-name'},
      {pattern: /CREATE DATABASE (?<v>kublade) /g, shows: 'db-name'},
      {pattern: /GRANT ALL PRIVILEGES ON (?<v>kublade)\.\*/g, shows: 'db-name'},
    ],
    check: (value) =>
      /^[A-Za-z0-9_]{1,64}$/.test(value) ? null : 'Not a database name: letters, digits and underscores, at most 64.',
    storage: 'local',
  },
  {
    id: 'redis-host',
    label: 'Redis host',
    description:
      'Host name or IP address of your Redis server (REDIS_HOST). Replaces 127.0.0.1 of the bare-metal guide and redis.databases.svc.cluster.local of the Kubernetes guide.',
    defaults: ['127.0.0.1', 'redis.databases.svc.cluster.local'],
    occurrences: [
      {pattern: /^\s*REDIS_HOST=(?<v>127\.0\.0\.1|redis\.databases\.svc\.cluster\.local)\s*$/g, shows: 'redis-host'},
    ],
    check: host('host name or IP address'),
    storage: 'local',
  },
  {
    id: 'utility-namespace',
    label: 'Utility namespace',
    description:
      'Namespace of your monitoring and other utility tools in the target cluster (namespace.utility of a cluster).',
    defaults: ['kube-system'],
    occurrences: [{pattern: /"?utility"?:\s*"(?<v>kube-system)"/g, shows: 'utility-namespace'}],
    check: (value) =>
      namespaceName.test(value) ? null : 'Not a namespace name: lower-case letters, digits and hyphens, at most 63.',
    storage: 'local',
  },
  {
    id: 'ingress-namespace',
    label: 'Ingress namespace',
    description: 'Namespace of your ingress controller in the target cluster (namespace.ingress of a cluster).',
    defaults: ['ingress-nginx'],
    occurrences: [{pattern: /"?ingress"?:\s*"(?<v>ingress-nginx)"/g, shows: 'ingress-namespace'}],
    check: (value) =>
      namespaceName.test(value) ? null : 'Not a namespace name: lower-case letters, digits and hyphens, at most 63.',
    storage: 'local',
  },
  {
    id: 'kube-context',
    label: 'Your kube context',
    description:
      'The context of your own kubeconfig that reaches the target cluster as an administrator. Replaces <old-context>; the context Kublade reads stays default.',
    defaults: ['<old-context>'],
    occurrences: [{pattern: /'(?<v><old-context>)'/g, shows: 'kube-context'}],
    check: (value) =>
      /^[^\s'"`\\$<>]{1,253}$/.test(value)
        ? null
        : 'Not a context name: no spaces, quotes, "$", "<", ">" or backslashes.',
    storage: 'local',
  },
  {
    id: 'project-id',
    label: 'Project ID',
    description:
      'ID of your Kublade project, a UUID (from listProjects or the address of the project’s page). Replaces <project-id>.',
    defaults: ['<project-id>'],
    occurrences: [{pattern: /'(?<v><project-id>)'/g, shows: 'project-id'}],
    check: (value) =>
      uuid.test(value) ? null : 'Not a project ID: a UUID such as 123e4567-e89b-12d3-a456-426614174000.',
    storage: 'local',
  },
  {
    id: 'api-token',
    label: 'API token',
    description:
      'A token from POST /api/auth/login (a JWT, valid for 60 minutes by default). Replaces $TOKEN and the sample token of the API reference.',
    defaults: ['$TOKEN'],
    occurrences: [{pattern: /Bearer (?<v>\$TOKEN)(?!\w)/g, shows: 'api-token'}],
    check: (value) =>
      /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/.test(value)
        ? null
        : 'Not a token: three base64url parts separated by dots, as the login returns it.',
    storage: 'session',
  },
];

export function placeholderOf(id: PlaceholderId): Placeholder {
  return placeholders.find((placeholder) => placeholder.id === id)!;
}

export interface Occurrence {
  start: number;
  end: number;
  shows: ShownId;
}

/** The occurrences of placeholders in one line of code, in order, none overlapping (the first listed wins). */
export function placeholderOccurrences(line: string): Occurrence[] {
  const found: Occurrence[] = [];
  for (const placeholder of placeholders) {
    for (const {pattern, shows} of placeholder.occurrences) {
      const indices = new RegExp(pattern.source, `${pattern.flags.replace('d', '')}d`);
      for (const match of line.matchAll(indices)) {
        const [start, end] = match.indices!.groups!.v!;
        if (!found.some((other) => start < other.end && other.start < end)) found.push({start, end, shows});
      }
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
