/**
 * What the sandbox needs to know of Kublade 1.2.3's server beyond its description, read from the
 * code at the tag v1.2.3 (forepath/kublade). The description's own schemas say what a request must
 * look like; these are the few places where the server checks or answers otherwise.
 */

/**
 * Path parameters that an action checks, by operationId, in Laravel's rule syntax, in the order of
 * the validator's data. A route parameter is always a non-empty text, so of these rules only
 * `max:255` can fail: an id of more than 255 characters answers `400` (updateDeployment checks only
 * `required|string`, which never fails). The server checks no id for the UUID format that the
 * description gives its ids, and the actions left out here check none of their path parameters: an
 * unknown id reaches the database and answers `404` there. From the `Validator::make` calls on the
 * route parameters in `app/Http/Controllers/API/*Controller.php`, routed by `routes/api.php`;
 * tests/unit/plugins/api-reference/sandbox/server.test.ts checks the table against those calls as
 * `npm run platform:extract` extracted them (src/data/platform/validation.json, routes.json).
 */
export const pathRules: Record<string, Record<string, string>> = {
  getProject: {project_id: 'required|string|max:255'},
  updateProject: {project_id: 'required|string|max:255'},
  deleteProject: {project_id: 'required|string|max:255'},
  listClusters: {project_id: 'required|string|max:255'},
  getCluster: {cluster_id: 'required|string|max:255'},
  updateCluster: {cluster_id: 'required|string|max:255'},
  deleteCluster: {cluster_id: 'required|string|max:255'},
  approveCluster: {project_id: 'required|string|max:255', cluster_id: 'required|string|max:255'},
  listDeployments: {project_id: 'required|string|max:255'},
  getDeployment: {project_id: 'required|string|max:255', deployment_id: 'required|string|max:255'},
  deleteDeployment: {project_id: 'required|string|max:255', deployment_id: 'required|string|max:255'},
  updateDeployment: {deployment_id: 'required|string'},
  approveDeployment: {project_id: 'required|string|max:255', deployment_id: 'required|string|max:255'},
  putNetworkPolicy: {
    project_id: 'required|string|max:255',
    deployment_id: 'required|string|max:255',
    network_policy_id: 'required|string|max:255',
  },
  deleteNetworkPolicy: {
    project_id: 'required|string|max:255',
    deployment_id: 'required|string|max:255',
    network_policy_id: 'required|string|max:255',
  },
  revertDeploymentCommit: {
    project_id: 'required|string|max:255',
    deployment_id: 'required|string|max:255',
    commit_id: 'required|string|max:255',
  },
  getTemplate: {template_id: 'required|string|max:255'},
  deleteTemplate: {template_id: 'required|string|max:255'},
  getTemplateFolder: {template_id: 'required|string|max:255', folder_id: 'required|string|max:255'},
  deleteTemplateFolder: {template_id: 'required|string|max:255', folder_id: 'required|string|max:255'},
  getTemplateFile: {template_id: 'required|string|max:255', file_id: 'required|string|max:255'},
  deleteTemplateFile: {template_id: 'required|string|max:255', file_id: 'required|string|max:255'},
  getTemplateField: {template_id: 'required|string|max:255', field_id: 'required|string|max:255'},
  deleteTemplateField: {template_id: 'required|string|max:255', field_id: 'required|string|max:255'},
  getTemplateFieldOption: {
    template_id: 'required|string|max:255',
    field_id: 'required|string|max:255',
    option_id: 'required|string|max:255',
  },
  deleteTemplateFieldOption: {
    template_id: 'required|string|max:255',
    field_id: 'required|string|max:255',
    option_id: 'required|string|max:255',
  },
  getTemplatePort: {template_id: 'required|string|max:255', port_id: 'required|string|max:255'},
  deleteTemplatePort: {template_id: 'required|string|max:255', port_id: 'required|string|max:255'},
  getTemplateEnvVariable: {template_id: 'required|string|max:255', env_variable_id: 'required|string|max:255'},
  deleteTemplateEnvVariable: {template_id: 'required|string|max:255', env_variable_id: 'required|string|max:255'},
  getRole: {role_id: 'required|string|max:255'},
  deleteRole: {role_id: 'required|string|max:255'},
  getUser: {user_id: 'required|string|max:255'},
  deleteUser: {user_id: 'required|string|max:255'},
  createMagicLink: {user_id: 'required|string|max:255'},
};

/**
 * Rules of body fields that the validator checks and a schema cannot express, by operationId, appended
 * to the rules the description's schema gives the field: `confirmed` compares `password` with
 * `password_confirmation`. From the `Validator::make` calls of `app/Http/Controllers/API/*Controller.php`;
 * tests/unit/plugins/api-reference/sandbox/server.test.ts checks them against validation.json.
 */
export const bodyRules: Record<string, Record<string, string>> = {
  createUser: {password: 'confirmed'},
  updateUser: {password: 'confirmed'},
};

type Json = Record<string, unknown>;

/**
 * A record an action looks up by an id of the request, once the request has passed validation, and
 * what it answers when there is none. `from` says where the id comes from: the path, the body, or
 * `input`, Laravel's `$request-><id>`, which reads the body's field when the body has it and the
 * route parameter otherwise. The sandbox has no data: the records that exist are those the
 * description's examples use, the `example` of the path parameter of the same name.
 */
export interface Lookup {
  id: string;
  from: 'path' | 'body' | 'input';
  status: number;
  body: Json;
}

const notFound = (id: string, message: string): Lookup => ({
  id,
  from: 'path',
  status: 404,
  body: {status: 'error', message},
});

/**
 * An exception the controller does not catch, as Laravel's handler renders it for a client that
 * accepts JSON with `APP_DEBUG` off (as the release answers of src/data/knownIssues.ts give it).
 */
const serverError = {message: 'Server Error'};

/**
 * The lookups of each action outside the templates family, in the order the action makes them, from
 * `app/Http/Controllers/API/*Controller.php`. The templates family is left out: once the token and
 * permission checks pass, 1.2.3 answers each of its calls `500` (templates-api-500), found or not.
 * Lists look nothing up: an unknown project gives a list (listClusters filters by it, listDeployments
 * not at all).
 */
export const lookups: Record<string, Lookup[]> = {
  getProject: [notFound('project_id', 'Project not found')],
  updateProject: [notFound('project_id', 'Project not found')],
  deleteProject: [notFound('project_id', 'Project not found')],
  // `project_id` of clusters is a foreign key: an unknown project fails the insert.
  createCluster: [{id: 'project_id', from: 'input', status: 500, body: serverError}],
  getCluster: [notFound('cluster_id', 'Cluster not found')],
  updateCluster: [notFound('cluster_id', 'Cluster not found')],
  deleteCluster: [notFound('cluster_id', 'Cluster not found')],
  approveCluster: [notFound('cluster_id', 'Cluster not found')],
  createDeployment: [
    {id: 'project_id', from: 'path', status: 500, body: {status: 'error', message: 'Deployment not created'}},
    {id: 'template_id', from: 'body', status: 500, body: {status: 'error', message: 'Deployment not created'}},
    {id: 'cluster_id', from: 'body', status: 500, body: {status: 'error', message: 'Deployment not created'}},
  ],
  getDeployment: [notFound('deployment_id', 'Deployment not found')],
  updateDeployment: [notFound('deployment_id', 'Deployment not found')],
  deleteDeployment: [notFound('deployment_id', 'Deployment not found')],
  approveDeployment: [notFound('deployment_id', 'Deployment not found')],
  putNetworkPolicy: [{...notFound('network_policy_id', 'Network policy not found'), from: 'input'}],
  deleteNetworkPolicy: [notFound('network_policy_id', 'Network policy not found')],
  revertDeploymentCommit: [notFound('commit_id', 'Commit not found')],
  getUser: [notFound('user_id', 'User not found')],
  updateUser: [notFound('user_id', 'User not found')],
  deleteUser: [notFound('user_id', 'User not found')],
  createMagicLink: [notFound('user_id', 'User not found')],
  getRole: [notFound('role_id', 'Role not found')],
  updateRole: [notFound('role_id', 'Role not found')],
  deleteRole: [notFound('role_id', 'Role not found')],
};

/** A request as a condition of `conditionalAnswers` reads it. */
export interface ConditionRequest {
  /** The JSON body as the controller reads it: texts trimmed, empty texts `null`. */
  body: Json;
  /** The first example of an operation's documented success answer: a record as the examples show it. */
  documented: (operationId: string) => Json;
}

/**
 * What 1.2.3 answers instead of the documented answer to the requests of an operation that meet
 * `applies`, once they have passed validation and lookups. Unlike an `answer` of the registry, which
 * holds for every call, these depend on the request.
 */
export interface ConditionalAnswer {
  status: number;
  body: Json;
  /** The registry entry (src/data/knownIssues.ts) that explains it, with its title. */
  issue: {id: string; title: string};
  /** Which requests, as a phrase that follows "1.2.3 answers this". */
  when: string;
  applies: (request: ConditionRequest) => boolean;
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasItems(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : isObject(value) && Object.keys(value).length > 0;
}

/** PHP's truth of a JSON value, as `if ($request->field)` tests it. */
function truthy(value: unknown): boolean {
  return !(value === null || value === undefined || value === false || value === 0 || value === '' || value === '0');
}

const permissionGuard = {
  id: 'api-permission-guard',
  title: 'Permission-guarded API routes reject every user except the first',
};

/** `syncRoles()`/`syncPermissions()` look names up under the guard `api`, which holds none. */
const naming = (fields: string[], when: string): ConditionalAnswer => ({
  status: 500,
  body: serverError,
  issue: permissionGuard,
  when,
  applies: ({body}) => fields.some((field) => hasItems(body[field])),
});

/** `$request->k8s['node_prefix']` without a default, read after the cluster and its Git settings are saved. */
const withoutNodePrefix: ConditionalAnswer = {
  status: 500,
  body: serverError,
  issue: {
    id: 'cluster-node-prefix-key-required',
    title: 'Creating or updating a cluster through the API fails without the key `node_prefix`',
  },
  when: 'without the key `k8s.node_prefix`, after part of the request was saved',
  applies: ({body}) => isObject(body.k8s) && !('node_prefix' in body.k8s),
};

/**
 * Where 1.2.3's code answers otherwise than the description documents, by operationId, for some
 * requests, from `app/Http/Controllers/API/*Controller.php`. The entries' titles are the registry's
 * (tests/unit/plugins/api-reference/sandbox-parity.test.ts compares them): the page's sandbox gets
 * no other copy of the registry.
 */
export const conditionalAnswers: Record<string, ConditionalAnswer[]> = {
  createCluster: [withoutNodePrefix],
  updateCluster: [withoutNodePrefix],
  putNetworkPolicy: [
    {
      // `$request->network_policy_id` is the body's null: the create branch, whose answer reads a
      // variable only the update branch sets.
      status: 500,
      body: serverError,
      issue: {
        id: 'network-policy-put-needs-existing-link',
        title: 'Network policy links cannot be created, neither in the web UI nor with putNetworkPolicy',
      },
      when: 'for a body whose `network_policy_id` is `null` or empty, after creating the link',
      applies: ({body}) => 'network_policy_id' in body && !truthy(body.network_policy_id),
    },
  ],
  createRole: [naming(['permissions'], 'for a request that names a permission, after the role was saved without it')],
  createUser: [
    naming(
      ['roles', 'permissions'],
      'for a request that names a role or a permission, after the user was saved without them',
    ),
  ],
  updateUser: [
    {
      status: 400,
      body: {status: 'error', message: 'Validation failed', data: {email: ['The email has already been taken.']}},
      issue: {id: 'user-update-unchanged-email', title: 'Updating a user fails unless the e-mail address changes'},
      when: 'for the e-mail address the user already has',
      // MySQL's default collation compares case-insensitively.
      applies: ({body, documented}) => {
        const user = (documented('getUser').data as {user?: {email?: unknown}} | undefined)?.user;
        return (
          typeof body.email === 'string' &&
          typeof user?.email === 'string' &&
          body.email.toLowerCase() === user.email.toLowerCase()
        );
      },
    },
    naming(
      ['roles', 'permissions'],
      'for a request that names a role or a permission, after the other changes were saved',
    ),
  ],
};

/** The prefix of the API routes (`bootstrap/app.php` loads `routes/api.php` with Laravel's default `api`). */
export const apiPrefix = '/api/';

/** Laravel's methods in the order its router lists them (`Router::$verbs`), for the `405` message. */
export const routerVerbs = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * The answer of `Route::fallback` in `routes/api.php` (`Response::generate(404, 'error', 'Not
 * found')`): a `GET` (or `HEAD`) to a path below the prefix that no route matches.
 */
export const fallbackAnswer = {status: 'error', message: 'Not found'};

/**
 * Any other method on such a path, or a method a matched path has no route for: Laravel's
 * `MethodNotAllowedHttpException`, rendered as JSON (its message is kept, it is an HTTP exception).
 * The fallback route answers `GET` and `HEAD` on every path below the prefix, so they are always
 * among the supported methods. `path` is the request path without its leading slash.
 */
export function methodNotAllowedAnswer(method: string, path: string, supported: string[]): {message: string} {
  return {
    message: `The ${method} method is not supported for route ${path}. Supported methods: ${supported.join(', ')}.`,
  };
}
