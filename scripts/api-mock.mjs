#!/usr/bin/env node
// Usage: node scripts/api-mock.mjs [--port 4010]      (npm run api:mock -- --port 4011)
//        Bundles openapi/openapi.yaml to a temporary file and serves it with Prism's mock server on
//        http://127.0.0.1:<port>. Requests are validated against the description (path and query
//        parameters, bearer token presence, request bodies); valid requests get the first
//        documented example of the success status. Stop it with Ctrl-C.
//
// Invalid requests: Prism (5.14) answers with the first documented response among 422, 400 and
// `default`, in that order, using its first example, and adds an `sl-violations` header naming
// the failed rules; it invents a 422 problem+json only when none of those is documented. Every
// operation here documents 400 (the status/message/data envelope) and none documents 422, so an
// invalid body, path or query gets the documented 400 envelope; a missing bearer token gets the
// documented 401 the same way. `--errors` stays false: when true, Prism replaces the answer to any
// violation with a 422 problem+json of its own. CORS is on (Prism's default) and preflights are
// answered, so the "Try it" panel on /api/ can use this mock. Nothing is fetched from the network.
// tests/e2e/api-mock.spec.ts drives the panel against this mock.
// plugins/api-reference/sandbox answers in the page from the same description, but as Kublade 1.2.3
// would (Laravel's validation and messages, the server's path checks, the known issues' answers);
// its unit test checks that it and this mock agree on the status of the same requests wherever both
// follow the description, and lists where the sandbox deliberately differs.
import {spawn} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';

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
  console.log('Usage: node scripts/api-mock.mjs [--port 4010]');
  process.exit(0);
}
const port = parsePort(argv);

const dir = mkdtempSync(join(tmpdir(), 'kublade-api-mock-'));
const file = join(dir, 'openapi.json');
const cleanup = () => rmSync(dir, {recursive: true, force: true});

let description;
try {
  description = await bundleOpenApi();
} catch (error) {
  cleanup();
  console.error(`api-mock: could not bundle the description: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
writeFileSync(file, JSON.stringify(description));

const require = createRequire(import.meta.url);
const prism = join(dirname(require.resolve('@stoplight/prism-cli/package.json')), 'dist/index.js');
console.log(`api-mock: Kublade API ${description.info.version} mock on http://${host}:${port} (paths start with /api)`);

const child = spawn(
  process.execPath,
  [prism, 'mock', '--host', host, '--port', String(port), '--dynamic=false', '--errors=false', file],
  {
    stdio: 'inherit',
  },
);

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
  });
}
child.on('exit', (code, signal) => {
  cleanup();
  process.exit(code ?? (signal ? 0 : 1));
});
