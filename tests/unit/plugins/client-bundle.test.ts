import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {afterEach, describe, mock, test} from 'node:test';

import type {LoadContext} from '@docusaurus/types';

import clientBundle, {clientEntry, importerReplacements, replacements} from '../../../plugins/client-bundle';
import {afterFirstPaint} from '../../../plugins/client-bundle/firstPaint';
import {navigationLinkInView} from '../../../plugins/client-bundle/navigationLinks';
import * as utilsCommon from '../../../plugins/client-bundle/utilsCommon';
import prefetch from '../../../plugins/client-bundle/prefetch';

const require = createRequire(import.meta.url);

/** The module this plugin puts in place of `name` for its importers. */
function replacementOf(name: string): {importers: string[]; module: string} {
  const found = importerReplacements.find(({module}) => module.endsWith(`${name}.ts`));
  assert.ok(found, name);
  return found;
}

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
  });

  /** The bundler's plugin, reduced to what it is given. */
  class NormalModuleReplacementPlugin {
    constructor(
      readonly pattern: RegExp,
      readonly replace: (data: {request: string; contextInfo: {issuer: string}}) => void,
    ) {}
  }

  /** What `request`, imported by `issuer`, turns into once every replacement plugin has seen it. */
  function resolvedRequest(request: string, issuer: string): string {
    const utils = {currentBundler: {name: 'rspack', instance: {NormalModuleReplacementPlugin}}};
    const config = clientBundle({} as LoadContext).configureWebpack!({} as never, false, utils as never, {} as never);
    assert.ok(config && 'resolve' in config && 'plugins' in config);
    assert.deepEqual(config.resolve, {alias: replacements()});
    const data = {request, contextInfo: {issuer}};
    for (const {pattern, replace} of config.plugins as unknown as NormalModuleReplacementPlugin[]) {
      if (pattern.test(data.request)) replace(data);
    }
    return data.request;
  }

  test("core's client entry gets this plugin's window.docusaurus and preload; other modules keep core's", () => {
    const docusaurusGlobal = replacementOf('docusaurusGlobal').module;
    const preloadAfterPaint = replacementOf('preloadAfterPaint').module;
    assert.equal(resolvedRequest('./docusaurus', clientEntry), docusaurusGlobal);
    assert.equal(resolvedRequest('./preload', clientEntry), preloadAfterPaint);
    // window.docusaurus.preload (hover and touch on links) keeps core's: the page has painted by then.
    const coreGlobal = require.resolve('@docusaurus/core/lib/client/docusaurus.js');
    assert.equal(resolvedRequest('./preload', coreGlobal), './preload');
    assert.equal(resolvedRequest('./docusaurus', docusaurusGlobal), './docusaurus');
    assert.ok([clientEntry, docusaurusGlobal, preloadAfterPaint].every((file) => existsSync(file)));
    // The replacements depend on how core's entry imports both; an upgrade that changes it fails here.
    const entry = readFileSync(clientEntry, 'utf8');
    assert.match(entry, /import docusaurus from '\.\/docusaurus';/);
    assert.match(entry, /import preload from '\.\/preload';/);
    assert.match(entry, /preload\(window\.location\.pathname\)\.then\(/, 'the entry hydrates once preload resolves');
  });

  test("the modules that memoize with theme-common's useShallowMemoObject get this plugin's; the package's index keeps its own", () => {
    const {importers, module: reactUtils} = replacementOf('reactUtils');
    const themeCommonIndex = require.resolve('@docusaurus/theme-common');
    assert.equal(importers.length, 2);
    for (const issuer of importers) {
      // An upgrade that moves or renames the import fails here rather than silently keeping localeCompare.
      const source = readFileSync(issuer, 'utf8');
      const imported = /import \{([^}]*)\} from '((?:\.\.?\/)+(?:utils\/)?reactUtils)';/.exec(source);
      assert.ok(imported, issuer);
      assert.match(imported[1]!, /useShallowMemoObject/);
      assert.equal(resolvedRequest(imported[2]!, issuer), reactUtils);
    }
    assert.equal(resolvedRequest('./utils/reactUtils', themeCommonIndex), './utils/reactUtils');
  });

  test('the replacement exports the names of the module it replaces and no longer sorts with localeCompare', () => {
    const names = (source: string) =>
      [...source.matchAll(/export (?:function|class) (\w+)|export \{([^}]*)\}/g)]
        .flatMap((match) => (match[1] ? [match[1]] : match[2]!.split(',')))
        .map((name) => name.trim())
        .filter(Boolean)
        .sort();
    const original = readFileSync(
      require.resolve('@docusaurus/theme-common').replace(/index\.js$/, 'utils/reactUtils.js'),
      'utf8',
    );
    const replacement = readFileSync(replacementOf('reactUtils').module, 'utf8');
    assert.deepEqual(names(replacement), names(original));
    assert.match(original, /localeCompare/, 'the reason for the replacement still holds');
    assert.doesNotMatch(replacement.replace(/\/\*\*[\s\S]*?\*\//, ''), /localeCompare/);
  });
});

describe('client-bundle: which links prefetch on view', () => {
  const viewport = {width: 400, height: 800};
  /** A page of links, each with its box and the container it sits in (by class), if any. */
  function page(links: {href: string; top: number; width?: number; prose?: boolean; inside?: string}[]) {
    return {
      querySelectorAll: () =>
        links.map(({href, top, width = 100, prose = false, inside = prose ? '.markdown' : undefined}) => ({
          getAttribute: () => href,
          closest: (selector: string) =>
            inside && selector.split(',').some((part) => part.trim() === inside) ? {} : null,
          getBoundingClientRect: () => ({top, bottom: top + 20, left: 10, right: 10 + width, width, height: 20}),
        })),
    } as unknown as ParentNode;
  }

  test('a navigation link in view prefetches; a link in the prose does not', () => {
    assert.equal(navigationLinkInView('/docs/a', page([{href: '/docs/a', top: 100}]), viewport), true);
    assert.equal(navigationLinkInView('/docs/a', page([{href: '/docs/a', top: 100, prose: true}]), viewport), false);
    assert.equal(navigationLinkInView('/docs/b', page([{href: '/docs/a', top: 100}]), viewport), false);
  });

  test('the navbar (its logo) and the breadcrumbs do not prefetch; the sidebar and pagination do', () => {
    for (const inside of ['.navbar', '.breadcrumbs']) {
      assert.equal(navigationLinkInView('/', page([{href: '/', top: 10, inside}]), viewport), false, inside);
    }
    for (const inside of ['.theme-doc-sidebar-container', '.pagination-nav']) {
      assert.equal(navigationLinkInView('/docs/a', page([{href: '/docs/a', top: 10, inside}]), viewport), true, inside);
    }
  });

  test('the same page linked from the prose and from navigation in view prefetches', () => {
    const links = [
      {href: '/docs/a', top: 100, prose: true},
      {href: '/docs/a', top: 700},
    ];
    assert.equal(navigationLinkInView('/docs/a', page(links), viewport), true);
  });

  test('navigation links out of view or hidden do not count', () => {
    assert.equal(navigationLinkInView('/docs/a', page([{href: '/docs/a', top: 900}]), viewport), false);
    assert.equal(navigationLinkInView('/docs/a', page([{href: '/docs/a', top: 100, width: 0}]), viewport), false);
    assert.equal(navigationLinkInView('/docs/a', page([{href: '/docs/a', top: 800}]), viewport), true, 'touching');
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

describe('client-bundle: the first paint goes first', () => {
  const globals = globalThis as {PerformanceObserver?: unknown};
  const original = globals.PerformanceObserver;
  /** Paint observers created, each with the callback to report an entry and whether it is still connected. */
  let observers: {report: () => void; type?: string; connected: boolean}[] = [];
  afterEach(() => {
    mock.restoreAll();
    mock.timers.reset();
    globals.PerformanceObserver = original;
    observers = [];
  });
  function fakeObserver() {
    globals.PerformanceObserver = class {
      private readonly entry: {report: () => void; type?: string; connected: boolean};
      constructor(callback: () => void) {
        this.entry = {report: callback, connected: false};
        observers.push(this.entry);
      }
      observe({type}: {type: string}) {
        Object.assign(this.entry, {type, connected: true});
      }
      disconnect() {
        this.entry.connected = false;
      }
    };
  }

  /** Whether the promise resolved once pending microtasks have run. */
  async function settled(promise: Promise<void>): Promise<boolean> {
    let done = false;
    void promise.then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    return done;
  }

  test('a page that has painted goes on at once', async () => {
    mock.method(performance, 'getEntriesByType', () => [{name: 'first-paint'}]);
    fakeObserver();
    assert.equal(await settled(afterFirstPaint()), true);
    assert.equal(observers.length, 0);
  });

  test('before the first paint it waits for the paint report, then stops observing', async () => {
    mock.timers.enable({apis: ['setTimeout']});
    mock.method(performance, 'getEntriesByType', () => []);
    fakeObserver();
    const waiting = afterFirstPaint();
    assert.equal(await settled(waiting), false);
    assert.deepEqual(
      observers.map(({type, connected}) => ({type, connected})),
      [{type: 'paint', connected: true}],
    );
    observers[0]!.report();
    assert.equal(await settled(waiting), true);
    assert.equal(observers[0]!.connected, false);
  });

  test('without a paint report (a hidden tab) it goes on after the timeout', async () => {
    mock.timers.enable({apis: ['setTimeout']});
    mock.method(performance, 'getEntriesByType', () => []);
    fakeObserver();
    const waiting = afterFirstPaint(200);
    mock.timers.tick(199);
    assert.equal(await settled(waiting), false);
    mock.timers.tick(1);
    assert.equal(await settled(waiting), true);
    assert.equal(observers[0]!.connected, false);
  });
});
