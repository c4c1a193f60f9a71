import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';

import type {LoadContext, Plugin} from '@docusaurus/types';
import {applyConfigureWebpack} from '@docusaurus/core/lib/webpack/configure.js';

import routeStyles, {linkStylesheet, type Options} from '../../../plugins/route-styles';

const options: Options = {
  stylesheets: [{name: 'api', files: /[\\/]src[\\/]components[\\/]Api/, routes: ['/api/']}],
};

/** The part of Docusaurus's client configuration (lib/webpack/base.js) that the plugin changes. */
function docusaurusClientConfig() {
  return {
    optimization: {
      splitChunks: {
        name: false as const,
        cacheGroups: {
          default: false as const,
          common: {name: 'common', minChunks: 20, priority: 40},
          styles: {name: 'styles', type: 'css/mini-extract', chunks: 'all' as const, enforce: true, priority: 50},
        },
      },
    },
  };
}

function plugin() {
  return routeStyles({} as LoadContext, options) as Required<Pick<Plugin, 'configureWebpack' | 'postBuild'>>;
}

function configure(isServer: boolean) {
  return applyConfigureWebpack({
    configureWebpack: plugin().configureWebpack,
    config: docusaurusClientConfig(),
    isServer,
    configureWebpackUtils: {} as never,
    content: undefined,
  });
}

test('route-only CSS leaves the global stylesheet for a stylesheet of its own', () => {
  const groups = (configure(false).optimization?.splitChunks as {cacheGroups: Record<string, Record<string, unknown>>})
    .cacheGroups;
  const {test: globalTest, ...global} = groups.styles;
  assert.deepEqual(global, docusaurusClientConfig().optimization.splitChunks.cacheGroups.styles);
  const api = '/site/src/components/ApiOperation/styles.module.css';
  const docs = '/site/src/components/KnownIssue/styles.module.css';
  assert.equal((globalTest as RegExp).test(api), false);
  assert.equal((globalTest as RegExp).test(docs), true);
  assert.equal((groups['styles-api'].test as RegExp).test(api), true);
  assert.equal((groups['styles-api'].test as RegExp).test(docs), false);
  assert.equal(groups['styles-api'].name, 'styles-api');
  assert.ok((groups['styles-api'].priority as number) > (global.priority as number));
  assert.deepEqual(configure(true), docusaurusClientConfig(), 'the server bundle is left alone');
});

test('the pre-rendered HTML of the route links its stylesheet after the global one, once', async () => {
  const outDir = mkdtempSync(join(tmpdir(), 'route-styles-'));
  try {
    mkdirSync(join(outDir, 'assets/css'), {recursive: true});
    mkdirSync(join(outDir, 'api'));
    writeFileSync(join(outDir, 'assets/css/styles-api.1234abcd.css'), '.a{}');
    const html = '<head><link rel=stylesheet href=/assets/css/styles.99ff.css /><script src=/x.js></script></head>';
    writeFileSync(join(outDir, 'api/index.html'), html);
    await plugin().postBuild({outDir} as never);
    await plugin().postBuild({outDir} as never);
    assert.equal(
      readFileSync(join(outDir, 'api/index.html'), 'utf8'),
      '<head><link rel=stylesheet href=/assets/css/styles.99ff.css /><link rel="stylesheet" href="/assets/css/styles-api.1234abcd.css"><script src=/x.js></script></head>',
    );
    writeFileSync(join(outDir, 'bare.html'), '<head></head>');
    assert.throws(() => linkStylesheet(join(outDir, 'bare.html'), 'styles-api.1234abcd.css'), /no global stylesheet/);
  } finally {
    rmSync(outDir, {recursive: true, force: true});
  }
});
