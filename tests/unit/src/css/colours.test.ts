/**
 * src/css/custom.css names the colours of HTTP methods and of "fails"/"works" once (--kbl-method-*,
 * --kbl-danger, --kbl-success): the stylesheets that show them use the names, and no stylesheet
 * repeats one of their values by hand, with the same meaning or another.
 */
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import {test} from 'node:test';

const root = join(import.meta.dirname, '../../../..');
const custom = readFileSync(join(root, 'src/css/custom.css'), 'utf8');
const methods = ['get', 'post', 'put', 'patch', 'delete'];

function stylesheets(dir: string): string[] {
  return readdirSync(join(root, dir), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

test('each method colour is defined once, in src/css/custom.css', () => {
  for (const name of [...methods, 'other'])
    assert.equal(custom.match(new RegExp(`--kbl-method-${name}:`, 'g'))?.length, 1, `--kbl-method-${name}`);
});

test('the operation badges and the side navigation use the names', () => {
  for (const file of [
    'plugins/api-reference/theme/ApiOperation/styles.module.css',
    'plugins/api-reference/theme/ApiSideNav/styles.module.css',
  ]) {
    const css = readFileSync(join(root, file), 'utf8');
    for (const method of methods) {
      const rule = new RegExp(`\\.method_${method} \\{([^}]*)\\}`).exec(css);
      assert.ok(rule, `${file}: .method_${method}`);
      assert.match(rule[1], new RegExp(`var\\(--kbl-method-${method}\\)`), `${file}: .method_${method}`);
    }
  }
});

test('no stylesheet repeats the value of a named colour', () => {
  const named = [...custom.matchAll(/--kbl-(?:method-[a-z]+|danger|success):\s*(#[0-9a-f]{3,8})\b/gi)].map((m) =>
    m[1].toLowerCase(),
  );
  assert.ok(named.length >= 5, `${named.length} named values`);
  const repeats: string[] = [];
  for (const file of [...stylesheets('src'), ...stylesheets('plugins')]) {
    const css = readFileSync(join(root, file), 'utf8').toLowerCase();
    for (const value of named) {
      const count = css.split(value).length - 1;
      if (count > (file === 'src/css/custom.css' ? 1 : 0)) repeats.push(`${file}: ${value} ×${count}`);
    }
  }
  assert.deepEqual(repeats, []);
});
