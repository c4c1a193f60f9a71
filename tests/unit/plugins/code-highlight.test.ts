import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, test} from 'node:test';

import type {Code, Root} from 'mdast';

import {
  cssText,
  decodeLines,
  encodeLines,
  lineText,
  type CodeTheme,
  type Token,
} from '../../../plugins/code-highlight/encoding';
import {highlight, knowsLanguage} from '../../../plugins/code-highlight/prism';
import remarkCodeHighlight, {highlightedProperty, modulesDirOf} from '../../../plugins/code-highlight/remark';
import {blockOf, blocksAlias, blocksPath, registerBlocks, registryAlias} from '../../../plugins/code-highlight/blocks';

const text = (lines: Token[][]) =>
  lines.map((line) => line.map((token) => (token.empty ? '' : token.content)).join(''));
const typesOf = (lines: Token[][], content: string) => lines.flat().find((token) => token.content === content)?.types;

const theme: CodeTheme = {
  plain: {color: '#000', backgroundColor: '#fff'},
  styles: [
    {types: ['comment'], style: {color: '#555', fontStyle: 'italic'}},
    {types: ['variable'], style: {color: '#00a'}},
    {types: ['parameter'], style: {color: '#a00'}},
    {types: ['keyword'], languages: ['php'], style: {color: '#0a0'}},
  ],
};

describe('build-time highlighting (plugins/code-highlight)', () => {
  test('knows the languages the docs use, including our blade and dotenv', () => {
    for (const language of ['bash', 'yaml', 'json', 'nginx', 'ini', 'php', 'blade', 'dotenv', 'BASH']) {
      assert.ok(knowsLanguage(language), language);
    }
    assert.equal(knowsLanguage('cobol-2099'), false);
  });

  test('keeps every character and every line of the code', () => {
    const code = 'name: {{ $data["name"] }}\n@if ($ports)\n\n  ports: [80, 443] # web\n@endif\n';
    const lines = highlight(code, 'blade');
    assert.equal(text(lines).join('\n'), code);
    assert.equal(lines.length, code.split('\n').length);
  });

  test('Blade echoes and directives get their own token types, with PHP inside', () => {
    const lines = highlight('image: {{ $data["image"] }}\n@foreach ($ports as $port)', 'blade');
    assert.deepEqual(typesOf(lines, '{{'), ['blade-echo', 'echo-delimiter', 'punctuation']);
    assert.deepEqual(typesOf(lines, '$data'), ['blade-echo', 'variable']);
    assert.deepEqual(typesOf(lines, '@foreach'), ['blade-directive', 'directive-name', 'keyword']);
    assert.deepEqual(typesOf(lines, 'image'), ['key', 'atrule']);
  });

  test('.env files: names, values and comments', () => {
    const lines = highlight('# database\nDB_HOST=127.0.0.1', 'dotenv');
    assert.deepEqual(typesOf(lines, '# database'), ['comment']);
    assert.deepEqual(typesOf(lines, 'DB_HOST'), ['attr-name']);
  });

  test('an unknown language comes back as plain text, line for line', () => {
    const lines = highlight('one\n\nthree', 'cobol-2099');
    assert.deepEqual(text(lines), ['one', '', 'three']);
    assert.deepEqual(lines[0], [{types: ['plain'], content: 'one'}]);
  });

  test('the encoding is the HTML of each line, styled by the theme, and gives back the text of each line', () => {
    const tokens: Token[][] = [
      [
        {types: ['plain'], content: 'kubectl '},
        {types: ['parameter', 'variable'], content: '-n'},
        {types: ['plain'], content: ' <ns> && echo'},
      ],
      [{types: ['plain'], content: '\n', empty: true}],
      [{types: ['comment'], content: '# done'}],
    ];
    const html = encodeLines(tokens, theme, 'bash');
    const lines = decodeLines(html);
    assert.deepEqual(lines, [
      'kubectl <span class="token parameter variable" style="color:#00a">-n</span> &lt;ns&gt; &amp;&amp; echo',
      '',
      '<span class="token comment" style="color:#555;font-style:italic"># done</span>',
    ]);
    assert.deepEqual(lines.map(lineText), ['kubectl -n <ns> && echo', '', '# done']);
  });

  test('styles of a language apply to that language only; a style attribute is written as React writes it', () => {
    const keyword: Token[][] = [[{types: ['keyword'], content: 'echo'}]];
    assert.equal(encodeLines(keyword, theme, 'php'), '<span class="token keyword" style="color:#0a0">echo</span>');
    assert.equal(encodeLines(keyword, theme, 'bash'), '<span class="token keyword">echo</span>');
    assert.equal(cssText({color: '#000', backgroundColor: undefined, fontWeight: 700}), 'color:#000;font-weight:700');
  });

  test('the remark plugin writes the page blocks once per bundle and names each block on its code element', () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'code-highlight-test-'));
    try {
      const code: Code = {type: 'code', lang: 'bash', meta: 'title="Install"', value: 'npm install <pkg>\n\nls'};
      const bare: Code = {type: 'code', value: 'no <language>'};
      const tree: Root = {type: 'root', children: [code, bare]};
      const transform = remarkCodeHighlight.call(undefined as never, {siteDir}) as (tree: Root) => void;
      transform(tree);

      const [hash, index] = String(code.data?.hProperties?.[highlightedProperty]).split(':');
      assert.equal(index, '0');
      assert.equal(bare.data?.hProperties?.[highlightedProperty], `${hash}:1`);
      assert.deepEqual(tree.children[0], {
        ...tree.children[0],
        type: 'mdxjsEsm',
        value: `import "${blocksAlias}/${hash}";`,
      });

      // The browser's module names a file; the server's carries the HTML, which the file holds too.
      const dir = modulesDirOf(siteDir);
      const blocks = JSON.parse(readFileSync(join(dir, 'client', `${hash}.json`), 'utf8')) as string[];
      assert.deepEqual(decodeLines(blocks[0]!).map(lineText), ['npm install <pkg>', '', 'ls']);
      assert.match(blocks[0]!, /^<span class="token function" style="color:#[0-9a-f]{6}">npm<\/span>/);
      assert.deepEqual(blocks[1], 'no &lt;language&gt;');
      assert.ok(readFileSync(join(dir, 'server', `${hash}.js`), 'utf8').includes(JSON.stringify(blocks)));
      const client = readFileSync(join(dir, 'client', `${hash}.js`), 'utf8');
      assert.ok(client.includes(`{"file":"${blocksPath}/${hash}.json"}`));
      assert.ok(!client.includes('npm'), 'the browser module does not carry the code');
      // The modules are cached in node_modules/.cache, which may outlive this checkout or be shared
      // by several: they name the registry by an alias, never by a path of this checkout.
      for (const side of ['server', 'client'])
        assert.match(
          readFileSync(join(dir, side, `${hash}.js`), 'utf8'),
          new RegExp(`^import \\{registerBlocks\\} from "${registryAlias}";$`, 'm'),
        );
    } finally {
      rmSync(siteDir, {recursive: true, force: true});
    }
  });

  test('blocks: the server finds a block by its name; the browser finds the file that holds it', () => {
    registerBlocks('page1', ['<b>a</b>', 'b']);
    registerBlocks('page2', {file: 'assets/code/page2.json'});
    assert.deepEqual(blockOf('page1:1'), {html: 'b'});
    assert.deepEqual(blockOf('page2:3'), {file: 'assets/code/page2.json', index: 3});
    assert.equal(blockOf('unknown:0'), undefined);
    assert.equal(blockOf(undefined), undefined);
  });
});
