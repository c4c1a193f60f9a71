/**
 * The sandbox's knowledge of Kublade 1.2.3's server (plugins/api-reference/sandbox/server.ts)
 * against the facts extracted from the 1.2.3 source (src/data/platform/, written by
 * `npm run platform:extract`): the table of path checks is exactly what the API controllers
 * validate of their route parameters, operation by operation.
 *
 * Run alone: node --import tsx --test tests/unit/plugins/api-reference/sandbox/server.test.ts
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {before, describe, test} from 'node:test';
import {fileURLToPath} from 'node:url';

import {bundleOpenApi} from '../../../../../lib/openapi.mjs';
import {bodyRules, lookups, pathRules} from '../../../../../plugins/api-reference/sandbox/server';
import type {RoutesData, ValidationData} from '../../../../../scripts/extract-platform.mjs';

type Table = Record<string, Record<string, string>>;

const root = fileURLToPath(new URL('../../../../..', import.meta.url));
const platform = <T>(name: string): T => JSON.parse(readFileSync(join(root, 'src/data/platform', name), 'utf8')) as T;
const routesData = platform<RoutesData>('routes.json');
const validationData = platform<ValidationData>('validation.json');

const httpMethods = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'];

/**
 * What 1.2.3 checks of each operation's route parameters: the operation's method and path give its
 * route of routes/api.php (routes.json), the route its `Controller@action`, and the action's
 * `Validator::make` calls (validation.json) the route parameters they validate (`literalKeys`, the
 * keys set from `$name` variables) with their rules, joined as Laravel's `a|b|c` syntax. The
 * parameters keep the order of the validator's data array in the source, the order in which the
 * validator reports them. Operations without a route (the description documents a few) check nothing.
 */
function expectedPathRules(description: Record<string, unknown>): Table {
  const table: Table = {};
  for (const {operationId, route} of routedOperations(description)) {
    if (!route?.controller) continue;
    for (const validation of validationData.actions[`${route.controller}@${route.action}`]?.validations ?? []) {
      const position = (name: string) => validation.data.search(new RegExp(`['"]${name}['"]\\s*=>`));
      const names = [...(validation.literalKeys ?? [])].sort((a, b) => position(a) - position(b));
      for (const name of names) {
        assert.ok(position(name) >= 0, `${operationId}: ${name} is a key of the validator's data`);
        (table[operationId] ??= {})[name] = validation.fields[name].join('|');
      }
    }
  }
  return table;
}

/** Each operation of the description with its path and the route of routes/api.php that serves it. */
function routedOperations(description: Record<string, unknown>) {
  const apiRoutes = routesData.routes.filter((route) => route.file === 'routes/api.php');
  return Object.entries(description.paths as Record<string, Record<string, unknown>>).flatMap(([path, item]) =>
    httpMethods.flatMap((method) => {
      const operation = item[method] as {operationId?: string} | undefined;
      if (!operation) return [];
      const route = apiRoutes.find(
        (candidate) => candidate.uri === path && candidate.methods.includes(method.toUpperCase()),
      );
      return [{operationId: String(operation.operationId), path, route}];
    }),
  );
}

/** Operation by operation (sorted), each parameter with its rule in the table's order. */
const entries = (table: Table) =>
  Object.keys(table)
    .sort()
    .map((id) => [id, Object.entries(table[id])]);

let expected: Table;
let description: Record<string, unknown>;

before(async () => {
  description = await bundleOpenApi();
  expected = expectedPathRules(description);
});

/** The operations of the description by operationId: path, and the validations of its action at 1.2.3. */
function operationsById(): Map<string, {path: string; fields: Record<string, string[]>}> {
  const found = new Map<string, {path: string; fields: Record<string, string[]>}>();
  for (const {operationId, path, route} of routedOperations(description)) {
    const validations = route ? (validationData.actions[`${route.controller}@${route.action}`]?.validations ?? []) : [];
    found.set(operationId, {
      path,
      fields: Object.assign({}, ...validations.map((validation) => validation.fields)) as Record<string, string[]>,
    });
  }
  return found;
}

describe('sandbox: the path checks of 1.2.3', () => {
  test('the table is what the API controllers validate of their route parameters, and all of it', () => {
    assert.deepEqual(entries(pathRules), entries(expected));
  });

  test('the extracted data has the checks the table is about', () => {
    // Guards the comparison itself: an empty or reshaped extraction would make it vacuous.
    assert.ok(Object.keys(expected).length >= 30, `${Object.keys(expected).length} operations check a path parameter`);
    assert.deepEqual(expected.approveDeployment, {
      project_id: 'required|string|max:255',
      deployment_id: 'required|string|max:255',
    });
    assert.deepEqual(Object.keys(expected.approveDeployment), ['project_id', 'deployment_id']);
  });
});

describe('sandbox: the body rules and lookups of 1.2.3', () => {
  test('every body rule the sandbox adds is a rule the action validates the field with', () => {
    const operations = operationsById();
    for (const [id, fields] of Object.entries(bodyRules))
      for (const [field, rules] of Object.entries(fields))
        for (const rule of rules.split('|'))
          assert.ok(operations.get(id)?.fields[field]?.includes(rule), `${id}: ${field} ${rule}`);
  });

  test('every lookup names an id of its operation: a path parameter, or a field the action validates', () => {
    const operations = operationsById();
    for (const [id, list] of Object.entries(lookups)) {
      const operation = operations.get(id);
      assert.ok(operation, `${id} is an operation`);
      for (const lookup of list) {
        if (lookup.from !== 'body') assert.ok(operation.path.includes(`{${lookup.id}}`), `${id}: {${lookup.id}}`);
        if (lookup.from === 'body') assert.ok(lookup.id in operation.fields, `${id}: ${lookup.id} is validated`);
      }
    }
  });
});
