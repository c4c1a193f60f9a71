/**
 * The variables the Blade examples of the docs and posts are rendered with
 * (tests/unit/docs/blade-examples.test.ts). A ```blade block marked `example="…"` gets
 * `defaultVariables`; `vars="<set>"` on the block lays one of `variableSets` over them.
 *
 * Kublade 1.2.3 passes six variables to an application template's file
 * (app/Helpers/Flux/FluxDeployment.php, createFile): `namespace` (the deployment's UUID), `data` and
 * `secret` (field values by key; values typed into the web form are strings), `limits` (`enabled`
 * is the string 'true' or 'false', `cpu` a float, `memory` an integer, both null without a limit
 * record: app/Models/Projects/Deployments/DeploymentLimit.php), `portClaims` (claim name to port
 * number) and `paused` (a boolean). A cluster template's file gets only `data` and `secret`
 * (app/Helpers/Kops/KopsDeployment.php, createFile).
 */
/** A variable's value as a template file receives it: JSON-like; `{float: n}` marks a float with no fraction. */
export type TemplateValue =
  null | boolean | number | string | {float: number} | TemplateValue[] | {[key: string]: TemplateValue};

/** What the template playground holds: a template, its variables and the context it renders in. */
export interface PlaygroundState {
  template: string;
  variables: Record<string, TemplateValue>;
  context: 'deployment' | 'cluster';
}

export interface BladeVariables {
  namespace: string;
  data: Record<string, TemplateValue>;
  secret: Record<string, TemplateValue>;
  limits: {enabled: 'true' | 'false'; cpu: number | null; memory: number | null};
  portClaims: Record<string, number>;
  paused: boolean;
}

export interface VariableSet {
  /** What the set stands for on its page. */
  description: string;
  /** `cluster`: a cluster template's file, rendered with `data` and `secret` only. Default: `deployment`. */
  context?: 'deployment' | 'cluster';
  /** Laid over the defaults: `data`, `secret`, `limits` and `portClaims` key by key, the others replaced. */
  variables?: Partial<BladeVariables>;
  /**
   * Blade put before the example's text: a helper the page defines in another block, or the lines
   * an excerpt sits in. Rendering removes the whitespace the output starts with, so an excerpt
   * whose lines are indented under a parent line needs that line here to stay valid YAML.
   */
  prelude?: string;
}

/**
 * The worked example of /docs/templates/use_blade: the values a user enters for `hello-web`, limits
 * switched on, and the deployment's UUID.
 */
export const defaultVariables: BladeVariables = {
  namespace: '3f6c2a9e-8b41-4d7e-9c25-71a0e4b5d816',
  data: {image: 'ghcr.io/example/hello-web:1.4.0', replicas: '2', log_level: 'debug'},
  secret: {db_password: 's3cr3t&pass'},
  limits: {enabled: 'true', cpu: 0.5, memory: 536870912},
  portClaims: {},
  paused: false,
};

/** Form values of the Blade tips post: free text with the characters its tips are about. */
const bladeTipsData = {
  site_title: 'Docs & "more" <beta>',
  feature_flag: 'true',
  welcome_text: 'Welcome: read the docs\nthen deploy',
  debug: '1',
  image: 'ghcr.io/example/app:2.1.0',
  hosts: 'shop.example.com, ,www.example.com,',
};

/** The `$q` helper that tip 1 of the Blade tips post defines at the top of a file and tips 3 and 4 use. */
const bladeTipsHelper =
  '@php($q = fn ($v) => json_encode((string) $v, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE))\n';

export const variableSets: Record<string, VariableSet> = {
  'free-text': {
    description:
      '/docs/templates/use_blade, escaped and raw output: a free-text field with quotes, a colon and an ampersand',
    variables: {data: {motd: 'Maintenance: Sunday 02:00 "UTC" & later'}},
  },
  'code-host': {
    description: '/docs/templates/use_ports: the two claims of code-host with the example numbers the page shows',
    variables: {portClaims: {http: 52817, ssh: 61043}},
  },
  'game-claim': {
    description: 'Port claims post: the claim of the game server',
    variables: {portClaims: {game: 50123}},
  },
  'metrics-claim': {
    description: "Port claims post: the optional claim's excerpt, inside a Service's ports list",
    variables: {portClaims: {game: 50123, metrics: 49321}},
    prelude: 'ports:\n',
  },
  'blade-tips': {
    description: 'Blade tips post: form values with quotes, ampersands, a colon and a line break',
    variables: {data: bladeTipsData, secret: {db_password: 'p&ss"word<1>'}},
  },
  'blade-tips-helper': {
    description: "Blade tips post: excerpts that use tip 1's $q helper",
    variables: {data: bladeTipsData},
    prelude: bladeTipsHelper,
  },
  'kops-cluster': {
    description: 'Kublade 1.1.0 post: a cluster template file, rendered with $data and $secret only',
    context: 'cluster',
    variables: {data: {cluster_name: 'prod.k8s.example.com', kubernetes_version: '1.30.2'}},
  },
};

/** The variables of an example: the defaults with its set laid over them. */
export function variablesOf(set: VariableSet | undefined): BladeVariables {
  const over = set?.variables ?? {};
  return {
    ...defaultVariables,
    ...over,
    data: {...defaultVariables.data, ...over.data},
    secret: {...defaultVariables.secret, ...over.secret},
    limits: {...defaultVariables.limits, ...over.limits},
    portClaims: {...defaultVariables.portClaims, ...over.portClaims},
  };
}

/**
 * What a Blade example is rendered with, by render.php in the tests and by the template playground
 * its link opens: its set's prelude and its text, the variables of its context (a cluster template's
 * file gets `data` and `secret` only), and the context.
 */
export function exampleInput(text: string, setName: string | undefined): PlaygroundState {
  const set = setName === undefined ? undefined : variableSets[setName];
  const variables = variablesOf(set);
  const context = set?.context ?? 'deployment';
  return {
    template: (set?.prelude ?? '') + text,
    variables: context === 'cluster' ? {data: variables.data, secret: variables.secret} : {...variables},
    context,
  };
}
