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
  return out;
}
