import assert from 'node:assert/strict';
import {mkdtemp, mkdir, readFile, writeFile} from 'node:fs/promises';
import type {IncomingMessage, ServerResponse} from 'node:http';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';

import {materializeDocument, type Options, type ProjectDocument} from '../../../plugins/project-documents';
import {defaultMarkdownLimits, rejectReason, sanitizeInWorker} from '../../../plugins/project-documents/markdown';
import {renderPage} from '../../support/renderPage';
import {startTestHost, type TestHost} from '../../support/testHost';
import {unreachedLimitMs} from '../../support/unreachedLimit';

const siteRoot = join(__dirname, '..', '..', '..');
const goodChangelog = '# Changelog\n\n## 9.9.9 (2026-01-01)\n\n### Features\n\n- a remote release note\n';
const hostile =
  '# Changelog\n\n## 1.0.0\n\n- <script>window.pwned = true</script> fixed\n- {props.secret} and <Danger /> stay text\n- `code <b>` kept\n';

/** A changelog around one hostile line, so that it passes the plausibility checks. */
const around = (body: string) => `# Changelog\n\n## 9.9.9 (2026-01-01)\n\n${body}\n`;
const MiB = 1024 * 1024;
/** Fills a 2 MiB body (the fetch cap) with a repeated unit after a heading. */
const twoMiB = (unit: string) => {
  const head = '# Changelog\n';
  return head + unit.repeat(Math.floor((2 * MiB - head.length) / unit.length));
};
/** Fills a body up to the Markdown size limit, so the parser itself is reached. */
const upToMarkdownLimit = (unit: string) => {
  const head = '# Changelog\n';
  return head + unit.repeat(Math.floor((defaultMarkdownLimits.maxChars - head.length) / unit.length));
};

/**
 * Hostile documents the host might serve, with what must come of them: 'remote' (used, sanitized),
 * 'committed' (fallback, with the reason matched), or 'either' (both are acceptable outcomes).
 */
const corpus: {
  name: string;
  body: string | Buffer;
  expect: 'remote' | 'committed' | 'either';
  reason?: RegExp;
  shows?: RegExp[];
}[] = [
  {
    name: 'dash-1000 (2 KB)',
    body: '# Changelog\n## 1.0.0\n' + '- '.repeat(1000) + 'deep',
    expect: 'committed',
    reason: /nested about 1000 levels/,
  },
  {
    name: 'list-10000',
    body: '# Changelog\n## 1.0.0\n' + '- '.repeat(10_000) + 'deep',
    expect: 'committed',
    reason: /more than 4096|nested/,
  },
  {
    name: 'ordered-10000',
    body: '# Changelog\n## 1.0.0\n' + '1. '.repeat(10_000) + 'deep',
    expect: 'committed',
    reason: /more than 4096|nested/,
  },
  {
    name: 'list-indented-300',
    body: '# Changelog\n' + Array.from({length: 300}, (_, i) => `${' '.repeat(2 * i)}- x`).join('\n'),
    expect: 'committed',
    reason: /line 34 is nested about 33 levels/,
  },
  {
    name: 'blockquote-10000',
    body: '# Changelog\n## 1.0.0\n' + '> '.repeat(10_000) + 'deep',
    expect: 'committed',
    reason: /more than 4096|nested/,
  },
  {
    name: 'blockquote-lines-400',
    body: '# Changelog\n' + Array.from({length: 400}, (_, i) => '>'.repeat(1 + i)).join('\n'),
    expect: 'committed',
    reason: /line 34 is nested about 33 levels/,
  },
  {
    name: 'emphasis-2000',
    body: around('*'.repeat(2000) + 'x' + '*'.repeat(2000)),
    expect: 'committed',
    reason: /nested more than 64 levels/,
  },
  {
    name: 'nodes-32000',
    body: upToMarkdownLimit('- a\n'),
    expect: 'committed',
    reason: /more than 50000 nodes|longer than|memory/,
  },
  {
    name: 'script heading',
    body: '# Changelog\n\n## 9.9.9 <script>alert("x")</script>\n\n- fix\n',
    expect: 'remote',
    shows: [/9\.9\.9 &lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt;<\/h2>/],
  },
  {
    name: 'raw HTML, event handlers',
    body: around(
      '<img src=x onerror=alert(1)>\n\n- inline <img src=x onerror=alert(1)> and <a href="javascript:alert(1)" onclick="x()">a</a>\n\n<div onmouseover="alert(1)">\n\n*x*\n\n</div>\n\n<!-- comment --><style>*{}</style><iframe src="javascript:alert(1)"></iframe>',
    ),
    expect: 'remote',
    shows: [/&lt;img src=x onerror=alert\(1\)&gt;/, /&lt;\/div&gt;/, /&lt;!-- comment --&gt;/],
  },
  {
    name: 'JSX',
    body: around('<Foo bar={1} />\n\n- a <Foo bar={1} /> inline and {props.x}'),
    expect: 'remote',
    shows: [/&lt;Foo bar=\{1\} \/&gt;/, /\{props\.x\}/],
  },
  {
    name: 'import/export',
    body: around('import Foo from "./evil"\nexport const x = 1;\n\nexport default function () {}'),
    expect: 'remote',
    shows: [/import Foo from &quot;\.\/evil&quot;/, /export default function \(\) \{\}/],
  },
  {name: 'javascript: link', body: around('- [click](javascript:alert(1)) me'), expect: 'remote', shows: [/click me/]},
  {
    name: 'reference link',
    body: around('- [click][r] and ![img][i]\n\n[r]: javascript:alert(1)\n[i]: javascript:alert(2)'),
    expect: 'remote',
    shows: [/click and img/],
  },
  {
    name: 'entity jav&#x61;script:',
    body: around('- [e](jav&#x61;script:alert(1)) [t](java&#9;script:alert(1)) [c](&#x6A;avascript&colon;alert(1))'),
    expect: 'remote',
    shows: [/e t c/],
  },
  {
    name: 'JaVaScRiPt:',
    body: around('- [m](JaVaScRiPt:alert(1)) <JaVaScRiPt:alert(1)> [v](vbscript:msgbox(1))'),
    expect: 'remote',
  },
  {
    name: 'data: URL',
    body: around('- [d](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==) ![p](data:image/svg+xml,x)'),
    expect: 'remote',
    shows: [/d p/],
  },
  {
    name: 'image javascript:',
    body: around('- ![alt text](javascript:alert(1)) ![](javascript:alert(2))'),
    expect: 'remote',
    shows: [/alt text/],
  },
  {
    name: '/\\evil and //evil links',
    body: around('- [a](/\\evil.example) [b](//evil.example) [c](/docs/intro) [d](https://example.com/x)'),
    expect: 'remote',
    shows: [/a b <a href="pathname:\/\/\/docs\/intro">c<\/a> <a href="https:\/\/example\.com\/x">d<\/a>/],
  },
  {
    name: 'relative and anchor links',
    body: around('- [r](CONTRIBUTING.md) [h](#nowhere) ![i](/img/nowhere.png)'),
    expect: 'remote',
    shows: [/r h <img src="pathname:\/\/\/img\/nowhere\.png"/],
  },
  {
    name: 'directives, heading ids, mermaid',
    body: around(
      ':::danger[Title]\ntext :abbr[x]{title="y"}\n:::\n\n### Heading {#custom}\n\n### Other <b>{#x</b>}\n\n```mermaid title="x"\ngraph TD; A-->B\n```',
    ),
    expect: 'remote',
    shows: [/:::danger\[Title\]/, /<h3>Heading<\/h3>/, /<h3>Other &lt;b&gt;<\/h3>/, /<pre><code>graph TD/],
  },
  {
    name: 'front matter override',
    body: '---\ntitle: Evil\nslug: /evil\n---\n# Changelog\n\n## 9.9.9\n\n- note\n',
    expect: 'remote',
  },
  {name: '2 MiB of [', body: twoMiB('['), expect: 'committed', reason: /more than 131072/},
  {name: '2 MiB of [a](', body: twoMiB('[a]('), expect: 'committed', reason: /more than 131072/},
  {
    name: '128 KiB of [a]( lines',
    body: upToMarkdownLimit('[a](\n'),
    expect: 'committed',
    reason: /longer than 5000 ms/,
  },
  {
    name: '128 KiB of [ lines',
    body: upToMarkdownLimit('[\n'),
    expect: 'either',
    reason: /longer than 5000 ms|lists no release/,
  },
  {
    name: '4 KB lines of [a](',
    body: '# Changelog\n' + `${'[a]('.repeat(1000)}\n`.repeat(30),
    expect: 'committed',
    reason: /longer than 5000 ms/,
  },
  {name: 'NUL bytes', body: Buffer.from(around('- a\u0000b'), 'utf8'), expect: 'committed', reason: /binary/},
  {
    name: 'invalid UTF-8',
    body: Buffer.concat([Buffer.from(around('- a')), Buffer.from([0xc3, 0x28, 0xff, 0xfe, 0x0a])]),
    expect: 'committed',
    reason: /not UTF-8/,
  },
  {
    name: 'BOM',
    body: '\uFEFF# Changelog\n\n## 9.9.9\n\n- a note after a BOM\n',
    expect: 'remote',
    shows: [/a note after a BOM/],
  },
];

/** Answers each path the way a broken or hostile documents host might. */
function answer(req: IncomingMessage, res: ServerResponse) {
  const corpusCase = /^\/corpus\/(\d+)\/CHANGELOG\.md$/.exec(req.url ?? '');
  if (corpusCase) {
    res.writeHead(200).end(corpus[Number(corpusCase[1])].body);
    return;
  }
  switch (req.url) {
    case '/good/CHANGELOG.md':
      res.writeHead(200, {'content-type': 'text/markdown'}).end(goodChangelog);
      break;
    case '/hostile/CHANGELOG.md':
      res.writeHead(200).end(hostile);
      break;
    case '/error/CHANGELOG.md':
      res.writeHead(500).end('Internal Server Error');
      break;
    case '/slow/CHANGELOG.md': {
      // Never within the deadline, however busy the machine: the answer would come after a minute.
      const timer = setTimeout(() => res.writeHead(200).end(goodChangelog), 60_000);
      res.on('close', () => clearTimeout(timer));
      break;
    }
    case '/html/CHANGELOG.md':
      res
        .writeHead(200, {'content-type': 'text/html'})
        .end('<!DOCTYPE html><html><body><h1>Oops</h1><p>Gateway error, please retry later.</p></body></html>');
      break;
    case '/empty/CHANGELOG.md':
      res.writeHead(200).end('');
      break;
    case '/huge/CHANGELOG.md':
      res.writeHead(200).end(`# Changelog\n\n${'- padding line of a very long changelog\n'.repeat(5000)}`);
      break;
    case '/binary/CHANGELOG.md':
      res
        .writeHead(200)
        .end(
          Buffer.from([
            0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x1a, 0x0a, 0x23, 0x20, 0x41, 0x0a, 0x2d, 0x20, 0x62, 0x0a, 0x2d, 0x20,
            0x63, 0x0a, 0x2d, 0x20, 0x64, 0x0a,
          ]),
        );
      break;
    default:
      res.writeHead(404).end();
  }
}

const doc: ProjectDocument = {
  kind: 'changelog',
  remoteName: 'CHANGELOG.md',
  fallbackPath: 'documents/CHANGELOG.md',
  targetPath: 'docs/project/CHANGELOG.md',
  title: 'Changelog',
  description: 'Releases.',
};
const committed = '# Changelog\n\n## 1.2.3 (2025-09-03)\n\n### Bug Fixes\n\n- the committed copy\n';
// The fetch deadline the 'slow' case is about; every other case waits for its answer (unreachedLimit.ts).
const deadline = {timeoutMs: 5000, maxBytes: 64 * 1024};
const limits = {...deadline, timeoutMs: unreachedLimitMs};
const patientMarkdown = {...defaultMarkdownLimits, parseTimeoutMs: unreachedLimitMs};
const corpusLimits = {timeoutMs: unreachedLimitMs, maxBytes: 2 * MiB};

let documentsHost: TestHost;
let host: string;
let siteDir: string;

before(async () => {
  documentsHost = await startTestHost(answer);
  host = documentsHost.origin;
  siteDir = await mkdtemp(join(tmpdir(), 'kublade-docs-'));
  await mkdir(join(siteDir, 'documents'), {recursive: true});
  await writeFile(join(siteDir, doc.fallbackPath), committed);
});

after(() => documentsHost.close());

async function run(path: string, fetchLimits = limits, markdownLimits = patientMarkdown) {
  const lines: string[] = [];
  const result = await materializeDocument(
    siteDir,
    `${host}/${path}/`,
    doc,
    fetchLimits,
    (line) => lines.push(line),
    markdownLimits,
  );
  const written = await readFile(join(siteDir, doc.targetPath), 'utf8');
  return {result, lines, written};
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The rendered page has no script element, no event handler and only allowed URLs in its tags. */
function assertSafeHtml(html: string) {
  assert.doesNotMatch(html, /<script/i, 'no script element');
  for (const [tag] of html.matchAll(/<[a-z][^>]*>/gi)) {
    assert.doesNotMatch(tag, /\son[a-z]+\s*=/i, `no event handler attribute: ${tag.slice(0, 200)}`);
    // React adds <link rel="preload" as="image"> for images itself; its href is checked below.
    if (!/^<link rel="preload" as="image" /.test(tag)) {
      assert.doesNotMatch(
        tag,
        /^<(?:iframe|object|embed|style|form|input|svg|math|base|meta|link)\b/i,
        `no active element: ${tag.slice(0, 200)}`,
      );
    }
    // eslint-disable-next-line no-control-regex -- browsers ignore controls and spaces in URLs, so must the check
    const decoded = decodeEntities(tag).replace(/[\u0000-\u0020]/g, '');
    assert.doesNotMatch(decoded, /javascript:|vbscript:|data:/i, `no javascript: or data: URL: ${tag.slice(0, 200)}`);
    for (const [, name, value] of tag.matchAll(/\s(href|src|action|formaction|poster|srcset|xlink:href)="([^"]*)"/gi)) {
      const url = decodeEntities(value)
        .replace(/[\t\n\r]/g, '')
        .trim();
      assert.match(
        url,
        /^(?:https?:|mailto:|\/(?![/\\])|pathname:\/\/\/(?![/\\]))/i,
        `${name} is http(s), mailto or site-relative: ${url}`,
      );
    }
  }
}

describe('project documents from the documents host', () => {
  test('a good answer is used, with front matter of ours', async () => {
    const {result, lines, written} = await run('good');
    assert.equal(result.source, 'remote');
    assert.match(written, /^---\ntitle: "Changelog"\n/);
    assert.match(written, /a remote release note/);
    assert.doesNotMatch(written, /^# Changelog/m, 'leading title removed: the page title comes from front matter');
    assert.equal(lines.length, 1);
    assert.match(lines[0], /using the documents host/);
  });

  for (const [path, reason] of [
    ['error', /HTTP 500/],
    ['slow', /no complete answer within 5000 ms/],
    ['html', /HTML page/],
    ['empty', /empty/],
    ['huge', /exceeds|more than/],
    ['binary', /binary|control characters|UTF-8/],
    ['missing', /HTTP 404/],
  ] as const) {
    test(`${path}: falls back to the committed copy and says why in one line`, async () => {
      const {result, lines, written} = await run(path, path === 'slow' ? deadline : limits);
      assert.equal(result.source, 'committed');
      assert.match(written, /the committed copy/);
      assert.equal(lines.length, 1);
      assert.match(lines[0], /using the committed copy documents\/CHANGELOG\.md/);
      assert.match(lines[0], reason);
    });
  }

  test('the parse time limit rejects remote text only, never the committed copy', async () => {
    const lines: string[] = [];
    // 1 ms of CPU time: no worker starts on less, so the remote text is over its limit; the committed
    // copy has its own, long limit.
    const result = await materializeDocument(siteDir, `${host}/good/`, doc, limits, (l) => lines.push(l), {
      ...defaultMarkdownLimits,
      parseTimeoutMs: 1,
    });
    assert.equal(result.source, 'committed');
    assert.match(lines[0], /using the committed copy .*because .*Markdown parsing took longer than 1 ms of CPU time/);
    assert.match(await readFile(join(siteDir, doc.targetPath), 'utf8'), /the committed copy/);
  });

  test('an unreachable host falls back too', async () => {
    const lines: string[] = [];
    const result = await materializeDocument(siteDir, 'http://127.0.0.1:9/', doc, limits, (l) => lines.push(l));
    assert.equal(result.source, 'committed');
    assert.match(lines[0], /unreachable/);
  });

  test('the plugin works when Docusaurus loads it (jiti) and runs the worker', async () => {
    // The way Docusaurus loads a local plugin: a fresh jiti load of the TypeScript entry.
    const {loadFreshModule} = await import('@docusaurus/utils');
    const plugin = (await loadFreshModule(join(siteRoot, 'plugins', 'project-documents', 'index.ts'))) as (
      context: {siteDir: string},
      options: Options,
    ) => Promise<{name: string}>;
    const lines: string[] = [];
    const loaded = await plugin(
      {siteDir},
      {
        baseUrl: `${host}/hostile/`,
        documents: [doc],
        limits,
        markdownLimits: patientMarkdown,
        log: (l) => lines.push(l),
      },
    );
    assert.equal(loaded.name, 'project-documents');
    assert.match(lines.join('\n'), /using the documents host/);
    assert.match(
      await readFile(join(siteDir, doc.targetPath), 'utf8'),
      /- \\<script>window\\?\.pwned = true\\<\/script> fixed/,
    );
  });
});

describe('remote Markdown is text, never markup', () => {
  test('script tags and JSX-like text render as literal text', async () => {
    const {result, written} = await run('hostile');
    assert.equal(result.source, 'remote');
    const html = await renderPage(written);
    assert.doesNotMatch(html, /<script/i, 'no script element');
    assert.match(html, /&lt;script&gt;window\.pwned = true&lt;\/script&gt;/, 'script shown as text');
    assert.match(html, /\{props\.secret\} and &lt;Danger \/&gt; stay text/);
    assert.match(html, /<code>code &lt;b&gt;<\/code>/, 'code spans untouched');
  });

  test('fenced code is left as it is', async () => {
    const {sanitizeMarkdown} = await import('../../../plugins/project-documents/sanitize.mjs');
    const text = '## Example\n\n```html\n<div>{x}</div>\n```\n\n- after <b>\n';
    assert.deepEqual(sanitizeMarkdown(text, defaultMarkdownLimits), {
      ok: true,
      markdown: '## Example\n\n```html\n<div>{x}</div>\n```\n\n- after \\<b>\n',
    });
  });

  test('front matter in the remote text is dropped', async () => {
    const {sanitizeMarkdown} = await import('../../../plugins/project-documents/sanitize.mjs');
    // The leading `# Changelog` goes too: the page title comes from our front matter.
    assert.deepEqual(sanitizeMarkdown('---\ntitle: Evil\n---\n# Changelog\n\n- x\n', defaultMarkdownLimits), {
      ok: true,
      markdown: '- x\n',
    });
  });

  test('rejectReason accepts Markdown and names what is wrong otherwise', () => {
    assert.equal(rejectReason(goodChangelog, 1000), null);
    assert.match(rejectReason('just a sentence without structure at all', 1000) ?? '', /no Markdown headings/);
    assert.match(rejectReason('<html><body>x</body></html> padding padding', 1000) ?? '', /HTML page/);
    assert.match(
      rejectReason(`# A\n${'x'.repeat(5000)}\n`, 10_000) ?? '',
      /line 2 has 5000 characters, more than 4096/,
    );
    assert.match(rejectReason(`# A\n${'  '.repeat(40)}- x\n`, 10_000) ?? '', /line 2 is nested about 41 levels deep/);
    assert.equal(rejectReason(`# A\n\n- a\n  - b\n    > c\n    > - d\n\n1. e\n   2) f\n`, 10_000), null);
  });

  test('a parse over its time limit is terminated and is a reason', async () => {
    const result = await sanitizeInWorker(`# A\n${'[a](\n'.repeat(20_000)}`, {
      ...defaultMarkdownLimits,
      parseTimeoutMs: 300,
    });
    assert.deepEqual(result, {ok: false, reason: 'Markdown parsing took longer than 300 ms of CPU time'});
  });

  test('a worker over its memory limit is a reason, not a crash', async () => {
    const result = await sanitizeInWorker(`# A\n\n${'- item with [a link](https://example.com/x)\n'.repeat(4000)}`, {
      ...defaultMarkdownLimits,
      workerMemoryMb: 8,
    });
    assert.equal(result.ok, false);
    assert.match(result.ok ? '' : result.reason, /memory|exited|failed/i);
  });
});

describe('hostile documents from the host end at a limit and render safely', () => {
  corpus.forEach((entry, index) => {
    test(entry.name, async (t) => {
      const started = performance.now();
      // A case about the parse's time limit meets the real one.
      const aboutTime = String(entry.reason ?? '').includes('longer than');
      const {result, lines, written} = await run(
        `corpus/${index}`,
        corpusLimits,
        aboutTime ? defaultMarkdownLimits : patientMarkdown,
      );
      const seconds = (performance.now() - started) / 1000;
      t.diagnostic(
        `${entry.name}: ${seconds.toFixed(2)} s, ${result.source}${result.reason ? ` (${result.reason})` : ''}`,
      );
      assert.equal(lines.length, 1);
      if (entry.expect !== 'either') assert.equal(result.source, entry.expect, result.reason ?? '');
      if (result.source === 'committed') {
        assert.match(
          lines[0],
          /using the committed copy documents\/CHANGELOG\.md \(1 release, 1\.2\.3 of 2025-09-03\), because .* was not usable: /,
        );
        if (entry.reason) assert.match(result.reason ?? '', entry.reason);
        assert.match(written, /the committed copy/);
      }
      assert.equal((written.match(/^---$/gm) ?? []).length, 2, 'only our front matter');
      assert.match(
        written,
        /^---\ntitle: "Changelog"\ndescription: "Releases\."\ntags: \[project\]\ncustom_edit_url: null\n---\n/,
      );
      assert.doesNotMatch(written, /^\uFEFF|^# /m, 'no BOM, no leading title');
      assert.doesNotMatch(written, /^```mermaid/m, 'no diagram drawn from remote text');
      const html = await renderPage(written);
      assertSafeHtml(html);
      for (const shows of entry.shows ?? []) assert.match(html, shows);
    });
  });
});

describe('the committed documents come through unchanged in meaning', () => {
  for (const name of ['CHANGELOG.md', 'DEPENDENCIES-latest.md']) {
    test(name, async () => {
      const {fromMarkdown} = await import('mdast-util-from-markdown');
      const {gfm} = await import('micromark-extension-gfm');
      const {gfmFromMarkdown} = await import('mdast-util-gfm');
      const {sanitizeMarkdown} = await import('../../../plugins/project-documents/sanitize.mjs');
      const parse = (text: string) => fromMarkdown(text, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
      /** The tree without source positions, as JSON: what the Markdown means. */
      const meaning = (tree: ReturnType<typeof parse>) =>
        JSON.stringify(tree, (key, value) => (key === 'position' ? undefined : value));

      const original = await readFile(join(siteRoot, 'documents', name), 'utf8');
      const result = sanitizeMarkdown(original, defaultMarkdownLimits);
      assert.ok(result.ok);
      const before = parse(original);
      assert.equal(before.children[0].type === 'heading' && before.children[0].depth, 1, 'starts with its title');
      before.children.shift();
      const afterTree = parse(result.markdown);
      assert.equal(meaning(afterTree), meaning(before), 'same tree: headings, lists, tables, links and text');
      assert.ok(afterTree.children.some((node) => node.type === (name.startsWith('CHANGELOG') ? 'heading' : 'table')));

      // And through the plugin, rendered: the release headings or the tables are there.
      const html = await renderPage(result.markdown);
      assertSafeHtml(html);
      if (name === 'CHANGELOG.md') assert.match(html, /<h2>1\.2\.3 \(2025-09-03\)<\/h2>/);
      else assert.match(html, /<table>[\s\S]*<td>laravel\/framework<\/td>/);
    });
  }
});
