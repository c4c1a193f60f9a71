/**
 * The sandbox of "Try it": answers a built request inside the page, from the published description
 * (`/api/openapi.json`), as Kublade 1.2.3 would answer it, so that a reader can try every operation
 * without an installation. No request leaves the page, and the sandbox has no data: the records
 * that exist are those the examples use (the `example` of each path parameter), and any bearer
 * token is valid and may do everything (like the first user's).
 *
 * In the order the server works through a request:
 *
 * - routing (`routes/api.php`): a `GET` to a path that no operation has answers the fallback's
 *   `404` `Not found`; any other method there, or a method the path has no operation for, answers
 *   Laravel's `405` (server.ts);
 * - the token: an operation that needs one, called without, answers its documented `401`;
 * - validation: the path parameters the action checks (server.ts: only their length) and the
 *   request body against the description's schema, with Laravel's rules and messages
 *   (laravel.ts) and the few rules a schema cannot express (server.ts); a failure answers `400`
 *   with the server's envelope, `message: "Validation failed"` and `data` field → messages. Query
 *   parameters are not checked: 1.2.3 checks none;
 * - lookups: an id the action looks up that names no record answers as the action does, mostly
 *   `404` `<Object> not found` (server.ts);
 * - otherwise the first example of the lowest documented 2xx (else of `default`).
 *
 * Where 1.2.3 answers otherwise than documented, its answer comes first, with the documented answer
 * beside it (`documented`), so that the page can show either: for every call past the check a
 * known issue's `answer` names (the registry's, passed in as `releaseAnswers`), and for the
 * requests that server.ts's `conditionalAnswers` pick once they pass validation and lookups.
 *
 * The mock of `npm run api:mock` (scripts/api-mock.mjs) answers through this module over HTTP, as
 * 1.2.3 or, with `--as-documented`, as documented; tests/unit/plugins/api-reference/sandbox.test.ts
 * and sandbox-parity.test.ts check both.
 */
import type {BuiltRequest} from '../tryIt/request';
import type {ReleaseAnswer} from '../types';
import {cleanInput, checkField, parseRules, validateBody, type Reasons} from './laravel';
import {
  apiPrefix,
  bodyRules,
  conditionalAnswers as releaseConditionalAnswers,
  fallbackAnswer,
  lookups,
  methodNotAllowedAnswer,
  pathRules as releasePathRules,
  routerVerbs,
  type ConditionalAnswer,
} from './server';

export type {Reasons} from './laravel';

type Json = Record<string, unknown>;

export interface SandboxResponse {
  status: number;
  statusText: string;
  headers: [string, string][];
  /** The body as a server would send it: JSON text, or empty. */
  body: string;
}

export interface SandboxAnswer extends SandboxResponse {
  /** Set when this answer is 1.2.3's, not the documented one, because of a known issue. */
  knownIssue?: Pick<ReleaseAnswer, 'issueId' | 'issueTitle' | 'when'>;
  /** The answer the description documents for the same request, when 1.2.3 answers otherwise. */
  documented?: SandboxResponse;
}

export interface SandboxOptions {
  /** By operationId: 1.2.3's answer where a known issue makes it differ from the documented one. */
  releaseAnswers?: Record<string, ReleaseAnswer>;
  /**
   * By operationId: 1.2.3's answers to the requests that meet a condition; server.ts's by default,
   * `{}` to answer those requests as documented.
   */
  conditionalAnswers?: Record<string, ConditionalAnswer[]>;
  /** By operationId: the checks of path parameters, parameter → Laravel rules; 1.2.3's by default. */
  pathRules?: Record<string, Record<string, string>>;
}

const statusTexts: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  422: 'Unprocessable Content',
  500: 'Internal Server Error',
};

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

interface Route {
  method: string;
  path: string;
  /** `/api/projects/{project_id}` as a pattern with one group per parameter. */
  pattern: RegExp;
  names: string[];
  /** Literal segments: a concrete path wins over a templated one (`/templates/import`). */
  literals: number;
  operation: Json;
}

function json(status: number, body: unknown, headers: [string, string][] = []): SandboxResponse {
  return {
    status,
    statusText: statusTexts[status] ?? '',
    headers: [['content-type', 'application/json'], ...headers],
    body: JSON.stringify(body, null, 2),
  };
}

export class Sandbox {
  private readonly routes: Route[];
  private readonly releaseAnswers: Record<string, ReleaseAnswer>;
  private readonly conditionalAnswers: Record<string, ConditionalAnswer[]>;
  private readonly pathRules: Record<string, Record<string, string>>;
  /** Path parameter → the ids of the records that exist: the parameter's documented examples. */
  private readonly records = new Map<string, Set<string>>();

  constructor(
    private readonly description: Json,
    options: SandboxOptions = {},
  ) {
    this.releaseAnswers = options.releaseAnswers ?? {};
    this.conditionalAnswers = options.conditionalAnswers ?? releaseConditionalAnswers;
    this.pathRules = options.pathRules ?? releasePathRules;
    this.routes = [];
    for (const [path, rawItem] of Object.entries(isObject(description.paths) ? description.paths : {})) {
      const item = this.deref(rawItem);
      for (const operation of [item, ...methods.map((method) => item[method])].filter(isObject))
        for (const parameter of asArray(operation.parameters).map(this.deref))
          if (parameter.in === 'path' && parameter.example !== undefined)
            this.records.set(
              String(parameter.name),
              (this.records.get(String(parameter.name)) ?? new Set()).add(String(parameter.example)),
            );
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
        this.routes.push({
          method,
          path,
          pattern: new RegExp(`^${source}$`),
          names,
          literals,
          operation: item[method] as Json,
        });
      }
    }
  }

  /** Follows local `$ref`s (`#/components/...`) to the object they name. */
  private readonly deref = (value: unknown): Json => {
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
  };

  answer(request: BuiltRequest): SandboxAnswer {
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    // Laravel matches routes against the decoded path: an encoded "/" in an id splits the segment.
    const path = safeDecode(url.pathname);
    const candidates = this.routes
      .map((route) => ({route, match: route.pattern.exec(path)}))
      .filter((entry) => entry.match !== null)
      .sort((a, b) => b.route.literals - a.route.literals);
    const found = candidates.find((entry) => entry.route.method.toUpperCase() === method);
    if (!found)
      return this.unrouted(
        method,
        path,
        candidates.map((entry) => entry.route.method.toUpperCase()),
      );

    const {route, match} = found;
    const operationId = String(route.operation.operationId);
    const documented = this.documented(route, match!, request);
    const release = this.releaseAnswers[operationId];
    const stoppedBy = documented.stoppedBy;
    const applies =
      release !== undefined &&
      (release.after === 'routing' ||
        (release.after === 'token' && stoppedBy !== 'token') ||
        (release.after === 'validation' && stoppedBy === undefined));
    if (applies)
      return {
        ...json(release.status, release.body),
        knownIssue: {
          issueId: release.issueId,
          issueTitle: release.issueTitle,
          ...(release.when ? {when: release.when} : {}),
        },
        documented: documented.response,
      };
    const body = cleanInput(jsonBody(request)) as Json;
    const conditional =
      stoppedBy === undefined
        ? this.conditionalAnswers[operationId]?.find((candidate) =>
            candidate.applies({body, documented: this.successBody}),
          )
        : undefined;
    if (!conditional) return documented.response;
    return {
      ...json(conditional.status, conditional.body),
      knownIssue: {issueId: conditional.issue.id, issueTitle: conditional.issue.title, when: conditional.when},
      documented: documented.response,
    };
  }

  /** A path or method without an operation: the fallback route's 404, else Laravel's 405. */
  private unrouted(method: string, path: string, routed: string[]): SandboxResponse {
    const belowPrefix = path.startsWith(apiPrefix);
    if (belowPrefix && (method === 'GET' || method === 'HEAD') && routed.length === 0) return json(404, fallbackAnswer);
    const matching = new Set(routed);
    if (matching.has('GET')) matching.add('HEAD');
    // The fallback route matches every path below the prefix, for GET and HEAD.
    if (belowPrefix) ['GET', 'HEAD'].forEach((verb) => matching.add(verb));
    if (matching.size === 0) return json(404, fallbackAnswer);
    const supported = routerVerbs.filter((verb) => verb !== method && matching.has(verb));
    return json(405, methodNotAllowedAnswer(method, path.replace(/^\//, ''), supported), [
      ['allow', supported.join(', ')],
    ]);
  }

  /** The answer the description documents, and which check stopped the request, if one did. */
  private documented(
    route: Route,
    match: RegExpExecArray,
    request: BuiltRequest,
  ): {response: SandboxResponse; stoppedBy?: 'token' | 'validation' | 'lookup'} {
    const responses = isObject(route.operation.responses) ? route.operation.responses : {};
    if (!this.authorized(route.operation, request.headers))
      return {
        response: this.example(responses, ['401']) ?? json(401, {status: 'error', message: 'Unauthorized'}),
        stoppedBy: 'token',
      };

    const reasons = this.check(route, match, request);
    if (Object.keys(reasons).length > 0)
      return {
        response: json(400, {status: 'error', message: 'Validation failed', data: reasons}),
        stoppedBy: 'validation',
      };

    const missing = this.lookup(route, match, request);
    if (missing) return {response: missing, stoppedBy: 'lookup'};
    return {response: this.success(route)};
  }

  /** The first example of the operation's lowest documented 2xx, else of `default`, else of its first answer. */
  private success(route: Route): SandboxResponse {
    const responses = isObject(route.operation.responses) ? route.operation.responses : {};
    const success = Object.keys(responses)
      .filter((status) => /^2(?:\d\d|XX)$/.test(status))
      .sort()[0];
    const first = Object.keys(responses)[0];
    return (
      this.example(responses, success ? [success] : ['default']) ??
      (first ? this.respond(first, responses[first]) : json(200, {}))
    );
  }

  /** The documented success answer of an operation as JSON: the records as the examples show them. */
  private readonly successBody = (operationId: string): Json => {
    const route = this.routes.find((candidate) => candidate.operation.operationId === operationId);
    try {
      const parsed: unknown = route ? JSON.parse(this.success(route).body) : undefined;
      return isObject(parsed) ? parsed : {};
    } catch {
      return {};
    }
  };

  /** The answer of the first record the action looks up and does not find (server.ts), if any. */
  private lookup(route: Route, match: RegExpExecArray, request: BuiltRequest): SandboxResponse | undefined {
    const body = cleanInput(jsonBody(request)) as Json;
    for (const {id, from, status, body: answer} of lookups[String(route.operation.operationId)] ?? []) {
      const index = route.names.indexOf(id);
      const fromPath = index >= 0 ? match[index + 1] : undefined;
      const value = from === 'path' ? fromPath : from === 'body' || id in body ? body[id] : fromPath;
      if (value === undefined || value === null) continue;
      if (!this.records.get(id)?.has(String(value))) return json(status, answer);
    }
    return undefined;
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

  /** The path parameters the action checks, then the body against its schema, as the server checks them. */
  private check(route: Route, match: RegExpExecArray, request: BuiltRequest): Reasons {
    const reasons: Reasons = {};
    const rules = this.pathRules[String(route.operation.operationId)] ?? {};
    for (const [name, text] of Object.entries(rules)) {
      const index = route.names.indexOf(name);
      if (index >= 0) checkField(name, match[index + 1], parseRules(text), reasons);
    }
    const requestBody = this.deref(route.operation.requestBody);
    const content = isObject(requestBody.content) ? requestBody.content : {};
    const media = Object.entries(content).find(([type]) => /json/i.test(type))?.[1];
    if (!isObject(media)) return reasons;
    for (const [field, messages] of Object.entries(
      validateBody(
        media.schema,
        cleanInput(jsonBody(request)),
        this.deref,
        bodyRules[String(route.operation.operationId)],
      ),
    ))
      (reasons[field] ??= []).push(...messages);
    return reasons;
  }

  /** The first example of the first of `statuses` that the operation documents. */
  private example(responses: Json, statuses: string[]): SandboxResponse | undefined {
    const status = statuses.find((code) => code in responses);
    return status === undefined ? undefined : this.respond(status, responses[status]);
  }

  private respond(status: string, rawResponse: unknown): SandboxResponse {
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
      if (example !== undefined) body = typeof example === 'string' ? example : JSON.stringify(example, null, 2);
    }
    // `default` and ranges such as `2XX` stand for a status of their class.
    const code = status === 'default' ? 200 : Number(status.replace(/XX$/i, '00'));
    return {status: code, statusText: statusTexts[code] ?? '', headers, body};
  }
}

/**
 * The body as Laravel reads it: JSON decoded when the request says it is JSON; anything else,
 * or JSON that does not decode to an object, gives no fields.
 */
function jsonBody(request: BuiltRequest): Json {
  const contentType = Object.entries(request.headers).find(([key]) => key.toLowerCase() === 'content-type')?.[1] ?? '';
  if (!/json/i.test(contentType) || request.body === undefined) return {};
  try {
    const parsed: unknown = JSON.parse(request.body);
    return isObject(parsed) ? parsed : {};
  } catch {
    return {};
  }
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
