/**
 * "Try it" against Kublade 1.2.3: one table of requests whose answer the 1.2.3 source decides, each
 * sent to the sandbox module as the page builds it and to `npm run api:mock` over HTTP on 127.0.0.1,
 * which must both give 1.2.3's status and message. A row's comment names the lines of
 * forepath/kublade at v1.2.3 that decide it. Path ids are the description's examples, which stand
 * for the records that exist, unless the row names others; a body is the operation's first request
 * example unless the row gives or changes it.
 *
 * Run alone: node --import tsx --test tests/unit/plugins/api-reference/sandbox-parity.test.ts
 */
import assert from 'node:assert/strict';
import {after, before, describe, test} from 'node:test';

import {Sandbox, type SandboxResponse} from '../../../../plugins/api-reference/sandbox';
import {conditionalAnswers} from '../../../../plugins/api-reference/sandbox/server';
import {buildRequest, type BuiltRequest} from '../../../../plugins/api-reference/tryIt/request';
import {buildViewModel} from '../../../../plugins/api-reference/viewModel';
import {bundleOpenApi} from '../../../../lib/openapi.mjs';
import {findKnownIssue, knownIssuesOfOperation} from '../../../../src/data/knownIssues';
import {startApiMock, type ApiMock} from '../../../support/apiMock';

type Json = Record<string, unknown>;

interface Case {
  operation: string;
  /** What the row is about, for the test's name. */
  title: string;
  /** Path ids other than the examples, by parameter name. */
  path?: Record<string, string>;
  /** The body, or a change of the operation's first request example. */
  body?: Json | ((example: Json) => Json);
  token?: false;
  status: number;
  message: string;
  /** The validation messages, where they are the point. */
  data?: Json;
}

const unknownId = '00000000-0000-4000-8000-000000000000';
const withoutNodePrefix = (example: Json): Json => {
  const k8s = {...(example.k8s as Json)};
  delete k8s.node_prefix;
  return {...example, k8s};
};

const cases: Case[] = [
  // Authentication
  // app/Http/Controllers/API/AuthController.php:143-150 (validation), app/Helpers/API/Response.php:23-36
  {
    operation: 'login',
    title: 'without a password',
    token: false,
    body: {email: 'mara.lindqvist@example.com'},
    status: 400,
    message: 'Validation failed',
    data: {password: ['The password field is required.']},
  },
  // app/Http/Controllers/API/AuthController.php:192: a User model where Response::generate() takes an array (auth-me-500)
  {operation: 'getCurrentUser', title: 'with a token', status: 500, message: 'Server Error'},
  // app/Http/Middleware/API/AuthGuard.php:34-35
  {operation: 'getCurrentUser', title: 'without a token', token: false, status: 401, message: 'Unauthorized'},
  // app/Http/Controllers/API/AuthController.php:225
  {operation: 'logout', title: 'with a token', status: 200, message: 'Successfully logged out'},

  // Activities
  // app/Http/Controllers/API/ActivityController.php:80
  {operation: 'listActivities', title: 'first page', status: 200, message: 'Activities retrieved successfully'},
  // routes/api.php:24 routes only the list, :107-109 the fallback, outside the token's group (activity-get-not-routed)
  {operation: 'getActivity', title: 'with a token', status: 404, message: 'Not found'},
  // routes/api.php:107-109
  {operation: 'getActivity', title: 'without a token', token: false, status: 404, message: 'Not found'},

  // Projects
  // app/Http/Controllers/API/ProjectController.php:78-80
  {operation: 'listProjects', title: 'first page', status: 200, message: 'Projects retrieved successfully'},
  // app/Http/Middleware/API/AuthGuard.php:34-35
  {operation: 'listProjects', title: 'without a token', token: false, status: 401, message: 'Unauthorized'},
  // app/Http/Controllers/API/ProjectController.php:193-198
  {
    operation: 'createProject',
    title: 'without a name',
    body: {},
    status: 400,
    message: 'Validation failed',
    data: {name: ['The name field is required.']},
  },
  // app/Http/Controllers/API/ProjectController.php:201-207
  {operation: 'createProject', title: 'valid', status: 201, message: 'Project added successfully'},
  // app/Http/Controllers/API/ProjectController.php:138-144
  {operation: 'getProject', title: 'existing', status: 200, message: 'Project retrieved successfully'},
  // app/Http/Controllers/API/ProjectController.php:138-141
  {
    operation: 'getProject',
    title: 'unknown id',
    path: {project_id: unknownId},
    status: 404,
    message: 'Project not found',
  },
  // app/Http/Controllers/API/ProjectController.php:128-135
  {
    operation: 'getProject',
    title: 'id longer than 255 characters',
    path: {project_id: 'p'.repeat(256)},
    status: 400,
    message: 'Validation failed',
    data: {project_id: ['The project id field must not be greater than 255 characters.']},
  },
  // app/Http/Controllers/API/ProjectController.php:274-284
  {
    operation: 'updateProject',
    title: 'unknown id',
    path: {project_id: unknownId},
    status: 404,
    message: 'Project not found',
  },
  // app/Http/Controllers/API/ProjectController.php:333-344
  {
    operation: 'deleteProject',
    title: 'unknown id',
    path: {project_id: unknownId},
    status: 404,
    message: 'Project not found',
  },

  // Clusters
  // app/Http/Controllers/API/ClusterController.php:104-106
  {operation: 'listClusters', title: 'first page', status: 200, message: 'Clusters retrieved successfully'},
  // app/Http/Controllers/API/ClusterController.php:104: filtered by the id, never looked up
  {
    operation: 'listClusters',
    title: 'unknown project',
    path: {project_id: unknownId},
    status: 200,
    message: 'Clusters retrieved successfully',
  },
  // app/Http/Controllers/API/ClusterController.php:278-280, 476
  {operation: 'createCluster', title: 'valid', status: 201, message: 'Cluster created successfully'},
  // app/Http/Controllers/API/ClusterController.php:434-438: $request->k8s['node_prefix'] without a default
  {
    operation: 'createCluster',
    title: 'without the key k8s.node_prefix',
    body: withoutNodePrefix,
    status: 500,
    message: 'Server Error',
  },
  // app/Http/Controllers/API/ClusterController.php:279-280: clusters.project_id is a foreign key
  // (database/migrations/2025_04_06_000002_create_cluster_tables.php:18)
  {
    operation: 'createCluster',
    title: 'unknown project',
    path: {project_id: unknownId},
    status: 500,
    message: 'Server Error',
  },
  // app/Http/Controllers/API/ClusterController.php:166-169
  {
    operation: 'getCluster',
    title: 'unknown id',
    path: {cluster_id: unknownId},
    status: 404,
    message: 'Cluster not found',
  },
  // app/Http/Controllers/API/ClusterController.php:166-172: the project of the path is not checked
  {
    operation: 'getCluster',
    title: 'of another project',
    path: {project_id: unknownId},
    status: 200,
    message: 'Cluster retrieved successfully',
  },
  // app/Http/Controllers/API/ClusterController.php:741-745: $request->k8s['node_prefix'] without a default
  {
    operation: 'updateCluster',
    title: 'without the key k8s.node_prefix',
    body: withoutNodePrefix,
    status: 500,
    message: 'Server Error',
  },
  // app/Http/Controllers/API/ClusterController.php:890-893
  {operation: 'deleteCluster', title: 'existing', status: 200, message: 'Cluster deleted successfully'},

  // Deployments
  // app/Http/Controllers/API/DeploymentController.php:122-124
  {operation: 'listDeployments', title: 'first page', status: 200, message: 'Deployments retrieved successfully'},
  // app/Http/Controllers/API/DeploymentController.php:259-263, 413
  {
    operation: 'createDeployment',
    title: 'unknown project',
    path: {project_id: unknownId},
    status: 500,
    message: 'Deployment not created',
  },
  // app/Http/Controllers/API/DeploymentController.php:184-187
  {
    operation: 'getDeployment',
    title: 'unknown id',
    path: {deployment_id: unknownId},
    status: 404,
    message: 'Deployment not found',
  },
  // app/Http/Controllers/API/DeploymentController.php:674-684
  {operation: 'deleteDeployment', title: 'existing', status: 200, message: 'Deployment deleted'},
  // app/Http/Controllers/API/DeploymentController.php:781-785: a new link's id names no link (network-policy-put-needs-existing-link)
  {
    operation: 'putNetworkPolicy',
    title: 'a new link',
    path: {network_policy_id: unknownId},
    status: 404,
    message: 'Network policy not found',
  },
  // app/Http/Controllers/API/DeploymentController.php:781-785: $request->network_policy_id reads the body first
  {
    operation: 'putNetworkPolicy',
    title: 'an id in the body wins over the path',
    body: (example) => ({...example, network_policy_id: unknownId}),
    status: 404,
    message: 'Network policy not found',
  },
  // app/Http/Controllers/API/DeploymentController.php:781, 792-796, 809-810: the create branch leaves $networkPolicy unset
  {
    operation: 'putNetworkPolicy',
    title: 'a null id in the body',
    body: (example) => ({...example, network_policy_id: null}),
    status: 500,
    message: 'Server Error',
  },
  // app/Http/Controllers/API/DeploymentController.php:869-872
  {
    operation: 'deleteNetworkPolicy',
    title: 'unknown id',
    path: {network_policy_id: unknownId},
    status: 404,
    message: 'Network policy not found',
  },
  // app/Http/Controllers/API/DeploymentController.php:937-943
  {
    operation: 'revertDeploymentCommit',
    title: 'unknown commit',
    path: {commit_id: unknownId},
    status: 404,
    message: 'Commit not found',
  },

  // Templates: app/Http/Controllers/API/TemplateController.php:21 imports the facade, whose
  // ResponseFactory has no generate() (templates-api-500)
  // app/Http/Controllers/API/TemplateController.php:21, 147
  {operation: 'listTemplates', title: 'first page', status: 500, message: 'Server Error'},
  // app/Http/Controllers/API/TemplateController.php:21, 270-278 (Template::create, then the facade has no generate())
  {operation: 'createTemplate', title: 'valid', status: 500, message: 'Server Error'},
  // app/Http/Controllers/API/TemplateController.php:21, 204-207
  {
    operation: 'getTemplate',
    title: 'unknown id',
    path: {template_id: unknownId},
    status: 500,
    message: 'Server Error',
  },
  // app/Http/Middleware/API/AuthGuard.php:34-35, before the controller
  {operation: 'createTemplate', title: 'without a token', token: false, status: 401, message: 'Unauthorized'},

  // Users
  // app/Http/Controllers/API/UserController.php:85-87
  {operation: 'listUsers', title: 'first page', status: 200, message: 'Users retrieved successfully'},
  // app/Http/Controllers/API/UserController.php:205, 210-211
  {
    operation: 'createUser',
    title: 'a password without its confirmation',
    body: {name: 'Ines Kovac', email: 'ines.kovac@example.com', password: 'harbour-Lights-9'},
    status: 400,
    message: 'Validation failed',
    data: {password: ['The password field confirmation does not match.']},
  },
  // app/Http/Controllers/API/UserController.php:221-223: roles are looked up under the guard api (api-permission-guard)
  {
    operation: 'createUser',
    title: 'with roles',
    body: {name: 'Ines Kovac', email: 'ines.kovac@example.com', roles: ['operators']},
    status: 500,
    message: 'Server Error',
  },
  // app/Http/Controllers/API/UserController.php:144-150
  {operation: 'getUser', title: 'unknown id', path: {user_id: '4711'}, status: 404, message: 'User not found'},
  // app/Http/Controllers/API/UserController.php:289, 295-296: unique:users without the user's own row (user-update-unchanged-email)
  {
    operation: 'updateUser',
    title: 'the e-mail address the user has',
    body: {name: 'Priya Raman', email: 'priya.raman@example.com'},
    status: 400,
    message: 'Validation failed',
    data: {email: ['The email has already been taken.']},
  },
  // app/Http/Controllers/API/UserController.php:299-316
  {operation: 'updateUser', title: 'unknown id', path: {user_id: '4711'}, status: 404, message: 'User not found'},

  // Roles
  // app/Http/Controllers/API/RoleController.php:78-80
  {operation: 'listRoles', title: 'first page', status: 200, message: 'Roles retrieved successfully'},
  // app/Http/Controllers/API/RoleController.php:201-210
  {
    operation: 'createRole',
    title: 'without permissions',
    body: {name: 'auditors', permissions: []},
    status: 200,
    message: 'Role created successfully',
  },
  // app/Http/Controllers/API/RoleController.php:202-208: the role gets the guard api, which holds no permission (api-permission-guard)
  {
    operation: 'createRole',
    title: 'with permissions',
    body: {name: 'auditors', permissions: ['projects.*']},
    status: 500,
    message: 'Server Error',
  },
  // app/Http/Controllers/API/RoleController.php:138-144
  {operation: 'getRole', title: 'unknown id', path: {role_id: '4711'}, status: 404, message: 'Role not found'},
];

let description: Json;
let sandbox: Sandbox;
let mock: ApiMock;

before(async () => {
  mock = await startApiMock(180_000);
  // The description the site publishes, with the known issues the page gives "Try it".
  description = JSON.parse(JSON.stringify(await bundleOpenApi())) as Json;
  const {tryIt} = buildViewModel(description, {knownIssuesOf: knownIssuesOfOperation});
  sandbox = new Sandbox(description, {releaseAnswers: tryIt.releaseAnswers});
});

after(async () => {
  await mock?.close();
});

/** Follows local `$ref`s. */
function deref(value: unknown): Json {
  let current = value as Json;
  while (typeof current?.$ref === 'string')
    current = (current.$ref as string)
      .slice(2)
      .split('/')
      .reduce<Json>((node, token) => node[token] as Json, description);
  return current;
}

/** The request of a row, built as "Try it" builds it. */
function request(row: Case): BuiltRequest {
  for (const [path, rawItem] of Object.entries(description.paths as Json)) {
    const item = deref(rawItem);
    for (const [method, operation] of Object.entries(item)) {
      if ((operation as Json).operationId !== row.operation) continue;
      const op = operation as Json;
      const parameters = [...((item.parameters as Json[]) ?? []), ...((op.parameters as Json[]) ?? [])].map(deref);
      const values = Object.fromEntries(
        parameters
          .filter((parameter) => parameter.in === 'path')
          .map((parameter) => [
            `path:${String(parameter.name)}`,
            row.path?.[String(parameter.name)] ?? String(parameter.example),
          ]),
      );
      const media = op.requestBody ? ((deref(op.requestBody).content as Json)['application/json'] as Json) : undefined;
      const example = media ? (deref(Object.values(media.examples as Json)[0]).value as Json) : undefined;
      const body = typeof row.body === 'function' ? row.body(example!) : (row.body ?? example);
      const built = buildRequest({
        baseUrl: 'https://sandbox.example',
        basePath: '',
        method,
        path,
        parameters: parameters.map((parameter) => ({
          name: String(parameter.name),
          in: parameter.in as 'path',
          required: parameter.required === true,
        })),
        values,
        token: row.token === false ? '' : 'sandbox-token',
        ...(body === undefined ? {} : {body: {contentType: 'application/json', text: JSON.stringify(body)}}),
      });
      assert.ok(built.ok, JSON.stringify(built));
      return built.request;
    }
  }
  throw new Error(`no operation ${row.operation}`);
}

function assertAnswer(row: Case, answer: Pick<SandboxResponse, 'status' | 'body'>, who: string) {
  const body = JSON.parse(answer.body) as Json;
  assert.equal(answer.status, row.status, `${who}: ${answer.body}`);
  assert.equal(body.message, row.message, `${who}: ${answer.body}`);
  if (row.data) assert.deepEqual(body.data, row.data, who);
}

describe('"Try it" answers as Kublade 1.2.3: the sandbox and the mock', () => {
  test('the table covers every kind of operation', () => {
    assert.ok(cases.length >= 32, `${cases.length} cases`);
    for (const verb of ['list', 'get', 'create', 'update', 'delete'])
      assert.ok(
        cases.some((row) => row.operation.startsWith(verb)),
        verb,
      );
  });

  for (const row of cases) {
    test(`${row.operation}, ${row.title}: ${row.status} ${row.message}`, async () => {
      const built = request(row);
      assertAnswer(row, sandbox.answer(built), 'sandbox');
      const url = new URL(built.url);
      const response = await fetch(`${mock.url}${url.pathname}${url.search}`, {
        method: built.method,
        headers: built.headers,
        body: built.body,
      });
      assertAnswer(row, {status: response.status, body: await response.text()}, 'mock');
    });
  }

  test("a condition's known issue is the registry's entry, with its title", () => {
    for (const [operation, answers] of Object.entries(conditionalAnswers))
      for (const {issue} of answers) {
        if (!issue) continue;
        const entry = findKnownIssue(issue.id);
        assert.equal(issue.title, entry?.title, `${operation}: ${issue.id}`);
        assert.ok(entry?.operations.includes(operation), `${issue.id} names ${operation}`);
      }
  });
});
