/**
 * The code samples are programs a reader pastes: every operation's Python and JavaScript sample is run
 * (python3 with a stand-in `requests` module, Node with a stand-in `fetch`), and the body each sends must
 * be the operation's JSON example. Run alone: node --import tsx --test tests/unit/plugins/api-reference/snippets.test.ts
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {before, describe, test} from 'node:test';

import {bundleOpenApi} from '../../../../lib/openapi.mjs';
import {codeSamples} from '../../../../plugins/api-reference/snippets';
import {buildViewModel, type BuiltViewModel} from '../../../../plugins/api-reference/viewModel';

/**
 * Runs Python samples, all in one python3, with a `requests` that prints what it was asked to send;
 * returns each sample's method and JSON body.
 */
function pythonSends(codes: string[]): {method: string; json: unknown}[] {
  const standIn = [
    'import json, sys, types',
    'requests = types.ModuleType("requests")',
    'class Answer:',
    '    def json(self): return {}',
    'def send(method):',
    '    def call(url, **kwargs):',
    '        print(json.dumps({"method": method, "json": kwargs.get("json")}))',
    '        return Answer()',
    '    return call',
    'for method in ("get", "post", "put", "patch", "delete"): setattr(requests, method, send(method.upper()))',
    'sys.modules["requests"] = requests',
    'for index, code in enumerate(json.load(sys.stdin)):',
    '    exec(compile(code, f"sample-{index}.py", "exec"), {"__name__": "__main__"})',
  ].join('\n');
  const run = spawnSync('python3', ['-c', standIn], {input: JSON.stringify(codes), encoding: 'utf8'});
  assert.equal(run.status, 0, `python3 ran the samples:\n${run.stderr}`);
  // The samples print the answer too (the stand-in's is {}); only the stand-in's own lines carry a method.
  const sent = run.stdout
    .trim()
    .split('\n')
    .filter((line) => line.startsWith('{"method"'))
    .map((line) => JSON.parse(line) as {method: string; json: unknown});
  assert.equal(sent.length, codes.length, 'each sample sent one request');
  return sent;
}

/** Runs a JavaScript (fetch) sample with a `fetch` that records its options. */
async function javascriptSends(code: string): Promise<{method: string; body?: string}> {
  let sent: {method: string; body?: string} | undefined;
  const fetch = (_url: string, options: {method: string; body?: string}) => {
    sent = options;
    return Promise.resolve({json: () => Promise.resolve({})});
  };
  const run = new Function('fetch', 'console', `return (async () => {\n${code}\n})();`) as (
    f: typeof fetch,
    c: Pick<Console, 'log' | 'error'>,
  ) => Promise<void>;
  await run(fetch, {log: () => undefined, error: (error: unknown) => assert.fail(String(error))});
  assert.ok(sent, 'the sample called fetch');
  return sent;
}

describe('JSON bodies with line breaks, quotes and backslashes survive in every language', () => {
  const value = {
    name: 'a "quoted" name',
    kubeconfig: 'apiVersion: v1\nclusters: []\n',
    path: 'C:\\temp\\x',
    unicode: 'é ✓',
    nested: [{on: true, off: false, none: null, n: 1.5}],
    empty: {},
    list: [],
  };
  const samples = codeSamples({
    method: 'post',
    url: 'https://kublade.example.com/api/x',
    query: [{name: 'page', value: '1'}],
    headers: [{name: 'Content-Type', value: 'application/json'}],
    body: {contentType: 'application/json', text: JSON.stringify(value, null, 2)},
  });

  test('Python sends the value', () => {
    assert.deepEqual(pythonSends([samples.python]), [{method: 'POST', json: value}]);
  });

  test('JavaScript sends the value as JSON', async () => {
    const sent = await javascriptSends(samples.javascript);
    assert.equal(sent.method, 'POST');
    assert.deepEqual(JSON.parse(sent.body ?? ''), value);
  });
});

describe('every operation of the description', () => {
  let examples: BuiltViewModel['examples'];
  before(async () => {
    const description = JSON.parse(JSON.stringify(await bundleOpenApi())) as Record<string, unknown>;
    ({examples} = buildViewModel(description));
  });

  test('its Python sample runs and sends its JSON example', () => {
    const operations = Object.entries(examples);
    const sent = pythonSends(operations.map(([, {samples}]) => samples.python!));
    operations.forEach(([id, {requestBody}], index) => {
      const expected = requestBody[0] ? (JSON.parse(requestBody[0].value) as unknown) : null;
      assert.deepEqual(sent[index].json, expected, id);
    });
    assert.ok(operations.filter(([, {requestBody}]) => requestBody[0]).length >= 20, 'operations with a JSON body');
  });

  test('its JavaScript sample runs and sends its JSON example', async () => {
    for (const [id, {samples, requestBody}] of Object.entries(examples)) {
      const sent = await javascriptSends(samples.javascript!);
      if (requestBody[0]) assert.deepEqual(JSON.parse(sent.body ?? ''), JSON.parse(requestBody[0].value), id);
      else assert.equal(sent.body, undefined, id);
    }
  });
});
