import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';

import {PEER, writePeerProject} from '../../../lib/bench-peer.mjs';

test("the peer's pages are our Markdown copies, their title and description moved to front matter", () => {
  const build = mkdtempSync(join(tmpdir(), 'kublade-peer-build-'));
  mkdirSync(join(build, 'docs/installation'), {recursive: true});
  writeFileSync(
    join(build, 'docs/installation/bare-metal.md'),
    '# Install on bare metal\n\n> Every step on one server.\n\nSource: https://kublade.org/docs/installation/bare-metal\n\n## Steps\n\n1. `apt-get install "php8.2"`\n',
  );
  const dir = mkdtempSync(join(tmpdir(), 'kublade-peer-'));
  writePeerProject(dir, build, ['/docs/installation/bare-metal']);

  assert.equal(
    readFileSync(join(dir, 'src/content/docs/docs/installation/bare-metal.md'), 'utf8'),
    '---\ntitle: "Install on bare metal"\ndescription: "Every step on one server."\n---\n\nSource: https://kublade.org/docs/installation/bare-metal\n\n## Steps\n\n1. `apt-get install "php8.2"`\n',
  );
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  assert.deepEqual(manifest.dependencies, {astro: PEER.astro, '@astrojs/starlight': PEER.starlight, node: PEER.node});
  assert.match(readFileSync(join(dir, 'astro.config.mjs'), 'utf8'), /starlight\(/);
});
