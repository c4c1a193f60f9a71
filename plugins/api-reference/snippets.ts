import {HTTPSnippet, type HarRequest} from 'httpsnippet';

import type {CodeLanguage} from './types';

export interface SampleRequest {
  method: string;
  /** Absolute URL without query string. */
  url: string;
  query: {name: string; value: string}[];
  headers: {name: string; value: string}[];
  body?: {contentType: string; text: string};
}

const targets: Record<CodeLanguage, [target: string, client: string]> = {
  curl: ['shell', 'curl'],
  javascript: ['javascript', 'fetch'],
  python: ['python', 'requests'],
  php: ['php', 'guzzle'],
};

export function codeSamples(request: SampleRequest): Record<CodeLanguage, string> {
  const har = {
    method: request.method.toUpperCase(),
    url: request.url,
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers: request.headers,
    queryString: request.query,
    headersSize: -1,
    bodySize: -1,
    ...(request.body ? {postData: {mimeType: request.body.contentType, text: request.body.text}} : {}),
  } as HarRequest;
  const snippet = new HTTPSnippet(har);
  const out = {} as Record<CodeLanguage, string>;
  for (const [language, [target, client]] of Object.entries(targets) as [CodeLanguage, [string, string]][]) {
    const code = snippet.convert(target as never, client, {indent: '  '});
    out[language] = (Array.isArray(code) ? code[0] : code || '').trimEnd();
  }
  const json = jsonBody(request);
  if (json !== undefined) {
    // httpsnippet writes a JSON body's strings into Python and JavaScript source without escaping them again:
    // a "\n" in a kubeconfig became a line break inside a Python string (a syntax error) and, in the fetch
    // sample, a raw line break inside the JSON text (a body the server cannot parse). Both are rewritten from
    // the parsed value; tests/unit/plugins/api-reference/snippets.test.ts runs them.
    out.python = replaceOnce(
      out.python,
      /^payload = [\s\S]*?\n(?=headers = |\nresponse = )/m,
      `payload = ${pythonLiteral(json)}\n`,
    );
    out.javascript = replaceOnce(
      out.javascript,
      /^ {2}body: '.*'$/m,
      `  body: JSON.stringify(${JSON.stringify(json, null, 2).replace(/\n/g, '\n  ')})`,
    );
  }
  return out;
}

function jsonBody(request: SampleRequest): unknown {
  if (!request.body || !/\bjson\b/i.test(request.body.contentType)) return undefined;
  try {
    return JSON.parse(request.body.text) as unknown;
  } catch {
    return undefined;
  }
}

function replaceOnce(code: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(code)) throw new Error(`httpsnippet changed its output: ${pattern} no longer matches`);
  return code.replace(pattern, () => replacement);
}

/** A Python literal of a JSON value; JSON's string escapes are Python's too. */
function pythonLiteral(value: unknown, indent = ''): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value !== 'object') return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => inner + pythonLiteral(item, inner)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${pythonLiteral(item, inner)}`).join(',\n')}\n${indent}}`;
}
