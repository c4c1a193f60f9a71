import assert from 'node:assert/strict';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {createRequire} from 'node:module';
import {describe, test} from 'node:test';
import {fileURLToPath} from 'node:url';

import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const fonts = new URL('../../../src/fonts/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('nunito.json', fonts), 'utf8')) as {
  source: string;
  version: string;
  weights: {min: number; max: number};
  characters: string;
};

/** Files below `dir` (relative to the site) whose names end with one of `extensions`. */
function sourceFiles(dir: string, extensions: string[]): string[] {
  const root = fileURLToPath(new URL(`../../../${dir}/`, import.meta.url));
  const walk = (path: string): string[] =>
    readdirSync(path).flatMap((name) => {
      const full = join(path, name);
      if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : walk(full);
      return extensions.some((extension) => name.endsWith(extension)) ? [full] : [];
    });
  return walk(root);
}

describe('self-hosted Nunito subset (scripts/subset-font.mjs)', () => {
  test('was cut from the installed font version', () => {
    assert.equal((require('@fontsource-variable/nunito/package.json') as {version: string}).version, manifest.version);
  });

  test('the committed file is what the script produces from its character list', async () => {
    const expected = await subsetFont(readFileSync(require.resolve(manifest.source)), manifest.characters, {
      targetFormat: 'woff2',
      variationAxes: {wght: manifest.weights},
    });
    assert.ok(
      readFileSync(new URL('nunito.woff2', fonts)).equals(expected),
      'run node scripts/subset-font.mjs and commit its output',
    );
  });

  test('the @font-face rule covers every weight the stylesheets use, for exactly the subset', () => {
    const css = readFileSync(new URL('nunito.css', fonts), 'utf8');
    assert.match(css, new RegExp(`font-weight: ${manifest.weights.min} ${manifest.weights.max};`));
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

  test("every weight the site's stylesheets set lies in the font's range", () => {
    const {min, max} = manifest.weights;
    const stylesheets = [...sourceFiles('src', ['.css']), ...sourceFiles('plugins', ['.css'])];
    const infima = readFileSync(require.resolve('infima/dist/css/default/default.css'), 'utf8');
    const custom = readFileSync(new URL('../css/custom.css', fonts), 'utf8');
    // Infima's weight variables, as this site's stylesheet may override them.
    const variable = (name: string) => {
      const declaration = new RegExp(`--ifm-${name}:\\s*(\\d+)`);
      return Number(declaration.exec(custom)?.[1] ?? declaration.exec(infima)?.[1]);
    };
    const weights = new Map<string, number>([
      ['Infima normal', variable('font-weight-normal')],
      ['Infima semibold', variable('font-weight-semibold')],
      ['Infima bold', variable('font-weight-bold')],
      ['headings', variable('heading-font-weight')],
    ]);
    for (const file of stylesheets) {
      for (const [, value] of readFileSync(file, 'utf8').matchAll(/font-weight:\s*(\d+)\s*;/g)) {
        weights.set(`${file} (${value})`, Number(value));
      }
    }
    for (const [where, weight] of weights) {
      assert.ok(weight >= min && weight <= max, `${where}: font-weight ${weight} outside ${min}–${max}`);
    }
    // Infima's light weight only styles the .text--light utility class; no page may use it.
    assert.ok(variable('font-weight-light') < min);
    const pages = [
      ...sourceFiles('src', ['.tsx', '.ts']),
      ...sourceFiles('docs', ['.md', '.mdx']),
      ...sourceFiles('blog', ['.md', '.mdx']),
    ];
    assert.ok(pages.length > 50);
    for (const file of pages) assert.doesNotMatch(readFileSync(file, 'utf8'), /text--light/, file);
  });
});
