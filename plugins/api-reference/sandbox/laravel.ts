/**
 * Request validation as a Laravel 12 application does it (Kublade 1.2.3 runs Laravel 12.21), for the
 * sandbox of "Try it": the rules come from the description's request schemas, the behaviour and the
 * English messages from Laravel's validator, so that the sandbox's `400` lists what the server
 * would list, in its words ("The name field is required.").
 *
 * What a schema says becomes these rules, in this order per field: `nullable` (its type admits
 * `null`), else `required` (the field is in the object's `required`), one type rule (`string`, `integer`,
 * `numeric` for `number`, `boolean`, `array` for `object` and `array`), `email` (`format: email`),
 * `in` (`enum`), `min` (`minLength` above 1, `minimum`, `minItems`) and `max` (`maxLength`,
 * `maximum`, `maxItems`). Besides these, only the rules that server.ts adds where a schema cannot
 * express them (`confirmed`) are checked, because 1.2.3's API controllers check nothing else: no
 * other format (ids are never checked as UUIDs), no pattern, no list items, no keys beyond the
 * named properties. A `minLength` of 1 adds nothing: Laravel turns an empty text into `null`
 * before validating, so `required` (or `nullable`) decides.
 *
 * The validator's behaviour that matters here: the global middleware trims every text of the body
 * (except `password` and `password_confirmation`) and turns empty texts into `null`; a field that
 * is absent or blank is checked only by `required`; a `nullable` field that is `null` passes; a
 * failed `required` ends the field's checks, any other failure does not; `integer`, `numeric` and
 * `boolean` accept the text forms PHP accepts (`"5"`, `"1"`). A property of an optional object is
 * checked only when the object is sent (the schema's meaning; Laravel's flat rules would demand it
 * anyway).
 */

type Json = Record<string, unknown>;

/** Field (dotted for nested fields, `git.url`) → the server's messages, in the order it checks them. */
export type Reasons = Record<string, string[]>;

export type Rule =
  | {name: 'required' | 'nullable' | 'string' | 'integer' | 'numeric' | 'boolean' | 'array' | 'email' | 'confirmed'}
  | {name: 'in'; values: string[]}
  | {name: 'min' | 'max'; value: number};

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Laravel's English messages (lang/en/validation.php of Laravel 12) for the rules above. */
const messages = {
  required: 'The :attribute field is required.',
  string: 'The :attribute field must be a string.',
  integer: 'The :attribute field must be an integer.',
  numeric: 'The :attribute field must be a number.',
  boolean: 'The :attribute field must be true or false.',
  array: 'The :attribute field must be an array.',
  email: 'The :attribute field must be a valid email address.',
  in: 'The selected :attribute is invalid.',
  confirmed: 'The :attribute field confirmation does not match.',
  min: {
    numeric: 'The :attribute field must be at least :min.',
    string: 'The :attribute field must be at least :min characters.',
    array: 'The :attribute field must have at least :min items.',
  },
  max: {
    numeric: 'The :attribute field must not be greater than :max.',
    string: 'The :attribute field must not be greater than :max characters.',
    array: 'The :attribute field must not have more than :max items.',
  },
};

/** `Str::snake`: `templateId` → `template_id`; text of lower-case letters only stays as it is. */
function snake(value: string): string {
  if (/^[a-z]+$/.test(value)) return value;
  const words = value.replace(
    /(^|[ \t\r\n\f\v])(\S)/g,
    (_match, space: string, first: string) => space + first.toUpperCase(),
  );
  return words
    .replace(/\s+/g, '')
    .replace(/(.)(?=[A-Z])/g, '$1_')
    .toLowerCase();
}

/** How a message names a field without custom attribute names: `project_id` → `project id`, `git.base_path` → `git.base path`. */
export function attributeName(field: string): string {
  return snake(field).replace(/_/g, ' ');
}

/** Rules written as Laravel writes them (`required|string|max:255`), for the few that this module knows. */
export function parseRules(text: string): Rule[] {
  return text.split('|').map((part): Rule => {
    const [name, parameter = ''] = part.split(':');
    if (name === 'min' || name === 'max') return {name, value: Number(parameter)};
    if (name === 'in') return {name, values: parameter.split(',')};
    if (
      ['required', 'nullable', 'string', 'integer', 'numeric', 'boolean', 'array', 'email', 'confirmed'].includes(
        name,
      ) &&
      parameter === ''
    )
      return {name} as Rule;
    throw new Error(`Unknown validation rule: ${part}`);
  });
}

function typesOf(schema: Json): string[] {
  if (Array.isArray(schema.type)) return schema.type.filter((type): type is string => typeof type === 'string');
  return typeof schema.type === 'string' ? [schema.type] : [];
}

/** The rules a property's schema expresses (see the top of this file). */
export function rulesOf(schema: Json, required: boolean): Rule[] {
  const rules: Rule[] = [];
  const types = typesOf(schema);
  const concrete = types.filter((type) => type !== 'null');
  // A property that must be sent but may be `null` is only `nullable` to Laravel, whose `required`
  // refuses `null`; 1.2.3 writes such fields (`k8s.node_prefix`) as `nullable` alone.
  if (types.includes('null')) rules.push({name: 'nullable'});
  else if (required) rules.push({name: 'required'});
  // Laravel's email rule checks for text itself; 1.2.3 mostly writes it without `string`.
  const email = schema.format === 'email';
  if (concrete.length === 1 && !(email && concrete[0] === 'string')) {
    const rule = {
      string: 'string',
      integer: 'integer',
      number: 'numeric',
      boolean: 'boolean',
      object: 'array',
      array: 'array',
    }[concrete[0]] as Rule['name'] | undefined;
    if (rule) rules.push({name: rule} as Rule);
  }
  if (email) rules.push({name: 'email'});
  if (Array.isArray(schema.enum))
    rules.push({name: 'in', values: schema.enum.filter((value) => value !== null).map((value) => String(value))});
  const min =
    typeof schema.minLength === 'number' && schema.minLength > 1
      ? schema.minLength
      : typeof schema.minimum === 'number'
        ? schema.minimum
        : typeof schema.minItems === 'number'
          ? schema.minItems
          : undefined;
  if (min !== undefined) rules.push({name: 'min', value: min});
  const max =
    typeof schema.maxLength === 'number'
      ? schema.maxLength
      : typeof schema.maximum === 'number'
        ? schema.maximum
        : typeof schema.maxItems === 'number'
          ? schema.maxItems
          : undefined;
  if (max !== undefined) rules.push({name: 'max', value: max});
  return rules;
}

/** The body as the controller reads it: texts trimmed (passwords excepted), empty texts `null`. */
export function cleanInput(value: unknown, key = ''): unknown {
  if (Array.isArray(value))
    return value.map((item, index) => cleanInput(item, key ? `${key}.${index}` : String(index)));
  if (isObject(value))
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, cleanInput(item, key ? `${key}.${name}` : name)]),
    );
  if (typeof value !== 'string') return value;
  const trimmed = ['password', 'password_confirmation', 'current_password'].includes(key)
    ? value
    : value.replace(/^[\s\uFEFF\u200B]+|[\s\uFEFF\u200B]+$/g, '');
  return trimmed === '' ? null : trimmed;
}

const integerText = /^\s*[+-]?(?:0|[1-9]\d*)\s*$/;
const numericText = /^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?\s*$/;

function isNumeric(value: unknown): boolean {
  return (
    (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && numericText.test(value))
  );
}

/** `confirmation` is the value of the field's `<field>_confirmation` sibling, which `confirmed` compares. */
function passes(rule: Rule, value: unknown, rules: Rule[], confirmation: unknown): boolean {
  switch (rule.name) {
    case 'required':
      if (value === null || value === undefined) return false;
      if (typeof value === 'string') return value.trim() !== '';
      if (Array.isArray(value)) return value.length > 0;
      if (isObject(value)) return Object.keys(value).length > 0;
      return true;
    case 'nullable':
      return true;
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return (
        value === true ||
        (typeof value === 'number' && Number.isSafeInteger(value)) ||
        (typeof value === 'string' && integerText.test(value))
      );
    case 'numeric':
      return isNumeric(value);
    case 'boolean':
      return [true, false, 0, 1, '0', '1'].includes(value as never);
    case 'array':
      return Array.isArray(value) || isObject(value);
    case 'email':
      return typeof value === 'string' && /^[^\s@]+@[^\s@]+$/.test(value) && !/\.\.|^\.|\.@|@\.|\.$/.test(value);
    case 'in':
      return !Array.isArray(value) && !isObject(value) && rule.values.includes(phpString(value));
    case 'confirmed':
      return value === confirmation;
    case 'min':
      return sizeOf(value, rules) >= rule.value;
    case 'max':
      return sizeOf(value, rules) <= rule.value;
  }
}

/** PHP's `(string)` of a scalar. */
function phpString(value: unknown): string {
  if (value === true) return '1';
  if (value === false || value === null || value === undefined) return '';
  return String(value);
}

function hasNumericRule(rules: Rule[]): boolean {
  return rules.some((rule) => rule.name === 'numeric' || rule.name === 'integer');
}

/** What `min` and `max` compare: the number, the count of items, or the count of characters. */
function sizeOf(value: unknown, rules: Rule[]): number {
  if (hasNumericRule(rules) && isNumeric(value)) return Number(value);
  if (Array.isArray(value)) return value.length;
  if (isObject(value)) return Object.keys(value).length;
  return [...phpString(value)].length;
}

function message(rule: Rule, field: string, rules: Rule[]): string {
  const attribute = attributeName(field);
  if (rule.name === 'min' || rule.name === 'max') {
    const kind = hasNumericRule(rules) ? 'numeric' : rules.some((other) => other.name === 'array') ? 'array' : 'string';
    return messages[rule.name][kind].replace(':attribute', attribute).replace(`:${rule.name}`, String(rule.value));
  }
  return messages[rule.name as Exclude<Rule['name'], 'min' | 'max' | 'nullable'>].replace(':attribute', attribute);
}

/**
 * Checks one field's value against its rules and adds the failures to `reasons`; `confirmation` is
 * the value of its `<field>_confirmation` sibling, for `confirmed`.
 */
export function checkField(
  field: string,
  value: unknown,
  rules: Rule[],
  reasons: Reasons,
  confirmation?: unknown,
): void {
  const nullable = rules.some((rule) => rule.name === 'nullable');
  const blank = value === undefined || (typeof value === 'string' && value.trim() === '');
  for (const rule of rules) {
    const implicit = rule.name === 'required';
    if (!implicit && (blank || (nullable && value === null))) continue;
    if (passes(rule, value, rules, confirmation)) continue;
    (reasons[field] ??= []).push(message(rule, field, rules));
    if (implicit) return;
  }
}

/**
 * Checks a request body against an object schema; `deref` resolves `$ref`s of the description, and
 * `extra` (dotted field → Laravel rules) adds rules that a schema cannot express after the schema's.
 * Properties are checked in the schema's order, each before the properties it contains.
 */
export function validateBody(
  schema: unknown,
  body: unknown,
  deref: (value: unknown) => Json,
  extra: Record<string, string> = {},
): Reasons {
  const reasons: Reasons = {};
  walk(deref(schema), isObject(body) ? body : {}, '', reasons, deref, extra);
  return reasons;
}

function walk(
  schema: Json,
  data: unknown,
  prefix: string,
  reasons: Reasons,
  deref: (value: unknown) => Json,
  extra: Record<string, string>,
) {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  const names = [...Object.keys(properties), ...[...required].filter((name) => !(name in properties))];
  for (const name of names) {
    const property = deref(properties[name]);
    // A request never carries read-only properties.
    if (property.readOnly === true) continue;
    const field = prefix + name;
    const item = (key: string) => (isObject(data) || Array.isArray(data) ? (data as Json)[key] : undefined);
    const value = item(name);
    const rules = [...rulesOf(property, required.has(name)), ...(extra[field] ? parseRules(extra[field]) : [])];
    checkField(field, value, rules, reasons, item(`${name}_confirmation`));
    if (isObject(property.properties) && (required.has(name) || (value !== undefined && value !== null)))
      walk(property, value, `${field}.`, reasons, deref, extra);
  }
}
