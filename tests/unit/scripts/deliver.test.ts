/** scripts/deliver.mjs: the head links plugins recorded, the CSP hashes of inline scripts, the nginx include, and the copies it writes. */
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {gunzipSync, brotliDecompressSync} from 'node:zlib';
import {describe, test} from 'node:test';

import {headLinksDir, recordHeadLinks} from '../../../lib/headLinks.mjs';
import {cspConf, cspConfPath, deliver, inlineScripts} from '../../../scripts/deliver.mjs';

test('only executable inline scripts are hashed', () => {
  const body = 'document.documentElement.dataset.x="1"';
  const html = [
    `<script>${body}</script>`,
    `<script type="text/javascript">${body}</script>`,
    '<script src=/assets/js/main.js defer></script>',
    '<script type=application/ld+json>{"@context":"https://schema.org"}</script>',
    '<script type="module">import "/x.js"</script>',
  ].join('');
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const found = inlineScripts(html);
  assert.deepEqual(found.hashes, [hash(body), hash('import "/x.js"')].sort());
  assert.deepEqual(found.problems, []);
  assert.equal(
    inlineScripts('<button onclick="go()">x</button><a href="javascript:void 0">y</a>', 'a.html').problems.length,
    2,
  );
});

describe('script-like text that is no script element adds no hash (issue 12)', () => {
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const payload = 'alert("x")';
  const real = 'document.documentElement.dataset.theme="dark"';
  // Each as the build writes it: React escapes "<" in text and only quotes in attribute values.
  const cases: [string, string][] = [
    ['a heading’s text', `<h2 id="9-9-9">9.9.9 &lt;script&gt;${payload}&lt;/script&gt;</h2>`],
    [
      'an attribute value (the heading’s anchor label)',
      `<h2 id="9-9-9">9.9.9<a href="#9-9-9" aria-label="Direct link to 9.9.9 <script>alert(&quot;x&quot;)</script>" title="<script>${payload}</script>">#</a></h2>`,
    ],
    [
      'a code block',
      `<pre><code>&lt;script&gt;${payload}&lt;/script&gt;</code></pre><p><code>&lt;script&gt;${payload}&lt;/script&gt;</code></p>`,
    ],
    ['an HTML comment', `<!-- <script>${payload}</script> -->`],
    [
      'a JSON data block',
      `<script type="application/ld+json">{"name":"<script>${payload}<\\/script>"}</script><script type="application/json">${payload}</script>`,
    ],
    ['a template', `<template><script>${payload}</script></template>`],
  ];
  for (const [where, markup] of cases) {
    test(`inside ${where}`, () => {
      const found = inlineScripts(
        `<!doctype html><html><head><script>${real}</script></head><body>${markup}</body></html>`,
      );
      assert.deepEqual(found.hashes, [hash(real)], 'only the real inline script');
      assert.ok(!found.hashes.includes(hash(payload)));
      assert.deepEqual(found.problems, []);
    });
  }

  test('a real inline script is hashed by its exact text, wherever it stands', () => {
    const found = inlineScripts(
      `<body><p>text</p><script>${payload}</script><svg><script>${real}</script></svg></body>`,
    );
    assert.deepEqual(found.hashes, [hash(payload), hash(real)].sort());
    assert.deepEqual(inlineScripts(`<script type=" text/JavaScript ">${payload}</script>`).hashes, [hash(payload)]);
    assert.deepEqual(
      inlineScripts(`<script type="text/plain">${payload}</script><script src="/a.js">${payload}</script>`).hashes,
      [],
    );
  });
});

describe('warnings for what a hash-based policy blocks come from the parsed tree', () => {
  test('a real inline event handler and javascript: URLs are reported', () => {
    const handler = inlineScripts('<button type="button" onclick="go()">x</button>', 'a.html').problems;
    assert.deepEqual(handler, ['a.html: the inline event handler onclick is blocked by the Content-Security-Policy']);
    for (const markup of [
      '<a href="javascript:void 0">y</a>',
      '<a href="  JavaScript:void 0">y</a>',
      '<form action="javascript:go()"></form>',
      '<button formaction="javascript:go()">x</button>',
      '<iframe src=" javascript:go()"></iframe>',
    ]) {
      assert.deepEqual(
        inlineScripts(markup, 'b.html').problems,
        ['b.html: a javascript: URL is blocked by the Content-Security-Policy'],
        markup,
      );
    }
  });

  test('text that merely contains them is not reported', () => {
    const markup = [
      '<p>Set onclick="go()" on the button, or link to javascript:void(0).</p>',
      '<pre><code>&lt;button onclick="go()"&gt;&lt;a href="javascript:go()"&gt;</code></pre>',
      '<a href="/docs/x" title="onclick=go() href=javascript:go()" data-note=\'<b onclick="x">\'>x</a>',
      '<a href="/docs/javascript:x">relative path containing javascript:</a>',
      '<!-- <a href="javascript:go()" onclick="go()"> -->',
      '<script type="application/ld+json">{"text":"<a onclick=go() href=javascript:go()>"}</script>',
    ].join('');
    assert.deepEqual(inlineScripts(markup, 'c.html').problems, []);
  });
});

test('the nginx include maps each page to its own hashes, in parts below the parameter limit of nginx', () => {
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const many = Array.from({length: 150}, (_, i) => hash(`$RC("B:${i}","S:${i}")`));
  const conf = cspConf(
    new Map([
      ['/docs/intro/index.html', [hash('theme')]],
      ['/api/index.html', many],
      ['/img/no-scripts.html', []],
    ]),
  );
  assert.match(conf, /^map \$uri \$csp_script_src \{\n {4}default "'self'";$/m);
  assert.ok(conf.includes(`"/docs/intro/index.html" "'self' ${hash('theme')}";`));
  assert.ok(!conf.includes('no-scripts'), 'pages without inline scripts fall to the default');
  const parts = [...conf.matchAll(/^map \$uri (\$csp_script_part_\d+) \{\n {4}default "([^"]+)";\n\}$/gm)];
  assert.ok(parts.length >= 2);
  for (const [, , value] of parts) assert.ok(value!.length < 4096, 'each parameter fits nginx');
  assert.ok(conf.includes(`"/api/index.html" "'self' ${parts.map(([, name]) => name).join(' ')}";`));
  assert.deepEqual(
    parts.flatMap(([, , value]) => value!.split(' ')),
    many,
  );
  for (const line of conf.split('\n')) assert.ok(line.length < 4096, 'no line beyond the limit of nginx');
});

describe('deliver() over a finished build', () => {
  const script = 'document.documentElement.dataset.x="1"';
  const page = `<!doctype html><html lang="en"><head><title>t</title><script>${script}</script></head><body>${'<p>text</p>'.repeat(200)}</body></html>`;
  const setUp = () => {
    const dir = mkdtempSync(join(tmpdir(), 'deliver-test-'));
    mkdirSync(join(dir, 'docs/intro'), {recursive: true});
    writeFileSync(join(dir, 'docs/intro/index.html'), page);
    writeFileSync(join(dir, 'small.js'), 'let a=1;');
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4096, 7));
    return dir;
  };
  const quiet = {log: () => {}};

  test('writes .gz and .br copies that decompress to the file, and the CSP include', async () => {
    const dir = setUp();
    try {
      const result = await deliver(dir, quiet);
      const file = join(dir, 'docs/intro/index.html');
      assert.equal(gunzipSync(readFileSync(`${file}.gz`)).toString(), page);
      assert.equal(brotliDecompressSync(readFileSync(`${file}.br`)).toString(), page);
      assert.ok(!existsSync(join(dir, 'small.js.gz')), 'files below 1 KiB are left alone');
      assert.ok(!existsSync(join(dir, 'logo.png.gz')), 'images are compressed formats already');
      const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
      assert.ok(readFileSync(join(dir, cspConfPath), 'utf8').includes(`"/docs/intro/index.html" "'self' ${hash}";`));
      assert.deepEqual(result, {files: 1, html: 1, hashes: 1, linkedPages: 0, problems: []});
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  test('adds the head links plugins recorded before it compresses and hashes the page, then drops the records', async () => {
    const dir = setUp();
    try {
      const link = '<link rel="alternate" type="text/markdown" href="/docs/intro.md">';
      await recordHeadLinks(dir, 'llms-txt', {'docs/intro/index.html': [link]});
      const result = await deliver(dir, quiet);
      const file = join(dir, 'docs/intro/index.html');
      const linked = page.replace('</head>', `${link}</head>`);
      assert.equal(readFileSync(file, 'utf8'), linked);
      assert.equal(gunzipSync(readFileSync(`${file}.gz`)).toString(), linked, 'the copies have the link too');
      assert.equal(result.linkedPages, 1);
      assert.ok(!existsSync(join(dir, headLinksDir)), 'the records are not delivered');
      await deliver(dir, quiet);
      assert.equal(readFileSync(file, 'utf8'), linked, 'a second run changes nothing');
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  test('links recorded for a page the build does not have fail the step', async () => {
    const dir = setUp();
    try {
      await recordHeadLinks(dir, 'route-styles', {'api/index.html': ['<link rel="stylesheet" href="/a.css">']});
      await assert.rejects(deliver(dir, quiet), /pages the build does not have: api\/index\.html/);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  test('without brotli, a second run leaves no .br copy of the first behind', async () => {
    const dir = setUp();
    try {
      await deliver(dir, quiet);
      const file = join(dir, 'docs/intro/index.html');
      assert.ok(existsSync(`${file}.br`));
      await deliver(dir, {...quiet, brotli: false});
      assert.ok(existsSync(`${file}.gz`));
      assert.ok(!existsSync(`${file}.br`));
      assert.ok(!existsSync(`${file}.gz.gz`), 'copies are not compressed again');
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

test('npm run build ends with this step, so that `npm run build -- --no-brotli` hands it the option', () => {
  const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../../../package.json'), 'utf8'));
  assert.match(pkg.scripts.build, /&& node scripts\/deliver\.mjs build$/);
});
