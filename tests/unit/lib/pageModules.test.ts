import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, test} from 'node:test';

import {bundleSide, PageModules} from '../../../lib/pageModules';

const temporary: string[] = [];
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, {recursive: true, force: true});
});
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'page-modules-'));
  temporary.push(dir);
  return dir;
}

test('equal content gets the same name, other content another', () => {
  assert.equal(PageModules.nameOf('<svg/>'), PageModules.nameOf('<svg/>'));
  assert.notEqual(PageModules.nameOf('<svg/>'), PageModules.nameOf('<svg></svg>'));
  assert.match(PageModules.nameOf('x'), /^[0-9a-f]{16}$/);
});

test('writes a server module, a client module and the file the client module points to', () => {
  const dir = tempDir();
  const modules = new PageModules('.svg', 'assets/diagrams');
  modules.write(dir, 'abc', {content: '<svg/>', server: 'server source', client: 'client source'});
  assert.equal(modules.fileOf('abc'), 'assets/diagrams/abc.svg');
  assert.equal(readFileSync(join(dir, 'server/abc.js'), 'utf8'), 'server source');
  assert.equal(readFileSync(join(dir, 'client/abc.js'), 'utf8'), 'client source');
  assert.equal(readFileSync(join(dir, 'client/abc.svg'), 'utf8'), '<svg/>');
});

test("publishes this build's files and those the build's scripts point to, not other cached ones", () => {
  const dir = tempDir();
  const earlier = new PageModules('.json', 'assets/code');
  earlier.write(dir, 'old', {content: '[1]', server: '', client: ''});
  earlier.write(dir, 'stale', {content: '[0]', server: '', client: ''});

  const current = new PageModules('.json', 'assets/code');
  current.write(dir, 'new', {content: '[2]', server: '', client: ''});
  const outDir = tempDir();
  current.publish(dir, outDir);
  assert.deepEqual(readdirSync(join(outDir, 'assets/code')), ['new.json']);
  assert.equal(readFileSync(join(outDir, 'assets/code/new.json'), 'utf8'), '[2]');

  // A page whose loader the bundler's cache skipped: this build wrote nothing for it, its script
  // still points to the earlier file. Loaders in worker processes leave this process the same way.
  const cached = tempDir();
  mkdirSync(join(cached, 'assets/js'), {recursive: true});
  writeFileSync(join(cached, 'assets/js/page.js'), 'const entries = {file: "/assets/code/old.json"};');
  current.publish(dir, cached);
  assert.deepEqual(readdirSync(join(cached, 'assets/code')).sort(), ['new.json', 'old.json'], 'not stale.json');

  const nothing = tempDir();
  new PageModules('.json', 'assets/code').publish(join(nothing, 'missing'), nothing);
  assert.deepEqual(readdirSync(nothing), [], 'no modules, no folder');
});

test('the browser bundle of a production build gets the client modules; everything else the server ones', () => {
  const env = process.env.NODE_ENV;
  try {
    process.env.NODE_ENV = 'production';
    assert.equal(bundleSide(false), 'client');
    assert.equal(bundleSide(true), 'server');
    process.env.NODE_ENV = 'development';
    assert.equal(bundleSide(false), 'server', 'docusaurus start renders in the browser only');
  } finally {
    process.env.NODE_ENV = env;
  }
});
