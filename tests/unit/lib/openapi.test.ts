/**
 * Quality gates of the Kublade API description in openapi/, bundled by lib/openapi.mjs:
 * - one operation id per operation, and the table "API operation ids" of WRITING.md names exactly them;
 * - every route of routes/api.php at v1.2.3 (plus the unrouted getActivity) exists at its /api path;
 * - bearerAuth applies everywhere except register, login and the unrouted getActivity;
 * - documented statuses are those 1.2.3 sends: no 403, 401 for missing permissions;
 * - every request body and every documented response has an example, and every example
 *   validates against its schema (ajv, JSON Schema 2020-12 as used by OpenAPI 3.1);
 * - Redocly's lint (rules in redocly.yaml) reports zero errors and zero warnings.
 *
 * Run alone: node --import tsx --test tests/unit/lib/openapi.test.ts
 */
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {before, describe, test} from 'node:test';
import {fileURLToPath} from 'node:url';

import Ajv2020, {type ValidateFunction} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {parse as parseYaml} from 'yaml';

import {lint, loadConfig} from '@redocly/openapi-core';

import {bundleOpenApi, redoclyConfig, redoclyProblem, rootFile} from '../../../lib/openapi.mjs';
import {findKnownIssue} from '../../../src/data/knownIssues';

/** The description is arbitrary JSON walked by path; the assertions themselves check its shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one loose alias instead of casts at every step
type Loose = any;
type Json = Record<string, Loose>;

const root = fileURLToPath(new URL('../../..', import.meta.url));
const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

interface Operation {
  method: string;
  path: string;
  id: string;
  op: Json;
  /** Path-level and operation-level parameters, dereferenced. */
  parameters: Json[];
}

let doc: Json;
let operations: Operation[];

/** Follows local `#/…` refs. */
function deref(value: Loose): Loose {
  let current = value;
  const seen = new Set<string>();
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    const ref: string = current.$ref;
    assert.ok(ref.startsWith('#/'), `non-local $ref left after bundling: ${ref}`);
    assert.ok(!seen.has(ref), `$ref cycle at ${ref}`);
    seen.add(ref);
    current = ref
      .slice(2)
      .split('/')
      .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((node: Loose, token) => node?.[token], doc);
    assert.ok(current !== undefined, `unresolved $ref ${ref}`);
  }
  return current;
}

function collectOperations(description: Json): Operation[] {
  const found: Operation[] = [];
  for (const [path, rawItem] of Object.entries<Json>(description.paths)) {
    const item = deref(rawItem);
    const shared = (item.parameters ?? []).map(deref);
    for (const method of methods) {
      const op = item[method];
      if (!op) continue;
      found.push({method, path, id: op.operationId, op, parameters: [...shared, ...(op.parameters ?? []).map(deref)]});
    }
  }
  return found;
}

/** Operation ids of the table "API operation ids" in WRITING.md. */
function writingOperationIds(): string[] {
  const text = readFileSync(join(root, 'WRITING.md'), 'utf8');
  const start = text.indexOf('## API operation ids');
  assert.ok(start >= 0, 'WRITING.md has no "API operation ids" section');
  const section = text.slice(start).split(/\n## /)[0];
  const ids: string[] = [];
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length < 4 || /^-+$/.test(cells[1]) || cells[1] === 'Tag') continue;
    for (const match of cells[2].matchAll(/`([A-Za-z]+)`/g)) ids.push(match[1]);
  }
  return ids;
}

/** The routes of routes/api.php at v1.2.3, plus getActivity (documented although 1.2.3 does not route it). */
function specOperations(): [string, string, string][] {
  const t = '/api/templates/{template_id}';
  const p = '/api/projects/{project_id}';
  const crud = (base: string, item: string, noun: string, plural = `${noun}s`): [string, string, string][] => [
    ['get', base, `list${plural}`],
    ['post', base, `create${noun}`],
    ['get', `${base}/${item}`, `get${noun}`],
    ['patch', `${base}/${item}`, `update${noun}`],
    ['delete', `${base}/${item}`, `delete${noun}`],
  ];
  return [
    ['post', '/api/auth/register', 'register'],
    ['post', '/api/auth/login', 'login'],
    ['get', '/api/auth/me', 'getCurrentUser'],
    ['post', '/api/auth/logout', 'logout'],
    ['post', '/api/auth/refresh', 'refreshToken'],
    ['get', '/api/activities', 'listActivities'],
    ['get', '/api/activities/{activity_id}', 'getActivity'],
    ...crud(`${p}/clusters`, '{cluster_id}', 'Cluster'),
    ['patch', `${p}/clusters/{cluster_id}/approve`, 'approveCluster'],
    ...crud(`${p}/deployments`, '{deployment_id}', 'Deployment'),
    ['put', `${p}/deployments/{deployment_id}/network-policy/{network_policy_id}`, 'putNetworkPolicy'],
    ['delete', `${p}/deployments/{deployment_id}/network-policy/{network_policy_id}`, 'deleteNetworkPolicy'],
    ['patch', `${p}/deployments/{deployment_id}/commit/{commit_id}`, 'revertDeploymentCommit'],
    ['patch', `${p}/deployments/{deployment_id}/approve`, 'approveDeployment'],
    ...crud('/api/projects', '{project_id}', 'Project'),
    ...crud('/api/roles', '{role_id}', 'Role'),
    ...crud('/api/templates', '{template_id}', 'Template'),
    ['post', '/api/templates/import', 'importTemplate'],
    ['post', '/api/templates/sync', 'syncTemplate'],
    ...crud(`${t}/folders`, '{folder_id}', 'TemplateFolder'),
    ...crud(`${t}/files`, '{file_id}', 'TemplateFile'),
    ...crud(`${t}/fields`, '{field_id}', 'TemplateField'),
    ...crud(`${t}/fields/{field_id}/options`, '{option_id}', 'TemplateFieldOption'),
    ...crud(`${t}/ports`, '{port_id}', 'TemplatePort'),
    ...crud(`${t}/env-variables`, '{env_variable_id}', 'TemplateEnvVariable'),
    ...crud('/api/users', '{user_id}', 'User'),
    ['post', '/api/users/{user_id}/magic-link', 'createMagicLink'],
  ];
}

const publicIds = new Set(['register', 'login']);
/** Documented, but 1.2.3 has no route for it: every request reaches the GET fallback and answers 404. */
const unroutedIds = new Set(['getActivity']);
/**
 * Operations that 1.2.3 lets succeed never or only in a case where nothing happens (known issues): they
 * document the success answer their code is written to give, and that answer's description says what
 * 1.2.3 sends instead.
 */
const writtenOnlyIds = new Set(['getCurrentUser', 'getActivity', 'revertDeploymentCommit']);
const tokenOnlyIds = new Set(['getCurrentUser', 'logout', 'refreshToken']);
const createdIds = new Set(['register', 'createProject', 'createCluster']);

// ---------------------------------------------------------------- ajv
let ajv: InstanceType<typeof Ajv2020>;
const componentsId = 'urn:kublade:openapi:components';
const validators = new Map<string, ValidateFunction>();

/** Rewrites `#/components/schemas/X` refs to the schema document registered with ajv. */
function rewriteRefs(value: Loose): Loose {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (!value || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [key, child] of Object.entries(value)) {
    out[key] =
      key === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/')
        ? `${componentsId}#/$defs/${child.slice('#/components/schemas/'.length)}`
        : rewriteRefs(child);
  }
  return out;
}

function validatorFor(schema: Json): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(rewriteRefs(schema));
    validators.set(key, validate);
  }
  return validate;
}

function assertValid(schema: Json, value: unknown, where: string) {
  const validate = validatorFor(schema);
  assert.ok(
    validate(value),
    `${where} does not match its schema: ${ajv.errorsText(validate.errors, {separator: '; '})}`,
  );
}

/** Every media type of an operation that carries examples, with where it is. */
function mediaOf(o: Operation): {where: string; media: Json; kind: 'request' | 'response'; status?: string}[] {
  const found: {where: string; media: Json; kind: 'request' | 'response'; status?: string}[] = [];
  if (o.op.requestBody) {
    for (const [type, media] of Object.entries<Json>(deref(o.op.requestBody).content ?? {})) {
      found.push({where: `${o.id} request ${type}`, media, kind: 'request'});
    }
  }
  for (const [status, raw] of Object.entries<Json>(o.op.responses ?? {})) {
    for (const [type, media] of Object.entries<Json>(deref(raw).content ?? {})) {
      found.push({where: `${o.id} ${status} ${type}`, media, kind: 'response', status});
    }
  }
  return found;
}

function exampleValues(media: Json): [string, unknown][] {
  const values: [string, unknown][] = [];
  if (media.example !== undefined) values.push(['example', media.example]);
  for (const [name, raw] of Object.entries<Json>(media.examples ?? {})) values.push([name, deref(raw).value]);
  return values;
}

function hasKeyDeep(value: unknown, key: string): boolean {
  if (Array.isArray(value)) return value.some((v) => hasKeyDeep(v, key));
  if (!value || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => k === key || hasKeyDeep(v, key));
}

before(async () => {
  doc = await bundleOpenApi();
  operations = collectOperations(doc);
  ajv = new Ajv2020({strict: true, allErrors: true, allowUnionTypes: true});
  addFormats(ajv);
  ajv.addKeyword('example');
  for (const keyword of ['x-hidden', 'x-entity', 'x-table']) ajv.addKeyword(keyword);
  ajv.addSchema({$id: componentsId, $defs: rewriteRefs(doc.components.schemas)});
});

describe('openapi: document', () => {
  test('is OpenAPI 3.1 for Kublade 1.2.3 under the Apache-2.0 licence', () => {
    assert.match(doc.openapi, /^3\.1\.\d+$/);
    assert.equal(doc.info.version, '1.2.3');
    assert.equal(doc.info.license.identifier, 'Apache-2.0');
    assert.deepEqual(doc.info.contact, {name: 'Kublade', email: 'support@kublade.org', url: 'https://kublade.org'});
  });

  test('has one server, {baseUrl}, defaulting to http://localhost, while paths carry /api', () => {
    assert.equal(doc.servers.length, 1);
    assert.equal(doc.servers[0].url, '{baseUrl}');
    assert.equal(doc.servers[0].variables.baseUrl.default, 'http://localhost');
    assert.ok(doc.servers[0].description.length > 0);
    for (const path of Object.keys(doc.paths)) assert.ok(path.startsWith('/api/'), `${path} does not start with /api/`);
  });

  test('uses the eight tags, each described, and every operation has exactly one of them', () => {
    const names = doc.tags.map((t: Json) => t.name);
    assert.deepEqual([...names].sort(), [
      'Activities',
      'Authentication',
      'Clusters',
      'Deployments',
      'Projects',
      'Roles',
      'Templates',
      'Users',
    ]);
    for (const tag of doc.tags) assert.ok(tag.description, `tag ${tag.name} has no description`);
    for (const o of operations) {
      assert.equal(o.op.tags?.length, 1, `${o.id} needs exactly one tag`);
      assert.ok(names.includes(o.op.tags[0]), `${o.id} has an unknown tag`);
    }
  });
});

describe('openapi: operations', () => {
  test('every operation has its own operationId, and WRITING.md names exactly these for writers', () => {
    const actual = operations.map((o) => o.id);
    assert.ok(
      actual.every((id) => typeof id === 'string'),
      'an operation has no operationId',
    );
    assert.equal(new Set(actual).size, actual.length, 'an operationId is used twice');
    const written = writingOperationIds();
    assert.equal(new Set(written).size, written.length, 'WRITING.md lists an id twice');
    assert.deepEqual([...written].sort(), [...actual].sort(), 'update the table "API operation ids" in WRITING.md');
  });

  test('every route of routes/api.php (and the unrouted getActivity) exists at its /api path', () => {
    const expected = specOperations();
    assert.equal(expected.length, 75);
    for (const [method, path, id] of expected) {
      const found = operations.find((o) => o.method === method && o.path === path);
      assert.ok(found, `${method.toUpperCase()} ${path} is missing`);
      assert.equal(found.id, id, `${method.toUpperCase()} ${path} has the wrong operationId`);
    }
    assert.equal(operations.length, expected.length, 'there are operations routes/api.php does not have');
  });

  test('every operation has a summary, a description naming its permission, and declared path parameters', () => {
    for (const o of operations) {
      assert.ok(o.op.summary, `${o.id} has no summary`);
      assert.ok(o.op.description && o.op.description.length > 40, `${o.id} has no real description`);
      if (!publicIds.has(o.id) && !tokenOnlyIds.has(o.id) && !unroutedIds.has(o.id))
        assert.match(o.op.description, /\*\*Permission:\*\* `[a-z*.-]+`/, `${o.id} does not name its permission`);
      const names = [...o.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      for (const name of names) {
        const parameter = o.parameters.find((p) => p.in === 'path' && p.name === name);
        assert.ok(parameter?.required === true, `${o.id} does not declare path parameter ${name}`);
      }
    }
  });

  test('list operations take a cursor and return data.links, except the four that 1.2.3 does not paginate; the templates list takes a type', () => {
    // API/TemplateController.php at 1.2.3: fields, options, ports and env variables read 10 records but answer
    // without links, so no answer hands out a cursor for them.
    const unpaginated = new Set([
      'listTemplateFields',
      'listTemplateFieldOptions',
      'listTemplatePorts',
      'listTemplateEnvVariables',
    ]);
    for (const o of operations.filter((op) => op.id.startsWith('list'))) {
      assert.equal(
        o.parameters.some((p) => p.in === 'query' && p.name === 'cursor' && !p.required),
        !unpaginated.has(o.id),
        `${o.id}: a cursor parameter exactly where the answer has data.links`,
      );
      const media = deref(o.op.responses['200']).content['application/json'];
      for (const [name, value] of exampleValues(media)) {
        const links = (value as Json).data?.links;
        if (unpaginated.has(o.id))
          assert.equal(links, undefined, `${o.id} example ${name}: 1.2.3 sends no data.links here`);
        else
          assert.ok(links && 'next' in links && 'prev' in links, `${o.id} example ${name} has no data.links.next/prev`);
      }
    }
    const type = operations.find((o) => o.id === 'listTemplates')!.parameters.find((p) => p.name === 'type');
    assert.equal(type?.in, 'query');
    assert.deepEqual(type?.schema.enum, ['application', 'cluster']);
    assert.equal(type?.schema.default, 'application');
  });
});

describe("openapi: what 1.2.3 sends, in each operation's own text", () => {
  /** The first paragraph of every operation of `templates-api-500`, word for word the same (the bundle cannot share a fragment of a description). */
  const templates500 =
    '**In 1.2.3 this call always ends in `500`.** Every request that passes the token and permission checks gets a server error, sent after the call has saved what it writes, so a change takes effect although the answer reports a failure. The answers documented below are the ones the code is written to send (see the known issues).';

  test('every answer of templates-api-500 but 401 and 500 says it is what the code is written to send, never sent by 1.2.3', () => {
    const affected = new Set(findKnownIssue('templates-api-500')!.operations);
    let answers = 0;
    for (const o of operations.filter((candidate) => affected.has(candidate.id))) {
      for (const [status, raw] of Object.entries<Json>(o.op.responses)) {
        if (['401', '500'].includes(status)) continue;
        const response = deref(raw);
        assert.match(
          response.description,
          /^What `TemplateController::action_\w+` is written to send: [\s\S]* 1\.2\.3 never sends it: [\s\S]*`500` \(see the known issues\)\.$/,
          `${o.id} ${status}`,
        );
        for (const [name, example] of Object.entries<Json>(response.content['application/json'].examples))
          assert.match(deref(example).summary, /\(1\.2\.3 answers 500 instead\)$/, `${o.id} ${status} ${name}`);
        answers++;
      }
    }
    assert.equal(answers, 88);
  });

  test('every operation of templates-api-500, and no other, opens with the same sentence', () => {
    const affected = new Set(findKnownIssue('templates-api-500')!.operations);
    assert.equal(affected.size, 37);
    for (const o of operations) {
      const first = (o.op.description as string).split('\n\n')[0];
      if (affected.has(o.id)) assert.equal(first, templates500, `${o.id} must open with the 500 sentence`);
      else assert.ok(!(o.op.description as string).includes(templates500), `${o.id} is not a templates operation`);
    }
  });
});

describe('openapi: security', () => {
  test('bearerAuth (HTTP bearer, JWT) applies everywhere except register, login and the unrouted getActivity', () => {
    assert.deepEqual(doc.components.securitySchemes.bearerAuth, {
      ...doc.components.securitySchemes.bearerAuth,
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    assert.deepEqual(doc.security, [{bearerAuth: []}]);
    for (const o of operations) {
      const security = o.op.security ?? doc.security;
      if (publicIds.has(o.id) || unroutedIds.has(o.id)) assert.deepEqual(o.op.security, [], `${o.id} must be public`);
      else
        assert.ok(
          security.some((s: Json) => 'bearerAuth' in s),
          `${o.id} must require bearerAuth`,
        );
    }
  });
});

describe('openapi: responses and examples', () => {
  test('each operation documents its success answer and the statuses 1.2.3 sends', () => {
    for (const o of operations) {
      const codes = Object.keys(o.op.responses);
      const success = codes.filter((c) => /^2\d\d$/.test(c));
      assert.deepEqual(success, [createdIds.has(o.id) ? '201' : '200'], `${o.id} success status`);
      if (writtenOnlyIds.has(o.id))
        assert.match(
          deref(o.op.responses['200']).description,
          /written to send[\s\S]*1\.2\.3/,
          `${o.id}: the success answer must say it is what the code is written to send, and what 1.2.3 does`,
        );
      assert.ok(!codes.includes('default'), `${o.id}: every status it documents is a real one`);
      const errors = codes.filter((c) => !success.includes(c) && c !== 'default');
      assert.ok(!errors.includes('403'), `${o.id}: 1.2.3 never answers 403`);
      if (unroutedIds.has(o.id)) {
        assert.deepEqual(errors, ['404'], `${o.id} only answers 404 in 1.2.3`);
        continue;
      }
      const segments = o.path.split('/');
      const last = segments[segments.length - 1];
      const item = last.startsWith('{') || ['approve', 'magic-link'].includes(last);
      const hasPathParams = o.parameters.some((p) => p.in === 'path');
      assert.ok(errors.includes('500'), `${o.id} error statuses: 500`);
      if (o.id !== 'register') assert.ok(errors.includes('401'), `${o.id} error statuses: 401`);
      if (o.op.requestBody) assert.ok(errors.includes('400'), `${o.id} error statuses: 400`);
      if (errors.includes('400'))
        assert.ok(o.op.requestBody || hasPathParams, `${o.id}: 400 without anything to validate`);
      assert.equal(errors.includes('404'), item, `${o.id} error statuses: 404 only for operations on one object`);
      for (const code of errors)
        assert.ok(['400', '401', '404', '500'].includes(code), `${o.id}: unexpected status ${code}`);
    }
  });

  test('errors use the envelope: 400 ValidationError, 500 ServerErrorBody, others Error', () => {
    const schemaRef = (o: Operation, status: string) =>
      deref(o.op.responses[status]).content['application/json'].schema;
    for (const o of operations) {
      for (const status of Object.keys(o.op.responses).filter((c) => !c.startsWith('2') && c !== 'default')) {
        const schema = schemaRef(o, status);
        const refs = schema.anyOf ? schema.anyOf.map((s: Json) => s.$ref) : [schema.$ref];
        const expected =
          status === '400'
            ? ['#/components/schemas/ValidationError']
            : status === '500'
              ? ['#/components/schemas/ServerErrorBody', '#/components/schemas/Error']
              : ['#/components/schemas/Error'];
        assert.ok(
          refs.some((ref: string) => expected.includes(ref)),
          `${o.id} ${status} must use ${expected.join(' or ')}`,
        );
      }
    }
    const validation = deref(doc.components.schemas.ValidationError);
    assert.ok(JSON.stringify(validation).includes('Validation failed'));
  });

  test('every request body and every documented response has at least one example', () => {
    for (const o of operations) {
      if (o.op.requestBody) {
        const content = deref(o.op.requestBody).content;
        assert.ok(
          Object.values<Json>(content).every((m) => exampleValues(m).length > 0),
          `${o.id} request body has no example`,
        );
      }
      for (const [status, raw] of Object.entries<Json>(o.op.responses)) {
        if (status === 'default') continue;
        const content = deref(raw).content;
        assert.ok(content && Object.keys(content).length > 0, `${o.id} ${status} has no content`);
        for (const media of Object.values<Json>(content))
          assert.ok(exampleValues(media).length > 0, `${o.id} ${status} has no example`);
      }
    }
  });

  test('every example validates against its schema (ajv, JSON Schema 2020-12)', () => {
    let count = 0;
    for (const o of operations) {
      for (const {where, media, kind, status} of mediaOf(o)) {
        assert.ok(media.schema, `${where} has no schema`);
        for (const [name, value] of exampleValues(media)) {
          assertValid(media.schema, value, `${where} example ${name}`);
          if (kind === 'response' && status !== 'default') {
            // Laravel's own JSON error rendering (`{"message": …}`) has no envelope status.
            if ('status' in (value as Json) || status!.startsWith('2')) {
              assert.equal(
                (value as Json).status,
                status!.startsWith('2') ? 'success' : 'error',
                `${where} example ${name}: envelope status`,
              );
            }
            if (status!.startsWith('2'))
              assert.ok(!hasKeyDeep(value, 'password'), `${where} example ${name} shows a write-only password`);
          }
          count++;
        }
      }
      for (const parameter of o.parameters) {
        if (parameter.example !== undefined)
          assertValid(parameter.schema, parameter.example, `${o.id} parameter ${parameter.name} example`);
      }
    }
    assert.ok(count >= 300, `only ${count} examples were checked`);
  });

  test('every component is used, except what only the data model and the error catalogue show', () => {
    const text = JSON.stringify({paths: doc.paths, components: doc.components});
    // AiChat and AiChatMessage have no operation; the …Record schemas are the data model; the catalogue's
    // Forbidden is never sent, and its NotFound and ValidationError stand beside the operations' own answers.
    const catalogueOnly = new Set(['responses/Forbidden', 'responses/NotFound', 'responses/ValidationError']);
    for (const kind of ['schemas', 'parameters', 'responses', 'examples']) {
      for (const name of Object.keys(doc.components[kind] ?? {})) {
        if (kind === 'schemas' && (name === 'AiChat' || name === 'AiChatMessage' || name.endsWith('Record'))) continue;
        if (catalogueOnly.has(`${kind}/${name}`)) continue;
        assert.ok(text.includes(`"#/components/${kind}/${name}"`), `components.${kind}.${name} is not used`);
      }
    }
  });
});

describe('openapi: schemas', () => {
  const schema = (name: string) => deref(doc.components.schemas[name]);

  test('every entity is a component with the columns 1.2.3 returns', () => {
    const entities: Record<string, string[]> = {
      Activity: [
        'id',
        'log_name',
        'causer_id',
        'causer_type',
        'event',
        'subject_type',
        'subject_id',
        'properties',
        'description',
        'created_at',
        'updated_at',
        'deleted_at',
      ],
      AiChat: ['id', 'user_id'],
      AiChatMessage: ['id', 'ai_chat_id', 'role', 'content'],
      Cluster: [
        'id',
        'user_id',
        'project_id',
        'template_id',
        'name',
        'update',
        'delete',
        'approved_at',
        'deployed_at',
        'deployment_updated_at',
        'creation_dispatched_at',
        'update_dispatched_at',
        'deletion_dispatched_at',
        'created_at',
        'updated_at',
        'deleted_at',
      ],
      Deployment: [
        'id',
        'user_id',
        'project_id',
        'namespace_id',
        'template_id',
        'cluster_id',
        'name',
        'uuid',
        'paused',
        'update',
        'delete',
        'approved_at',
        'deployed_at',
        'created_at',
        'updated_at',
        'deleted_at',
      ],
      DeploymentCommit: ['id', 'deployment_id', 'hash', 'message', 'created_at', 'updated_at'],
      DeploymentLink: ['id', 'source_deployment_id', 'target_deployment_id', 'created_at', 'updated_at'],
      Project: ['id', 'user_id', 'name', 'created_at', 'updated_at'],
      Template: ['id', 'user_id', 'type', 'name', 'netpol', 'created_at', 'updated_at'],
      TemplateDirectory: ['id', 'template_id', 'parent_id', 'name'],
      TemplateFile: ['id', 'template_id', 'template_directory_id', 'name', 'mime_type', 'content', 'sort'],
      TemplateField: [
        'id',
        'template_id',
        'advanced',
        'type',
        'required',
        'secret',
        'label',
        'key',
        'value',
        'min',
        'max',
        'step',
        'set_on_create',
        'set_on_update',
      ],
      TemplateFieldOption: ['id', 'template_field_id', 'label', 'value', 'default'],
      TemplatePort: ['id', 'template_id', 'group', 'claim', 'preferred_port', 'random'],
      TemplateEnvironmentVariable: ['id', 'template_id', 'key'],
      User: ['id', 'name', 'email', 'email_verified_at', 'onboarding_dismissed_at', 'created_at', 'updated_at'],
      Role: ['id', 'name', 'guard_name', 'created_at', 'updated_at'],
      ClusterPayload: ['name', 'template_id', 'git', 'k8s', 'namespace', 'resources', 'data', 'env'],
      DeploymentCreatePayload: ['template_id', 'cluster_id', 'name', 'data', 'limit'],
      DeploymentUpdatePayload: ['name', 'data'],
      TemplateImportPayload: ['name', 'netpol', 'url', 'chart', 'repo', 'namespace'],
      TemplateSyncPayload: ['name', 'netpol', 'git'],
      RolePayload: ['name', 'permissions'],
      UserPayload: ['name', 'email', 'password', 'password_confirmation', 'roles', 'permissions'],
    };
    for (const [name, fields] of Object.entries(entities)) {
      const properties = schema(name)?.properties;
      assert.ok(properties, `components.schemas.${name} is missing`);
      for (const field of fields) assert.ok(field in properties, `${name}.${field} is missing`);
    }
    for (const hidden of ['password', 'remember_token'])
      assert.ok(!(hidden in schema('User').properties), `User.${hidden} is hidden and never returned`);
  });

  test('formats, nullability, read-only ids and write-only secrets', () => {
    assert.equal(schema('Project').properties.id.format, 'uuid');
    assert.equal(schema('Project').properties.id.readOnly, true);
    assert.equal(schema('Project').properties.user_id.type, 'integer');
    assert.equal(schema('User').properties.email.format, 'email');
    assert.equal(schema('UserPayload').properties.password.writeOnly, true);
    assert.equal(schema('RegisterRequest').properties.password.writeOnly, true);
    assert.deepEqual(schema('Cluster').properties.deployed_at.type, ['string', 'null']);
    assert.equal(schema('Cluster').properties.deployed_at.format, 'date-time');
    assert.deepEqual(schema('Template').properties.type.enum, ['application', 'cluster']);
    // `string|nullable` in TemplateController::action_import; that a null then fails in HelmManifests is said in words.
    for (const field of ['repo', 'namespace']) {
      assert.deepEqual(schema('TemplateImportPayload').properties[field].type, ['string', 'null'], field);
      assert.ok(!schema('TemplateImportPayload').required.includes(field), field);
    }
    for (const [name, s] of Object.entries<Json>(doc.components.schemas)) {
      for (const [field, property] of Object.entries<Json>(deref(s).properties ?? {})) {
        if (['created_at', 'updated_at', 'deleted_at'].includes(field))
          assert.equal(property.readOnly, true, `${name}.${field} must be read-only`);
      }
    }
  });

  test('the real required fields of 1.2.3 are documented and required', () => {
    const required = (name: string) => schema(name).required ?? [];
    assert.ok(required('TemplateCreatePayload').includes('type'));
    assert.ok(required('TemplateSyncPayload').includes('type'));
    assert.ok(required('ClusterPayload').includes('resources'));
    assert.ok('limit' in schema('DeploymentCreatePayload').properties);
    assert.ok(required('TemplateFieldPayload').includes('template_id'));
    assert.ok('advanced' in schema('TemplateFieldPayload').properties);
    assert.ok(required('TemplateFieldOptionCreatePayload').includes('template_field_id'));
    assert.ok(required('TemplateFieldOptionUpdatePayload').includes('option_id'));
    assert.ok(required('TemplatePortPayload').includes('template_id'));
    assert.ok(required('TemplateEnvVariablePayload').includes('template_id'));
    // `sort` is `nullable|integer` in TemplateController: documented, not required.
    assert.ok('sort' in schema('TemplateFileCreatePayload').properties);
    assert.ok('sort' in schema('TemplateFileUpdatePayload').properties);
  });
});

describe('openapi: bundling', () => {
  test('node scripts/openapi.mjs --out DIR writes the bundle as JSON and YAML', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-test-'));
    try {
      await new Promise<void>((resolve, reject) => {
        execFile(
          process.execPath,
          ['scripts/openapi.mjs', '--out', dir],
          {cwd: root, timeout: 120_000},
          (error, _out, stderr) => (error ? reject(new Error(stderr || error.message)) : resolve()),
        );
      });
      const fromJson = JSON.parse(readFileSync(join(dir, 'openapi.json'), 'utf8'));
      assert.deepEqual(fromJson, doc);
      assert.deepEqual(parseYaml(readFileSync(join(dir, 'openapi.yaml'), 'utf8')), doc);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('openapi: lint', () => {
  test('Redocly (recommended rules, redocly.yaml) reports no errors and no warnings', async () => {
    const problems = await lint({ref: rootFile, config: await loadConfig({configPath: redoclyConfig})});
    const summary = problems.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`).join('\n');
    assert.equal(problems.filter((p) => p.severity === 'error').length, 0, summary);
    assert.equal(problems.filter((p) => p.severity === 'warn').length, 0, summary);
  });

  test('the structural check of a published description rejects unknown fields and unresolved references', async () => {
    assert.equal(await redoclyProblem(doc), null);
    const broken = structuredClone(doc);
    broken.info.unexpected = true;
    broken.paths['/api/broken'] = {get: {responses: {200: {$ref: '#/components/responses/Missing'}}}};
    assert.match((await redoclyProblem(broken)) ?? '', /^Redocly found 2 error\(s\), first: .*unexpected/);
  });
});

describe('openapi: entity schemas against the 1.2.3 migrations', () => {
  /**
   * src/data/platform/columns.json: the columns of every table as the migrations of forepath/kublade
   * v1.2.3 create them (written by `npm run platform:extract`). tests/fixtures/openapi-entity-tables.json:
   * which table each entity schema describes, and the relations that answers really contain beside the
   * columns (each with its source path).
   */
  interface Column {
    type: string;
    nullable: boolean;
  }
  const fixture = {
    ...(JSON.parse(readFileSync(join(root, 'src/data/platform/columns.json'), 'utf8')) as {
      tables: Record<string, {migrations: string[]; columns: Record<string, Column>}>;
    }),
    ...(JSON.parse(readFileSync(join(root, 'tests/fixtures/openapi-entity-tables.json'), 'utf8')) as {
      schemas: Record<string, string>;
      virtual: Record<string, string>;
    }),
  };
  const sourceFiles = new Set(readFileSync(join(root, 'src/data/platform/files.txt'), 'utf8').split('\n'));
  /** Columns the models hide from every answer (`$hidden`), so the schemas leave them out. */
  const hidden: Record<string, string[]> = {User: ['password', 'remember_token']};
  const properties = (name: string): Record<string, Json> => deref(doc.components.schemas[name]).properties ?? {};
  const allowsNull = (property: Json) =>
    (Array.isArray(property.type) ? property.type.includes('null') : property.type === 'null') ||
    property.nullable === true;

  test('every table cites migrations of the 1.2.3 source, and every entity schema names a table', () => {
    for (const [table, entry] of Object.entries(fixture.tables)) {
      assert.ok(entry.migrations.length > 0, `${table} cites no migration`);
      for (const path of entry.migrations) assert.ok(sourceFiles.has(path), `${table}: ${path} is not in v1.2.3`);
    }
    for (const [name, table] of Object.entries(fixture.schemas)) {
      assert.ok(doc.components.schemas[name], `fixture maps ${name}, which the description does not define`);
      assert.ok(fixture.tables[table], `${name} maps to unknown table ${table}`);
    }
  });

  test('every documented field is a column of its table or a relation the answer really carries', () => {
    for (const [name, table] of Object.entries(fixture.schemas)) {
      const columns = fixture.tables[table].columns;
      for (const field of Object.keys(properties(name))) {
        assert.ok(
          field in columns || `${name}.${field}` in fixture.virtual,
          `${name}.${field} is neither a column of ${table} nor a listed relation`,
        );
      }
    }
  });

  test('every column is documented, timestamps included, except the hidden ones', () => {
    for (const [name, table] of Object.entries(fixture.schemas)) {
      const documented = properties(name);
      for (const column of Object.keys(fixture.tables[table].columns)) {
        if (hidden[name]?.includes(column))
          assert.ok(!(column in documented), `${name}.${column} is hidden in 1.2.3 answers`);
        else assert.ok(column in documented, `${name} lacks the column ${table}.${column}`);
      }
    }
  });

  test('a field is nullable exactly where its column is', () => {
    for (const [name, table] of Object.entries(fixture.schemas)) {
      const columns = fixture.tables[table].columns;
      for (const [field, property] of Object.entries(properties(name))) {
        if (!(field in columns)) continue;
        assert.equal(
          allowsNull(property),
          columns[field].nullable,
          `${name}.${field}: nullable must be ${columns[field].nullable}`,
        );
      }
    }
  });

  test('every listed relation names its source', () => {
    for (const [key, reason] of Object.entries(fixture.virtual)) {
      const [name] = key.split('.');
      assert.ok(name in fixture.schemas, `${key}: ${name} is not a mapped schema`);
      assert.match(
        reason,
        /\b(app|database|config|routes)\/[\w/.-]+\.php\b/,
        `${key}: the reason names no source path`,
      );
    }
  });
});

describe('openapi: error catalogue (components.responses)', () => {
  /**
   * The generic answers of the published description, as app/Swagger/SwaggerConfig.php at v1.2.3
   * declares them (`@OA\\Response`), with the status and number of operations that refer to each in
   * app/Http/Controllers/API/*.php (`@OA\\Response(response=…, ref="#/components/responses/…")`).
   */
  const published = {
    Unauthorized: {
      response: 'UnauthorizedResponse',
      description: 'Unauthorized',
      status: '401',
      operations: 75,
      body: {status: 'error', message: 'Unauthorized'},
    },
    Forbidden: {
      response: 'ForbiddenResponse',
      description: 'Forbidden',
      status: undefined,
      operations: 0,
      body: {status: 'error', message: 'Forbidden'},
    },
    NotFound: {
      response: 'NotFoundResponse',
      description: 'Not found',
      status: '404',
      operations: 16,
      body: {status: 'error', message: 'Not Found'},
    },
    ValidationError: {
      response: 'ValidationErrorResponse',
      description: 'Validation error',
      status: '400',
      operations: 49,
      body: {status: 'error', message: 'Validation Error', data: ['The user id field is required.']},
    },
    ServerError: {
      response: 'ServerErrorResponse',
      description: 'Server error',
      status: '500',
      operations: 75,
      body: {status: 'error', message: 'Server Error'},
    },
  };
  /** What 1.2.3 sends for each (App\\Helpers\\API\\Response::generate calls, routes/api.php's fallback, Laravel's handler). */
  const sent: Record<string, {status: string | null; says: RegExp[]}> = {
    Unauthorized: {status: '401', says: [/never answers `403`/]},
    Forbidden: {status: null, says: [/No route of 1\.2\.3 sends `403`/, /`401`/]},
    NotFound: {status: '404', says: [/"Not found"/, /`Project not found`/]},
    ValidationError: {status: '400', says: [/"Validation failed"/, /not `Validation Error`/]},
    ServerError: {status: '500', says: [/\{"message": "Server Error"\}/]},
  };

  test('the five generic answers, in the order of the specification, each with its published declaration', () => {
    const responses = doc.components.responses;
    assert.deepEqual(Object.keys(responses), Object.keys(published));
    for (const [name, expected] of Object.entries(published)) {
      const response = deref(responses[name]);
      const declared = response['x-published'];
      assert.equal(declared.response, expected.response, name);
      assert.equal(declared.description, expected.description, name);
      assert.equal(declared.status, expected.status, name);
      assert.equal(declared.operations, expected.operations, name);
      assert.deepEqual(declared.body, expected.body, name);
    }
  });

  test('each says what 1.2.3 sends, and its examples validate', () => {
    for (const [name, expected] of Object.entries(sent)) {
      const response = deref(doc.components.responses[name]);
      assert.equal(response['x-status'], expected.status, `${name}: the status 1.2.3 sends`);
      for (const pattern of expected.says) assert.match(response.description, pattern, name);
      for (const media of Object.values<Json>(response.content ?? {}))
        for (const [example, value] of exampleValues(media)) assertValid(media.schema, value, `${name} ${example}`);
      if (expected.status) assert.ok(response.content, `${name} shows what is sent`);
    }
  });
});

describe('openapi: data model (the …Record schemas) against the 1.2.3 migrations and models', () => {
  const columns = (
    JSON.parse(readFileSync(join(root, 'src/data/platform/columns.json'), 'utf8')) as {
      tables: Record<string, {columns: Record<string, {type: string; nullable: boolean}>}>;
    }
  ).tables;
  const models = Object.values(
    (
      JSON.parse(readFileSync(join(root, 'src/data/platform/models.json'), 'utf8')) as {
        models: Record<string, {table: string; fillable: string[] | null; hidden: string[] | null}>;
      }
    ).models,
  );
  /** The entities of the specification (§3). */
  const entities = [
    'Activity',
    'AiChat',
    'AiChatMessage',
    'Cluster',
    'Deployment',
    'DeploymentCommit',
    'DeploymentLink',
    'Project',
    'Template',
    'TemplateDirectory',
    'TemplateFile',
    'TemplateField',
    'TemplateFieldOption',
    'TemplatePort',
    'TemplateEnvironmentVariable',
    'User',
    'Role',
  ];
  const record = (name: string): Json => deref(doc.components.schemas[`${name}Record`]);

  test('every entity of the specification has a record schema naming its table, and nothing else does', () => {
    const withTable = Object.entries<Json>(doc.components.schemas)
      .filter(([, raw]) => deref(raw)['x-table'])
      .map(([name]) => name);
    assert.deepEqual(withTable.sort(), entities.map((name) => `${name}Record`).sort());
    for (const name of entities) {
      assert.equal(record(name)['x-entity'], name);
      assert.ok(columns[record(name)['x-table']], `${name}: unknown table ${record(name)['x-table']}`);
    }
  });

  test('every record lists exactly the columns of its table, nullable where the column is', () => {
    for (const name of entities) {
      const table = columns[record(name)['x-table']].columns;
      const properties: Json = record(name).properties;
      assert.deepEqual(Object.keys(properties).sort(), Object.keys(table).sort(), `${name}: fields`);
      for (const [field, property] of Object.entries<Json>(properties)) {
        const types = Array.isArray(property.type) ? property.type : [property.type];
        assert.equal(types.includes('null'), table[field].nullable, `${name}.${field}: nullable`);
      }
    }
  });

  test("hidden fields are the model's $hidden, and write-only the hidden ones it accepts ($fillable)", () => {
    for (const name of entities) {
      const table = record(name)['x-table'];
      // Role is laravel-permission's own model (config/permission.php), which hides nothing.
      const model = models.find((candidate) => candidate.table === table);
      assert.ok(model || name === 'Role', `${name}: no model of app/Models stores ${table}`);
      const hiddenColumns = (model?.hidden ?? []).filter((column) => column in record(name).properties);
      for (const [field, property] of Object.entries<Json>(record(name).properties)) {
        const hidden = hiddenColumns.includes(field);
        assert.equal(property['x-hidden'] === true, hidden, `${name}.${field}: x-hidden`);
        const writeOnly = hidden && (model?.fillable ?? []).includes(field);
        assert.equal(property.writeOnly === true, writeOnly, `${name}.${field}: writeOnly`);
      }
    }
    assert.equal(record('User').properties.password.writeOnly, true);
    assert.equal(record('User').properties.remember_token['x-hidden'], true);
  });

  test('the answer schema of each entity leaves out exactly its hidden fields', () => {
    for (const name of entities) {
      const answer: Json = deref(doc.components.schemas[name]).properties;
      for (const [field, property] of Object.entries<Json>(record(name).properties))
        assert.equal(field in answer, property['x-hidden'] !== true, `${name}.${field}`);
    }
  });
});
