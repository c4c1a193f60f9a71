import assert from 'node:assert/strict';
import {before, describe, test} from 'node:test';

import {bundleOpenApi} from '../../../../lib/openapi.mjs';
import {baseUrlMarker} from '../../../../plugins/api-reference/constants';
import {markdownToHtml} from '../../../../plugins/api-reference/markdown';
import {buildViewModel, laterSamples} from '../../../../plugins/api-reference/viewModel';
import {description, type Json} from './fixture';

describe('view model', () => {
  const defect = {
    id: 'some-defect',
    area: 'api' as const,
    title: 'A defect',
    affectedVersions: ['1.2.3'],
    symptom: 'What you see.',
    cause: 'Why.',
    sourcePaths: ['routes/api.php'],
    workaround: 'What to do.',
    pages: [],
    operations: ['getProject'],
  };
  const {model, examples, nav, tryIt} = buildViewModel(description(), {
    knownIssuesOf: (id) => (id === 'getProject' ? [defect] : []),
  });
  const operations = model.tags.flatMap((tag) => tag.operations);
  const projectExamples = examples.getProject;
  const loginExamples = examples.login;
  const getProject = operations.find((op) => op.id === 'getProject')!;
  const login = operations.find((op) => op.id === 'login')!;

  test('tags keep the order of the description and hold their operations', () => {
    assert.deepEqual(
      model.tags.map((tag) => [tag.name, tag.operations.map((op) => op.id)]),
      [
        ['Projects', ['getProject']],
        ['Authentication', ['login']],
      ],
    );
    assert.equal(model.version, '1.2.3');
    assert.equal(model.descriptionHtml, '<p>The <strong>REST</strong> API.</p>');
  });

  test('the server variable gives the base path after the installation address', () => {
    assert.equal(model.server.url, '{baseUrl}/api');
    assert.equal(model.server.basePath, '/api');
    assert.deepEqual(model.server.variables, [
      {name: 'baseUrl', defaultValue: 'http://localhost', descriptionHtml: '<p>Your installation.</p>'},
    ]);
  });

  test('the licence is shown by its SPDX identifier', () => {
    assert.deepEqual(model.license, {label: 'Apache-2.0'});
    const named = description();
    (named.info as Json).license = {name: 'MIT', url: 'javascript:alert(1)'};
    assert.deepEqual(buildViewModel(named).model.license, {label: 'MIT'});
  });

  test('descriptions are sanitised', () => {
    assert.equal(getProject.descriptionHtml, '<p>Returns one project. &lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });

  test('known issues come from the registry by operation id, not from the description', () => {
    assert.deepEqual(getProject.knownIssues, ['some-defect']);
    assert.deepEqual(login.knownIssues, []);
    assert.deepEqual(model.knownIssues, {'some-defect': defect}, 'each entry once, for the page');
    assert.equal(nav.knownIssueCount, 1, 'the side list links the section of the full entries');
    assert.deepEqual(buildViewModel(description()).model.tags[0].operations[0].knownIssues, []);
  });

  test('path item parameters are inherited, with an example for "Try it"', () => {
    assert.equal(getProject.parameters.length, 1);
    const [parameter] = getProject.parameters;
    assert.deepEqual(
      {...parameter, example: undefined},
      {
        name: 'project_id',
        in: 'path',
        required: true,
        type: 'string<uuid>',
        descriptionHtml: '<p>The project.</p>',
        example: undefined,
      },
    );
    assert.match(parameter.example, /^[0-9a-f-]{36}$/);
  });

  test('an optional parameter carries its default, for "Try it" to prefill', () => {
    const withQuery = description();
    const get = ((withQuery.paths as Json)['/projects/{project_id}'] as Json).get as Json;
    get.parameters = [
      {name: 'type', in: 'query', schema: {type: 'string', enum: ['application', 'cluster'], default: 'application'}},
      {name: 'cursor', in: 'query', schema: {type: 'string'}, example: 'eyJpZCI6MX0'},
    ];
    const parameters = buildViewModel(withQuery).model.tags[0].operations[0].parameters;
    assert.equal(parameters.find((p) => p.name === 'type')?.defaultValue, 'application');
    assert.equal(
      parameters.find((p) => p.name === 'cursor')?.defaultValue,
      undefined,
      'no default: a sample cursor is not prefilled',
    );
    assert.equal(getProject.parameters[0].defaultValue, undefined);
  });

  test('security falls back to the global requirement; an empty list means public', () => {
    assert.deepEqual(getProject.security, ['bearerAuth']);
    assert.deepEqual(login.security, []);
    assert.deepEqual(model.securitySchemes, [
      {
        name: 'bearerAuth',
        label: 'Bearer token (JWT) in the Authorization header',
        descriptionHtml: '<p>From <code>login</code>.</p>',
      },
    ]);
  });

  test('allOf is merged and component schemas are referenced by name, recursion included', () => {
    const schema = getProject.responses[0].schema!;
    assert.equal(schema.type, 'object');
    assert.deepEqual(
      schema.properties!.map((p) => p.name),
      ['status', 'message', 'data'],
    );
    const project = schema.properties![2].schema.properties![0];
    assert.deepEqual(project, {name: 'project', required: false, schema: {type: 'Project', ref: 'Project'}});
    const stored = model.schemas.Project;
    assert.deepEqual(
      stored.properties!.map((p) => [p.name, p.schema.type]),
      [
        ['id', 'string<uuid>'],
        ['name', 'string | null'],
        ['parent', 'Project'],
      ],
    );
    assert.deepEqual(model.schemas.Envelope.properties![0].schema.facts, ['one of: "success", "error"']);
  });

  test('examples live apart from the model; the browser gets only the navigation and, for "Try it", the requests', () => {
    assert.deepEqual(Object.keys(examples).sort(), ['getProject', 'login']);
    assert.doesNotMatch(JSON.stringify(model), /YOUR_API_TOKEN|"samples"/);
    assert.deepEqual(nav.tags[0].operations, [
      {id: 'getProject', method: 'get', path: getProject.path, summary: getProject.summary},
    ]);
    assert.doesNotMatch(JSON.stringify(nav), /descriptionHtml|"properties"/);
    assert.equal(tryIt.defaultBaseUrl, 'http://localhost');
    assert.deepEqual(JSON.parse(tryIt.operations.login.requestBody!.examples[0]), {
      email: 'admin@example.com',
      password: 'secret',
    });
  });

  test('the samples other than curl go into a chunk of their own, by operation id', () => {
    const later = laterSamples({examples});
    assert.deepEqual(Object.keys(later).sort(), ['getProject', 'login']);
    assert.deepEqual(Object.keys(later.login).sort(), ['javascript', 'php', 'python']);
    assert.equal(later.login.python, loginExamples.samples.python);
  });

  test('explicit examples win; otherwise openapi-sampler fills in', () => {
    assert.deepEqual(JSON.parse(loginExamples.requestBody[0].value), {email: 'admin@example.com', password: 'secret'});
    assert.deepEqual(
      projectExamples.responses.map((r) => r.status),
      ['200', '404'],
    );
    const sampled = JSON.parse(projectExamples.responses[0].examples[0].value);
    assert.equal(sampled.data.project.id, '9a7b1c2d-0000-4000-8000-000000000001');
    assert.ok(['success', 'error'].includes(sampled.status));
    assert.equal(getProject.responses[1].status, '404');
    assert.equal(getProject.responses[1].descriptionHtml, 'Not found');
    assert.equal(getProject.responses[1].headers, undefined, 'no headers table where none are documented');
    assert.deepEqual(projectExamples.requestBody, []);
  });

  test('code samples are generated for the four languages with the placeholders', () => {
    const {samples} = projectExamples;
    assert.deepEqual(Object.keys(samples).sort(), ['curl', 'javascript', 'php', 'python']);
    for (const code of Object.values(samples)) {
      assert.ok(code.includes(`${baseUrlMarker}/api/projects/`), 'the address marker where the installation goes');
      assert.match(code, /\/api\/projects\/[0-9a-f-]{36}/);
      assert.match(code, /Bearer YOUR_API_TOKEN/);
    }
    assert.match(samples.curl, /^curl --request GET/);
    assert.match(samples.python, /import requests/);
    assert.match(samples.php, /GuzzleHttp/);
    assert.match(samples.javascript, /fetch\(/);
    assert.doesNotMatch(loginExamples.samples.curl, /Authorization/, 'public operations send no token');
    assert.match(loginExamples.samples.curl, /admin@example\.com/);
  });

  test('documented response headers are listed with type, presence and description', () => {
    assert.deepEqual(getProject.responses[0].headers, [
      {
        name: 'X-Request-Id',
        type: 'string',
        required: false,
        descriptionHtml: markdownToHtml('Identifies the request in the *logs*.'),
      },
      {name: 'X-RateLimit-Remaining', type: 'integer', required: true, descriptionHtml: ''},
    ]);
  });

  test('hostile shapes do not break the builder', () => {
    const {model: weird} = buildViewModel({
      openapi: '3.1.0',
      info: {title: 7, version: '1'},
      paths: {
        '/x': {
          get: {responses: {'200': {$ref: '#/nowhere'}}, parameters: [null, 3], tags: [{}]},
          summary: 'not an operation',
        },
      },
    });
    const [op] = weird.tags[0].operations;
    assert.equal(weird.tags[0].name, 'Other');
    assert.equal(op.id, 'get-x');
    assert.equal(op.summary, 'GET /x');
    assert.deepEqual(op.responses, [{status: '200', descriptionHtml: ''}]);
  });
});

describe('the bundled description', () => {
  let doc: Json;
  let built: ReturnType<typeof buildViewModel>;
  before(async () => {
    doc = (await bundleOpenApi()) as Json;
    built = buildViewModel(doc);
  });

  const resolve = (value: unknown): Json => {
    let current = value as Json | undefined;
    while (current && typeof current.$ref === 'string') {
      current = current.$ref
        .slice(2)
        .split('/')
        .reduce<Json | undefined>((node, token) => node?.[token.replace(/~1/g, '/').replace(/~0/g, '~')] as Json, doc);
    }
    return current ?? {};
  };
  /** The names of the named examples of the JSON media type of a request body or response. */
  const namedExamples = (owner: unknown): string[] => {
    const content = resolve(owner).content as Record<string, Json> | undefined;
    const json = Object.entries(content ?? {}).find(([type]) => /json/i.test(type))?.[1];
    return json?.examples ? Object.keys(json.examples as Json) : [];
  };

  test('every named example of every request body and response is shown, with its name', () => {
    let expected = 0;
    for (const item of Object.values(doc.paths as Record<string, Record<string, Json>>)) {
      for (const operation of Object.values(item)) {
        if (typeof operation.operationId !== 'string') continue;
        const shown = built.examples[operation.operationId];
        const requestNames = namedExamples(operation.requestBody);
        expected += requestNames.length;
        if (requestNames.length > 0)
          assert.deepEqual(
            shown.requestBody.map((example) => example.name),
            requestNames,
            `${operation.operationId}: request body`,
          );
        for (const [status, response] of Object.entries(operation.responses as Json)) {
          const names = namedExamples(response);
          expected += names.length;
          if (names.length > 0)
            assert.deepEqual(
              shown.responses.find((entry) => entry.status === status)?.examples.map((example) => example.name),
              names,
              `${operation.operationId}: ${status}`,
            );
        }
      }
    }
    const count = Object.values(built.examples).reduce(
      (sum, examples) =>
        sum +
        examples.requestBody.filter((example) => example.name).length +
        examples.responses.reduce((inner, entry) => inner + entry.examples.filter((example) => example.name).length, 0),
      0,
    );
    assert.ok(expected > 400, `${expected} named examples in the description`);
    assert.equal(count, expected);
  });

  test('every component schema has its place, with the operations that use it; the records are the data model', () => {
    const components = Object.keys((doc.components as Json).schemas as Json);
    const records = components.filter((name) => name.endsWith('Record'));
    assert.equal(records.length, 17);
    assert.deepEqual([...built.nav.schemas].sort(), components.filter((name) => !records.includes(name)).sort());
    assert.ok(built.model.schemaUsage.Cluster?.includes('getCluster'), 'a schema lists the operations that use it');
    assert.deepEqual(built.model.dataModel.map((entity) => entity.schema).sort(), [...records].sort());
    assert.deepEqual(
      built.nav.dataModel,
      built.model.dataModel.map((entity) => entity.name),
    );
  });

  test('the data model marks what the API never returns or only accepts', () => {
    const user = built.model.dataModel.find((entity) => entity.name === 'User')!;
    assert.equal(user.table, 'users');
    assert.equal(user.answerSchema, 'User');
    const use = Object.fromEntries(user.fields.map((field) => [field.name, field.api]));
    assert.equal(use.password, 'write-only');
    assert.equal(use.remember_token, 'hidden');
    assert.equal(use.email, 'returned');
  });

  test('the error catalogue shows the five generic answers, published and sent', () => {
    assert.deepEqual(
      built.model.errors.map((entry) => [entry.name, entry.published.status, entry.sentStatus]),
      [
        ['Unauthorized', '401', '401'],
        ['Forbidden', null, null],
        ['NotFound', '404', '404'],
        ['ValidationError', '400', '400'],
        ['ServerError', '500', '500'],
      ],
    );
    const validation = built.model.errors.find((entry) => entry.name === 'ValidationError')!;
    assert.match(validation.published.body, /Validation Error/);
    assert.match(validation.examples[0].value, /Validation failed/);
    assert.deepEqual(built.nav.errors, ['Unauthorized', 'Forbidden', 'NotFound', 'ValidationError', 'ServerError']);
  });
});
