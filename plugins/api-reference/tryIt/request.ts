/**
 * The request "Try it" sends, built from what the reader typed: pure, so that it is unit-tested
 * apart from the form, and shared by the real fetch, the in-page sandbox and "Copy as curl".
 */
import {sampleToken} from '../constants';
import type {ApiParameter} from '../types';

export interface RequestInput {
  /** The reader's installation address, e.g. `https://kublade.example.com`. */
  baseUrl: string;
  /** Path between the installation address and the operation path, e.g. `/api`. */
  basePath: string;
  method: string;
  /** Operation path with `{name}` placeholders, e.g. `/projects/{project_id}`. */
  path: string;
  parameters: Pick<ApiParameter, 'name' | 'in' | 'required'>[];
  /** Values by `${in}:${name}`; a query parameter may have several values (`?tag=a&tag=b`). */
  values: Record<string, string | string[] | undefined>;
  token?: string;
  /** Present when the operation takes a body; a blank `text` sends none. */
  body?: {contentType: string; text: string};
}

export interface BuiltRequest {
  url: string;
  /** Upper case, as sent. */
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/** Which part of the form an error is about, so the form can title it and point to the field. */
export type RequestErrorKind = 'missing' | 'value' | 'baseUrl' | 'token' | 'body';

export interface RequestError {
  kind: RequestErrorKind;
  message: string;
}

export type BuildResult =
  | {ok: true; request: BuiltRequest}
  | {
      ok: false;
      errors: RequestError[];
      /**
       * The request as it would go out, when only its JSON body is malformed: "Try it" does not
       * send it, but shows it as curl, which would.
       */
      request?: BuiltRequest;
    };

function valuesOf(raw: string | string[] | undefined): string[] {
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return list.map((value) => value.trim()).filter((value) => value !== '');
}

/** Header values travel on one line: a line break would be rejected by fetch, or split the request. */
const lineBreak = /[\r\n]/;

function parseBaseUrl(raw: string): URL | RequestError {
  const error: RequestError = {
    kind: 'baseUrl',
    message:
      'Enter the full address of your installation, starting with http:// or https://, for example https://kublade.example.com.',
  };
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return error;
  }
  if (!/^https?:$/.test(url.protocol) || url.hostname === '') return error;
  if (url.username || url.password)
    return {kind: 'baseUrl', message: 'Leave user name and password out of the address; the token authenticates.'};
  if (url.search || url.hash)
    return {kind: 'baseUrl', message: 'The address of the installation takes no query (?…) or fragment (#…).'};
  return url;
}

export function buildRequest(input: RequestInput): BuildResult {
  const errors: RequestError[] = [];
  const parameters = input.parameters.filter((p) => p.in !== 'cookie');
  const value = (p: Pick<ApiParameter, 'name' | 'in'>) => valuesOf(input.values[`${p.in}:${p.name}`]);

  const missing = parameters.filter((p) => (p.required || p.in === 'path') && value(p).length === 0);
  if (missing.length > 0) errors.push({kind: 'missing', message: `Missing: ${missing.map((p) => p.name).join(', ')}.`});

  // `.` and `..` survive encodeURIComponent, and the URL parser (also for %2E) would climb out of the path.
  for (const p of parameters.filter((p) => p.in === 'path')) {
    if (/^(?:\.|%2e){1,2}$/i.test(value(p)[0] ?? ''))
      errors.push({kind: 'value', message: `${p.name} cannot be "${value(p)[0]}".`});
  }
  for (const p of parameters.filter((p) => p.in === 'header')) {
    if (value(p).some((v) => lineBreak.test(v))) errors.push({kind: 'value', message: `${p.name} must be one line.`});
  }
  const token = input.token?.trim() ?? '';
  if (lineBreak.test(token)) errors.push({kind: 'token', message: 'The token must be one line.'});

  const base = parseBaseUrl(input.baseUrl);
  if (!(base instanceof URL)) errors.push(base);

  const body = input.body && input.body.text.trim() !== '' ? input.body : undefined;
  if (body && /json/i.test(body.contentType)) {
    try {
      JSON.parse(body.text);
    } catch (error) {
      errors.push({kind: 'body', message: error instanceof Error ? error.message : String(error)});
    }
  }
  if (!(base instanceof URL) || errors.some((error) => error.kind !== 'body')) return {ok: false, errors};

  const path = input.path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    encodeURIComponent(value({name, in: 'path'})[0] ?? ''),
  );
  const url = new URL(base.origin + base.pathname.replace(/\/+$/, '') + input.basePath + path);
  for (const p of parameters.filter((p) => p.in === 'query')) {
    for (const v of value(p)) url.searchParams.append(p.name, v);
  }

  const headers: Record<string, string> = {Accept: 'application/json'};
  for (const p of parameters.filter((p) => p.in === 'header')) {
    const values = value(p);
    if (values.length > 0) headers[p.name] = values.join(', ');
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body) headers['Content-Type'] = body.contentType;

  const request = {
    url: url.toString(),
    method: input.method.toUpperCase(),
    headers,
    ...(body ? {body: body.text} : {}),
  };
  return errors.length > 0 ? {ok: false, errors, request} : {ok: true, request};
}

/** One shell word: single quotes keep everything literal, a single quote itself is closed, escaped and reopened. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/**
 * The request as a curl command to paste into a POSIX shell. The token is replaced by the
 * placeholder the code samples use unless `revealToken` is set: a command gets copied into chats
 * and tickets more often than a reader means to share their token.
 */
export function toCurl(request: BuiltRequest, {revealToken = false}: {revealToken?: boolean} = {}): string {
  const lines = [`curl${request.method === 'GET' ? '' : ` -X ${request.method}`} ${shellQuote(request.url)}`];
  for (const [name, value] of Object.entries(request.headers)) {
    const shown =
      name.toLowerCase() === 'authorization' && !revealToken ? value.replace(/ .*/s, ` ${sampleToken}`) : value;
    lines.push(`-H ${shellQuote(`${name}: ${shown}`)}`);
  }
  if (request.body !== undefined) lines.push(`--data-raw ${shellQuote(request.body)}`);
  return lines.join(' \\\n  ');
}
