/**
 * The reference's theme as built for the browser: the server renders ApiStaticContent and the
 * components it uses; the browser's bundle has ApiStaticContentFromPage in its place, which must
 * import the stylesheet of every one of those components, or their CSS is missing from the site
 * (as the error catalogue's and the data model's were).
 *
 * Run alone: node --import tsx --test tests/unit/plugins/api-reference/theme.test.ts
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {fileURLToPath} from 'node:url';

const theme = fileURLToPath(new URL('../../../../plugins/api-reference/theme', import.meta.url));

/** The plugin's theme components that `name` renders, directly or through others (`@theme/Api…` imports). */
function rendered(name: string, seen = new Set<string>()): Set<string> {
  if (seen.has(name) || !existsSync(join(theme, name, 'index.tsx'))) return seen;
  seen.add(name);
  const source = readFileSync(join(theme, name, 'index.tsx'), 'utf8');
  for (const [, imported] of source.matchAll(/^import (?!type )[^;]*from '@theme\/(Api\w+)';$/gm))
    rendered(imported, seen);
  return seen;
}

test('the browser gets the styles of every component the server renders into /api/', () => {
  const styled = [...rendered('ApiStaticContent')].filter((name) => existsSync(join(theme, name, 'styles.module.css')));
  assert.ok(styled.includes('ApiErrorCatalogue') && styled.includes('ApiSection'), styled.join(', '));
  const fromPage = readFileSync(join(theme, 'ApiStaticContentFromPage/index.tsx'), 'utf8');
  const imported = [...fromPage.matchAll(/^import '\.\.\/(Api\w+)\/styles\.module\.css';$/gm)].map(([, name]) => name);
  assert.deepEqual(
    styled.filter((name) => !imported.includes(name)),
    [],
    'ApiStaticContentFromPage imports their styles.module.css',
  );
});
