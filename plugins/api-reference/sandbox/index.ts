/**
 * The sandbox of "Try it": answers a built request inside the page, from the published description
 * (`/api/openapi.json`), so that a reader can try every operation without an installation. No
 * request leaves the page. It follows the rules of `npm run api:mock` (Prism 5.14, see the header
 * of scripts/api-mock.mjs), so that the two agree on every status:
 *
 * - no operation at that path: 404; the path exists but not for that method: 405;
 * - the operation needs a bearer token and the request has none: the documented 401 (else
 *   `default`) with its first example;
 * - a path, query or header parameter or the body fails its schema (read-only properties are not
 *   expected in a request), or a required body is missing: the documented 422, else 400, else
 *   `default`, with its first example; where that example is the status/message/data envelope,
 *   `data` carries the real reasons, field by field (Prism keeps the example's and lists the
 *   reasons in an `sl-violations` header);
 * - otherwise the lowest documented 2xx (else `default`, else the first response) with its first
 *   example.
 *
 * Validation uses @cfworker/json-schema, which interprets schemas: the site's CSP forbids eval,
 * which rules out validators that compile schemas to functions (Ajv).
 */
import {Validator, type OutputUnit, type Schema} from '@cfworker/json-schema';

import type {BuiltRequest} from '../tryIt/request';

type Json = Record<string, unknown>;

export interface SandboxResponse {
  status: number;
  statusText: string;
  headers: [string, string][];
  /** The body as a server would send it: JSON text, or empty. */
  body: string;
}

/** Field (dotted for nested body fields, `git.url`) → what is wrong with it. */
export type Reasons = Record<string, string[]>;

const statusTexts: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  405: 'Method Not Allowed',
  422: 'Unprocessable Content',
  500: 'Internal Server Error',
};

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keywords whose values are data, not schemas: nothing inside them is stripped. */
const dataKeywords = new Set(['example', 'examples', 'enum', 'const', 'default']);

/**
 * A request never carries read-only properties, so they are neither required nor checked in a
 * request body (Prism strips them the same way).
 */
function withoutReadOnly(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutReadOnly);
  if (!isObject(schema)) return schema;
  const result: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    result[key] = dataKeywords.has(key) ? value : withoutReadOnly(value);
  }
  if (isObject(schema.properties)) {
    const readOnly = Object.keys(schema.properties).filter(
      (name) =>
        isObject((schema.properties as Json)[name]) && ((schema.properties as Json)[name] as Json).readOnly === true,
    );
    const properties = result.properties as Json;
    for (const name of readOnly) delete properties[name];
    if (Array.isArray(schema.required)) result.required = schema.required.filter((name) => !readOnly.includes(name));
  }
  return result;
}

interface Route {
  method: string;
  path: string;
  /** `/api/projects/{project_id}` as a pattern with one group per parameter. */
  pattern: RegExp;
  names: string[];
  /** Literal segments: a concrete path wins over a templated one, as in Prism. */
  literals: number;
  operation: Json;
  parameters: Json[];
}

function fieldOf(unit: OutputUnit, prefix: string[]): string {
  const path = unit.instanceLocation
    .replace(/^#\/?/, '')
    .split('/')
    .filter((part) => part !== '')
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'));
  const required = unit.keyword === 'required' ? /"([^"]+)"/.exec(unit.error)?.[1] : undefined;
  const additional = unit.keyword === 'additionalProperties' ? /"([^"]+)"/.exec(unit.error)?.[1] : undefined;
  const parts = [...prefix, ...path, ...((required ?? additional) ? [(required ?? additional)!] : [])];
  return parts.length > 0 ? parts.join('.') : 'body';
}

/** Summary errors ("property x does not match") repeat what a deeper error says precisely. */
const summaryKeywords = new Set([
  'properties',
  'patternProperties',
  'items',
  'prefixItems',
  'allOf',
  '$ref',
  '$dynamicRef',
  'then',
  'else',
  'dependentSchemas',
  'unevaluatedProperties',
  'unevaluatedItems',
  'false',
]);

function reasonsOf(units: OutputUnit[], prefix: string[]): Reasons {
  const reasons: Reasons = {};
  for (const unit of units) {
    if (summaryKeywords.has(unit.keyword)) continue;
    // Inside anyOf/oneOf/not, the branch errors only explain why that branch did not match.
    if (/\/(?:anyOf|oneOf|not)\/.+/.test(unit.keywordLocation)) continue;
    const field = fieldOf(unit, prefix);
    const message =
      unit.keyword === 'required'
        ? `The ${field} field is required.`
        : unit.keyword === 'additionalProperties'
          ? `The ${field} field is not allowed here.`
          : unit.error;
    (reasons[field] ??= []).push(message);
  }
  return reasons;
}

export class Sandbox {
  private readonly routes: Route[];
  private readonly schemas: Json;
  private readonly validators = new Map<unknown, Validator>();

  constructor(private readonly description: Json) {
    const components = isObject(description.components) ? description.components : {};
    this.schemas = withoutReadOnly(isObject(components.schemas) ? components.schemas : {}) as Json;
    this.routes = [];
    for (const [path, rawItem] of Object.entries(isObject(description.paths) ? description.paths : {})) {
      const item = this.deref(rawItem);
      const names: string[] = [];
      const source = path
        .split('/')
        .map((segment) =>
          segment.replace(/\{([^}]+)\}|[^{]+/g, (match, name?: string) => {
            if (name === undefined) return match.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
            names.push(name);
            return '([^/]+)';
          }),
        )
        .join('/');
      const literals = path.split('/').filter((segment) => segment !== '' && !segment.includes('{')).length;
      for (const method of methods) {
        if (!isObject(item[method])) continue;
        const operation = item[method] as Json;
        const byKey = new Map<string, Json>();
        for (const raw of [...asArray(item.parameters), ...asArray(operation.parameters)]) {
          const parameter = this.deref(raw);
          byKey.set(`${parameter.in}:${parameter.name}`, parameter);
        }
        this.routes.push({
          method,
          path,
          pattern: new RegExp(`^${source}$`),
          names,
          literals,
          operation,
          parameters: [...byKey.values()],
        });
      }
    }
  }

  /** Follows local `$ref`s (`#/components/...`) to the object they name. */
  private deref(value: unknown): Json {
    let current = value;
    for (let hops = 0; isObject(current) && typeof current.$ref === 'string' && hops < 32; hops++) {
      const ref: string = current.$ref;
      if (!ref.startsWith('#/')) return {};
      current = ref
        .slice(2)
        .split('/')
        .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce<unknown>((node, token) => (isObject(node) ? node[token] : undefined), this.description);
    }
    return isObject(current) ? current : {};
  }

  private validate(schema: unknown, value: unknown, prefix: string[]): Reasons {
    if (!isObject(schema)) return {};
    let validator = this.validators.get(schema);
    if (!validator) {
      const root = {...(withoutReadOnly(schema) as Json), components: {schemas: this.schemas}};
      validator = new Validator(root as Schema, '2020-12', false);
      this.validators.set(schema, validator);
    }
    const result = validator.validate(value);
    return result.valid ? {} : reasonsOf(result.errors, prefix);
  }

  answer(request: BuiltRequest): SandboxResponse {
    const url = new URL(request.url);
    const method = request.method.toLowerCase();
    const candidates = this.routes
      .map((route) => ({route, match: route.pattern.exec(url.pathname)}))
      .filter((entry) => entry.match !== null)
      .sort((a, b) => b.route.literals - a.route.literals);
    if (candidates.length === 0)
      return problem(404, 'Route not resolved, no path matched', `No operation is documented at ${url.pathname}.`);
    const found = candidates.find((entry) => entry.route.method === method);
    if (!found) {
      const allowed = [...new Set(candidates.map((entry) => entry.route.method.toUpperCase()))].join(', ');
      return problem(405, 'Route resolved, but no method matched', `${url.pathname} answers ${allowed}.`);
    }
    const {route, match} = found;
    const responses = isObject(route.operation.responses) ? route.operation.responses : {};

    if (!this.authorized(route.operation, request.headers)) {
      const response = this.documented(responses, ['401'], '401');
      if (response) return response;
      return problem(401, 'Invalid security scheme used', 'This operation needs a bearer token.');
    }

    const reasons = this.check(route, match!, url, request);
    if (Object.keys(reasons).length > 0) {
      const response = this.documented(responses, ['422', '400'], '422', reasons);
      if (response) return response;
      return problem(422, 'Invalid request', 'The request does not match the description.', {validation: reasons});
    }

    const success = Object.keys(responses)
      .filter((status) => /^2(?:\d\d|XX)$/.test(status))
      .sort()[0];
    return (
      this.documented(responses, success ? [success] : [], '200') ??
      this.respond(Object.keys(responses)[0] ?? '200', responses[Object.keys(responses)[0]])
    );
  }

  private authorized(operation: Json, headers: Record<string, string>): boolean {
    const requirements = asArray(operation.security ?? this.description.security);
    if (requirements.length === 0) return true;
    const header = (name: string) =>
      Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1] ?? '';
    const components = isObject(this.description.components) ? this.description.components : {};
    const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
    // Any one requirement suffices; within one, every scheme it names must be met.
    return requirements.some((requirement) =>
      Object.keys(isObject(requirement) ? requirement : {}).every((name) => {
        const scheme = this.deref(schemes[name]);
        if (scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'bearer')
          return /^Bearer\s.+$/.test(header('authorization'));
        if (scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'basic')
          return /^Basic\s.+$/.test(header('authorization'));
        if (scheme.type === 'apiKey' && scheme.in === 'header') return header(String(scheme.name)) !== '';
        return true;
      }),
    );
  }

  private check(route: Route, match: RegExpExecArray, url: URL, request: BuiltRequest): Reasons {
    const reasons: Reasons = {};
    const add = (more: Reasons) => {
      for (const [field, messages] of Object.entries(more)) (reasons[field] ??= []).push(...messages);
    };
    for (const parameter of route.parameters) {
      const name = String(parameter.name);
      let raw: string[];
      if (parameter.in === 'path') {
        const index = route.names.indexOf(name);
        raw = index >= 0 ? [safeDecode(match[index + 1])] : [];
      } else if (parameter.in === 'query') raw = url.searchParams.getAll(name);
      else if (parameter.in === 'header') {
        raw = Object.entries(request.headers)
          .filter(([key]) => key.toLowerCase() === name.toLowerCase())
          .map(([, value]) => value);
      } else continue;
      if (raw.length === 0) {
        if (parameter.required === true) add({[name]: [`The ${name} field is required.`]});
        continue;
      }
      const schema = this.deref(parameter.schema);
      const value =
        schema.type === 'array' ? raw.map((v) => coerce(v, this.deref(schema.items))) : coerce(raw[0], schema);
      add(this.validate(parameter.schema, value, [name]));
    }

    const requestBody = this.deref(route.operation.requestBody);
    const content = isObject(requestBody.content) ? requestBody.content : {};
    if (request.body === undefined || request.body === '') {
      if (requestBody.required === true) add({body: ['The request body is required.']});
      return reasons;
    }
    const contentType =
      Object.entries(request.headers).find(([key]) => key.toLowerCase() === 'content-type')?.[1] ?? '';
    const mediaType = contentType.split(';')[0].trim().toLowerCase();
    const media = Object.entries(content).find(([type]) => type.toLowerCase() === mediaType)?.[1];
    if (!isObject(media)) {
      add({body: [`The content type must be one of: ${Object.keys(content).join(', ') || 'none'}.`]});
      return reasons;
    }
    if (/json/.test(mediaType)) {
      let body: unknown;
      try {
        body = JSON.parse(request.body);
      } catch {
        add({body: ['The body is not valid JSON.']});
        return reasons;
      }
      add(this.validate(media.schema, body, []));
    }
    return reasons;
  }

  /**
   * The first of `statuses` the operation documents, else its `default` answered as
   * `defaultStatus`, with the first example of its JSON content.
   */
  private documented(
    responses: Json,
    statuses: string[],
    defaultStatus: string,
    reasons?: Reasons,
  ): SandboxResponse | undefined {
    const status = statuses.find((code) => code in responses);
    if (status !== undefined) return this.respond(status.replace(/XX$/, '00'), responses[status], reasons);
    if ('default' in responses) return this.respond(defaultStatus, responses.default, reasons);
    return undefined;
  }

  private respond(status: string, rawResponse: unknown, reasons?: Reasons): SandboxResponse {
    const response = this.deref(rawResponse);
    const content = isObject(response.content) ? response.content : {};
    const [mediaType, rawMedia] =
      Object.entries(content).find(([type]) => /json/i.test(type)) ?? Object.entries(content)[0] ?? [];
    const headers: [string, string][] = [];
    let body = '';
    if (mediaType !== undefined) {
      headers.push(['content-type', mediaType]);
      const media = this.deref(rawMedia);
      let example = media.example;
      if (example === undefined && isObject(media.examples)) {
        const first = Object.values(media.examples)[0];
        example = first === undefined ? undefined : this.deref(first).value;
      }
      if (reasons && isObject(example) && 'data' in example) example = {...example, data: reasons};
      if (example !== undefined) body = typeof example === 'string' ? example : JSON.stringify(example, null, 2);
    }
    const code = Number(status);
    return {status: code, statusText: statusTexts[code] ?? '', headers, body};
  }
}

/** What the sandbox says where the description documents no answer (Prism makes up one too). */
function problem(status: number, title: string, detail: string, extra: Json = {}): SandboxResponse {
  return {
    status,
    statusText: statusTexts[status] ?? '',
    headers: [['content-type', 'application/problem+json']],
    body: JSON.stringify({title, status, detail, ...extra}, null, 2),
  };
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Parameters arrive as text; like Prism, numbers and booleans are read as such before checking. */
function coerce(value: string, schema: Json): unknown {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if ((types.includes('integer') || types.includes('number')) && value.trim() !== '' && !Number.isNaN(Number(value)))
    return Number(value);
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}
