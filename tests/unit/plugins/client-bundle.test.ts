import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {afterEach, describe, mock, test} from 'node:test';
import {DOCUSAURUS_VERSION} from '@docusaurus/utils';

import clientBundle, {
  clientEntry,
  compileHint,
  importerReplacements,
  replacements,
} from '../../../plugins/client-bundle';
import {pageTemplatePath, ssrTemplate} from '../../../plugins/client-bundle/pageTemplate';
import {navigationLinkInView} from '../../../plugins/client-bundle/navigationLinks';
import * as utilsCommon from '../../../plugins/client-bundle/utilsCommon';
import prefetch from '../../../plugins/client-bundle/prefetch';

const require = createRequire(import.meta.url);
/** Eta, the template engine of the Docusaurus core in use. */
const eta = require(require.resolve('eta', {paths: [dirname(require.resolve('@docusaurus/core/package.json'))]})) as {
  compile: (text: string, options: object) => (data: object, config: object) => string;
  defaultConfig: object;
};

/** The module this plugin puts in place of `name` for its importers. */
function replacementOf(name: string): {importers: string[]; module: string} {
  const found = importerReplacements.find(({module}) => module.endsWith(`${name}.ts`));
  assert.ok(found, name);
  return found;
}

/** The bundler's plugin, reduced to what it is given. */
class NormalModuleReplacementPlugin {
  constructor(
    readonly pattern: RegExp,
    readonly replace: (data: {request: string; contextInfo: {issuer: string}}) => void,
  ) {}
}

/** The bundler's banner plugin, reduced to its options. */
class BannerPlugin {
  constructor(readonly options: {banner: string; raw: boolean; entryOnly: boolean; test: RegExp; stage: number}) {}
}

const bundler = require('@rspack/core') as {Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number}};

/** The plugin's additions to the browser or the server bundle's configuration. */
function bundleConfig(isServer: boolean) {
  const instance = {NormalModuleReplacementPlugin, BannerPlugin, Compilation: bundler.Compilation};
  const utils = {currentBundler: {name: 'rspack', instance}};
  return clientBundle().configureWebpack!({} as never, isServer, utils as never, {} as never);
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

  test("the theme's progress bar stays as it is, its library in main.js", () => {
    // Loaded on the first client-side navigation instead, the library arrived after the new page on
    // a slow connection, and the bar with it (tests/e2e/loading.spec.ts checks the bar's timing).
    const alias = replacements();
    const theme = require.resolve('@docusaurus/theme-classic/lib/nprogress.js');
    assert.equal(alias[theme], undefined);
    assert.equal(alias[theme.replace(/\.js$/, '')], undefined);
    assert.match(readFileSync(theme, 'utf8'), /^import nprogress from 'nprogress';/m);
  });

  /** What `request`, imported by `issuer`, turns into once every replacement plugin has seen it. */
  function resolvedRequest(request: string, issuer: string): string {
    const config = bundleConfig(false);
    assert.ok(config && 'resolve' in config && 'plugins' in config);
    assert.deepEqual(config.resolve, {alias: replacements()});
    const data = {request, contextInfo: {issuer}};
    for (const plugin of config.plugins as unknown[]) {
      if (plugin instanceof NormalModuleReplacementPlugin && plugin.pattern.test(data.request)) plugin.replace(data);
    }
    return data.request;
  }

  test("the browser's entry scripts carry V8's compile hint, added after minification; stylesheets and the server bundle do not", () => {
    const banners = (isServer: boolean) =>
      ((bundleConfig(isServer) as {plugins: unknown[]}).plugins ?? []).filter((p) => p instanceof BannerPlugin);
    const [banner, ...more] = banners(false);
    assert.ok(banner && more.length === 0, 'one banner in the browser bundle');
    const {options} = banner;
    assert.equal(options.banner, '//# allFunctionsCalledOnLoad');
    assert.equal(options.banner, compileHint);
    assert.equal(options.raw, true, 'the line as it is, not wrapped in a comment of its own');
    assert.equal(options.entryOnly, true);
    assert.ok(options.test.test('assets/js/main.0a1b2c3d.js') && options.test.test('assets/js/runtime~main.1.js'));
    assert.ok(!options.test.test('assets/css/styles.0a1b2c3d.css'), 'CSS would read the line as a selector');
    assert.equal(typeof bundler.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE, 'number');
    assert.ok(options.stage > bundler.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE, 'the minifier drops comments');
    assert.deepEqual(banners(true), []);
  });

  test("core's client entry gets this plugin's window.docusaurus; other modules keep core's", () => {
    const docusaurusGlobal = replacementOf('docusaurusGlobal').module;
    assert.equal(resolvedRequest('./docusaurus', clientEntry), docusaurusGlobal);
    assert.equal(resolvedRequest('./docusaurus', docusaurusGlobal), './docusaurus');
    assert.ok([clientEntry, docusaurusGlobal].every((file) => existsSync(file)));
    // The replacement depends on how core's entry imports it; an upgrade that changes it fails here.
    assert.match(readFileSync(clientEntry, 'utf8'), /import docusaurus from '\.\/docusaurus';/);
  });

  test("core's client entry preloads the route in a task of its own; navigations keep core's preload", () => {
    const preloadInOwnTask = replacementOf('preloadInOwnTask').module;
    assert.equal(resolvedRequest('./preload', clientEntry), preloadInOwnTask);
    // Client-side navigations (PendingNavigation) keep core's: the progress bar times them.
    const pendingNavigation = require.resolve('@docusaurus/core/lib/client/PendingNavigation.js');
    assert.equal(resolvedRequest('./preload', pendingNavigation), './preload');
    const source = readFileSync(preloadInOwnTask, 'utf8');
    assert.match(source, /import preload from '@docusaurus\/core\/lib\/client\/preload\.js';/);
    assert.ok(existsSync(require.resolve('@docusaurus/core/lib/client/preload.js')));
    assert.match(readFileSync(clientEntry, 'utf8'), /import preload from '\.\/preload';/);
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

  test('no other module of the theme calls useShallowMemoObject (a new caller would keep localeCompare)', () => {
    const themeCommonLib = dirname(require.resolve('@docusaurus/theme-common'));
    const themeClassicLib = dirname(require.resolve('@docusaurus/theme-classic'));
    const callers = [themeCommonLib, themeClassicLib].flatMap((dir) =>
      readdirSync(dir, {recursive: true, encoding: 'utf8'})
        .filter((file) => file.endsWith('.js'))
        .map((file) => join(dir, file))
        .filter((file) => /(?<!function )useShallowMemoObject\(/.test(readFileSync(file, 'utf8'))),
    );
    assert.deepEqual(callers.sort(), [...replacementOf('reactUtils').importers].sort());
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

describe('client-bundle: the page template starts the bundle after the first paint', () => {
  const data = {
    appHtml: '<main>Page</main>',
    baseUrl: '/',
    htmlAttributes: 'lang="en"',
    bodyAttributes: '',
    headTags: '<meta name="x">',
    preBodyTags: '<script>theme()</script>',
    postBodyTags: '',
    metaAttributes: ['<title>Page</title>'],
    scripts: ['assets/js/runtime~main.1.js', 'assets/js/main.2.js'],
    stylesheets: ['assets/css/styles.3.css'],
    noIndex: false,
    version: '3.10.2',
  };
  /** The page Docusaurus renders from a template, compiled as core compiles it. */
  function render(template: string, values: object = data): string {
    return eta.compile(template.trim(), {rmWhitespace: true})({...values}, eta.defaultConfig);
  }

  test('the scripts are named once, by the inline script at the end of the body that starts them', () => {
    const html = render(ssrTemplate);
    assert.doesNotMatch(html, /<script src=/);
    // Nothing fetches them before the first paint: a preload in the head put main.js's download
    // before the largest paint in Lighthouse's simulation (LCP 40–150 ms later on docs pages).
    assert.equal(html.match(/assets\/js\/main\.2\.js/g)?.length, 1);
    const loader = /<script>\s*\(function \(sources\) \{[\s\S]*\}\)\((.*)\);\s*<\/script>\s*<\/body>/.exec(html);
    assert.ok(loader, 'the loader is the last element of the body');
    assert.deepEqual(JSON.parse(loader[1]!), ['/assets/js/runtime~main.1.js', '/assets/js/main.2.js']);
  });

  test("everything else is Docusaurus's own template, and on 3.x the option only names the file", () => {
    const scripts = /<script src=[^>]*><\/script>|<script>\s*\(function \(sources\)[\s\S]*?<\/script>/g;
    // Whitespace between tags differs (Eta trims only the including template's lines) and goes in minification.
    const withoutScripts = (html: string) => html.replace(scripts, '').replace(/>\s+</g, '><').trim();
    const docusaurusTemplate = (require('@docusaurus/core/lib/ssg/ssgTemplate.html.js') as {default: string}).default;
    assert.equal(withoutScripts(render(ssrTemplate)), withoutScripts(render(docusaurusTemplate)));
    if (DOCUSAURUS_VERSION.startsWith('3.')) {
      assert.ok(ssrTemplate.length < 200, 'on 3.x the option includes the file; it does not hold the template');
      assert.ok(ssrTemplate.includes(JSON.stringify(pageTemplatePath)));
    } else {
      assert.equal(ssrTemplate, readFileSync(pageTemplatePath, 'utf8'), "Eta 4 has no includeFile: the file's text");
    }
  });

  test('an asset path cannot end the inline script', () => {
    const html = render(ssrTemplate, {...data, scripts: ['assets/js/</script><script>alert(1)</script>.js']});
    assert.equal(html.match(/<\/script>/g)?.length, 2, 'the pre-body script and the loader');
  });
});

describe('client-bundle: the loader', () => {
  /** The loader's function, as the page template holds it. */
  function loaderFunction(): string {
    const found = /<script>\s*\((function \(sources\) \{[\s\S]*?\n {6}\})\)\(/.exec(
      readFileSync(pageTemplatePath, 'utf8'),
    );
    assert.ok(found, 'the template holds the loader');
    return found[1]!;
  }
  /** A browser reduced to what the loader touches. */
  function browser({visibility = 'visible', paintTiming = true} = {}) {
    const appended: {src: string; async: boolean}[] = [];
    const observers: {callback: () => void; type?: string; buffered?: boolean; connected: boolean}[] = [];
    const timers: (() => void)[] = [];
    class PerformanceObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
      private readonly entry: (typeof observers)[number];
      constructor(callback: () => void) {
        this.entry = {callback, connected: false};
        observers.push(this.entry);
      }
      observe({type, buffered}: {type: string; buffered: boolean}) {
        Object.assign(this.entry, {type, buffered, connected: true});
      }
      disconnect() {
        this.entry.connected = false;
      }
    }
    const document = {
      visibilityState: visibility,
      createElement: () => ({src: '', async: true}),
      head: {appendChild: (script: {src: string; async: boolean}) => appended.push({...script})},
    };
    const run = (sources: string[]) =>
      new Function('window', 'document', 'setTimeout', `(${loaderFunction()})(${JSON.stringify(sources)});`)(
        {PerformanceObserver},
        document,
        (callback: () => void) => timers.push(callback),
      );
    return {run, appended, observers, timers};
  }
  const sources = ['/assets/js/runtime~main.1.js', '/assets/js/main.2.js'];
  const inOrder = sources.map((src) => ({src, async: false}));

  test('nothing starts before the paint report; then the scripts start in order, once', () => {
    const page = browser();
    page.run(sources);
    assert.deepEqual(page.appended, []);
    assert.deepEqual(
      page.observers.map(({type, buffered, connected}) => ({type, buffered, connected})),
      [{type: 'paint', buffered: true, connected: true}],
    );
    page.observers[0]!.callback();
    assert.deepEqual(page.appended, inOrder);
    assert.equal(page.observers[0]!.connected, false);
    page.observers[0]!.callback();
    page.timers.forEach((timer) => timer());
    assert.deepEqual(page.appended, inOrder, 'a second report or the timeout starts nothing more');
  });

  test('without a report the timeout starts them', () => {
    const page = browser();
    page.run(sources);
    assert.equal(page.timers.length, 1);
    page.timers[0]!();
    assert.deepEqual(page.appended, inOrder);
  });

  test('a hidden tab and a browser without paint timing start at once', () => {
    for (const page of [browser({visibility: 'hidden'}), browser({paintTiming: false})]) {
      page.run(sources);
      assert.deepEqual(page.appended, inOrder);
      assert.deepEqual(page.observers, []);
    }
  });
});
