import assert from 'node:assert/strict';
import {mkdtemp, mkdir, readFile, writeFile} from 'node:fs/promises';
import {createServer, type Server} from 'node:http';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import * as runtime from 'react/jsx-runtime';

import {materialiseDocument, type ProjectDocument} from '../../plugins/project-documents';
import {neutraliseMarkdown, rejectReason} from '../../plugins/project-documents/markdown';

const goodChangelog = '# Changelog\n\n## 9.9.9 (2026-01-01)\n\n### Features\n\n- a remote release note\n';
const hostile =
  '# Changelog\n\n## 1.0.0\n\n- <script>window.pwned = true</script> fixed\n- {props.secret} and <Danger /> stay text\n- `code <b>` kept\n';

/** Answers each path the way a broken or hostile documents host might. */
function documentsHost(): Server {
  return createServer((req, res) => {
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
      case '/slow/CHANGELOG.md':
        setTimeout(() => res.writeHead(200).end(goodChangelog), 2000);
        break;
      case '/html/CHANGELOG.md':
        res.writeHead(200, {'content-type': 'text/html'}).end('<!DOCTYPE html><html><body><h1>Oops</h1><p>Gateway error, please retry later.</p></body></html>');
        break;
      case '/empty/CHANGELOG.md':
        res.writeHead(200).end('');
        break;
      case '/huge/CHANGELOG.md':
        res.writeHead(200).end(`# Changelog\n\n${'- padding line of a very long changelog\n'.repeat(5000)}`);
        break;
      case '/binary/CHANGELOG.md':
        res.writeHead(200).end(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x1a, 0x0a, 0x23, 0x20, 0x41, 0x0a, 0x2d, 0x20, 0x62, 0x0a, 0x2d, 0x20, 0x63, 0x0a, 0x2d, 0x20, 0x64, 0x0a]));
        break;
      default:
        res.writeHead(404).end();
    }
  });
}

const doc: ProjectDocument = {
  remoteName: 'CHANGELOG.md',
  fallbackPath: 'documents/CHANGELOG.md',
  targetPath: 'docs/project/CHANGELOG.md',
  title: 'Changelog',
  description: 'Releases.',
};
const committed = '# Changelog\n\n## 1.2.3 (2025-09-03)\n\n### Bug Fixes\n\n- the committed copy\n';
const limits = {timeoutMs: 500, maxBytes: 64 * 1024};

let server: Server;
let host: string;
let siteDir: string;

before(async () => {
  server = documentsHost();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  host = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  siteDir = await mkdtemp(join(tmpdir(), 'kublade-docs-'));
  await mkdir(join(siteDir, 'documents'), {recursive: true});
  await writeFile(join(siteDir, doc.fallbackPath), committed);
});

after(() => {
  server.closeAllConnections();
  server.close();
});

async function run(path: string) {
  const lines: string[] = [];
  const result = await materialiseDocument(siteDir, `${host}/${path}/`, doc, limits, (line) => lines.push(line));
  const written = await readFile(join(siteDir, doc.targetPath), 'utf8');
  return {result, lines, written};
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
    ['slow', /no answer within 500 ms/],
    ['html', /HTML page/],
    ['empty', /empty/],
    ['huge', /exceeds|more than/],
    ['binary', /binary|control characters|UTF-8/],
    ['missing', /HTTP 404/],
  ] as const) {
    test(`${path}: falls back to the committed copy and says why in one line`, async () => {
      const {result, lines, written} = await run(path);
      assert.equal(result.source, 'committed');
      assert.match(written, /the committed copy/);
      assert.equal(lines.length, 1);
      assert.match(lines[0], /using the committed copy documents\/CHANGELOG\.md/);
      assert.match(lines[0], reason);
    });
  }

  test('an unreachable host falls back too', async () => {
    const lines: string[] = [];
    const result = await materialiseDocument(siteDir, 'http://127.0.0.1:9/', doc, limits, (l) => lines.push(l));
    assert.equal(result.source, 'committed');
    assert.match(lines[0], /unreachable/);
  });
});

describe('remote Markdown is text, never markup', () => {
  test('script tags and JSX-like text render as literal text', async () => {
    const {result} = await run('hostile');
    assert.equal(result.source, 'remote');
    const body = result.markdown.replace(/^---[\s\S]*?---\n/, '');
    // Compile the way Docusaurus compiles a .md page with markdown.format 'detect': CommonMark, no JSX.
    // @mdx-js/mdx is ESM-only: import it dynamically from this CommonJS-compiled test.
    const {evaluate} = await import('@mdx-js/mdx');
    const {default: Content} = await evaluate(body, {...runtime, format: 'md'});
    const html = renderToStaticMarkup(createElement(Content));
    assert.doesNotMatch(html, /<script/i, 'no script element');
    assert.match(html, /&lt;script&gt;window\.pwned = true&lt;\/script&gt;/, 'script shown as text');
    assert.match(html, /\{props\.secret\} and &lt;Danger \/&gt; stay text/);
    assert.match(html, /<code>code &lt;b&gt;<\/code>/, 'code spans untouched');
  });

  test('fenced code is left as it is', () => {
    const text = '## Example\n\n```html\n<div>{x}</div>\n```\n\n- after <b>\n';
    assert.equal(neutraliseMarkdown(text), '## Example\n\n```html\n<div>{x}</div>\n```\n\n- after &lt;b>\n');
  });

  test('front matter in the remote text is dropped', () => {
    assert.equal(neutraliseMarkdown('---\ntitle: Evil\n---\n# Changelog\n'), '# Changelog\n');
  });

  test('rejectReason accepts Markdown and names what is wrong otherwise', () => {
    assert.equal(rejectReason(goodChangelog, 1000), null);
    assert.match(rejectReason('just a sentence without structure at all', 1000) ?? '', /no Markdown headings/);
    assert.match(rejectReason('<html><body>x</body></html> padding padding', 1000) ?? '', /HTML page/);
  });
});
