#!/usr/bin/env node
// Usage: node scripts/openapi.mjs --out DIR [--dereferenced]
//        Bundles the split description openapi/openapi.yaml into DIR/openapi.json and DIR/openapi.yaml.
//        As a module: `import {bundleOpenApi} from './scripts/openapi.mjs'`.
//
// Bundling is done by Redocly's engine (@redocly/openapi-core). In @redocly/cli 2.x that engine is
// compiled into the CLI and not published as an importable package in this project, so it runs
// here as the CLI's `bundle` command in a child process, with the rules of redocly.yaml.
import {execFile} from 'node:child_process';
import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);

export const rootFile = join(root, 'openapi/openapi.yaml');
export const redoclyConfig = join(root, 'redocly.yaml');

/** Path of the Redocly CLI entry point. */
export function redoclyCli() {
  return join(dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js');
}

/** Environment for Redocly child processes: no telemetry, no update notice, no colours. */
export function redoclyEnv() {
  return {
    ...process.env,
    REDOCLY_TELEMETRY: 'off',
    REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
    NO_COLOR: '1',
    FORCE_COLOR: '0',
  };
}

function run(args) {
  return new Promise((resolvePromise, reject) => {
    execFile(
      process.execPath,
      [redoclyCli(), ...args],
      {cwd: root, env: redoclyEnv(), maxBuffer: 64 * 1024 * 1024, timeout: 120_000},
      (error, stdout, stderr) => {
        if (error) reject(new Error(`redocly ${args[0]} failed: ${stderr || stdout || error.message}`));
        else resolvePromise(stdout);
      },
    );
  });
}

/**
 * Bundles openapi/openapi.yaml into one document and returns it as a plain JS object.
 *
 * By default the result is bundled but NOT dereferenced: every external file is inlined under
 * `components` and referenced with local `#/components/...` refs (the form the API reference page
 * and Prism consume). Pass `{dereferenced: true}` for a fully dereferenced document without any
 * `$ref` (larger; shared objects are repeated).
 *
 * @param {{dereferenced?: boolean, input?: string}} [options]
 * @returns {Promise<Record<string, any>>}
 */
export async function bundleOpenApi(options = {}) {
  const {dereferenced = false, input = rootFile} = options;
  const dir = await mkdtemp(join(tmpdir(), 'kublade-openapi-'));
  try {
    const output = join(dir, 'openapi.json');
    await run([
      'bundle',
      input,
      '--output',
      output,
      '--config',
      redoclyConfig,
      ...(dereferenced ? ['--dereferenced'] : []),
    ]);
    return JSON.parse(await readFile(output, 'utf8'));
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
}

async function main(argv) {
  const outIndex = argv.indexOf('--out');
  const out = outIndex >= 0 ? argv[outIndex + 1] : undefined;
  if (!out || argv.includes('--help')) {
    console.error('Usage: node scripts/openapi.mjs --out DIR [--dereferenced]');
    process.exit(out ? 0 : 2);
  }
  const {stringify} = await import('yaml');
  const description = await bundleOpenApi({dereferenced: argv.includes('--dereferenced')});
  const dir = resolve(out);
  await mkdir(dir, {recursive: true});
  await writeFile(join(dir, 'openapi.json'), `${JSON.stringify(description, null, 2)}\n`);
  await writeFile(join(dir, 'openapi.yaml'), stringify(description, {lineWidth: 0, aliasDuplicateObjects: false}));
  const operations = Object.values(description.paths).flatMap((item) =>
    Object.keys(item).filter((k) => k !== 'parameters'),
  ).length;
  console.log(
    `openapi: wrote ${join(dir, 'openapi.json')} and openapi.yaml (${operations} operations, version ${description.info.version})`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
