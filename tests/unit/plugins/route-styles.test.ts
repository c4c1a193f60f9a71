import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';

import type {LoadContext, Plugin} from '@docusaurus/types';
import {applyConfigureWebpack} from '@docusaurus/core/lib/webpack/configure.js';

import {readHeadLinks} from '../../../lib/headLinks.mjs';
import routeStyles, {routeHtmlFile, stylesheetLinks, type Options} from '../../../plugins/route-styles';

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

function plugin(baseUrl = '/') {
  return routeStyles({baseUrl} as LoadContext, options) as Required<Pick<Plugin, 'configureWebpack' | 'postBuild'>>;
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

test("after the build, each route's page gets a link to its stylesheet, for scripts/deliver.mjs to add", async () => {
  const outDir = mkdtempSync(join(tmpdir(), 'route-styles-'));
  try {
    mkdirSync(join(outDir, 'assets/css'), {recursive: true});
    writeFileSync(join(outDir, 'assets/css/styles-api.1234abcd.css'), '.a{}');
    writeFileSync(join(outDir, 'assets/css/styles.99ff.css'), '.b{}');
    await plugin().postBuild({outDir} as never);
    assert.deepEqual(
      Object.fromEntries(await readHeadLinks(outDir)),
      {'api/index.html': ['<link rel="stylesheet" href="/assets/css/styles-api.1234abcd.css">']},
      'the page itself is not rewritten: other plugins read it meanwhile',
    );
  } finally {
    rmSync(outDir, {recursive: true, force: true});
  }
});

test('the links honour the base URL; routes are below it', () => {
  const stylesheets = [
    {name: 'api', files: /x/, routes: ['/api/']},
    {name: 'home', files: /y/, routes: ['/', '/why']},
    {name: 'unused', files: /z/, routes: ['/none/']},
  ];
  const files = ['styles.99ff.css', 'styles-api.1234abcd.css', 'styles-home.5678.css', 'styles-home.5678.css.map'];
  assert.deepEqual(stylesheetLinks(stylesheets, files, '/docs-site/'), {
    'api/index.html': ['<link rel="stylesheet" href="/docs-site/assets/css/styles-api.1234abcd.css">'],
    'index.html': ['<link rel="stylesheet" href="/docs-site/assets/css/styles-home.5678.css">'],
    'why/index.html': ['<link rel="stylesheet" href="/docs-site/assets/css/styles-home.5678.css">'],
  });
  assert.equal(routeHtmlFile('/'), 'index.html');
  assert.equal(routeHtmlFile('/api/'), 'api/index.html');
  assert.equal(routeHtmlFile('/why'), 'why/index.html');
});

test("each alternative of the site's patterns matches a CSS file of the repository (none is left over)", async () => {
  const {default: config} = await import('../../../docusaurus.config');
  const entry = (config.plugins ?? []).find((plugin) => Array.isArray(plugin) && plugin[0] === routeStyles) as
    [unknown, Options] | undefined;
  assert.ok(entry, 'route-styles is in the config');
  const root = join(import.meta.dirname, '../../..');
  const cssFiles = ['src', 'plugins']
    .flatMap((dir) =>
      readdirSync(join(root, dir), {recursive: true, encoding: 'utf8'}).map((file) => join(root, dir, file)),
    )
    .filter((file) => file.endsWith('.css'));
  for (const {name, files} of entry[1].stylesheets) {
    // The top-level alternatives of the pattern, each tried on its own.
    const {source} = files;
    const inner = /^\[\\\\\/\]\(\?:(.*)\)$/.exec(source)?.[1];
    const alternatives = inner ? splitAlternatives(inner).map((part) => `[\\\\/](?:${part})`) : [source];
    for (const alternative of alternatives)
      assert.ok(
        cssFiles.some((file) => new RegExp(alternative).test(file)),
        `${name}: ${alternative} matches no CSS file`,
      );
  }
});

/** `a|b(c|d)|e` → `a`, `b(c|d)`, `e`: splits at the `|` outside parentheses. */
function splitAlternatives(pattern: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') i++;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) {
      parts.push(pattern.slice(start, i));
      start = i + 1;
    }
  }
  return [...parts, pattern.slice(start)];
}
