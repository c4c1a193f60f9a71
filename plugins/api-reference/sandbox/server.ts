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
