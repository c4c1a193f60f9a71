/**
 * The in-page sandbox against the real bundled description, answering as Kublade 1.2.3 would, and
 * (last test) the mock of `npm run api:mock -- --as-documented`, which answers through the same
 * module over HTTP as the description documents.
 *
 * Run alone: node --import tsx --test tests/unit/plugins/api-reference/sandbox.test.ts
 */
import assert from 'node:assert/strict';
import {before, describe, test} from 'node:test';

import {Sandbox, type SandboxAnswer} from '../../../../plugins/api-reference/sandbox';
import {pathRules} from '../../../../plugins/api-reference/sandbox/server';
import {buildRequest, type BuiltRequest, type RequestInput} from '../../../../plugins/api-reference/tryIt/request';
import {buildViewModel} from '../../../../plugins/api-reference/viewModel';
import {bundleOpenApi} from '../../../../lib/openapi.mjs';
import {knownIssues, knownIssuesOfOperation} from '../../../../src/data/knownIssues';
import {startApiMock} from '../../../support/apiMock';

type Json = Record<string, unknown>;

let description: Json;
let sandbox: Sandbox;

before(async () => {
  // The same JSON the site publishes at /api/openapi.json, with the known issues the page gives "Try it".
  description = JSON.parse(JSON.stringify(await bundleOpenApi())) as Json;
  const {tryIt} = buildViewModel(description, {knownIssuesOf: knownIssuesOfOperation});
  sandbox = new Sandbox(description, {releaseAnswers: tryIt.releaseAnswers});
});

// The examples of the path parameters: the records that exist for the sandbox.
const projectId = 'afac654b-3a9b-484f-93c4-1ca8630a55c2';
const deploymentId = '12d1b78d-3b5d-4393-b439-32b6e49fe931';
const commitId = '3829cd93-fc7b-49e5-9027-e1014361f7f1';
const clusterId = '444de6e8-213e-4ff6-83fa-2ee13bf678fb';
const token = 'sandbox-token';

function request(
  method: string,
  path: string,
  {body, withToken = true, query = ''}: {body?: string; withToken?: boolean; query?: string} = {},
): BuiltRequest {
  const input: RequestInput = {
    baseUrl: 'https://sandbox.example',
    basePath: '',
    method,
    path,
    parameters: [],
    values: {},
    token: withToken ? token : '',
    ...(body === undefined ? {} : {body: {contentType: 'application/json', text: body}}),
  };
  const result = buildRequest(input);
  assert.ok(result.ok, JSON.stringify(result));
  return {...result.request, url: result.request.url + query};
}

/** Follows a local `$ref`, the long way round, to compare with what the sandbox does. */
function deref(value: unknown): Json {
  let current = value as Json;
  while (typeof current?.$ref === 'string') {
    current = (current.$ref as string)
      .slice(2)
      .split('/')
      .reduce<Json>((node, token) => node[token] as Json, description);
  }
  return current;
}

/** The first example of an operation's request body. */
function firstRequestExample(path: string, method: string): Json {
  const operation = deref((description.paths as Json)[path.replace(projectId, '{project_id}')])[method] as Json;
  const json = (deref(operation.requestBody).content as Json)['application/json'] as Json;
  return deref(Object.values(json.examples as Json)[0]).value as Json;
}

/** The first example of a documented response. */
function firstExample(path: string, method: string, status: string): unknown {
  const operation = deref((description.paths as Json)[path])[method] as Json;
  const media = deref((operation.responses as Json)[status]).content as Json;
  const json = media['application/json'] as Json;
  return json.example ?? deref(Object.values(json.examples as Json)[0]).value;
}

function json(body: string): Json {
  return JSON.parse(body) as Json;
}

function validation(answer: SandboxAnswer): Json {
  assert.equal(answer.status, 400, answer.body);
  const body = json(answer.body);
  assert.equal(body.status, 'error');
  assert.equal(body.message, 'Validation failed');
  return body.data as Json;
}

const operations = () =>
  Object.entries(description.paths as Json).flatMap(([path, item]) =>
    Object.entries(deref(item))
      .filter(([, operation]) => typeof (operation as Json).operationId === 'string')
      .map(([method, operation]) => ({path, method, operation: operation as Json, item: deref(item)})),
  );

describe('sandbox: documented answers', () => {
  test('a valid list request gets the first example of its 200', () => {
    const response = sandbox.answer(request('GET', '/api/projects'));
    assert.equal(response.status, 200);
    assert.equal(response.statusText, 'OK');
    assert.deepEqual(response.headers, [['content-type', 'application/json']]);
    assert.deepEqual(json(response.body), firstExample('/api/projects', 'get', '200'));
    assert.equal(response.knownIssue, undefined);
  });

  test('a valid create request gets its 201', () => {
    const response = sandbox.answer(request('POST', '/api/projects', {body: '{"name": "payments-staging"}'}));
    assert.equal(response.status, 201);
    assert.deepEqual(json(response.body), firstExample('/api/projects', 'post', '201'));
  });

  test('no token gets the documented 401 with its first example, before any validation', () => {
    for (const built of [
      request('GET', '/api/projects', {withToken: false}),
      request('POST', '/api/projects', {withToken: false, body: '{}'}),
      // The templates family fails only after the token check (templates-api-500).
      request('POST', '/api/templates', {withToken: false, body: '{}'}),
    ]) {
      const response = sandbox.answer(built);
      assert.equal(response.status, 401);
      assert.deepEqual(json(response.body), {status: 'error', message: 'Unauthorized'});
      assert.equal(response.knownIssue, undefined);
    }
  });

  test('operations without security answer without a token', () => {
    const response = sandbox.answer(
      request('POST', '/api/auth/login', {
        withToken: false,
        body: '{"email": "admin@example.com", "password": "secret"}',
      }),
    );
    assert.equal(response.status, 200);
  });

  test('every operation that 1.2.3 answers as documented gets its lowest 2xx with its parameter examples', (t) => {
    let checked = 0;
    for (const {path, method, operation, item} of operations()) {
      const responses = Object.keys(operation.responses as Json);
      const success = responses.filter((status) => status.startsWith('2')).sort()[0];
      if (!success || operation.requestBody) continue;
      if (knownIssuesOfOperation(String(operation.operationId)).some((entry) => entry.answer)) continue;
      const examples = new Map(
        [...((item.parameters as Json[]) ?? []), ...((operation.parameters as Json[]) ?? [])]
          .map((parameter) => deref(parameter))
          .map((parameter) => [parameter.name, String(parameter.example)]),
      );
      const concrete = path.replace(/\{([^}]+)\}/g, (_match, name: string) => examples.get(name) ?? '');
      assert.equal(sandbox.answer(request(method, concrete)).status, Number(success), `${method} ${path}`);
      checked++;
    }
    assert.ok(checked > 15, `${checked} operations checked`);
    t.diagnostic(`${checked} operations checked`);
  });

  test('every request body example of the description passes validation', (t) => {
    let checked = 0;
    for (const {path, method, operation} of operations()) {
      if (!operation.requestBody) continue;
      const content = (deref(operation.requestBody).content ?? {}) as Json;
      const media = content['application/json'] as Json | undefined;
      if (!media) continue;
      const examples = media.examples
        ? Object.values(media.examples as Json).map((example) => deref(example).value)
        : [media.example];
      const concrete = path.replace(/\{[^}]+\}/g, projectId);
      for (const example of examples.filter((value) => value !== undefined)) {
        const answer = sandbox.answer(request(method, concrete, {body: JSON.stringify(example)}));
        const documented = answer.documented ?? answer;
        assert.notEqual(documented.status, 400, `${operation.operationId}: ${documented.body}`);
        checked++;
      }
    }
    assert.ok(checked > 25, `${checked} examples checked`);
    t.diagnostic(`${checked} request examples checked`);
  });
});

describe("sandbox: validation in the server's words", () => {
  test('a missing or blank required field: "The name field is required."', () => {
    for (const body of ['{}', '{"name": ""}', '{"name": "   "}', '{"name": null}', '']) {
      const built = body === '' ? request('POST', '/api/projects') : request('POST', '/api/projects', {body});
      assert.deepEqual(validation(sandbox.answer(built)), {name: ['The name field is required.']}, body);
    }
  });

  test("type, length, e-mail and choice failures as Laravel's messages", () => {
    assert.deepEqual(validation(sandbox.answer(request('POST', '/api/projects', {body: '{"name": 5}'}))), {
      name: ['The name field must be a string.'],
    });
    assert.deepEqual(
      validation(sandbox.answer(request('POST', '/api/projects', {body: JSON.stringify({name: 'x'.repeat(256)})}))),
      {name: ['The name field must not be greater than 255 characters.']},
    );
    assert.deepEqual(
      validation(sandbox.answer(request('POST', '/api/auth/login', {withToken: false, body: '{"email": 42}'}))),
      {email: ['The email field must be a valid email address.'], password: ['The password field is required.']},
    );
    assert.deepEqual(
      validation(
        sandbox.answer(
          request('POST', '/api/auth/register', {
            withToken: false,
            body: '{"name": "Ada", "email": "ada@example.com", "password": "12345"}',
          }),
        ),
      ),
      {password: ['The password field must be at least 6 characters.']},
    );
    // The documented answer of the templates family: the release answers 500 (below).
    const template = sandbox.answer(request('POST', '/api/templates', {body: '{"type": "chart", "name": "web"}'}));
    assert.deepEqual(validation(template.documented!), {type: ['The selected type is invalid.']});
  });

  test('nested fields are named with their path, each under its parent', () => {
    const data = validation(
      sandbox.answer(request('POST', `/api/projects/${projectId}/clusters`, {body: '{"name": "a", "git": {}}'})),
    );
    assert.deepEqual(data['git.url'], ['The git.url field is required.']);
    assert.deepEqual(data['git.base_path'], ['The git.base path field is required.']);
    assert.deepEqual(data['resources.alert.cpu'], ['The resources.alert.cpu field is required.']);
    // An empty object is a missing one to Laravel's `required`.
    assert.deepEqual(data.git, ['The git field is required.']);
    const fields = Object.keys(data);
    assert.ok(
      fields.indexOf('git') < fields.indexOf('git.url') && fields.indexOf('git.url') < fields.indexOf('k8s'),
      fields.join(', '),
    );
  });

  test('a number in text form passes numeric and integer checks, as in PHP', () => {
    const thresholds = {cpu: '60', memory: 60, storage: '6e1', pods: 60};
    const body = {
      name: 'staging',
      git: {
        url: 'https://git.example.com/flux.git',
        branch: 'main',
        credentials: 'token',
        username: 'kublade',
        email: 'kublade@example.com',
        base_path: '/',
      },
      k8s: {api_url: 'https://k8s.example.com', kubeconfig: 'x', service_account_token: 'y', node_prefix: null},
      namespace: {utility: 'kube-system', ingress: 'kube-system'},
      resources: {alert: thresholds, limit: {...thresholds, cpu: 'eighty'}},
    };
    assert.deepEqual(
      validation(sandbox.answer(request('POST', `/api/projects/${projectId}/clusters`, {body: JSON.stringify(body)}))),
      {'resources.limit.cpu': ['The resources.limit.cpu field must be a number.']},
    );
  });

  test('an optional object is checked only when it is sent', () => {
    const answer = sandbox.answer(request('PATCH', '/api/templates/t1', {body: '{"name": "web"}'}));
    assert.equal(answer.documented?.status, 200, answer.documented?.body);
    const withGit = sandbox.answer(request('PATCH', '/api/templates/t1', {body: '{"name": "web", "git": {}}'}));
    assert.deepEqual(Object.keys(validation(withGit.documented!)).slice(0, 2), ['git.url', 'git.branch']);
  });

  test('path ids are checked as the action checks them: length only, never as UUIDs', () => {
    // Deliberately not the schema: `format: uuid` is what ids look like, not a check of 1.2.3. Such an
    // id passes validation and is looked up, and no project has it.
    const notUuid = sandbox.answer(request('GET', '/api/projects/not-a-uuid'));
    assert.deepEqual([notUuid.status, json(notUuid.body).message], [404, 'Project not found']);
    const long = 'p'.repeat(256);
    assert.deepEqual(validation(sandbox.answer(request('GET', `/api/projects/${long}`))), {
      project_id: ['The project id field must not be greater than 255 characters.'],
    });
    // updateRole checks no path parameter: its id reaches the database, which the sandbox does not have.
    assert.notEqual(
      sandbox.answer(request('PATCH', `/api/roles/${long}`, {body: '{"name": "operators"}'})).status,
      400,
    );
    // Path and body failures together, path first, as one validator reports them.
    assert.deepEqual(Object.keys(validation(sandbox.answer(request('PATCH', `/api/projects/${long}`, {body: '{}'})))), [
      'project_id',
      'name',
    ]);
  });

  test('query parameters are not checked: 1.2.3 checks none', () => {
    const answer = sandbox.answer(request('GET', '/api/projects', {query: '?cursor=%%%'}));
    assert.equal(answer.status, 200);
  });

  test('the table of path checks names real operations and their path parameters', () => {
    const byId = new Map(operations().map((entry) => [String(entry.operation.operationId), entry]));
    for (const [id, rules] of Object.entries(pathRules)) {
      const entry = byId.get(id);
      assert.ok(entry, `${id} is an operation`);
      for (const name of Object.keys(rules)) assert.ok(entry.path.includes(`{${name}}`), `${id}: ${name}`);
    }
  });
});

describe('sandbox: routing as 1.2.3 routes', () => {
  test('a GET to an unknown path answers the fallback route; other methods Laravel’s 405', () => {
    const unknown = sandbox.answer(request('GET', '/api/nothing-here'));
    assert.equal(unknown.status, 404);
    assert.deepEqual(json(unknown.body), {status: 'error', message: 'Not found'});
    const post = sandbox.answer(request('POST', '/api/nothing-here'));
    assert.equal(post.status, 405);
    assert.deepEqual(json(post.body), {
      message: 'The POST method is not supported for route api/nothing-here. Supported methods: GET, HEAD.',
    });
    const put = sandbox.answer(request('PUT', '/api/projects'));
    assert.equal(put.status, 405);
    assert.match(json(put.body).message as string, /Supported methods: GET, HEAD, POST\.$/);
    assert.deepEqual(put.headers.at(-1), ['allow', 'GET, HEAD, POST']);
  });

  test('a concrete path wins over a templated one', () => {
    const answer = sandbox.answer(request('POST', '/api/templates/import', {body: '{}'}));
    assert.notEqual(answer.status, 405);
    assert.equal(answer.documented?.status, 400);
  });

  test('an id with an encoded slash does not match its route, as Laravel decodes the path first', () => {
    assert.equal(sandbox.answer(request('GET', `/api/projects/a%2Fb`)).status, 404);
  });
});

describe('sandbox: the records the action looks up', () => {
  test('an id other than the examples answers as the action does when it finds no record', () => {
    const project = sandbox.answer(request('GET', `/api/projects/${clusterId}`));
    assert.deepEqual([project.status, json(project.body)], [404, {status: 'error', message: 'Project not found'}]);
    assert.equal(project.documented, undefined, 'the description documents the same');
    // createDeployment reports a project, template or cluster it cannot find as its own failure.
    const deployment = sandbox.answer(
      request('POST', `/api/projects/${projectId}/deployments`, {
        body: JSON.stringify({template_id: projectId, cluster_id: clusterId, name: 'checkout-redis'}),
      }),
    );
    assert.deepEqual([deployment.status, json(deployment.body).message], [500, 'Deployment not created']);
  });

  test('only the ids the action looks up: getCluster does not look at the project of the path', () => {
    assert.equal(sandbox.answer(request('GET', `/api/projects/${clusterId}/clusters/${clusterId}`)).status, 200);
  });

  test("an id Laravel reads from the body before the path: putNetworkPolicy's network_policy_id", () => {
    const path = `/api/projects/${projectId}/deployments/${deploymentId}/network-policy/c2bcadac-cded-4343-926b-bc34fdeafa17`;
    const body = {source_deployment_id: projectId, target_deployment_id: deploymentId};
    assert.equal(sandbox.answer(request('PUT', path, {body: JSON.stringify(body)})).status, 200);
    const other = sandbox.answer(request('PUT', path, {body: JSON.stringify({...body, network_policy_id: projectId})}));
    assert.deepEqual([other.status, json(other.body).message], [404, 'Network policy not found']);
  });
});

describe('sandbox: where 1.2.3 answers otherwise for some requests', () => {
  test('the answer names its known issue and when it applies, with the documented answer beside it', () => {
    const unchanged = sandbox.answer(
      request('PATCH', '/api/users/8', {body: '{"name": "Priya Raman", "email": " Priya.Raman@example.com "}'}),
    );
    assert.equal(unchanged.status, 400);
    assert.deepEqual(json(unchanged.body).data, {email: ['The email has already been taken.']});
    assert.deepEqual(unchanged.knownIssue, {
      issueId: 'user-update-unchanged-email',
      issueTitle: knownIssues.find((entry) => entry.id === 'user-update-unchanged-email')?.title,
      when: 'for the e-mail address the user already has',
    });
    assert.equal(unchanged.documented?.status, 200);
    const changed = sandbox.answer(
      request('PATCH', '/api/users/8', {body: '{"name": "Priya", "email": "p@example.com"}'}),
    );
    assert.equal(changed.status, 200);
    assert.equal(changed.documented, undefined);
  });

  test('a cluster without the key node_prefix is saved in part, then answers 500 with its entry', () => {
    const path = `/api/projects/${projectId}/clusters`;
    const example = firstRequestExample(path, 'post');
    const k8s = {...(example.k8s as Json)};
    delete k8s.node_prefix;
    const answer = sandbox.answer(request('POST', path, {body: JSON.stringify({...example, k8s})}));
    assert.deepEqual([answer.status, json(answer.body)], [500, {message: 'Server Error'}]);
    assert.equal(answer.knownIssue?.issueId, 'cluster-node-prefix-key-required');
    assert.equal(answer.documented?.status, 201);
  });

  test('a request that fails an earlier check gets that answer', () => {
    const answer = sandbox.answer(request('POST', '/api/roles', {body: '{"permissions": ["projects.*"]}'}));
    assert.deepEqual(validation(answer), {name: ['The name field is required.']});
    assert.equal(answer.documented, undefined);
  });

  test('without conditional answers the sandbox answers those requests as documented', () => {
    const documented = new Sandbox(description, {conditionalAnswers: {}});
    const answer = documented.answer(request('POST', '/api/roles', {body: '{"name": "a", "permissions": ["x"]}'}));
    assert.equal(answer.status, 200);
    assert.equal(answer.documented, undefined);
  });
});

describe('sandbox: where a known issue makes 1.2.3 answer otherwise', () => {
  const serverError = {message: 'Server Error'};

  test('the templates family answers 500 after the token check, validation included, with the documented answer beside it', () => {
    const created = sandbox.answer(request('POST', '/api/templates', {body: '{"type": "application", "name": "web"}'}));
    assert.equal(created.status, 500);
    assert.equal(created.statusText, 'Internal Server Error');
    assert.deepEqual(json(created.body), serverError);
    assert.deepEqual(created.knownIssue, {
      issueId: 'templates-api-500',
      issueTitle: knownIssues.find((entry) => entry.id === 'templates-api-500')?.title,
    });
    assert.equal(created.documented?.status, 200);
    assert.deepEqual(json(created.documented.body), firstExample('/api/templates', 'post', '200'));

    const invalid = sandbox.answer(request('POST', '/api/templates', {body: '{}'}));
    assert.equal(invalid.status, 500, 'the controller fails on its validation answer too');
    assert.deepEqual(validation(invalid.documented!), {
      type: ['The type field is required.'],
      name: ['The name field is required.'],
    });
    assert.equal(sandbox.answer(request('GET', '/api/templates', {query: '?type=cluster'})).status, 500);
  });

  test('getCurrentUser answers 500, getActivity the fallback 404 even without a token', () => {
    const me = sandbox.answer(request('GET', '/api/auth/me'));
    assert.equal(me.status, 500);
    assert.deepEqual(json(me.body), serverError);
    assert.equal(me.knownIssue?.issueId, 'auth-me-500');
    assert.equal(sandbox.answer(request('GET', '/api/auth/me', {withToken: false})).status, 401);

    for (const withToken of [true, false]) {
      const activity = sandbox.answer(request('GET', `/api/activities/${projectId}`, {withToken}));
      assert.equal(activity.status, 404);
      assert.deepEqual(json(activity.body), {status: 'error', message: 'Not found'});
      assert.equal(activity.knownIssue?.issueId, 'activity-get-not-routed');
    }
  });

  test('revertDeploymentCommit answers 500 after its validation and lookup, says when, and keeps its 400 and 404', () => {
    const path = `/api/projects/${projectId}/deployments/${deploymentId}/commit/${commitId}`;
    const reverted = sandbox.answer(request('PATCH', path));
    assert.equal(reverted.status, 500);
    assert.equal(reverted.knownIssue?.issueId, 'commit-revert-500');
    assert.match(reverted.knownIssue?.when ?? '', /field values/);
    const long = sandbox.answer(request('PATCH', path.replace(/[^/]+$/, 'c'.repeat(256))));
    assert.equal(long.status, 400);
    assert.equal(long.knownIssue, undefined);
    const unknown = sandbox.answer(request('PATCH', path.replace(/[^/]+$/, projectId)));
    assert.deepEqual([unknown.status, json(unknown.body).message], [404, 'Commit not found']);
    assert.equal(unknown.knownIssue, undefined);
  });

  test('which operations: exactly those whose registry entries carry an answer', () => {
    const {tryIt} = buildViewModel(description, {knownIssuesOf: knownIssuesOfOperation});
    const expected = knownIssues
      .filter((entry) => entry.answer)
      .flatMap((entry) => entry.operations)
      .sort();
    assert.deepEqual(Object.keys(tryIt.releaseAnswers).sort(), [...new Set(expected)].sort());
    assert.equal(Object.keys(tryIt.releaseAnswers).length, 40);
  });
});

// ---------------------------------------------------------------- the mock of npm run api:mock

// sandbox-parity.test.ts sends its table to the mock as it starts by default, answering as 1.2.3.
describe('the mock of npm run api:mock', () => {
  test(
    'with --as-documented, answers over HTTP what the sandbox documents, without any of 1.2.3’s own answers',
    {timeout: 240_000},
    async (t) => {
      const mock = await startApiMock(180_000, ['--as-documented']);
      try {
        const requests: BuiltRequest[] = [
          request('GET', '/api/projects'),
          request('GET', '/api/projects', {withToken: false}),
          request('POST', '/api/projects', {body: '{}'}),
          request('POST', '/api/projects', {body: '{"name": 5}'}),
          request('POST', '/api/projects', {body: '{"name": "payments-staging"}'}),
          request('GET', `/api/projects/${projectId}`),
          request('GET', '/api/projects/not-a-uuid'),
          request('POST', '/api/auth/login', {withToken: false, body: '{"email": "not an address"}'}),
          request('GET', '/api/templates', {query: '?type=bogus'}),
          request('POST', '/api/templates', {body: '{"type": "application", "name": "web"}'}),
          request('PATCH', '/api/users/8', {body: '{"name": "Priya Raman", "email": "priya.raman@example.com"}'}),
          request('GET', '/api/nothing-here'),
          request('POST', '/api/nothing-here'),
          request('PUT', '/api/projects'),
        ];
        for (const built of requests) {
          const url = new URL(built.url);
          const answer = sandbox.answer(built);
          const expected = answer.documented ?? answer;
          const response = await fetch(`${mock.url}${url.pathname}${url.search}`, {
            method: built.method,
            headers: built.headers,
            body: built.body,
          });
          const line = `${built.method} ${url.pathname}${url.search} ${built.body ?? ''}: mock ${response.status}, sandbox ${expected.status}${answer.knownIssue ? ` (1.2.3: ${answer.status}, ${answer.knownIssue.issueId})` : ''}`;
          t.diagnostic(line);
          assert.equal(response.status, expected.status, line);
          assert.equal(await response.text(), expected.body, line);
          for (const [name, value] of expected.headers)
            assert.equal(response.headers.get(name), value, `${line}: ${name}`);
          assert.equal(response.headers.get('access-control-allow-origin'), '*', 'open to the page on any origin');
        }
      } finally {
        await mock.close();
      }
    },
  );
});
