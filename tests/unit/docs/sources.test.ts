/**
 * Every hand-written docs page and post names, in its front matter's `sources`, the platform files
 * its facts rest on (WRITING.md): files of the documented release, including every platform path
 * its text cites. The checks themselves are tested on fixtures in tests/unit/lib/pageSources.test.ts;
 * known-issue entries keep their own `sourcePaths` (tests/unit/src/data/knownIssues.test.ts).
 */
import assert from 'node:assert/strict';
import {join} from 'node:path';
import {describe, test} from 'node:test';

import {contentPages, platformFiles, sourceProblems, type SourceProblemKind} from '../../../lib/pageSources.mjs';
import {pageSources} from '../../../src/data/pageSources';

const root = join(import.meta.dirname, '../../..');
const files = platformFiles(root);
const pages = contentPages(root);

/** The problems of the given kinds, as "file: message" lines. */
function problems(...kinds: SourceProblemKind[]): string[] {
  return pages.flatMap((page) =>
    sourceProblems(page, files)
      .filter((problem) => kinds.includes(problem.kind))
      .map((problem) => `${page.file}: ${problem.message}`),
  );
}

describe('sources of docs pages and posts', () => {
  test('the pages are found, and the release has its files listed', () => {
    assert.ok(pages.some((page) => page.file === 'docs/intro.mdx'));
    assert.ok(pages.some((page) => page.file.startsWith('blog/')));
    assert.ok(!pages.some((page) => page.file === 'docs/project/CHANGELOG.md'), 'generated docs are not pages');
    assert.ok(files.has('routes/web.php') && files.size > 100);
  });

  test('every hand-written page lists its sources as a list of paths', () => {
    assert.deepEqual(problems('missing', 'malformed'), []);
  });

  test('the page renders the same list (the component reads it through pageSources)', () => {
    for (const page of pages)
      if (Array.isArray(page.sources) && page.sources.length > 0)
        assert.deepEqual(pageSources({sources: page.sources}), page.sources, page.file);
  });

  test('every listed path is a file of the platform at the documented release, listed once', () => {
    assert.deepEqual(problems('not-a-file', 'duplicate'), []);
  });

  test('every platform path a page cites is in its list', () => {
    assert.deepEqual(problems('unlisted'), []);
  });
});
