/**
 * The in-page sandbox against the real bundled description, and (last test) against Prism, the
 * mock of `npm run api:mock`: both must give the same status for the same request.
 *
 * Run alone: node --import tsx --test tests/unit/plugins/api-reference/sandbox.test.ts
 */
import assert from 'node:assert/strict';
import {before, describe, test} from 'node:test';

import {Sandbox} from '../../../../plugins/api-reference/sandbox';
import {buildRequest, type BuiltRequest, type RequestInput} from '../../../../plugins/api-reference/tryIt/request';
import {bundleOpenApi} from '../../../../lib/openapi.mjs';
import {startApiMock} from '../../../support/apiMock';

type Json = Record<string, unknown>;

let description: Json;
let sandbox: Sandbox;

before(async () => {
  // The same JSON the site publishes at /api/openapi.json.
  description = JSON.parse(JSON.stringify(await bundleOpenApi())) as Json;
  sandbox = new Sandbox(description);
});

const projectId = 'afac654b-3a9b-484f-93c4-1ca8630a55c2';
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

describe('sandbox', () => {
  test('a valid list request gets the first example of its 200', () => {
    const response = sandbox.answer(request('GET', '/api/projects'));
    assert.equal(response.status, 200);
    assert.equal(response.statusText, 'OK');
    assert.deepEqual(response.headers, [['content-type', 'application/json']]);
    assert.deepEqual(json(response.body), firstExample('/api/projects', 'get', '200'));
  });

  test('a valid create request gets its 201', () => {
    const response = sandbox.answer(request('POST', '/api/projects', {body: '{"name": "payments-staging"}'}));
    assert.equal(response.status, 201);
    assert.deepEqual(json(response.body), firstExample('/api/projects', 'post', '201'));
  });

  test('an invalid body gets the documented 400 envelope with the real reasons', () => {
    const missing = sandbox.answer(request('POST', '/api/projects', {body: '{}'}));
    assert.equal(missing.status, 400);
    assert.deepEqual(json(missing.body), {
      status: 'error',
      message: 'Validation failed',
      data: {name: ['The name field is required.']},
    });

    const wrong = json(sandbox.answer(request('POST', '/api/projects', {body: '{"name": 5}'})).body);
    assert.deepEqual(Object.keys(wrong.data as Json), ['name']);
    assert.match(String((wrong.data as Json).name), /type/i);

    const empty = json(sandbox.answer(request('POST', '/api/projects', {body: '{"name": ""}'})).body);
    assert.match(String((empty.data as Json).name), /short/i);
  });

  test('a missing required body is a 400 too', () => {
    const response = sandbox.answer(request('POST', '/api/projects'));
    assert.equal(response.status, 400);
    assert.deepEqual((json(response.body).data as Json).body, ['The request body is required.']);
  });

  test('invalid path and query parameters get the 400 with their names', () => {
    const path = sandbox.answer(request('GET', '/api/projects/not-a-uuid'));
    assert.equal(path.status, 400);
    assert.deepEqual(Object.keys(json(path.body).data as Json), ['project_id']);

    // The templates list documents neither 422, 400 nor default: Prism then makes up a 422 of its own.
    const query = sandbox.answer(request('GET', '/api/templates', {query: '?type=bogus'}));
    assert.equal(query.status, 422);
    assert.deepEqual(Object.keys(json(query.body).validation as Json), ['type']);

    assert.equal(sandbox.answer(request('GET', '/api/templates', {query: '?type=cluster'})).status, 200);
    assert.equal(sandbox.answer(request('GET', `/api/projects/${projectId}`)).status, 200);
  });

  test('no token gets the documented 401 with its first example, before any validation', () => {
    for (const built of [
      request('GET', '/api/projects', {withToken: false}),
      request('POST', '/api/projects', {withToken: false, body: '{}'}),
    ]) {
      const response = sandbox.answer(built);
      assert.equal(response.status, 401);
      assert.deepEqual(json(response.body), firstExample('/api/projects', 'get', '401'));
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

  test('an unknown path is a 404, a known path with another method a 405', () => {
    const unknown = sandbox.answer(request('GET', '/api/nothing-here'));
    assert.equal(unknown.status, 404);
    assert.equal(unknown.headers[0][1], 'application/problem+json');
    assert.equal(sandbox.answer(request('PUT', '/api/projects')).status, 405);
  });

  test('a concrete path wins over a templated one', () => {
    assert.notEqual(sandbox.answer(request('POST', '/api/templates/import', {body: '{}'})).status, 405);
  });

  test('every operation without a body answers its lowest 2xx when called with its parameter examples', () => {
    let checked = 0;
    for (const [path, item] of Object.entries(description.paths as Json)) {
      for (const [method, operation] of Object.entries(item as Json)) {
        if (!(operation as Json).responses) continue;
        const responses = Object.keys((operation as Json).responses as Json);
        const success = responses.filter((status) => status.startsWith('2')).sort()[0];
        if (!success || (operation as Json).requestBody) continue;
        const examples = new Map(
          [...(((item as Json).parameters as Json[]) ?? []), ...(((operation as Json).parameters as Json[]) ?? [])]
            .map((parameter) => deref(parameter))
            .map((parameter) => [parameter.name, String(parameter.example)]),
        );
        const concrete = path.replace(/\{([^}]+)\}/g, (_match, name: string) => examples.get(name) ?? '');
        assert.equal(sandbox.answer(request(method, concrete)).status, Number(success), `${method} ${path}`);
        checked++;
      }
    }
    assert.ok(checked > 30, `${checked} operations checked`);
  });
});

// ---------------------------------------------------------------- agreement with Prism

describe('sandbox and Prism agree', () => {
  test('on the status of the same requests', {timeout: 240_000}, async (t) => {
    const mock = await startApiMock(180_000);
    const mockUrl = mock.url;
    try {
      const cases: BuiltRequest[] = [
        request('GET', '/api/projects'),
        request('GET', '/api/projects', {withToken: false}),
        request('POST', '/api/projects', {body: '{}'}),
        request('POST', '/api/projects', {body: '{"name": 5}'}),
        request('POST', '/api/projects', {body: '{"name": "payments-staging"}'}),
        request('POST', '/api/projects', {withToken: false, body: '{}'}),
        request('GET', '/api/projects/not-a-uuid'),
        request('GET', `/api/projects/${projectId}`),
        request('GET', '/api/templates', {query: '?type=bogus'}),
        request('GET', '/api/templates', {query: '?type=cluster'}),
        request('POST', '/api/auth/login', {withToken: false, body: '{"email": "admin@example.com", "password": "x"}'}),
        request('POST', '/api/auth/login', {withToken: false, body: '{"email": "not an address"}'}),
        request('GET', '/api/nothing-here'),
        request('PUT', '/api/projects'),
      ];
      const table: string[] = [];
      for (const built of cases) {
        const url = new URL(built.url);
        const prism = await fetch(`${mockUrl}${url.pathname}${url.search}`, {
          method: built.method,
          headers: built.headers,
          body: built.body,
        });
        await prism.arrayBuffer();
        const ours = sandbox.answer(built).status;
        table.push(
          `${built.method} ${url.pathname}${url.search} ${built.body ?? ''}: Prism ${prism.status}, sandbox ${ours}`,
        );
        assert.equal(ours, prism.status, table.at(-1));
      }
      for (const line of table) t.diagnostic(line);
    } finally {
      await mock.close();
    }
  });
});
