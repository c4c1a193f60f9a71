/**
 * What a page downloads and how its code blocks arrive: its scripts start once its HTML is on
 * screen (plugins/client-bundle/pageTemplate.ts); on a slow connection the progress bar shows
 * 200 ms after a client-side navigation starts (its library is in main.js); the entry scripts carry
 * V8's compile hint; on a phone a page fetches each script once and prefetches the pages its
 * navigation links to, not every page its prose mentions (plugins/client-bundle); code blocks come
 * highlighted from the build and stay copyable (plugins/code-highlight, src/theme/CodeBlock); blog
 * authors keep their GitHub link.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Page} from 'playwright-core';

import {load} from 'cheerio';

import {site} from '../../src/data/site';
import {blocksPath} from '../../plugins/code-highlight/blocks';
import {builtRoutes} from './routes';
import {baseUrl, desktop, mobile, openPage, pageIdle, setupBrowser, waitForHydration} from './support';

const browser = setupBrowser();

/** V8's explicit compile hint, as Chrome reads it from a script's first line. */
const compileHintName = 'allFunctionsCalledOnLoad';
const v8CompileHint = `//# ${compileHintName}`;

/** Script files the page requested (loaded or prefetched), as paths, in order. */
function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (pathname.endsWith('.js')) scripts.push(pathname);
  });
  return scripts;
}

/** Highlighted-code files (plugins/code-highlight/blocks.ts) the page requests, as URLs, in order. */
function codeFileRequests(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/${blocksPath}/`)) files.push(request.url());
  });
  return files;
}

/** The script files a route needs, as a direct visit of it loads them. */
async function scriptsOfRoute(path: string): Promise<Set<string>> {
  const {page, close} = await openPage(browser, path, {viewport: mobile});
  try {
    // The route's chunks load after the first paint; on a busy host that can be after a quiet
    // half-second of the network, so "networkidle" alone may come before them.
    await waitForHydration(page);
    return new Set(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
          .map((entry) => new URL(entry.name).pathname),
      ),
    );
  } finally {
    await close();
  }
}

test("the scripts every page starts with carry V8's compile hint; the route's chunks and the stylesheets do not", async () => {
  const {page, close} = await openPage(browser, '/api/', {viewport: mobile});
  try {
    await waitForHydration(page);
    const {entries, loaded, sheets} = await page.evaluate(() => ({
      // The page template's loader adds the entry scripts; the bundler's runtime marks the chunks it adds.
      entries: Array.from(document.querySelectorAll<HTMLScriptElement>('head script[src]:not([data-rspack])')).map(
        (script) => new URL(script.src).pathname,
      ),
      loaded: performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => new URL(entry.name).pathname),
      sheets: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')).map(
        (link) => new URL(link.href).pathname,
      ),
    }));
    const firstLine = (path: string) =>
      page.evaluate(async (file) => (await (await fetch(file)).text()).split('\n', 1)[0]!.slice(0, 80), path);
    assert.deepEqual(
      entries.map((path) => path.replace(/\.[0-9a-f]+\.js$/, '')),
      ['/assets/js/runtime~main', '/assets/js/main'],
    );
    for (const path of entries) assert.equal(await firstLine(path), v8CompileHint, path);
    const chunks = loaded.filter((path) => !entries.includes(path));
    assert.ok(chunks.length > 0, 'the page loads route chunks');
    for (const path of chunks) assert.notEqual(await firstLine(path), v8CompileHint, path);
    assert.ok(sheets.length > 0);
    for (const path of sheets) assert.ok(!(await firstLine(path)).includes(compileHintName), path);
  } finally {
    await close();
  }
});

test('on a phone, a docs page requests each script once and prefetches nothing its first screen merely links', async () => {
  const {page, close} = await openPage(browser, '', {viewport: mobile});
  try {
    const scripts = scriptRequests(page);
    await page.goto(`${baseUrl}/docs/templates/use_blade`, {waitUntil: 'networkidle'});
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const repeated = scripts.filter((script, i) => scripts.indexOf(script) !== i);
    assert.deepEqual(repeated, [], 'no chunk is fetched a second time by a prefetch');

    // The first screen's prose names the three ways to create a template; their pages stay unloaded.
    const prose = page.locator('.markdown a[href="/docs/templates/create_sync"]').first();
    assert.ok(await prose.isVisible(), 'the prose link is on the first screen');
    const ownPage = await scriptsOfRoute('/docs/templates/create_sync');
    const loaded = new Set(scripts);
    assert.ok(
      [...ownPage].some((script) => !loaded.has(script)),
      'the page the prose links to was not prefetched',
    );

    // Neither the breadcrumb's category page nor the navbar logo's home page is the reader's next step.
    for (const [route, link] of [
      ['/docs/category/templates', '.breadcrumbs a[href="/docs/category/templates"]'],
      ['/', 'a.navbar__brand[href="/"]'],
    ]) {
      assert.ok(await page.locator(link).first().isVisible(), `${link} is on the first screen`);
      const routeScripts = await scriptsOfRoute(route);
      assert.ok(
        [...routeScripts].some((script) => !loaded.has(script)),
        `${route} was not prefetched`,
      );
    }

    // Touching the prose link loads its page before the navigation needs it.
    await prose.dispatchEvent('touchstart');
    await page.waitForLoadState('networkidle');
    const afterTouch = new Set(scripts);
    assert.ok(
      [...ownPage].every((script) => afterTouch.has(script)),
      'touch preloads the page',
    );
  } finally {
    await close();
  }
});

test("the server's HTML is on screen before the page's scripts start, on a first visit and from the cache", async () => {
  const {page, close, consoleErrors} = await openPage(browser, '', {viewport: mobile});
  try {
    await page.addInitScript(() => {
      const timeline = {paint: [] as number[], scripts: [] as {src: string; at: number}[]};
      (window as unknown as {timeline: typeof timeline}).timeline = timeline;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) timeline.paint.push(entry.startTime);
      }).observe({type: 'paint', buffered: true});
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => Array.from(record.addedNodes))) {
          if (node instanceof HTMLScriptElement && node.src)
            timeline.scripts.push({src: node.src, at: performance.now()});
        }
      }).observe(document, {childList: true, subtree: true});
    });
    for (const visit of ['first visit', 'from the cache']) {
      await page.goto(`${baseUrl}/docs/templates/use_blade`, {waitUntil: 'load'});
      // The attribute the theme sets once React has committed the hydrated page.
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      const {paint, scripts} = await page.evaluate(
        () => (window as unknown as {timeline: {paint: number[]; scripts: {src: string; at: number}[]}}).timeline,
      );
      const bundle = scripts.filter(({src}) => /\/assets\/js\/(?:runtime~)?main\.[0-9a-f]+\.js$/.test(src));
      assert.equal(bundle.length, 2, `${visit}: runtime and main, each once`);
      assert.ok(paint.length > 0, `${visit}: the browser reported a paint`);
      const firstPaint = Math.min(...paint);
      for (const {src, at} of bundle) {
        assert.ok(
          at >= firstPaint,
          `${visit}: ${new URL(src).pathname} started at ${at} ms, before the first paint at ${firstPaint} ms`,
        );
      }
    }
    assert.deepEqual(consoleErrors, []);
  } finally {
    await close();
  }
});

test("the blog list's chunks start loading in a task after main.js's, and the page still hydrates", async () => {
  const {page, close, consoleErrors} = await openPage(browser, '', {viewport: mobile});
  try {
    // Which script was running when each route chunk's <script> went in: main.js, or none (a task of
    // its own, plugins/client-bundle/preloadInOwnTask.ts).
    await page.addInitScript(() => {
      const appended: {src: string; during: string | null}[] = [];
      (window as unknown as {appended: typeof appended}).appended = appended;
      const append = Node.prototype.appendChild;
      Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
        if (node instanceof HTMLScriptElement && node.hasAttribute('data-rspack')) {
          const running = document.currentScript;
          appended.push({src: node.src, during: running instanceof HTMLScriptElement ? running.src : null});
        }
        return append.call(this, node) as T;
      };
    });
    await page.goto(`${baseUrl}/blog`, {waitUntil: 'load'});
    // The attribute the theme sets once React has committed the hydrated page.
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    const appended = await page.evaluate(
      () => (window as unknown as {appended: {src: string; during: string | null}[]}).appended,
    );
    // Ten posts, each a chunk, and the list page's own.
    assert.ok(appended.length >= 11, `${appended.length} route chunks appended`);
    const duringMain = appended.filter(({during}) => during && /\/main\.[0-9a-f]+\.js$/.test(during));
    assert.deepEqual(
      duringMain.map(({src}) => new URL(src).pathname),
      [],
      'no route chunk is appended while main.js runs',
    );
    // Hydrated: the first post's title link navigates without reloading the page.
    await page.evaluate(() => ((window as unknown as {marker: boolean}).marker = true));
    await page.locator('article h2 a').first().click();
    await page.waitForURL((url) => url.pathname !== '/blog');
    assert.equal(await page.evaluate(() => (window as unknown as {marker?: boolean}).marker), true);
    assert.deepEqual(consoleErrors, []);
  } finally {
    await close();
  }
});

test('on a slow CPU the first paint waits for the whole navigation bar and the title area: nothing there moves while a page parses', async () => {
  // Chromium paints a page it is still parsing. A bar or a page-actions menu cut short moved when
  // the rest arrived; each page names, with <link rel="expect">, the element its first paint waits
  // for (SearchBar, PageActions, the home page). The first animation frame runs just before it.
  // `whole`: nothing on the page may move; on /api/ only the bar is held (its reference is not).
  const pages: {path: string; waitsFor: string[]; whole: boolean}[] = [
    {path: '/', waitsFor: ['site-search-status', 'reason-list'], whole: true},
    {path: '/docs/installation/bare-metal', waitsFor: ['site-search-status', 'page-actions-status'], whole: true},
    {path: '/blog/kublade-1-2-3', waitsFor: ['site-search-status', 'page-actions-status'], whole: true},
    {path: '/api/', waitsFor: ['site-search-status'], whole: false},
  ];
  type Seen = {atFirstFrame?: string[]; shifts: {value: number; sources: string[]; inBar: boolean}[]};
  for (const viewport of [desktop, mobile]) {
    const touch = viewport === mobile ? {hasTouch: true, isMobile: true} : {};
    const context = await browser().newContext({viewport, ...touch});
    try {
      await context.addInitScript(
        (ids: string[]) => {
          const seen: Seen = {shifts: []};
          (window as unknown as {seen: Seen}).seen = seen;
          requestAnimationFrame(() => (seen.atFirstFrame = ids.filter((id) => document.getElementById(id))));
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {value: number; sources: {node?: Node}[]})[]) {
              const nodes = entry.sources.map(({node}) => node);
              seen.shifts.push({
                value: entry.value,
                sources: nodes.map((node) => node?.nodeName ?? '?'),
                inBar: nodes.some((node) => (node instanceof Element ? node : node?.parentElement)?.closest('.navbar')),
              });
            }
          }).observe({type: 'layout-shift', buffered: true});
        },
        [...new Set(pages.flatMap(({waitsFor}) => waitsFor))],
      );
      const page = await context.newPage();
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', {rate: 4});
      // The font in the cache first: its late arrival on a first visit (font-display: swap, preloaded
      // by Root) is another matter than a page painted mid-parse.
      await page.goto(baseUrl + '/why-kublade', {waitUntil: 'load'});
      await page.evaluate(() => document.fonts.ready);
      for (const {path, waitsFor, whole} of pages) {
        for (let load = 0; load < 2; load++) {
          await page.goto(baseUrl + path, {waitUntil: 'load'});
          await pageIdle(page);
          const seen = await page.evaluate(() => (window as unknown as {seen: Seen}).seen);
          const where = `${path} at ${viewport.width} px, load ${load + 1}`;
          for (const id of waitsFor)
            assert.ok(seen.atFirstFrame?.includes(id), `${where}: #${id} parsed before the first paint`);
          const moved = seen.shifts.filter(({inBar}) => whole || inBar);
          assert.deepEqual(moved, [], `${where}: layout shifts${whole ? '' : ' in the navigation bar'}`);
        }
      }
    } finally {
      await context.close();
    }
  }
});

test("the home page's reasons, painted before the list is parsed to its end, are where the whole list puts them", async () => {
  // Firefox and Safari paint a page they are still parsing, whatever rel="expect" asks: the first
  // reasons must not move when the others arrive. The list is cut short in the page, as a paint
  // mid-parse would show it, at each width where its columns change.
  const {page, close} = await openPage(browser, '/', {viewport: desktop});
  try {
    const places = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('#reason-list > li')).map((item) => {
          const {x, y, width} = item.getBoundingClientRect();
          return `${Math.round(x)},${Math.round(y)} ${Math.round(width)} px wide`;
        }),
      );
    // A reason not yet parsed has no box: as if hidden.
    const showFirst = (count: number) =>
      page.evaluate((n) => {
        const items = document.querySelectorAll<HTMLElement>('#reason-list > li');
        items.forEach((item, index) => (item.style.display = index < n ? '' : 'none'));
      }, count);
    for (const width of [mobile.width, 800, 1280, 1920]) {
      await page.setViewportSize({width, height: 900});
      const whole = await places();
      assert.ok(whole.length >= 3, `${width} px: the list has its reasons`);
      for (let shown = 1; shown < whole.length; shown++) {
        await showFirst(shown);
        const cut = (await places()).slice(0, shown);
        await showFirst(whole.length);
        assert.deepEqual(cut, whole.slice(0, shown), `${width} px, ${shown} of ${whole.length} reasons parsed`);
      }
    }
  } finally {
    await close();
  }
});

test('every element a page holds its first paint for is in the page, once', async () => {
  // A missing target would hold the first paint until the whole page is parsed.
  let links = 0;
  for (const path of builtRoutes()) {
    const html = await (await fetch(baseUrl + path)).text();
    const $ = load(html);
    $('link[blocking]').each((_, link) =>
      assert.match(
        $(link).attr('rel') ?? '',
        /^(stylesheet|expect)$/,
        `${path}: blocking on a stylesheet or expect link`,
      ),
    );
    const expected = $('link[rel="expect"]');
    assert.ok(expected.length > 0, `${path}: waits for the navigation bar`);
    expected.each((_, link) => {
      links += 1;
      const target = ($(link).attr('href') ?? '').replace(/^#/, '');
      assert.equal($(link).parent().is('head'), true, `${path}: #${target} named in the head`);
      assert.equal($(link).attr('blocking'), 'render', `${path}: #${target} holds rendering`);
      assert.equal($('body').find(`[id="${target}"]`).length, 1, `${path}: #${target} once in the body`);
    });
  }
  assert.ok(links > 80, `${links} links`);
});

test('<html> keeps its served classes while a page hydrates, and client-side navigation still changes them', async () => {
  const {page, close} = await openPage(browser, '', {viewport: desktop});
  try {
    // Every value the class attribute of <html> takes after the parser wrote it.
    await page.addInitScript(() => {
      const classes: string[] = [];
      (window as unknown as {htmlClasses: string[]}).htmlClasses = classes;
      new MutationObserver((records) => {
        for (const record of records)
          if (record.target === document.documentElement) classes.push(document.documentElement.className);
      }).observe(document, {subtree: true, attributes: true, attributeFilter: ['class']});
    });
    const path = '/docs/installation/bare-metal';
    const served = (load(await (await fetch(baseUrl + path)).text())('html').attr('class') ?? '').split(/\s+/);
    assert.ok(served.includes('docs-doc-page'), `served classes: ${served.join(' ')}`);
    await page.goto(baseUrl + path, {waitUntil: 'load'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await pageIdle(page);
    const taken = await page.evaluate(() => (window as unknown as {htmlClasses: string[]}).htmlClasses);
    const dropped = taken.filter((value) => served.some((name) => !value.split(/\s+/).includes(name)));
    assert.deepEqual(dropped, [], 'no class the page was served with left <html> while it hydrated');
    assert.deepEqual(
      (await page.evaluate(() => document.documentElement.className)).split(/\s+/).sort(),
      [...served].sort(),
    );

    // Helmet owns the attribute again: the next doc, then a page of the site, each with its own classes.
    const classesHave = (want: string, gone: string) =>
      page.waitForFunction(
        ([want, gone]) => {
          const names = document.documentElement.className.split(/\s+/);
          return names.includes(want) && !names.includes(gone);
        },
        [want, gone],
        {polling: 100},
      );
    const next = page.locator('a.pagination-nav__link--next');
    const nextDoc = new URL((await next.getAttribute('href')) ?? '', baseUrl).pathname.replace(/^\/docs\//, '');
    await next.click();
    await classesHave(`docs-doc-id-${nextDoc}`, 'docs-doc-id-installation/bare-metal');
    await page
      .locator('.navbar')
      .getByRole('link', {name: `Why ${site.productName}?`, exact: true})
      .click();
    await classesHave('plugin-pages', 'docs-doc-page');
  } finally {
    await close();
  }
});

test('on a slow connection the progress bar shows 200 ms after each client-side navigation starts, not before', async () => {
  const {page, close, consoleErrors} = await openPage(browser, '', {viewport: mobile});
  try {
    // The page's clock is the test's: the bar's delay is read in the page's own milliseconds,
    // whatever the host's speed. The bar's timer is the only one of 200 ms: counting them tells
    // when a navigation has started it.
    await page.clock.install();
    await page.addInitScript(() => {
      // A 2G connection, as the browser reports it: Docusaurus then prefetches nothing, so each
      // navigation waits for its page's scripts and data.
      Object.defineProperty(navigator, 'connection', {value: {effectiveType: '2g', saveData: false}});
      const timers = {started: 0};
      (window as unknown as {barTimers: typeof timers}).barTimers = timers;
      const setTimeoutOfClock = window.setTimeout;
      window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
        if (delay === 200) timers.started += 1;
        return setTimeoutOfClock(handler, delay, ...rest);
      }) as typeof window.setTimeout;
    });
    await page.goto(`${baseUrl}/docs/intro`, {waitUntil: 'load'});
    await waitForHydration(page);
    // Scripts and data wait until the test lets them through, so the new page cannot arrive first.
    let letThrough = () => {};
    let gate = Promise.resolve();
    await page.route('**/*', async (route) => {
      const request = route.request();
      if (
        ['script', 'fetch', 'xhr'].includes(request.resourceType()) ||
        new URL(request.url()).pathname.endsWith('.json')
      )
        await gate;
      await route.continue();
    });
    const bar = page.locator('#nprogress');
    const timersStarted = () =>
      page.evaluate(() => (window as unknown as {barTimers: {started: number}}).barTimers.started);
    for (let navigation = 1; navigation <= 4; navigation += 1) {
      const heading = await page.locator('h1').first().textContent();
      const from = page.url();
      gate = new Promise((resolve) => (letThrough = resolve));
      const before = await timersStarted();
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
      await page.locator('a.pagination-nav__link--next').click();
      await page.waitForFunction(
        (count) => (window as unknown as {barTimers: {started: number}}).barTimers.started > count,
        before,
        {polling: 10},
      );
      await page.clock.runFor(199);
      assert.equal(await bar.count(), 0, `navigation ${navigation} from ${from}: the bar showed before 200 ms`);
      await page.clock.runFor(1);
      assert.equal(await bar.count(), 1, `navigation ${navigation} from ${from}: no bar at 200 ms`);
      letThrough();
      await page.clock.resume();
      await page.waitForFunction((previous) => document.querySelector('h1')?.textContent !== previous, heading);
      await bar.waitFor({state: 'detached'});
    }
    assert.deepEqual(consoleErrors, []);
  } finally {
    await close();
  }
});

test('highlighted code travels once: in the HTML on a visit, as a file after client-side navigation', async () => {
  const {page, context, consoleErrors, close} = await openPage(browser, '');
  try {
    const codeFiles = codeFileRequests(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`${baseUrl}/docs/templates/use_blade`, {waitUntil: 'networkidle'});
    await waitForHydration(page);
    const block = page.locator('.theme-code-block').first();
    const code = block.locator('pre code');
    // Build-time highlighting: Prism's token classes with the theme's colors.
    const keyword = code.locator('.token.atrule').first();
    assert.equal(await keyword.evaluate((element) => getComputedStyle(element).color), 'rgb(164, 14, 38)');
    const text = (await code.locator('.token-line').allTextContents()).join('\n');
    assert.match(text, /^data:\n {2}motd: \{!! json_encode\(/, 'one line element per line of code');

    await block.hover();
    await block.getByRole('button', {name: /copy/i}).click();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), text, 'the copy button copies the code');

    assert.deepEqual(codeFiles, [], 'hydration keeps the highlighted code of the HTML');

    await page.evaluate(() => Object.assign(window, {sameDocument: true}));
    await page.locator('.markdown a[href="/docs/templates/create_sync"]').first().click();
    await page.getByRole('heading', {level: 1, name: 'Synchronize a template from Git'}).waitFor();
    await page.locator('pre code .token').first().waitFor();
    assert.equal(await page.evaluate(() => 'sameDocument' in window), true, 'a client-side navigation');
    assert.ok((await page.locator('pre code .token').count()) > 10, 'the next page’s code is highlighted too');
    assert.equal(codeFiles.length, 1, 'one file for all code blocks of the page');
    assert.deepEqual(consoleErrors, []);
  } finally {
    await close();
  }
});

test("a docs page's paragraphs, lists and table rows read as served after it hydrates and after client-side navigation back to it", async () => {
  const {page, close, consoleErrors} = await openPage(browser, '/docs/installation/bare-metal');
  try {
    // plugins/static-blocks: the browser keeps these blocks as the server sent them; a page drawn
    // in the browser renders them from its chunk. Both must read as the HTML does.
    const blocks = '.theme-doc-markdown :is(p, li, td)';
    const read = () => page.locator(blocks).allTextContents();
    const html = await (await page.request.get(`${baseUrl}/docs/installation/bare-metal`)).text();
    const served = load(html)(blocks)
      .toArray()
      .map((element) => load(element).text());
    assert.ok(served.length > 100, `the page has many blocks (${served.length})`);
    assert.ok(served.some((text) => text.includes('supervisord')));

    await waitForHydration(page);
    assert.deepEqual(await read(), served, 'hydration keeps every block as served');

    // A prose link to where the reader already is replaces the history entry, as a <Link> does. The
    // link is one of the served markup (React has no fiber for it): a <Link> would follow its prop.
    // Hydration must be over: until then no element has a fiber, and no handler is there to click.
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const heading = await page.locator('.theme-doc-markdown h2[id]').nth(1).getAttribute('id');
    await page.evaluate((hash) => {
      const served = Array.from(document.querySelectorAll('.theme-doc-markdown p a[href^="/"]')).find(
        (a) => !Object.keys(a).some((key) => key.startsWith('__reactFiber')),
      )!;
      served.setAttribute('href', `${location.pathname}#${hash}`);
      served.id = 'served-link';
    }, heading);
    const link = page.locator('#served-link');
    const entries = await page.evaluate(() => history.length);
    await link.click();
    await page.waitForURL((url) => url.hash === `#${heading}`);
    await link.click();
    assert.equal(await page.evaluate(() => history.length), entries + 1, 'one history entry for two clicks');

    await page.evaluate(() => Object.assign(window, {sameDocument: true}));
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForURL((url) => !url.pathname.endsWith('/bare-metal'));
    await page.goBack();
    await page.getByRole('heading', {level: 1, name: 'Install on bare metal'}).waitFor();
    assert.equal(await page.evaluate(() => 'sameDocument' in window), true, 'client-side navigation both ways');
    assert.deepEqual(await read(), served, 'a page drawn in the browser has the same blocks');
    assert.deepEqual(consoleErrors, []);
  } finally {
    await close();
  }
});

/**
 * Loads `path` as a translator or an extension would leave it: its title edited before React
 * hydrates, so that React gives up hydrating and renders the page afresh in the browser.
 */
async function loadEditedBeforeHydration(page: Page, path: string): Promise<void> {
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      document.querySelector('h1')!.textContent = 'Changed by an extension';
    }),
  );
  await page.goto(`${baseUrl}${path}`, {waitUntil: 'load'});
  await waitForHydration(page);
}

test('a page whose text an extension changed before it hydrated still shows every paragraph as served', async () => {
  const {page, close} = await openPage(browser, '');
  try {
    // The static blocks must render their content, not keep markup that is no longer there.
    await loadEditedBeforeHydration(page, '/docs/installation/bare-metal');
    await page.getByRole('heading', {level: 1, name: 'Install on bare metal'}).waitFor();
    const paragraphs = await page.locator('.theme-doc-markdown p').allTextContents();
    assert.ok(paragraphs.length > 50, `the page has its paragraphs (${paragraphs.length})`);
    assert.deepEqual(
      paragraphs.filter((text) => !text.trim()),
      [],
      'no paragraph is empty',
    );
  } finally {
    await close();
  }
});

test('a page whose text an extension changed before it hydrated still shows its known issues and highlighted code', async () => {
  const {page, close} = await openPage(browser, '');
  try {
    // The parts that keep their served markup while hydrating (known-issue boxes, the highlighting
    // of code) must fetch what the markup held. Each fetch's answer is awaited below: the fetches
    // start only once React has rendered the page anew, which on a busy machine can come after the
    // load's network went quiet.
    const fetched: Promise<unknown>[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'fetch') fetched.push(request.response());
    });
    await loadEditedBeforeHydration(page, '/docs/templates/use_blade');
    await page.getByRole('heading', {level: 1, name: 'Write templates with Blade'}).waitFor();
    // The page rendered anew has run its effects by its next idle period, and started its fetches.
    await pageIdle(page);
    assert.ok(fetched.length > 0, 'the page fetches what the served markup held');
    await Promise.all(fetched);
    await pageIdle(page);
    const boxes = await page
      .locator('[data-known-issue]')
      .evaluateAll((found) => found.map((box) => (box.textContent ?? '').trim().length));
    assert.ok(boxes.length >= 3, `the page has its known-issue boxes (${boxes.length})`);
    assert.ok(
      boxes.every((length) => length > 40),
      `every box has its text (${boxes.join(', ')} characters)`,
    );
    const tokens = await page
      .locator('.theme-doc-markdown pre code')
      .evaluateAll((blocks) => blocks.map((code) => code.querySelectorAll('.token').length));
    assert.ok(tokens.length > 5, `the page has its code blocks (${tokens.length})`);
    assert.ok(
      tokens.every((count) => count > 0),
      `every block is highlighted (tokens: ${tokens.join(', ')})`,
    );
  } finally {
    await close();
  }
});

test('on a phone, a code block wider than the screen offers word wrap, also once its tab is shown', async () => {
  const {page, close, consoleErrors} = await openPage(browser, '/docs/installation/bare-metal', {viewport: mobile});
  try {
    await waitForHydration(page);
    const step = page.locator('.tabs-container').filter({hasText: 'Hand storage and cache to apache'}).first();
    const block = step.locator('.theme-code-block').filter({hasText: 'semanage fcontext'});
    const wrapButton = block.getByRole('button', {name: 'Toggle word wrap'});
    const scrolls = () => block.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth);
    assert.equal(await block.isVisible(), false, 'the block starts in a hidden tab');
    await step.getByRole('tab', {name: 'RHEL / Rocky'}).click();
    await wrapButton.waitFor({state: 'attached'});
    assert.equal(await scrolls(), true, 'the SELinux commands are wider than a phone');

    await block.hover();
    await wrapButton.click();
    await page.waitForFunction(
      (pre) => pre!.scrollWidth <= pre!.clientWidth,
      await block.locator('pre').elementHandle(),
    );
    assert.equal(await wrapButton.count(), 1, 'the button stays to unwrap');
    await wrapButton.click();
    await page.waitForFunction(
      (pre) => pre!.scrollWidth > pre!.clientWidth,
      await block.locator('pre').elementHandle(),
    );

    // A visible block that fits keeps its copy button and gets no word wrap.
    const blocks = page.locator('.theme-code-block');
    let fitting;
    for (let i = 0; !fitting && i < (await blocks.count()); i++) {
      const candidate = blocks.nth(i);
      const fits = await candidate
        .locator('pre')
        .evaluate((pre) => pre.clientWidth > 0 && pre.scrollWidth <= pre.clientWidth);
      if (fits) fitting = candidate;
    }
    assert.ok(fitting, 'the page has a block that fits a phone');
    await fitting.getByRole('button', {name: 'Copy code to clipboard'}).waitFor({state: 'attached'});
    assert.equal(await fitting.getByRole('button', {name: 'Toggle word wrap'}).count(), 0);
    assert.deepEqual(consoleErrors, []);
  } finally {
    await close();
  }
});

test('a blog author keeps the GitHub link with its icon', async () => {
  const {page, close} = await openPage(browser, '/blog/authors');
  try {
    // The owners of the platform's repository (maintainers) and of this site's (docs team), in authors.yml's order.
    const owners = [site.repositoryUrl, site.websiteRepositoryUrl].map((url) => url.split('/').slice(0, 4).join('/'));
    const links = page.locator('a[title="GitHub"]');
    assert.deepEqual(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href'))), owners);
    assert.equal(await links.first().locator('svg').count(), 1);
  } finally {
    await close();
  }
});

test('tabs keep the server markup on load, and a stored choice of tab still applies', async () => {
  const {page, close, consoleErrors} = await openPage(browser, '');
  try {
    const codeFiles = codeFileRequests(page);
    await page.goto(`${baseUrl}/docs/installation/bare-metal`, {waitUntil: 'networkidle'});
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const panels = page.locator('[role="tabpanel"]');
    assert.ok((await panels.locator('pre code .token').count()) > 0, 'code in tab panels is highlighted');
    assert.deepEqual(codeFiles, [], 'no tab panel was drawn again and had to fetch its code');
    // Each tab controls its panel, and the panel is named by its tab (src/theme/Tabs, TabItem).
    const pairs = await page.getByRole('tab').evaluateAll((tabs) =>
      tabs.map((tab) => {
        const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
        return {
          tab: tab.id !== '' && document.querySelectorAll(`[id="${tab.id}"]`).length === 1,
          panel: panel?.getAttribute('role') === 'tabpanel' && panel.getAttribute('aria-labelledby') === tab.id,
        };
      }),
    );
    assert.ok(pairs.length > 0);
    assert.ok(
      pairs.every(({tab, panel}) => tab && panel),
      `tabs paired with their panels: ${JSON.stringify(pairs)}`,
    );

    const tabs = page.getByRole('tab', {name: 'RHEL / Rocky'});
    await tabs.first().click();
    const selected = async () =>
      (await page.getByRole('tab', {selected: true}).allInnerTexts()).filter((text) => /Debian|RHEL/.test(text));
    assert.ok(
      (await selected()).every((text) => text === 'RHEL / Rocky'),
      'every os tab group follows the choice',
    );

    await page.reload({waitUntil: 'networkidle'});
    await waitForHydration(page);
    await page.getByRole('tab', {name: 'RHEL / Rocky', selected: true}).first().waitFor();
    assert.ok(
      (await selected()).every((text) => text === 'RHEL / Rocky'),
      'the stored choice applies after a reload',
    );
    assert.ok(await page.locator('[role="tabpanel"]:not([hidden]) pre code .token').first().isVisible());
    assert.ok(await page.getByRole('tabpanel', {name: 'RHEL / Rocky'}).first().isVisible(), 'the panel has its name');
    assert.deepEqual(consoleErrors, []);
  } finally {
    await close();
  }
});
