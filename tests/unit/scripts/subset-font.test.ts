import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, test} from 'node:test';

import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const fonts = new URL('../../../src/fonts/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('nunito.json', fonts), 'utf8')) as {
  source: string;
  version: string;
  characters: string;
};

describe('self-hosted Nunito subset (scripts/subset-font.mjs)', () => {
  test('was cut from the installed font version', () => {
    assert.equal((require('@fontsource-variable/nunito/package.json') as {version: string}).version, manifest.version);
  });

  test('the committed file is what the script produces from its character list', async () => {
    const expected = await subsetFont(readFileSync(require.resolve(manifest.source)), manifest.characters, {
      targetFormat: 'woff2',
    });
    assert.ok(
      readFileSync(new URL('nunito.woff2', fonts)).equals(expected),
      'run node scripts/subset-font.mjs and commit its output',
    );
  });

  test('the @font-face rule covers every weight the stylesheets use, for exactly the subset', () => {
    const css = readFileSync(new URL('nunito.css', fonts), 'utf8');
    assert.match(css, /font-weight: 200 1000;/);
    assert.match(css, /font-display: swap;/);
    const ranges = /unicode-range: ([^;]+);/.exec(css)?.[1].split(', ') ?? [];
    const covered = (point: number) =>
      ranges.some((range) => {
        const [from, to = from] = range.replace(/U\+/g, '').split('-');
        return point >= parseInt(from, 16) && point <= parseInt(to, 16);
      });
    for (const character of manifest.characters)
      assert.ok(covered(character.codePointAt(0)!), `U+${character.codePointAt(0)!.toString(16)} in unicode-range`);
    assert.equal(covered('€'.codePointAt(0)!), manifest.characters.includes('€'));
    assert.equal(covered(0x4e00), false);
  });
});
