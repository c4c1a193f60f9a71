import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {buildRequest, shellQuote, toCurl, type RequestInput} from '../../../../../plugins/api-reference/tryIt/request';

function input(patch: Partial<RequestInput> = {}): RequestInput {
  return {
    baseUrl: 'https://kublade.example.com',
    basePath: '/api',
    method: 'get',
    path: '/projects/{project_id}/clusters',
    parameters: [
      {name: 'project_id', in: 'path', required: true},
      {name: 'cursor', in: 'query', required: false},
      {name: 'type', in: 'query', required: false},
      {name: 'X-Trace', in: 'header', required: false},
      {name: 'session', in: 'cookie', required: false},
    ],
    values: {'path:project_id': 'a1/b 2', 'query:cursor': '', 'query:type': 'cluster'},
    ...patch,
  };
}

function built(patch: Partial<RequestInput> = {}) {
  const result = buildRequest(input(patch));
  assert.ok(result.ok, JSON.stringify(result));
  return result.request;
}

function errors(patch: Partial<RequestInput>) {
  const result = buildRequest(input(patch));
  assert.ok(!result.ok, 'expected errors');
  return result.errors;
}

describe('URL', () => {
  test('base URL, base path and the path with its parameters encoded', () => {
    assert.equal(built().url, 'https://kublade.example.com/api/projects/a1%2Fb%202/clusters?type=cluster');
  });

  test('trailing slashes and a sub-path of the installation address are kept apart', () => {
    assert.equal(
      built({baseUrl: ' https://example.com/kublade/// '}).url,
      'https://example.com/kublade/api/projects/a1%2Fb%202/clusters?type=cluster',
    );
  });

  test('. and .. are refused as path values: the URL parser would climb out of the path', () => {
    for (const value of ['..', '.', '%2e%2E']) {
      assert.deepEqual(errors({values: {'path:project_id': value}}), [
        {kind: 'value', message: `project_id cannot be "${value}".`},
      ]);
    }
  });

  test('only http and https addresses with a host, no credentials, query or fragment', () => {
    for (const baseUrl of ['kublade.example.com', 'ftp://example.com', 'javascript:alert(1)', 'http://', '']) {
      assert.equal(errors({baseUrl})[0].kind, 'baseUrl', baseUrl);
    }
    assert.match(errors({baseUrl: 'https://user:pw@example.com'})[0].message, /user name and password/);
    assert.match(errors({baseUrl: 'https://example.com/?a=1'})[0].message, /no query/);
    assert.match(errors({baseUrl: 'https://example.com/#x'})[0].message, /fragment/);
  });
});

describe('query', () => {
  test('empty values are left out, several values repeat the name, values are encoded', () => {
    const url = new URL(
      built({values: {'path:project_id': 'p', 'query:cursor': ['a&b', ' ', 'c d'], 'query:type': ' '}}).url,
    );
    assert.deepEqual(url.searchParams.getAll('cursor'), ['a&b', 'c d']);
    assert.equal(url.searchParams.has('type'), false);
    assert.equal(url.search, '?cursor=a%26b&cursor=c+d');
  });
});

describe('headers', () => {
  test('Accept always; header parameters; bearer token trimmed; cookies never', () => {
    const request = built({
      values: {'path:project_id': 'p', 'header:X-Trace': ' t1 ', 'cookie:session': 's'},
      token: ' tok ',
    });
    assert.deepEqual(request.headers, {Accept: 'application/json', 'X-Trace': 't1', Authorization: 'Bearer tok'});
    assert.equal(request.method, 'GET');
    assert.equal(request.body, undefined);
  });

  test('no token, no Authorization header', () => {
    assert.equal('Authorization' in built({token: '  '}).headers, false);
  });

  test('line breaks in a header value or the token are refused', () => {
    assert.deepEqual(
      errors({values: {'path:project_id': 'p', 'header:X-Trace': 'a\r\nX-Evil: 1'}, token: 'a\nb'}).map((e) => e.kind),
      ['value', 'token'],
    );
  });
});

describe('body', () => {
  const post = {method: 'post', path: '/projects', parameters: [], values: {}};

  test('a JSON body is sent as typed, with its content type', () => {
    const request = built({...post, body: {contentType: 'application/json', text: '{"name": "it\'s"}'}});
    assert.equal(request.method, 'POST');
    assert.equal(request.body, '{"name": "it\'s"}');
    assert.equal(request.headers['Content-Type'], 'application/json');
  });

  test('a blank body sends none', () => {
    const request = built({...post, body: {contentType: 'application/json', text: ' \n '}});
    assert.equal(request.body, undefined);
    assert.equal('Content-Type' in request.headers, false);
  });

  test('invalid JSON is refused with the parser message', () => {
    const [error] = errors({...post, body: {contentType: 'application/json', text: '{"name": '}});
    assert.equal(error.kind, 'body');
    assert.match(error.message, /JSON/);
  });

  test('a request refused only for its JSON still comes back as it would go out, for curl', () => {
    const result = buildRequest(input({...post, body: {contentType: 'application/json', text: '{"name": '}}));
    assert.ok(!result.ok);
    assert.equal(result.request?.body, '{"name": ');
    assert.equal(result.request?.method, 'POST');
    assert.equal(result.request?.headers['Content-Type'], 'application/json');
  });

  test('a non-JSON body is not parsed', () => {
    assert.equal(built({...post, body: {contentType: 'text/plain', text: '{'}}).body, '{');
  });
});

describe('errors', () => {
  test('every missing required parameter is named, and all errors come together', () => {
    const result = buildRequest(
      input({
        baseUrl: 'nope',
        parameters: [
          {name: 'project_id', in: 'path', required: true},
          {name: 'name', in: 'query', required: true},
        ],
        values: {'path:project_id': ' ', 'query:name': ['', ' ']},
        body: {contentType: 'application/json', text: '{'},
      }),
    );
    assert.ok(!result.ok);
    assert.deepEqual(
      result.errors.map((e) => e.kind),
      ['missing', 'baseUrl', 'body'],
    );
    assert.equal(result.errors[0].message, 'Missing: project_id, name.');
    assert.equal(result.request, undefined, 'no request where more than the body is wrong');
  });
});

describe('curl', () => {
  const request = {
    url: "https://example.com/api/projects?q=it's",
    method: 'POST',
    headers: {Accept: 'application/json', Authorization: 'Bearer s3cr3t', 'Content-Type': 'application/json'},
    body: '{"name": "it\'s"}',
  };

  test('single quotes inside values are closed, escaped and reopened', () => {
    assert.equal(shellQuote("it's"), `'it'\\''s'`);
    assert.equal(shellQuote('$HOME `x` "y"'), `'$HOME \`x\` "y"'`);
  });

  test('the token is masked unless asked for', () => {
    assert.equal(
      toCurl(request),
      [
        `curl -X POST 'https://example.com/api/projects?q=it'\\''s'`,
        `-H 'Accept: application/json'`,
        `-H 'Authorization: Bearer YOUR_API_TOKEN'`,
        `-H 'Content-Type: application/json'`,
        `--data-raw '{"name": "it'\\''s"}'`,
      ].join(' \\\n  '),
    );
    assert.doesNotMatch(toCurl(request), /s3cr3t/);
    assert.match(toCurl(request, {revealToken: true}), /-H 'Authorization: Bearer s3cr3t'/);
  });

  test('GET needs no -X and no body', () => {
    assert.equal(
      toCurl({url: 'https://example.com/api/me', method: 'GET', headers: {Accept: 'application/json'}}),
      `curl 'https://example.com/api/me' \\\n  -H 'Accept: application/json'`,
    );
  });

  test('a built request round-trips through a real shell', async () => {
    const {execFileSync} = await import('node:child_process');
    const printed = execFileSync(
      'sh',
      ['-c', `printf '%s\\n' ${toCurl(request).replace(/^curl/, '').replace(/\\\n/g, '')}`],
      {
        encoding: 'utf8',
      },
    );
    assert.deepEqual(printed.trim().split('\n'), [
      '-X',
      'POST',
      "https://example.com/api/projects?q=it's",
      '-H',
      'Accept: application/json',
      '-H',
      'Authorization: Bearer YOUR_API_TOKEN',
      '-H',
      'Content-Type: application/json',
      '--data-raw',
      '{"name": "it\'s"}',
    ]);
  });
});
