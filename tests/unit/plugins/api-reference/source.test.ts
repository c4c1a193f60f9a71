import assert from 'node:assert/strict';
import {after, before, describe, test} from 'node:test';

import {chooseDescription} from '../../../../plugins/api-reference/source';
import {description, type Json} from './fixture';
import {startTestHost, type TestHost} from '../../../support/testHost';
import {unreachedLimitMs} from '../../../support/unreachedLimit';

describe('choice of the description', () => {
  let host: TestHost;
  let origin: string;
  const valid = JSON.stringify(description('v1.2.3'));
  /** The next release as the platform might publish it: one operation renamed, one added. */
  const next = description('1.3.0');
  const nextPaths = next.paths as Record<string, Record<string, Json>>;
  nextPaths['/projects/{project_id}'].get.operationId = 'showProject';
  nextPaths['/projects/{project_id}/archive'] = {
    post: {operationId: 'archiveProject', responses: {'204': {description: 'Archived'}}},
  };
  const bodies: Record<string, [number, string]> = {
    '/valid/': [200, valid],
    '/next/': [200, JSON.stringify(next)],
    '/added/': [200, JSON.stringify({...description('1.3.0')})],
    '/error/': [500, 'Internal Server Error'],
    '/html/': [200, '<!doctype html><html><body>Maintenance</body></html>'],
    '/broken/': [200, '{"openapi": "3.1.0", "info": '],
    '/other/': [200, JSON.stringify({name: 'kublade', version: '1.2.3'})],
    '/swagger/': [200, JSON.stringify({swagger: '2.0', info: {version: '1'}, paths: {'/a': {}}})],
    '/missing/': [200, JSON.stringify({...description(), paths: {}})],
    '/fewer/': [
      200,
      JSON.stringify({...description(), paths: {'/auth/login': (description().paths as Json)['/auth/login']}}),
    ],
    '/unstructured/': [
      200,
      JSON.stringify({...description(), components: {schemas: {}, securitySchemes: {bearerAuth: {type: 'http'}}}}),
    ],
    // Valid JSON, but above the size cap of `choose` (1 MiB).
    '/huge/': [200, JSON.stringify({...description(), 'x-padding': 'x'.repeat(1024 * 1024)})],
  };

  before(async () => {
    host = await startTestHost((req, res) => {
      const prefix = req.url?.replace(/api-docs-latest\.json$/, '') ?? '';
      if (prefix === '/slow/') return; // never answers
      if (prefix === '/moved/') return void res.writeHead(301, {location: '/valid/api-docs-latest.json'}).end();
      if (prefix === '/elsewhere/')
        return void res.writeHead(302, {location: 'http://documents.invalid/api-docs-latest.json'}).end();
      const [status, body] = bodies[prefix] ?? [404, 'Not found'];
      res.writeHead(status, {'content-type': body.startsWith('<') ? 'text/html' : 'application/json'}).end(body);
    });
    origin = host.origin;
  });
  after(() => host.close());

  // Only the slow host (it never answers) is about the deadline; every other answer is waited for.
  const choose = (prefix: string) =>
    chooseDescription({
      baseUrl: origin + prefix,
      loadLocal: async () => description(),
      limits: {timeoutMs: prefix === '/slow/' ? 5000 : unreachedLimitMs, maxBytes: 1024 * 1024},
    });

  test('a valid remote description is used and said so', async () => {
    const chosen = await choose('/valid/');
    assert.equal(chosen.source, 'remote');
    assert.equal((chosen.description.info as Json).version, 'v1.2.3');
    assert.equal(
      chosen.line,
      `[api-reference] using the documents host (${origin}/valid/api-docs-latest.json) because it answered with a valid OpenAPI 3.1.0 description of version v1.2.3.`,
    );
  });

  test('a redirect on the same host is followed, and the line names where the description came from', async () => {
    const chosen = await choose('/moved/');
    assert.equal(chosen.source, 'remote');
    assert.match(chosen.line, /\(redirected to http:\/\/127\.0\.0\.1:\d+\/valid\/api-docs-latest\.json\)/);
  });

  const fallbacks: [string, string, RegExp][] = [
    ['a server error', '/error/', /HTTP 500/],
    ['a timeout', '/slow/', /no complete answer within 5000 ms/],
    ['an HTML page', '/html/', /it is an HTML page \(text\/html\)/],
    ['invalid JSON', '/broken/', /it is not JSON/],
    ['JSON that is not OpenAPI', '/other/', /not an OpenAPI 3\.x description/],
    ['Swagger 2.0', '/swagger/', /not an OpenAPI 3\.x description/],
    ['a description without paths', '/missing/', /it has no paths/],
    ['a description lacking linked operations', '/fewer/', /lacks operations that the docs link to \(getProject\)/],
    ['a description that fails Redocly', '/unstructured/', /Redocly found \d+ error/],
    ['a description above the size cap', '/huge/', /exceeds 1048576/],
    [
      'a newer release with a renamed operation',
      '/next/',
      /it describes version 1\.3\.0, and the reference documents 1\.2\.3 until the team moves it \(openapi\/openapi\.yaml\)/,
    ],
    ['a newer release with every operation kept', '/added/', /it describes version 1\.3\.0/],
    ['a redirect to another host', '/elsewhere/', /it redirects to another host \(http:\/\/documents\.invalid\)/],
  ];
  for (const [what, prefix, reason] of fallbacks) {
    test(`${what} falls back to the bundled description with one line`, async () => {
      const chosen = await choose(prefix);
      assert.equal(chosen.source, 'local');
      assert.equal((chosen.description.info as Json).version, '1.2.3');
      assert.ok(
        chosen.line.startsWith(
          `[api-reference] using the bundled openapi/openapi.yaml (version 1.2.3) because ${origin}${prefix}api-docs-latest.json was not usable: `,
        ),
        chosen.line,
      );
      assert.match(chosen.line, reason);
      assert.doesNotMatch(chosen.line, /\n/);
    });
  }

  test('an unreachable host falls back too', async () => {
    const chosen = await chooseDescription({
      baseUrl: 'http://127.0.0.1:9/',
      loadLocal: async () => description(),
      limits: {timeoutMs: 500, maxBytes: 1024},
    });
    assert.equal(chosen.source, 'local');
    assert.match(chosen.line, /was not usable: (unreachable|no complete answer)/);
  });
});
