#!/usr/bin/env node
// Usage: node scripts/api-mock.mjs [--port 4010] [--as-documented]
//        (npm run api:mock -- --port 4011 --as-documented)
//        Serves a mock of the Kublade API on http://127.0.0.1:<port>, answered from
//        openapi/openapi.yaml by the sandbox of "Try it" (plugins/api-reference/sandbox, loaded
//        through tsx): the same module that answers in the page, so the two never disagree.
//        Stop it with Ctrl-C.
//
// It answers as the page's sandbox does, as Kublade 1.2.3 answers: Laravel's routing (404 fallback,
// 405), the documented 401 without a bearer token (any token is valid), the request body checked
// with Laravel's rules and messages (400 with the server's envelope), 404 (or what the action
// answers) for an id other than the examples', 1.2.3's answers where a known issue or its code
// makes it answer otherwise than documented (the registry of src/data/knownIssues.ts, as the page
// gets it), otherwise the first example of the lowest documented 2xx. With --as-documented it
// answers as the description documents instead, without any of 1.2.3's answers. CORS is open and
// preflights are answered, so the "Try it" panel on /api/ can use this mock as "your installation".
// Nothing is fetched from the network. tests/e2e/api-mock.spec.ts drives the panel against it;
// tests/unit/plugins/api-reference/sandbox-parity.test.ts and sandbox.test.ts check that it answers
// as the sandbox does.
import {createServer} from 'node:http';

import {bundleOpenApi} from '../lib/openapi.mjs';

const host = '127.0.0.1';

function parsePort(argv) {
  const index = argv.findIndex((a) => a === '--port' || a.startsWith('--port='));
  if (index < 0) return 4010;
  const raw = argv[index].includes('=') ? argv[index].split('=')[1] : argv[index + 1];
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`api-mock: --port needs a number between 1 and 65535, got ${raw}`);
    process.exit(2);
  }
  return port;
}

const argv = process.argv.slice(2);
if (argv.includes('--help')) {
  console.log('Usage: node scripts/api-mock.mjs [--port 4010] [--as-documented]');
  process.exit(0);
}
const port = parsePort(argv);
const asDocumented = argv.includes('--as-documented');

let description;
try {
  description = await bundleOpenApi();
} catch (error) {
  console.error(`api-mock: could not bundle the description: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
// The sandbox is TypeScript; tsx (a dev dependency) loads it without a build step.
const {tsImport} = await import('tsx/esm/api');
const {Sandbox} = await tsImport('../plugins/api-reference/sandbox/index.ts', import.meta.url);
/** The known issues' answers as the page's "Try it" gets them, from the same view model. */
async function releaseAnswers() {
  const {buildViewModel} = await tsImport('../plugins/api-reference/viewModel.ts', import.meta.url);
  const {knownIssuesOfOperation} = await tsImport('../src/data/knownIssues.ts', import.meta.url);
  return buildViewModel(structuredClone(description), {knownIssuesOf: knownIssuesOfOperation}).tryIt.releaseAnswers;
}
const sandbox = asDocumented
  ? new Sandbox(description, {conditionalAnswers: {}})
  : new Sandbox(description, {releaseAnswers: await releaseAnswers()});

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': '*, authorization',
  'access-control-expose-headers': '*',
  'access-control-max-age': '600',
};

const server = createServer(async (request, response) => {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
    response.writeHead(204, cors).end();
    return;
  }
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(', ') : (value ?? ''),
    ]),
  );
  const body = Buffer.concat(chunks).toString('utf8');
  const answer = sandbox.answer({
    url: `http://${host}:${port}${request.url}`,
    method: request.method ?? 'GET',
    headers,
    ...(body ? {body} : {}),
  });
  console.log(`api-mock: ${request.method} ${request.url} → ${answer.status}`);
  response.writeHead(answer.status, answer.statusText, {...Object.fromEntries(answer.headers), ...cors});
  response.end(request.method === 'HEAD' ? undefined : answer.body);
});

// An idle connection stays open until its client closes it: with Node's default of 5 s the server
// closed sockets a client on a busy machine was about to reuse, and its next request failed with
// "other side closed" (the parity test, in a run beside the browser tests and a CPU hog).
server.keepAliveTimeout = 0;

server.listen(port, host, () => {
  console.log(
    `api-mock: Kublade API ${description.info.version} mock on http://${host}:${port} (paths start with /api), answering ${asDocumented ? 'as documented' : `as ${description.info.version} does`}`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.close(() => process.exit(0)));
