import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';

import type {LoadContext, Plugin} from '@docusaurus/types';

import redirectPages, {redirectPage} from '../../../plugins/redirect-pages';

test('a redirect page is a whole document: lang, title, refresh, canonical link, forwarding script', () => {
  const html = redirectPage('/docs/intro', 'Kublade');
  assert.match(html, /^<!DOCTYPE html>\n<html lang="en">/);
  assert.match(html, /<title>Redirecting to \/docs\/intro · Kublade<\/title>/);
  assert.match(html, /<meta http-equiv="refresh" content="0; url=\/docs\/intro">/);
  assert.match(html, /<link rel="canonical" href="\/docs\/intro">/);
  assert.match(html, /window\.location\.href = "\/docs\/intro" \+ window\.location\.search \+ window\.location\.hash;/);
  // The script sits in <head>, not between </head> and <body> as the client-redirects plugin wrote it.
  assert.ok(html.indexOf('<script>') < html.indexOf('</head>'));
});

test('the redirect honours the base URL: routes carry it, the build folder is its root', async () => {
  const outDir = mkdtempSync(join(tmpdir(), 'redirect-pages-'));
  try {
    const plugin = (baseUrl: string) =>
      redirectPages({baseUrl, siteConfig: {title: 'Kublade'}} as LoadContext, {
        redirects: [{from: '/docs', to: '/docs/intro'}],
      }) as Required<Pick<Plugin, 'postBuild'>>;
    await plugin('/docs-site/').postBuild({outDir, routesPaths: ['/docs-site/docs/intro']} as never);
    assert.match(readFileSync(join(outDir, 'docs/index.html'), 'utf8'), /url=\/docs-site\/docs\/intro"/);
    await assert.rejects(
      async () => plugin('/').postBuild({outDir, routesPaths: ['/docs-site/docs/intro']} as never),
      /not a route of the build/,
    );
    await assert.rejects(
      async () =>
        plugin('/docs-site/').postBuild({outDir, routesPaths: ['/docs-site/docs/intro', '/docs-site/docs']} as never),
      /is a route of the build/,
    );
  } finally {
    rmSync(outDir, {recursive: true, force: true});
  }
});
