import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';

import type {LoadContext} from '@docusaurus/types';

import {diagramsPath, mermaidSvgPlugin, moduleAlias, writeDiagramModules} from '../../../../plugins/mermaid-svg';

test('a diagram becomes a server module with its markup and a browser module with only its file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mermaid-svg-'));
  try {
    const svg = '<svg id="d"><text>Approve "it"</text></svg>';
    const hash = writeDiagramModules(svg, dir);
    assert.match(hash, /^[0-9a-f]{16}$/);
    assert.equal(writeDiagramModules(svg, dir), hash, 'the name follows the content');
    assert.equal(readFileSync(join(dir, 'server', `${hash}.js`), 'utf8'), `export default ${JSON.stringify(svg)};\n`);
    const client = readFileSync(join(dir, 'client', `${hash}.js`), 'utf8');
    assert.equal(client, `export default {"file":"${diagramsPath}/${hash}.svg"};\n`);
    assert.doesNotMatch(client, /<svg/);
    assert.equal(readFileSync(join(dir, 'client', `${hash}.svg`), 'utf8'), svg);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('the server bundle resolves diagrams to their markup, the production browser bundle to their files', () => {
  const plugin = mermaidSvgPlugin({} as LoadContext);
  const alias = (isServer: boolean) =>
    (plugin.configureWebpack!({}, isServer, {} as never, undefined) as {resolve: {alias: Record<string, string>}})
      .resolve.alias[moduleAlias];
  const environment = process.env.NODE_ENV;
  try {
    process.env.NODE_ENV = 'production';
    assert.match(alias(true), /mermaid-svg\/modules\/server$/);
    assert.match(alias(false), /mermaid-svg\/modules\/client$/);
    // docusaurus start renders in the browser only: there the browser needs the markup.
    process.env.NODE_ENV = 'development';
    assert.match(alias(false), /mermaid-svg\/modules\/server$/);
  } finally {
    process.env.NODE_ENV = environment;
  }
});
