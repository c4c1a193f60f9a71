import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import type {Code, Root} from 'mdast';

import {
  decodeLines,
  encodeLines,
  lineText,
  type EncodedLines,
  type Token,
} from '../../../plugins/code-highlight/encoding';
import {highlight, knowsLanguage} from '../../../plugins/code-highlight/prism';
import remarkCodeHighlight, {tokensProperty} from '../../../plugins/code-highlight/remark';

const text = (lines: EncodedLines) => decodeLines(lines).map(lineText).join('\n');
const typesOf = (lines: EncodedLines, content: string) =>
  decodeLines(lines)
    .flat()
    .find((token) => token.content === content)?.types;

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
    assert.equal(text(lines), code);
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
    assert.equal(text(lines), 'one\n\nthree');
    assert.deepEqual(lines[0], ['one']);
  });

  test('the encoding round-trips prism-react-renderer tokens, empty lines included', () => {
    const tokens: Token[][] = [
      [
        {types: ['plain'], content: 'kubectl '},
        {types: ['parameter', 'variable'], content: '-n'},
      ],
      [{types: ['plain'], content: '\n', empty: true}],
      [{types: ['comment'], content: '\n', empty: true}],
    ];
    assert.deepEqual(decodeLines(encodeLines(tokens)), tokens);
    assert.deepEqual(encodeLines(tokens)[0], ['kubectl ', ['parameter variable', '-n']]);
  });

  test('the remark plugin hands each fenced block its tokens as a JSON string property', () => {
    const code: Code = {type: 'code', lang: 'bash', meta: 'title="Install"', value: 'npm install'};
    const bare: Code = {type: 'code', value: 'no language'};
    const tree: Root = {type: 'root', children: [code, bare]};
    const transform = remarkCodeHighlight.call(undefined as never) as (tree: Root) => void;
    transform(tree);
    const tokensOf = (node: Code) => JSON.parse(String(node.data?.hProperties?.[tokensProperty])) as EncodedLines;
    assert.equal(text(tokensOf(code)), 'npm install');
    assert.deepEqual(tokensOf(bare), [['no language']]);
  });
});
