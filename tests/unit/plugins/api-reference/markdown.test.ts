import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {escapeHtml, isSafeHref, markdownToHtml, summaryMarkdown} from '../../../../plugins/api-reference/markdown';

describe('Markdown to safe HTML', () => {
  test('raw HTML comes out escaped, never as markup', () => {
    const html = markdownToHtml('Hello <script>alert("x")</script> <img src=x onerror=alert(1)>');
    assert.equal(
      html,
      '<p>Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt;</p>',
    );
    assert.doesNotMatch(html, /<script|<img/);
  });

  test('paragraphs, bold, emphasis, code, links and lists', () => {
    assert.equal(
      markdownToHtml(
        'First **bold**, *stress* and `<code>`.\nSame paragraph.\n\n- one [docs](/docs/intro)\n- two [site](https://kublade.org)\n\n3. a\n4. b',
      ),
      '<p>First <strong>bold</strong>, <em>stress</em> and <code>&lt;code&gt;</code>. Same paragraph.</p>' +
        '<ul><li>one <a href="/docs/intro">docs</a></li><li>two <a href="https://kublade.org">site</a></li></ul>' +
        '<ol start="3"><li>a</li><li>b</li></ol>',
    );
  });

  test('links with a dangerous target keep only their text', () => {
    assert.equal(markdownToHtml('[click](javascript:alert(1))'), '<p>click</p>');
    assert.equal(markdownToHtml('[x](//evil.example/)'), '<p>x</p>');
    assert.equal(markdownToHtml('[x](/\\evil.example/)'), '<p>x</p>');
    assert.equal(markdownToHtml('[x]("onmouseover="alert(1))'), '<p>x</p>');
    assert.equal(markdownToHtml('<javascript:alert(1)>'), '<p>javascript:alert(1)</p>');
  });

  test('images become their alt text: a description loads nothing', () => {
    assert.equal(markdownToHtml('See ![the diagram](https://tracker.example/pixel.png).'), '<p>See the diagram.</p>');
  });

  test('fenced code keeps its text verbatim and escaped, without a language class', () => {
    assert.equal(
      markdownToHtml('```json\n{"a": "<b>"}\n```'),
      '<pre><code>{&quot;a&quot;: &quot;&lt;b&gt;&quot;}</code></pre>',
    );
  });

  test('headings nest under the heading level the text is shown below', () => {
    assert.equal(
      markdownToHtml('## Auth <b>\n\ntext\n\n### Tokens ##', 2),
      '<h2>Auth &lt;b&gt;</h2><p>text</p><h3>Tokens</h3>',
    );
    assert.equal(markdownToHtml('# Top'), '<h4>Top</h4>');
  });

  test('non-strings render as nothing', () => {
    assert.equal(markdownToHtml(undefined), '');
    assert.equal(markdownToHtml({toString: () => '<b>'}), '');
  });

  test('response summaries keep code and bold but no links, blocks or markup', () => {
    assert.equal(
      summaryMarkdown('Answers `401` (see [login](#operation/login)) <b>**now**</b>.'),
      'Answers <code>401</code> (see login) &lt;b&gt;<strong>now</strong>&lt;/b&gt;.',
    );
    assert.equal(summaryMarkdown('One.\n\n- two\n- three'), 'One. two three');
  });

  test('escapeHtml covers attribute quotes', () => {
    assert.equal(escapeHtml(`"'<>&`), '&quot;&#39;&lt;&gt;&amp;');
  });
});

describe('link targets', () => {
  const kept = ['https://kublade.org/x', 'HTTP://example.com', 'mailto:a@example.com', '/docs/intro', '#operation/x'];
  for (const href of kept) test(`keeps ${href}`, () => assert.ok(isSafeHref(href)));

  // Every spelling a browser would still read as a script, data or other-host URL.
  const spellings = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java&#x09;script:alert(1)',
    'java&Tab;script:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript&#x3A;alert(1)',
    'javascript&colon;alert(1)',
    '<java\nscript:alert(1)>',
    '<\u0001javascript:alert(1)>',
    '< javascript:alert(1)>',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:text/html,<script>alert(1)</script>',
    '//evil.example',
    '/\\evil.example',
    '/&#92;evil.example',
    '\\\\evil.example',
    '/%5Cevil.example',
    'file:///etc/passwd',
    'relative/path',
  ];
  for (const spelling of spellings) {
    test(`drops [x](${JSON.stringify(spelling).slice(1, -1)})`, () => {
      const html = markdownToHtml(`[x](${spelling}) [y][r]\n\n[r]: ${spelling.replace(/^<|>$/g, '')}`);
      assert.doesNotMatch(html, /<a /, html);
      assert.doesNotMatch(markdownToHtml(`<${spelling}>`), /<a /);
    });
  }
});

const MiB = 1024 * 1024;
const fill = (unit: string, size = 2 * MiB) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
const growingBackticks = Array.from({length: 2000}, (_, i) => `a${'`'.repeat(i + 1)}`)
  .join('')
  .slice(0, 2 * MiB);

/**
 * The hostile corpus: each case is 2 MiB (the cap on a remote description) of one pattern known to
 * make some Markdown parser quadratic, or a 10,000-level nesting. Budget: 5 s of CPU each; the
 * figures are in the test names.
 */
const hostile: [string, string][] = [
  ['[ run', fill('[')],
  ['( run', fill('(')],
  ['* run', fill('*')],
  ['` run', fill('`')],
  ['a` run', fill('a`')],
  ['\\`` run', fill('\\``')],
  ['growing backtick runs', growingBackticks],
  ['[a]( run', fill('[a](')],
  ['](  run', fill('](')],
  ['[](( run', fill('[]((')],
  ['[ (]( run', fill('[ (](')],
  [']([\\n run', fill(']([\n')],
  ['[a]( < run', fill('[a](<')],
  ['[a][ run', fill('[a][')],
  ['![[ run', fill('![[')],
  ['*a run', fill('*a ')],
  ['**a_ run', fill('**a_ ')],
  ['*a **b run', fill('*a **b ')],
  ['< run', fill('<')],
  ['<> run', fill('<>')],
  ['&# run', fill('&#')],
  ['reference definitions', fill('[a]: /x\n')],
  ['10,000-level list on one line', `${'- '.repeat(10_000)}x`],
  ['10,000-level ordered list', `${'1. '.repeat(10_000)}x`],
  ['10,000-level quote', `${'> '.repeat(10_000)}x`],
  ['2 MiB of > (quote nesting)', fill('>')],
  ['indented nested list, 1,400 levels', Array.from({length: 1400}, (_, i) => `${' '.repeat(2 * i)}- x`).join('\n')],
  ['list with sublists', fill('- a\n  - b\n')],
  ['/\\host links', fill('[x](/\\evil.example) ')],
  [
    'javascript: and data: links',
    fill(
      '[x](javascript:alert(1)) [y](JaVaScRiPt:x) [z](java&#x09;script:x) [w](&#106;avascript:x) [u](data:text/html,x) ',
    ),
  ],
];

/**
 * Time on this process's CPU, shown beside each input (on the shared 2-core machine, wall time
 * mostly measures the other jobs). It is reported, not judged: the quadratic converter this replaced
 * took 66 s for 160 KB, so a blow-up on 2 MiB takes hours and meets the runner's 25-minute guard.
 */
function timed<T>(run: () => T): {result: T; cpuMs: number; wallMs: number} {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = run();
  const used = process.cpuUsage(cpu);
  return {result, cpuMs: Math.round((used.user + used.system) / 1000), wallMs: Math.round(performance.now() - started)};
}

describe('hostile input: 2 MiB converts without overflowing the stack, to safe HTML', () => {
  for (const [name, text] of hostile) {
    const {result: html, cpuMs, wallMs} = timed(() => markdownToHtml(text));
    test(name, (t) => {
      t.diagnostic(`${cpuMs} ms CPU (${wallMs} ms wall)`);
      assert.doesNotMatch(html, /<a href="(?!\/[^/\\])/);
      assert.doesNotMatch(html, /<(?!\/?(?:p|h[1-6]|ul|ol|li|pre|blockquote|hr|strong|em|code|a|br)[ >])/);
    });
  }

  test('nesting beyond the limit shows the text, escaped, instead of a truncated tree', () => {
    const html = markdownToHtml(`${'> '.repeat(10_000)}<b>deep</b>`);
    assert.match(html, /^<p>(?:&gt; ){10000}&lt;b&gt;deep&lt;\/b&gt;<\/p>$/);
    assert.equal(markdownToHtml('- a\n  - b\n    - c'), '<ul><li>a<ul><li>b<ul><li>c</li></ul></li></ul></li></ul>');
  });

  test('a description of many 32 KiB fields converts, each to safe HTML', (t) => {
    const {result: pages, cpuMs} = timed(() =>
      Array.from({length: 64}, () => markdownToHtml(fill('**a_ ', 32 * 1024))),
    );
    t.diagnostic(`${cpuMs} ms CPU`);
    for (const html of pages) assert.doesNotMatch(html, /<(?!\/?(?:p|strong|em)[ >])/);
  });
});
