#!/usr/bin/env node
// Usage: node scripts/api-mock.mjs [--port 4010]      (npm run api:mock -- --port 4011)
//        Bundles openapi/openapi.yaml to a temporary file and serves it with Prism's mock server on
//        http://127.0.0.1:<port>. Requests are validated against the description (path and query
//        parameters, bearer token presence, request bodies); valid requests get the first
//        documented example of the success status. Stop it with Ctrl-C.
import {spawn} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';

import {bundleOpenApi} from './openapi.mjs';

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

const child = spawn(process.execPath, [prism, 'mock', '--host', host, '--port', String(port), '--dynamic=false', '--errors=false', file], {
  stdio: 'inherit',
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
  });
}
child.on('exit', (code, signal) => {
  cleanup();
  process.exit(code ?? (signal ? 0 : 1));
});
