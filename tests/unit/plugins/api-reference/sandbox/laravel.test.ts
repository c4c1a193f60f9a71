/**
 * The sandbox's Laravel validation (plugins/api-reference/sandbox/laravel.ts) on its own: rules from
 * schemas, the request cleaning of Laravel's global middleware, and the validator's messages and
 * behaviour, as Laravel 12 (Kublade 1.2.3's framework) has them.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {
  attributeName,
  checkField,
  cleanInput,
  parseRules,
  rulesOf,
  validateBody,
  type Reasons,
} from '../../../../../plugins/api-reference/sandbox/laravel';

type Json = Record<string, unknown>;

function check(value: unknown, rules: string, field = 'name'): string[] {
  const reasons: Reasons = {};
  checkField(field, value, parseRules(rules), reasons);
  return reasons[field] ?? [];
}

describe('attribute names as messages show them', () => {
  test('snake case with spaces, dots kept', () => {
    assert.equal(attributeName('project_id'), 'project id');
    assert.equal(attributeName('git.base_path'), 'git.base path');
    assert.equal(attributeName('k8s.service_account_token'), 'k8s.service account token');
    assert.equal(attributeName('templateId'), 'template id');
    assert.equal(attributeName('name'), 'name');
  });
});

describe('rules from a schema', () => {
  test('required, type, e-mail, choice and sizes in Laravel’s order', () => {
    assert.deepEqual(rulesOf({type: 'string', maxLength: 255}, true), parseRules('required|string|max:255'));
    assert.deepEqual(
      rulesOf({type: 'string', format: 'email', maxLength: 255}, true),
      parseRules('required|email|max:255'),
    );
    assert.deepEqual(rulesOf({type: ['boolean', 'null']}, false), parseRules('nullable|boolean'));
    assert.deepEqual(
      rulesOf({type: 'string', enum: ['application', 'cluster']}, true),
      parseRules('required|string|in:application,cluster'),
    );
    assert.deepEqual(rulesOf({type: 'string', minLength: 6}, true), parseRules('required|string|min:6'));
    assert.deepEqual(rulesOf({type: 'number'}, true), parseRules('required|numeric'));
    assert.deepEqual(rulesOf({type: 'object'}, true), parseRules('required|array'));
  });

  test('what 1.2.3 never checks is left out: UUID format, a minimum length of 1, `required` of a nullable field', () => {
    assert.deepEqual(rulesOf({type: 'string', format: 'uuid'}, true), parseRules('required|string'));
    assert.deepEqual(rulesOf({type: 'string', minLength: 1}, true), parseRules('required|string'));
    assert.deepEqual(rulesOf({type: ['string', 'null'], maxLength: 255}, true), parseRules('nullable|string|max:255'));
  });
});

describe('the input as the controller reads it', () => {
  test('texts trimmed, empty ones null, passwords untrimmed', () => {
    assert.deepEqual(
      cleanInput({name: '  web  ', note: '   ', git: {url: ' u '}, password: ' secret ', tags: [' a ', '']}),
      {
        name: 'web',
        note: null,
        git: {url: 'u'},
        password: ' secret ',
        tags: ['a', null],
      },
    );
  });
});

describe('the validator', () => {
  test('required refuses absent, null, blank and empty lists, and ends the field’s checks', () => {
    for (const value of [undefined, null, '', '  ', [], {}])
      assert.deepEqual(check(value, 'required|string|max:3'), ['The name field is required.'], JSON.stringify(value));
    assert.deepEqual(check(false, 'required'), []);
  });

  test('an absent or blank field is checked by required only; a null nullable field passes', () => {
    assert.deepEqual(check(undefined, 'string|max:3'), []);
    assert.deepEqual(check(null, 'nullable|string|max:3'), []);
    assert.deepEqual(check(null, 'string'), ['The name field must be a string.'], 'null is present without nullable');
  });

  test('every failed rule that is not required is reported, in order', () => {
    assert.deepEqual(check(12345, 'required|email|max:3', 'email'), [
      'The email field must be a valid email address.',
      'The email field must not be greater than 3 characters.',
    ]);
  });

  test('integer, numeric and boolean accept what PHP accepts', () => {
    for (const value of [5, '5', ' -7 ', true]) assert.deepEqual(check(value, 'integer'), [], JSON.stringify(value));
    for (const value of [5.5, '5.5', '05', 'five'])
      assert.deepEqual(check(value, 'integer'), ['The name field must be an integer.']);
    for (const value of [1.5, '1.5', '6e1', ' 2 '])
      assert.deepEqual(check(value, 'numeric'), [], JSON.stringify(value));
    assert.deepEqual(check('x', 'numeric'), ['The name field must be a number.']);
    for (const value of [true, false, 0, 1, '0', '1']) assert.deepEqual(check(value, 'boolean'), []);
    for (const value of ['true', 2, 'yes'])
      assert.deepEqual(check(value, 'boolean'), ['The name field must be true or false.']);
  });

  test('min and max count characters, items or the number, by the field’s type rule', () => {
    assert.deepEqual(check('ééé', 'string|max:2'), ['The name field must not be greater than 2 characters.']);
    assert.deepEqual(check('ab', 'string|min:3'), ['The name field must be at least 3 characters.']);
    assert.deepEqual(check(101, 'numeric|max:100'), ['The name field must not be greater than 100.']);
    assert.deepEqual(check('9', 'numeric|min:10'), ['The name field must be at least 10.']);
    assert.deepEqual(check([1, 2, 3], 'array|max:2'), ['The name field must not have more than 2 items.']);
  });

  test('in compares as text, array accepts lists and objects', () => {
    assert.deepEqual(check('cluster', 'in:application,cluster', 'type'), []);
    assert.deepEqual(check('chart', 'in:application,cluster', 'type'), ['The selected type is invalid.']);
    assert.deepEqual(check({a: 1}, 'array'), []);
    assert.deepEqual(check('x', 'array'), ['The name field must be an array.']);
  });
});

describe('a body against a schema', () => {
  const schema: Json = {
    type: 'object',
    required: ['name', 'git'],
    properties: {
      id: {type: 'string', readOnly: true},
      name: {type: 'string', maxLength: 5},
      git: {$ref: '#/git'},
      limit: {type: 'object', required: ['cpu'], properties: {cpu: {type: 'number'}}},
    },
  };
  const git: Json = {type: 'object', required: ['url'], properties: {url: {type: 'string'}}};
  const deref = (value: unknown): Json => ((value as Json)?.$ref === '#/git' ? git : ((value as Json) ?? {}));

  test('fields in schema order, each before what it contains; read-only ones skipped', () => {
    assert.deepEqual(validateBody(schema, {id: 5}, deref), {
      name: ['The name field is required.'],
      git: ['The git field is required.'],
      'git.url': ['The git.url field is required.'],
    });
  });

  test('an optional object is checked once it is sent', () => {
    assert.deepEqual(validateBody(schema, {name: 'a', git: {url: 'u'}}, deref), {});
    assert.deepEqual(validateBody(schema, {name: 'a', git: {url: 'u'}, limit: {cpu: 'x'}}, deref), {
      'limit.cpu': ['The limit.cpu field must be a number.'],
    });
  });

  test('a body that is not an object has no fields', () => {
    assert.deepEqual(Object.keys(validateBody(schema, ['a'], deref)), ['name', 'git', 'git.url']);
  });

  test("extra rules follow the schema's: confirmed compares the field with its _confirmation sibling", () => {
    const user: Json = {type: 'object', properties: {password: {type: ['string', 'null'], minLength: 8}}};
    const extra = {password: 'confirmed'};
    const mismatch = ['The password field confirmation does not match.'];
    assert.deepEqual(validateBody(user, {password: 'long-enough'}, deref, extra), {password: mismatch});
    assert.deepEqual(validateBody(user, {password: 'short', password_confirmation: 'short'}, deref, extra), {
      password: ['The password field must be at least 8 characters.'],
    });
    assert.deepEqual(
      validateBody(user, {password: 'long-enough', password_confirmation: 'long-enough'}, deref, extra),
      {},
    );
    assert.deepEqual(validateBody(user, {password: null}, deref, extra), {}, 'a null nullable field passes');
    assert.deepEqual(validateBody(user, {password: 'long-enough'}, deref), {}, 'no rule without the extra one');
  });
});
