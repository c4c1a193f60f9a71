/**
 * The API description in openapi/ against the facts extracted from the 1.2.3 source
 * (src/data/platform/, written by `npm run platform:extract`):
 * - every documented path and method is a route of routes/api.php, and every API route is documented
 *   (the exceptions are listed below with their reason);
 * - bearer authentication is required exactly where the route runs `api.guard`;
 * - the permission an operation names is the route's `api.permission.guard` permission, stated with the
 *   scoped form and every name the guard accepts (`PermissionSet::from()`, routes.json `checks`), and
 *   "for the API only" exactly where no web route has it;
 * - request bodies agree with the validation rules of the route's controller action: fields, required,
 *   types, nullable, lengths and limits, enums, confirmations; route parameters the action validates are
 *   path parameters.
 *
 * Run alone: node --import tsx --test tests/unit/src/data/platform-openapi.test.ts
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {before, describe, test} from 'node:test';
import {fileURLToPath} from 'node:url';

import {bundleOpenApi} from '../../../../lib/openapi.mjs';
import {permissionStatement} from '../../../support/permissionText';
import type {Route, RoutesData, Rule, Validation, ValidationData} from '../../../../scripts/extract-platform.mjs';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bundled description is free-form JSON
type Json = Record<string, any>;

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const platform = <T>(name: string): T => JSON.parse(readFileSync(join(root, 'src/data/platform', name), 'utf8')) as T;
const routesData = platform<RoutesData>('routes.json');
const validationData = platform<ValidationData>('validation.json');

const httpMethods = ['get', 'put', 'post', 'delete', 'patch', 'options'];

/** Documented operations without a route in 1.2.3, and why they are documented. */
const unrouted: Record<string, string> = {
  'GET /api/activities/{activity_id}':
    'ActivityController::action_get exists but routes/api.php registers no route; the operation says so and documents the fallback 404',
};
/** API routes without an operation of their own, and why. */
const undocumented: Record<string, string> = {
  'GET /api/{fallbackPlaceholder}':
    'the fallback of routes/api.php; info.description documents its 404 answer for paths without a route',
};

/**
 * Where a request body is knowingly stricter than the validation rules, and why: `operationId field
 * check`. Each reason names the source that makes the stricter rule the one a client must follow.
 */
const bodyExceptions: Record<string, string> = {
  'register email maxLength':
    'users.email is a 255-character string column (database/migrations/0001_01_01_000000_create_users_table.php); AuthController::register checks no length',
  'createCluster k8s.node_prefix required':
    "validated as nullable, but ClusterController::action_add reads $request->k8s['node_prefix'] without a default, so the key must be sent",
  'updateCluster k8s.node_prefix required':
    "validated as nullable, but ClusterController::action_update reads $request->k8s['node_prefix'] without a default, so the key must be sent",
  'createTemplatePort random required':
    'validated as nullable, but TemplateController::action_add_port stores it unchanged in template_ports.random, a column without null (database/migrations/2025_04_06_000003_create_template_tables.php)',
  'createTemplatePort random nullable': 'as for required: template_ports.random does not accept null',
  'createTemplateField type enum':
    'template_fields.type is an enum column of these nine values (database/migrations/2025_04_06_000003_create_template_tables.php); the validator checks only for a string',
  'updateTemplateField type enum': 'as for createTemplateField: the enum column template_fields.type',
};

let doc: Json;
const usedExceptions = new Set<string>();
const operations: {key: string; method: string; path: string; op: Json; route: Route | undefined}[] = [];

function deref(value: Json | undefined): Json | undefined {
  let current = value;
  while (current && typeof current.$ref === 'string') {
    current = (current.$ref as string)
      .slice(2)
      .split('/')
      .reduce<Json>((node, part) => node[part.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  }
  return current;
}

const apiRoutes = routesData.routes.filter((route) => route.file === 'routes/api.php');
const routeKey = (method: string, uri: string) => `${method.toUpperCase()} ${uri}`;

before(async () => {
  doc = await bundleOpenApi();
  for (const [path, item] of Object.entries<Json>(doc.paths)) {
    for (const method of httpMethods) {
      const op = item[method];
      if (!op) continue;
      const route = apiRoutes.find(
        (candidate) => candidate.uri === path && candidate.methods.includes(method.toUpperCase()),
      );
      operations.push({key: routeKey(method, path), method, path, op, route});
    }
  }
});

describe('openapi against routes.json', () => {
  test('every documented path and method is a route of routes/api.php, or listed as unrouted', () => {
    for (const {key, route} of operations) {
      if (key in unrouted) assert.equal(route, undefined, `${key} is routed now: remove it from the unrouted list`);
      else assert.ok(route, `${key} is documented but routes/api.php has no such route`);
    }
    for (const key of Object.keys(unrouted))
      assert.ok(
        operations.some((o) => o.key === key),
        `${key} is not documented`,
      );
  });

  test('every route of routes/api.php is documented, or listed as undocumented', () => {
    for (const route of apiRoutes) {
      for (const method of route.methods.filter((m) => m !== 'HEAD')) {
        const key = routeKey(method, route.uri);
        const documented = operations.some((o) => o.key === key);
        if (key in undocumented)
          assert.ok(!documented, `${key} is documented now: remove it from the undocumented list`);
        else assert.ok(documented, `${key} (routes/api.php:${route.line}) has no operation`);
      }
    }
  });

  test('bearer authentication is required exactly where the route runs api.guard', () => {
    for (const {key, op, route} of operations) {
      if (!route) continue;
      const security: Json[] = op.security ?? doc.security;
      const bearer = security.some((requirement) => 'bearerAuth' in requirement);
      assert.equal(bearer, route.middleware.includes('api.guard'), `${key}: bearerAuth must match api.guard`);
    }
  });
});

describe('openapi permissions against routes.json', () => {
  const webNames = new Set(
    routesData.routes.filter((route) => route.permission?.synced).map((route) => route.permission!.name),
  );
  const statement = /\*\*Permission:\*\*[^\n]*/;

  test('each guarded operation states its permission, the scoped name and every name the guard accepts (PermissionSet::from)', () => {
    let checked = 0;
    for (const {key, op, route} of operations) {
      if (!route) continue;
      const description: string = op.description ?? '';
      const match = statement.exec(description);
      if (!route.permission) {
        assert.equal(match, null, `${key}: the route checks no permission, the description names one`);
        continue;
      }
      checked++;
      assert.ok(match, `${key}: the description does not state the permission ${route.permission.name}`);
      const expected = permissionStatement(route.permission);
      assert.ok(
        match[0].startsWith(expected),
        `${key}: the permission statement must read\n${expected}\nnot\n${match[0]}`,
      );
    }
    assert.equal(checked, apiRoutes.filter((route) => route.permission).length, 'every guarded API route was checked');
  });

  test('the accepted names are what PermissionSet::from() lists for the route', () => {
    // The algorithm of app/Helpers/PermissionSet.php at v1.2.3: ids inserted, then every prefix with `.*`.
    const route = apiRoutes.find((candidate) => candidate.name === 'api.deployment.network-policies.delete');
    assert.deepEqual(route?.permission?.checks, [
      'projects.*',
      'projects.{project_id}.*',
      'projects.{project_id}.deployments.*',
      'projects.{project_id}.deployments.{deployment_id}.*',
      'projects.{project_id}.deployments.{deployment_id}.network-policies.*',
      'projects.{project_id}.deployments.{deployment_id}.network-policies.{network_policy_id}.*',
      'projects.{project_id}.deployments.{deployment_id}.network-policies.{network_policy_id}.delete',
    ]);
    for (const guarded of apiRoutes.filter((candidate) => candidate.permission)) {
      const {scoped, checks} = guarded.permission!;
      assert.equal(checks.at(-1), scoped);
      assert.ok(!checks.includes(guarded.permission!.name) || scoped === guarded.permission!.name);
    }
  });

  test('"for the API only" exactly where no web route checks the permission (the sync never creates it)', () => {
    for (const {key, op, route} of operations) {
      if (!route?.permission) continue;
      const apiOnly = /exists for the API only/.test(op.description ?? '');
      assert.equal(apiOnly, !webNames.has(route.permission.name), `${key}: ${route.permission.name}`);
    }
  });
});

// ------------------------------------------------------------------------------------------- bodies

const ruleName = (rule: Rule) => (typeof rule === 'string' ? rule.split(':')[0] : null);
const ruleArgument = (rules: Rule[], name: string) => {
  const found = rules.find((rule) => typeof rule === 'string' && rule.split(':')[0] === name);
  return typeof found === 'string' ? found.slice(name.length + 1) : undefined;
};
const typesOf = (schema: Json): string[] => {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return schema.nullable === true ? [...types, 'null'] : types;
};

/** The schema of a dotted field below `schema` (`*` steps into array items), with its parent object. */
function schemaAt(schema: Json, field: string): {parent: Json; leaf: string; node: Json} | undefined {
  const parts = field.split('.');
  let parent: Json = schema;
  let node: Json | undefined = schema;
  for (const part of parts) {
    parent = node!;
    node = part === '*' ? deref(node!.items) : deref(node!.properties?.[part]);
    if (!node) return undefined;
  }
  return {parent, leaf: parts.at(-1)!, node: node!};
}

/** The fields a validation call checks in the request body, with their rules and whether unconditionally. */
function bodyFields(validation: Validation): {field: string; rules: Rule[]; always: boolean}[] {
  const prefix = validation.requestKey ? `${validation.requestKey}.` : '';
  const literal = new Set(validation.literalKeys ?? []);
  const unconditional =
    validation.context.length === 0 ||
    (validation.requestKey !== undefined &&
      validation.context.length === 1 &&
      validation.context[0] === `if ($request->${validation.requestKey})`);
  const fields = Object.entries(validation.fields)
    .filter(([field]) => !literal.has(field))
    .map(([field, rules]) => ({field: `${prefix}${field}`, rules, always: unconditional}));
  for (const spread of validation.conditional ?? []) {
    for (const [field, rules] of [...Object.entries(spread.then ?? {}), ...Object.entries(spread.otherwise ?? {})]) {
      fields.push({field: `${prefix}${field}`, rules, always: false});
    }
  }
  return fields;
}

/** Every problem of one request body against the validations of its action. */
function bodyProblems(id: string, schema: Json | undefined, validations: Validation[]): string[] {
  const problems: string[] = [];
  const fields = validations.flatMap(bodyFields);
  if (!schema)
    return fields.length ? [`${id}: validates ${fields.map((f) => f.field).join(', ')} but documents no body`] : [];
  const problem = (field: string, what: string, detail: string) => {
    const key = `${id} ${field} ${what}`;
    if (key in bodyExceptions) usedExceptions.add(key);
    else problems.push(`${key}: ${detail}`);
  };
  for (const {field, rules, always} of fields) {
    const found = schemaAt(schema, field);
    if (!found) {
      problem(field, 'missing', 'validated but not documented');
      continue;
    }
    const {parent, leaf, node} = found;
    const names = rules.map(ruleName);
    const types = typesOf(node);
    const required: string[] = parent.required ?? [];
    if (always && names.includes('required') && leaf !== '*' && !required.includes(leaf))
      problem(field, 'required', 'the validator requires it; the schema does not');
    // A rule that applies only under a condition says nothing about null in the other cases.
    if (names.includes('nullable') ? !types.includes('null') : always && types.includes('null'))
      problem(
        field,
        'nullable',
        `validator ${names.includes('nullable') ? 'allows' : 'rejects'} null; schema types ${JSON.stringify(types)}`,
      );
    const numeric = names.includes('numeric') || names.includes('integer');
    const expect = (rule: string, accepted: string[]) => {
      if (names.includes(rule) && !accepted.some((type) => types.includes(type)))
        problem(
          field,
          'type',
          `rule ${rule} needs one of ${accepted.join('/')}; schema types ${JSON.stringify(types)}`,
        );
    };
    expect('string', ['string']);
    expect('numeric', ['number', 'integer']);
    expect('integer', ['integer']);
    expect('boolean', ['boolean']);
    expect('array', ['array', 'object']);
    if (names.includes('email') && node.format !== 'email')
      problem(field, 'format', 'rule email, schema has no format email');
    if (names.includes('uuid') && node.format !== 'uuid')
      problem(field, 'format', 'rule uuid, schema has no format uuid');
    const [maxKey, minKey] = names.includes('array')
      ? ['maxItems', 'minItems']
      : numeric
        ? ['maximum', 'minimum']
        : ['maxLength', 'minLength'];
    for (const [rule, key] of [
      ['max', maxKey],
      ['min', minKey],
    ]) {
      const value = ruleArgument(rules, rule);
      const documented = node[key];
      if (value !== undefined && Number(value) !== documented)
        problem(field, key, `rule ${rule}:${value}, schema ${key} ${documented ?? 'missing'}`);
      // `required` rejects an empty string: minLength 1 says the same.
      const impliedByRequired = key === 'minLength' && documented === 1 && names.includes('required');
      if (value === undefined && documented !== undefined && !impliedByRequired)
        problem(field, key, `schema ${key} ${documented}, the validator has no ${rule} rule`);
    }
    const inRule = rules.find((rule) => typeof rule !== 'string' && rule.in) as {in: unknown[]} | undefined;
    const inString = ruleArgument(rules, 'in');
    const allowed = inRule?.in ?? inString?.split(',');
    const enumValues = (node.enum as unknown[] | undefined)?.filter((value) => value !== null);
    if (allowed && JSON.stringify([...allowed].sort()) !== JSON.stringify([...(enumValues ?? [])].sort()))
      problem(field, 'enum', `validator allows ${JSON.stringify(allowed)}, schema enum ${JSON.stringify(enumValues)}`);
    if (!allowed && enumValues)
      problem(field, 'enum', `schema enum ${JSON.stringify(enumValues)}, the validator checks no values`);
    if (names.includes('confirmed') && !schemaAt(schema, `${field}_confirmation`))
      problem(field, 'confirmed', `rule confirmed, schema has no ${field}_confirmation`);
  }
  // Documented as required but not required by any validation of the action.
  const walkRequired = (node: Json, path: string) => {
    for (const name of (node.required as string[] | undefined) ?? []) {
      const field = path ? `${path}.${name}` : name;
      const validated = fields.find((candidate) => candidate.field === field);
      if (!validated?.rules.map(ruleName).includes('required'))
        problem(field, 'required', 'the schema requires it; no validation of the action does');
    }
    for (const [name, child] of Object.entries<Json>(node.properties ?? {})) {
      const resolved = deref(child);
      if (resolved?.type === 'object' || resolved?.properties) walkRequired(resolved!, path ? `${path}.${name}` : name);
    }
  };
  walkRequired(schema, '');
  return problems;
}

describe('openapi request bodies against validation.json', () => {
  test('every request body agrees with the validation rules of its action', () => {
    const problems: string[] = [];
    for (const {op, route} of operations) {
      if (!route?.controller) continue;
      const action = validationData.actions[`${route.controller}@${route.action}`];
      const validations = action?.validations ?? [];
      const body = deref(op.requestBody);
      const schema = deref(body?.content?.['application/json']?.schema);
      problems.push(...bodyProblems(op.operationId, schema, validations));
    }
    assert.deepEqual(problems, []);
  });

  test('route parameters an action validates are its path parameters', () => {
    for (const {key, path, route} of operations) {
      if (!route?.controller) continue;
      const validations = validationData.actions[`${route.controller}@${route.action}`]?.validations ?? [];
      for (const name of validations.flatMap((validation) => validation.literalKeys ?? [])) {
        assert.ok(path.includes(`{${name}}`), `${key}: validates ${name}, which is not a path parameter`);
      }
    }
  });

  test('every listed exception is still needed', () => {
    assert.deepEqual(
      Object.keys(bodyExceptions).filter((key) => !usedExceptions.has(key)),
      [],
      'the description now agrees with the validator here: remove the exception',
    );
  });
});
