/**
 * The production nginx configuration (deploy/nginx/) on the production build: URL policy, status
 * codes, security headers, caching, precompressed files, and that every page of the spec works in
 * Chromium under the Content-Security-Policy. Starts its own nginx (lib/nginx.mjs).
 */
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {createServer, request, type IncomingHttpHeaders, type Server} from 'node:http';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {load} from 'cheerio';
import type {BrowserContext, CDPSession, Page} from 'playwright-core';

import {brotliAvailable, startNginx} from '../../lib/nginx.mjs';
import {docsPdf} from '../../src/data/docsPdf';
import {routes} from './routes';
import {desktop, emptyTab, setupBrowser, waitForHydration, watchPage} from './support';

// E2E_BUILD_DIR: another build to serve (for example one made with --out-dir while build/ is in use).
const buildDir = process.env.E2E_BUILD_DIR ?? join(import.meta.dirname, '../../build');
const browser = setupBrowser();
const brotli = brotliAvailable();

let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
before(async () => {
  nginx = await startNginx(buildDir);
});
after(async () => {
  await nginx?.close();
});
const url = (path: string) => {
  if (!nginx) throw new Error('nginx not started');
  return nginx.url + path;
};

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A plain HTTP/1.1 request: no redirect following, no decompression, headers as sent, and the
 * path as written (not normalised as a URL would be: "\\" stays a backslash, "//" stays).
 */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const {hostname, port} = new URL(url('/'));
    const req = request({hostname, port, path, headers, agent: false}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function buildFiles(dir = buildDir): string[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The inline scripts a browser would run in one HTML file, hashed independently of
 * scripts/deliver.mjs: parsed with cheerio, so that "<script>" in an attribute value or a
 * comment is not taken for a script element.
 */
function scriptSources(file: string | null): string {
  const hashes = new Set<string>();
  const $ = load(file === null ? '' : readFileSync(join(buildDir, file), 'utf8'));
  for (const script of $('script').toArray()) {
    if ($(script).attr('src') !== undefined) continue;
    const type = $(script).attr('type');
    if (type && !/^(?:text\/javascript|module)$/.test(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update($(script).text()).digest('base64')}'`);
  }
  return ["'self'", ...[...hashes].sort()].join(' ');
}

/** The policy for an answer that serves `file` (null: not an HTML page). */
function expectedCsp(file: string | null, connectSrc = "'self'"): string {
  return [
    "default-src 'self'",
    `script-src ${scriptSources(file)}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connectSrc}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const securityHeaders = {
  'strict-transport-security': 'max-age=31536000',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

function assertSecurityHeaders(answer: Answer, file: string | null, connectSrc?: string) {
  for (const [name, value] of Object.entries(securityHeaders)) assert.equal(answer.headers[name], value, name);
  assert.equal(answer.headers['content-security-policy'], expectedCsp(file, connectSrc));
}

/** The hashed main script and stylesheet the home page loads. */
function assetPaths(): {js: string; css: string; font: string} {
  const html = readFileSync(join(buildDir, 'index.html'), 'utf8');
  // Named once, in the page template's loader (plugins/client-bundle/page.html.eta).
  const js = /"(\/assets\/js\/main\.[0-9a-f]+\.js)"/.exec(html)?.[1];
  const css = /href=(\/assets\/css\/styles\.[0-9a-f]+\.css)/.exec(html)?.[1];
  const font = readdirSync(join(buildDir, 'assets/fonts')).find((f) => f.endsWith('.woff2'));
  assert.ok(js && css && font, 'main script, stylesheet and a font found');
  return {js, css, font: `/assets/fonts/${font}`};
}

describe('status codes and URL policy', () => {
  test('every route of the spec answers 200 with HTML', async () => {
    for (const [path] of routes) {
      const answer = await get(path);
      assert.equal(answer.status, 200, path);
      assert.equal(answer.headers['content-type'], 'text/html; charset=utf-8', path);
    }
  });

  test('/docs is the redirect page to /docs/intro, /api and /docs/intro/ are the pages themselves', async () => {
    const docs = await get('/docs');
    assert.equal(docs.status, 200);
    assert.match(docs.body.toString(), /url=\/docs\/intro/);
    for (const [path, file] of [
      ['/api', 'api/index.html'],
      ['/docs/intro/', 'docs/intro/index.html'],
    ]) {
      const answer = await get(path);
      assert.equal(answer.status, 200, path);
      assert.deepEqual(answer.body, readFileSync(join(buildDir, file)), path);
    }
  });

  test('.html and /index.html forms answer 301 to the bare path, keeping the query', async () => {
    const cases: [string, string][] = [
      ['/index.html', '/'],
      ['/index.html?utm=x', '/?utm=x'],
      ['/docs/intro.html', '/docs/intro'],
      ['/docs/intro/index.html', '/docs/intro'],
      ['/docs/intro/index.html?a=1&b=2', '/docs/intro?a=1&b=2'],
      ['/enterprise-support.html', '/enterprise-support'],
      ['/api/index.html', '/api'],
    ];
    for (const [from, to] of cases) {
      const answer = await get(from);
      assert.equal(answer.status, 301, from);
      assert.equal(answer.headers.location, to, from);
    }
  });

  test('redirects never lead to another host or inject headers', async () => {
    for (const path of ['//evil.example/page.html', '/\\evil.example/page.html']) {
      const answer = await get(path);
      assert.ok(!String(answer.headers.location ?? '').match(/^[/\\]{2}/), `${path} → ${answer.headers.location}`);
    }
    const injected = await get('/x%0d%0aSet-Cookie:%20a=b.html');
    assert.equal(injected.status, 301);
    assert.equal(injected.headers['set-cookie'], undefined);
    assert.equal(injected.headers.location, '/x%0d%0aSet-Cookie:%20a=b');
  });

  test('a path with an empty segment answers 301 to the path with the slashes merged, never the page itself', async () => {
    const cases: [string, string][] = [
      ['/docs//intro', '/docs/intro'],
      ['//docs/intro', '/docs/intro'],
      ['/docs/intro//', '/docs/intro/'],
      ['/docs///intro?a=1//2', '/docs/intro?a=1//2'],
      ['/docs/%2Fintro', '/docs/intro'],
      ['/docs/%2f/intro', '/docs/intro'],
      ['//blog//tags//', '/blog/tags/'],
      ['/docs//intro.html', '/docs/intro.html'],
      [`/${assetPaths().js}`, assetPaths().js],
      // Three runs per redirect; the next request merges the rest.
      ['/a//b//c//d//e', '/a/b/c/d//e'],
      // Never another host: a leading backslash after the merge is sent encoded.
      ['//\\evil.example//x', '/%5Cevil.example/x'],
      ['//evil.example/', '/evil.example/'],
      // Taken from the raw request line: an encoded line break stays encoded.
      ['/docs//x%0d%0aSet-Cookie:%20a=b', '/docs/x%0d%0aSet-Cookie:%20a=b'],
    ];
    for (const [from, to] of cases) {
      const answer = await get(from);
      assert.equal(answer.status, 301, from);
      assert.equal(answer.headers.location, to, from);
      assert.equal(answer.headers['set-cookie'], undefined, from);
      assertSecurityHeaders(answer, null);
    }
    // Followed, the redirects end at the page (or the .html redirect, or 404), each in a few steps.
    for (const [from, end, status] of [
      ['/docs//intro', '/docs/intro', 200],
      ['//docs///intro.html?x=1', '/docs/intro?x=1', 200],
      ['/a//b//c//d//e//f//g', '/a/b/c/d/e/f/g', 404],
    ] as const) {
      let path: string = from;
      let answer = await get(path);
      for (let hop = 0; answer.status === 301 && hop < 4; hop++)
        answer = await get((path = String(answer.headers.location)));
      assert.equal(path, end, from);
      assert.equal(answer.status, status, from);
    }
    assert.notDeepEqual(
      (await get('/docs//intro')).body,
      readFileSync(join(buildDir, 'docs/intro/index.html')),
      'not the page',
    );
  });

  test('unknown paths, /404.html, dotfiles and directories without a page answer 404 with the site 404 page', async () => {
    const notFound = readFileSync(join(buildDir, '404.html'));
    for (const path of [
      '/docs/no-such-page',
      '/no/such/page/',
      '/404.html',
      '/assets/',
      '/assets/js/missing.js',
      '/.nginx/csp.conf',
      '/.nojekyll',
    ]) {
      const answer = await get(path);
      assert.equal(answer.status, 404, path);
      assert.deepEqual(answer.body, notFound, path);
    }
    assert.match(notFound.toString(), /Page not found/);
  });

  test('the liveness endpoint answers without touching the content', async () => {
    const answer = await get('/healthz');
    assert.equal(answer.status, 200);
    assert.equal(answer.body.toString(), 'ok\n');
  });
});

describe('security headers', () => {
  test('pages, assets, redirects and errors carry every security header, exactly', async () => {
    const {js} = assetPaths();
    const cases: [path: string, file: string | null][] = [
      ['/', 'index.html'],
      ['/docs/intro', 'docs/intro/index.html'],
      ['/docs/intro/', 'docs/intro/index.html'],
      ['/docs', 'docs/index.html'],
      ['/docs/no-such-page', '404.html'],
      ['/docs/intro.html', null],
      [js, null],
      ['/img/logo.svg', null],
      ['/sitemap.xml', null],
      ['/healthz', null],
    ];
    for (const [path, file] of cases) assertSecurityHeaders(await get(path), file);
  });

  test('only the API reference may connect to other origins (the "Try it" panel)', async () => {
    for (const path of ['/api/', '/api'])
      assertSecurityHeaders(await get(path), 'api/index.html', "'self' http: https:");
  });

  test('each page allows only its own inline scripts, and no eval or third party', async () => {
    const html = buildFiles().filter((f) => f.endsWith('.html'));
    const conf = readFileSync(join(buildDir, '.nginx/csp.conf'), 'utf8');
    for (const file of html) {
      const uri = `/${file.slice(buildDir.length + 1)}`;
      const sources = scriptSources(file.slice(buildDir.length + 1));
      if (sources === "'self'") continue;
      assert.ok(conf.includes(`"${uri}" "'self' `), `${uri} has its entry in csp.conf`);
    }
    for (const [path] of routes) {
      const csp = String((await get(path)).headers['content-security-policy']);
      assert.doesNotMatch(csp, /unsafe-eval|script-src[^;]*unsafe-inline|https?:\/\//, path);
    }
  });

  test('headers stay below 8 KB on every route (the Ingress raises the proxy buffer to 16 KB)', async () => {
    for (const [path] of routes) {
      const answer = await get(path);
      const bytes = Object.entries(answer.headers).reduce(
        (total, [name, value]) => total + name.length + String(value).length + 4,
        0,
      );
      assert.ok(bytes < 8192, `${path}: ${bytes} bytes of headers`);
    }
  });
});

describe('caching', () => {
  test('hashed assets are immutable for a year', async () => {
    for (const path of Object.values(assetPaths())) {
      const answer = await get(path);
      assert.equal(answer.status, 200, path);
      assert.equal(answer.headers['cache-control'], 'public, max-age=31536000, immutable', path);
    }
  });

  test('HTML and unhashed files are revalidated, with an ETag that answers 304', async () => {
    for (const path of [
      '/',
      '/docs/intro',
      '/api/',
      '/img/logo.svg',
      '/sitemap.xml',
      '/blog/rss.xml',
      '/docs/no-such-page',
    ]) {
      const answer = await get(path);
      assert.equal(answer.headers['cache-control'], 'no-cache', path);
    }
    const first = await get('/docs/intro', {'accept-encoding': 'gzip'});
    assert.ok(first.headers.etag, 'ETag');
    const again = await get('/docs/intro', {'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag)});
    assert.equal(again.status, 304);
  });

  test('content types are exact, which nosniff depends on', async () => {
    const {js, css, font} = assetPaths();
    const types: [string, string][] = [
      [js, 'text/javascript; charset=utf-8'],
      [css, 'text/css; charset=utf-8'],
      [font, 'font/woff2'],
      ['/img/logo.svg', 'image/svg+xml; charset=utf-8'],
      ['/sitemap.xml', 'application/xml; charset=utf-8'],
    ];
    for (const [path, type] of types) assert.equal((await get(path)).headers['content-type'], type, path);
  });

  test('the documentation PDF is served as a file: application/pdf, revalidated, also to Markdown readers', async () => {
    for (const accept of ['*/*', 'text/markdown, text/html;q=0.9']) {
      const answer = await get(docsPdf.path, {accept});
      assert.equal(answer.status, 200, accept);
      assert.equal(answer.headers['content-type'], 'application/pdf', accept);
      assert.equal(answer.headers['cache-control'], 'no-cache', accept);
      assert.equal(answer.body.subarray(0, 5).toString('latin1'), '%PDF-', accept);
    }
  });
});

describe('precompressed files', () => {
  test('the build carries .gz and .br copies of its compressible files', () => {
    const compressible = buildFiles().filter(
      (f) => /\.(html|js|css|json|svg|xml)$/.test(f) && !f.includes('/.') && statSync(f).size >= 1024,
    );
    assert.ok(compressible.length > 50, `${compressible.length} compressible files`);
    for (const file of compressible) {
      assert.ok(existsSync(`${file}.gz`), `${file}.gz`);
      assert.ok(existsSync(`${file}.br`), `${file}.br`);
    }
  });

  for (const [label, path, file] of [
    ['a page', '/docs/intro', 'docs/intro/index.html'],
    ['the main script', 'js', ''],
    ['the stylesheet', 'css', ''],
    ['the 404 page', '/docs/no-such-page', '404.html'],
  ] as const) {
    test(`${label} is served precompressed as accepted`, async () => {
      const assets = assetPaths();
      const target = path === 'js' || path === 'css' ? assets[path] : path;
      const source = join(buildDir, file || target);
      const original = readFileSync(source);

      const gz = await get(target, {'accept-encoding': 'gzip'});
      assert.equal(gz.headers['content-encoding'], 'gzip');
      const vary = String(gz.headers.vary).split(/,\s*/);
      assert.ok(vary.includes('Accept-Encoding'));
      // Pages also have a Markdown copy at their URL (Accept: text/markdown); assets do not.
      assert.equal(vary.includes('Accept'), path !== 'js' && path !== 'css', `Vary: ${vary.join(', ')}`);
      assert.equal(
        Number(gz.headers['content-length']),
        statSync(`${source}.gz`).size,
        'the .gz file, not compressed on the fly',
      );
      assert.deepEqual(gunzipSync(gz.body), original);

      const plain = await get(target, {'accept-encoding': 'identity'});
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.deepEqual(plain.body, original);

      const br = await get(target, {'accept-encoding': 'gzip, deflate, br'});
      if (brotli) {
        assert.equal(br.headers['content-encoding'], 'br');
        assert.equal(Number(br.headers['content-length']), statSync(`${source}.br`).size);
        assert.deepEqual(brotliDecompressSync(br.body), original);
      } else {
        assert.equal(br.headers['content-encoding'], 'gzip', 'without the brotli module, gzip');
      }
    });
  }

  test('the .gz and .br copies are never served by name, only in place of their file', async () => {
    const {js} = assetPaths();
    const notFound = readFileSync(join(buildDir, '404.html'));
    const copies = [
      '/docs/intro/index.html.gz',
      '/docs/intro/index.html.br',
      `${js}.gz`,
      `${js}.br`,
      '/sitemap.xml.gz',
      '/404.html.gz',
      '/docs/intro/index.HTML.GZ',
    ];
    for (const path of copies) {
      if (!path.endsWith('.GZ')) assert.ok(existsSync(join(buildDir, path)), `${path} is in the build`);
      for (const encoding of ['identity', 'gzip, deflate, br']) {
        const answer = await get(path, {'accept-encoding': encoding});
        assert.equal(answer.status, 404, `${path} (${encoding})`);
        assert.equal(answer.headers['content-type'], 'text/html; charset=utf-8', path);
        if (encoding === 'identity') assert.deepEqual(answer.body, notFound, path);
      }
    }
    // The files themselves are still served from those copies.
    for (const path of ['/docs/intro', js]) {
      const answer = await get(path, {'accept-encoding': 'gzip'});
      assert.equal(answer.status, 200, path);
      assert.equal(answer.headers['content-encoding'], 'gzip', path);
    }
  });

  test('fonts are not compressed again', async () => {
    const answer = await get(assetPaths().font, {'accept-encoding': 'gzip, br'});
    assert.equal(answer.headers['content-encoding'], undefined);
  });

  test(
    'brotli is served: the brotli_static module is installed',
    {skip: brotli ? false : 'libnginx-mod-http-brotli-static is not installed'},
    async () => {
      assert.equal(nginx?.brotli, true);
    },
  );
});

// One visit per page checks what the page is (status, heading, title) and that it works under the
// production headers: the spec's routes were opened a second time for the first part alone.
describe('every route of the spec answers with a finished page, and the pages work under the Content-Security-Policy', () => {
  let otherOrigin: Server | undefined;
  let otherUrl = '';
  before(async () => {
    // Another origin for the "Try it" check: same machine, but "localhost" instead of 127.0.0.1.
    otherOrigin = createServer((_req, res) => {
      res.writeHead(200, {'access-control-allow-origin': '*', 'content-type': 'application/json'});
      res.end('{"status":"success"}');
    });
    await new Promise<void>((resolve) => otherOrigin?.listen(0, '127.0.0.1', resolve));
    const address = otherOrigin.address();
    otherUrl = `http://localhost:${typeof address === 'object' && address ? address.port : 0}/api/auth/me`;
  });
  after(async () => {
    await new Promise((resolve) => otherOrigin?.close(resolve));
  });

  interface Visit {
    page: Page;
    status: number | undefined;
    violations: string[];
    consoleErrors: string[];
    /** Every console error, with its address: a page of the spec's routes has none. */
    anyConsoleErrors: string[];
    /** Requests to any host other than the site's own. */
    foreignRequests: string[];
    close: () => Promise<void>;
  }

  // One tab for all the visits, with the report of violations set up once: a context per visit cost
  // the browser a renderer process each, the most of these tests' time.
  let tab: {context: BrowserContext; page: Page; session: CDPSession} | undefined;
  let current = {violations: [] as string[]};
  after(async () => {
    await tab?.context.close();
  });

  async function cspTab(): Promise<{context: BrowserContext; page: Page; session: CDPSession}> {
    if (tab) return tab;
    const context = await browser().newContext({viewport: desktop});
    await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
      current.violations.push(text);
    });
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as {__reportCspViolation: (text: string) => void}).__reportCspViolation;
        void report(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} (${event.sample})`,
        );
      });
    });
    const page = await context.newPage();
    tab = {context, page, session: await context.newCDPSession(page)};
    return tab;
  }

  /**
   * Opens a page and records CSP violations (the DOM event and Chromium's console report); `close`
   * leaves it with its storage emptied, so that each visit starts as a first one.
   */
  async function visit(path: string): Promise<Visit> {
    const {page, session} = await cspTab();
    current = {violations: []};
    const {violations} = current;
    const consoleErrors: string[] = [];
    const {foreignRequests, consoleErrors: anyConsoleErrors} = watchPage(page, url('/'));
    page.on('console', (message) => {
      // What the headers can cause: CSP and Permissions-Policy reports, and nosniff refusals.
      if (
        message.type() === 'error' &&
        /Content.Security.Policy|Permissions.Policy|Refused to|MIME type/i.test(message.text())
      ) {
        consoleErrors.push(message.text());
      }
      if (/Content.Security.Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
    });
    const response = await page.goto(url(path), {waitUntil: 'networkidle'});
    return {
      page,
      status: response?.status(),
      violations,
      consoleErrors,
      anyConsoleErrors,
      foreignRequests,
      close: () => emptyTab(page, session, new URL(url('/')).origin),
    };
  }

  const extraPages = ['/blog', '/blog/archive', '/blog/tags', '/docs/tags', '/docs/no-such-page'];
  let mermaidDiagrams = 0;

  for (const [path, heading] of routes) {
    test(`${path}: its page, finished, with zero CSP violations`, async () => {
      const {page, status, violations, anyConsoleErrors, foreignRequests, close} = await visit(path);
      try {
        assert.equal(status, 200, `${path} answers ${status}`);
        await waitForHydration(page);
        assert.match((await page.locator('h1').first().innerText()).trim(), heading);
        assert.notEqual(await page.title(), '', 'page has a title');
        assert.equal(await page.getByText('Page not found').count(), 0);
        mermaidDiagrams += await page.locator('.mermaid-diagram svg').count();
        assert.deepEqual(violations, []);
        assert.deepEqual(foreignRequests, [], 'no request to another host');
        assert.deepEqual(anyConsoleErrors, [], 'no console errors');
      } finally {
        await close();
      }
    });
  }

  for (const path of extraPages) {
    test(`${path} loads with zero CSP violations`, async () => {
      const {page, violations, consoleErrors, close} = await visit(path);
      try {
        await waitForHydration(page);
        // Diagrams come as SVG with <style> inside: count them, to know the policy let them show.
        mermaidDiagrams += await page.locator('.mermaid-diagram svg').count();
        assert.ok(await page.locator('main').first().isVisible(), 'the page rendered');
        assert.deepEqual(violations, []);
        assert.deepEqual(consoleErrors, []);
      } finally {
        await close();
      }
    });
  }

  test('Mermaid diagrams rendered under the policy', () => {
    assert.ok(mermaidDiagrams > 0, 'at least one diagram drawn on the pages visited');
  });

  test('the site search loads its index and answers under the policy', async (t) => {
    const {page, violations, consoleErrors, close} = await visit('/docs/intro');
    try {
      await waitForHydration(page);
      const box = page.locator('.navbar').getByRole('combobox', {name: 'Search the site'});
      if ((await box.count()) === 0) return t.skip('this build has no site search');
      await box.fill('blade');
      await page.getByRole('option').first().waitFor();
      assert.deepEqual(violations, []);
      assert.deepEqual(consoleErrors, []);
    } finally {
      await close();
    }
  });

  test('/docs reaches /docs/intro through its (hashed) inline script without violations', async () => {
    const {page, violations, close} = await visit('/docs');
    try {
      await page.waitForURL(url('/docs/intro'));
      assert.deepEqual(violations, []);
    } finally {
      await close();
    }
  });

  const callOtherOrigin = (page: Page) =>
    page.evaluate(async (target) => {
      try {
        return (await fetch(target, {mode: 'cors', credentials: 'omit'})).status;
      } catch (error) {
        return String(error);
      }
    }, otherUrl);

  // The policy is the document's: reached through the client router, /api/ would run under the
  // policy of the page the reader came from; src/clientModules/apiDocumentLoad.ts loads it anew.
  test('"Try it" works after reaching the API reference through the navbar', async () => {
    const {page, violations, close} = await visit('/docs/intro');
    try {
      await waitForHydration(page);
      await page.locator('.navbar').getByRole('link', {name: 'API', exact: true}).click();
      await page.waitForURL(/\/api\/?$/);
      await page.waitForLoadState('load');
      await waitForHydration(page);
      assert.equal(await callOtherOrigin(page), 200);
      assert.deepEqual(violations, []);
    } finally {
      await close();
    }
  });

  test('the API reference may call another origin; other pages may not', async () => {
    const api = await visit('/api/');
    try {
      assert.equal(await callOtherOrigin(api.page), 200);
      assert.deepEqual(api.violations, []);
    } finally {
      await api.close();
    }

    const docs = await visit('/docs/intro');
    try {
      // The page hears of the violation by an event of its own, after the fetch has failed.
      const violated = docs.page.evaluate(
        () =>
          new Promise<string>((resolve) =>
            document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), {
              once: true,
            }),
          ),
      );
      assert.match(String(await callOtherOrigin(docs.page)), /TypeError|Failed to fetch/);
      assert.equal(await violated, 'connect-src', 'the violation is reported');
    } finally {
      await docs.close();
    }
  });
});
