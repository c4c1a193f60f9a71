import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import {afterEach, describe, mock, test} from 'node:test';

import type {LoadContext} from '@docusaurus/types';

import clientBundle, {replacements} from '../../../plugins/client-bundle';
import * as utilsCommon from '../../../plugins/client-bundle/utilsCommon';
import prefetch from '../../../plugins/client-bundle/prefetch';

const require = createRequire(import.meta.url);

describe('client-bundle: utils-common without tslib', () => {
  test('exports every name of @docusaurus/utils-common, with the same values', () => {
    const original = require('@docusaurus/utils-common') as Record<string, unknown>;
    assert.deepEqual(Object.keys(utilsCommon).sort(), Object.keys(original).sort());
    for (const [name, value] of Object.entries(original)) {
      assert.equal((utilsCommon as Record<string, unknown>)[name], value, name);
    }
  });

  test('the bundles resolve the package and core prefetch helper to this plugin', () => {
    const alias = replacements();
    assert.match(alias['@docusaurus/utils-common$']!, /plugins[\\/]client-bundle[\\/]utilsCommon\.ts$/);
    const replaced = Object.keys(alias).filter((request) => request.includes('prefetch'));
    assert.equal(replaced.length, 2, 'with and without the extension');
    assert.ok(existsSync(replaced.find((request) => request.endsWith('.js'))!), 'core still has the module');
    for (const target of Object.values(alias)) assert.ok(existsSync(target), target);
    const config = clientBundle({} as LoadContext).configureWebpack!({} as never, false, {} as never, {} as never);
    assert.deepEqual(config, {resolve: {alias}});
  });
});

describe('client-bundle: prefetch', () => {
  const globals = globalThis as {document?: unknown};
  afterEach(() => {
    delete globals.document;
    mock.restoreAll();
  });

  /** A document that records the <link> elements added to its head, which load at once. */
  function fakeDocument() {
    const links: {rel: string; href: string}[] = [];
    globals.document = {
      baseURI: 'https://site.example/docs/intro',
      createElement: () => ({}),
      head: {
        appendChild(link: {rel: string; href: string; onload: () => void}) {
          links.push({rel: link.rel, href: link.href});
          link.onload();
        },
      },
    };
    return links;
  }

  test('asks for a chunk the page has not loaded, once', async () => {
    const links = fakeDocument();
    mock.method(performance, 'getEntriesByName', () => []);
    await prefetch('/assets/js/new.1.js');
    await prefetch('/assets/js/new.1.js');
    assert.deepEqual(links, [{rel: 'prefetch', href: 'https://site.example/assets/js/new.1.js'}]);
  });

  test('skips a chunk the page loaded already', async () => {
    const links = fakeDocument();
    const loaded = 'https://site.example/assets/js/layout.2.js';
    mock.method(performance, 'getEntriesByName', (name: string) => (name === loaded ? [{name}] : []));
    await prefetch('/assets/js/layout.2.js');
    await prefetch('/assets/js/page.3.js');
    assert.deepEqual(
      links.map((link) => link.href),
      ['https://site.example/assets/js/page.3.js'],
    );
  });
});
