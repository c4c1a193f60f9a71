#!/usr/bin/env node
// Usage: node scripts/openapi.mjs --out DIR [--dereferenced]
//        Bundles the split description openapi/openapi.yaml into DIR/openapi.json and DIR/openapi.yaml
//        (Redocly's engine with the rules of redocly.yaml; the code lives in lib/openapi.mjs).
import {mkdir, writeFile} from 'node:fs/promises';
import {join, resolve} from 'node:path';
import {stringify} from 'yaml';

import {bundleOpenApi, operationsOf} from '../lib/openapi.mjs';

const argv = process.argv.slice(2);
const outIndex = argv.indexOf('--out');
const out = outIndex >= 0 ? argv[outIndex + 1] : undefined;
if (!out || argv.includes('--help')) {
  console.error('Usage: node scripts/openapi.mjs --out DIR [--dereferenced]');
  process.exit(out ? 0 : 2);
}
try {
  const description = await bundleOpenApi({dereferenced: argv.includes('--dereferenced')});
  const dir = resolve(out);
  await mkdir(dir, {recursive: true});
  await writeFile(join(dir, 'openapi.json'), `${JSON.stringify(description, null, 2)}\n`);
  await writeFile(join(dir, 'openapi.yaml'), stringify(description, {lineWidth: 0, aliasDuplicateObjects: false}));
  console.log(
    `openapi: wrote ${join(dir, 'openapi.json')} and openapi.yaml (${operationsOf(description).length} operations, version ${description.info.version})`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
