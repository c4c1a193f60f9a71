/** src/data/pageSources.ts and the address helper of site.ts: what a page's Sources block shows. */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {pageSources, sourceLinks, sourcesMarkdown, sourcesNote, sourcesTitle} from '../../../../src/data/pageSources';
import {platformFileUrl, releaseTag, site} from '../../../../src/data/site';

test('a platform file is linked at the tag of the documented release, in the release repository', () => {
  assert.equal(releaseTag({version: '1.2.3', date: '2025-09-03'}), 'v1.2.3');
  assert.equal(
    platformFileUrl('routes/web.php'),
    `${site.releaseRepositoryUrl}/blob/v${site.currentRelease.version}/routes/web.php`,
  );
  assert.equal(
    platformFileUrl('.env.example', {version: '1.3.0', date: '2026-01-01'}),
    `${site.releaseRepositoryUrl}/blob/v1.3.0/.env.example`,
  );
});

test('the note names the product and the documented release', () => {
  assert.equal(sourcesTitle, 'Sources');
  assert.equal(sourcesNote(), `Checked against ${site.productName} ${site.currentRelease.version}`);
  assert.equal(sourcesNote({version: '1.3.0', date: '2026-01-01'}), `Checked against ${site.productName} 1.3.0`);
});

test("a page's sources come from its front matter; a page without them has none", () => {
  assert.deepEqual(pageSources({title: 'T', sources: ['routes/web.php', '.env.example']}), [
    'routes/web.php',
    '.env.example',
  ]);
  assert.deepEqual(pageSources({title: 'T'}), []);
  assert.deepEqual(pageSources({sources: null}), []);
  assert.deepEqual(
    sourceLinks(['routes/web.php']).map((link) => link.url),
    [platformFileUrl('routes/web.php')],
  );
});

test('a value that is not a list of repository-relative file paths fails loudly', () => {
  for (const sources of [
    'routes/web.php',
    [42],
    ['/routes/web.php'],
    ['routes/'],
    ['../etc/passwd'],
    ['routes/./web.php'],
    ['routes web.php'],
    [''],
  ])
    assert.throws(() => pageSources({sources}), /front matter "sources"/, JSON.stringify(sources));
});

test('the Markdown copy ends with the same heading, note and linked paths', () => {
  assert.equal(sourcesMarkdown([]), '');
  assert.equal(
    sourcesMarkdown(['LICENSE', 'composer.json'], {version: '1.2.3', date: '2025-09-03'}),
    [
      '## Sources',
      '',
      `Checked against ${site.productName} 1.2.3`,
      '',
      `- [\`LICENSE\`](${site.releaseRepositoryUrl}/blob/v1.2.3/LICENSE)`,
      `- [\`composer.json\`](${site.releaseRepositoryUrl}/blob/v1.2.3/composer.json)`,
    ].join('\n'),
  );
});
