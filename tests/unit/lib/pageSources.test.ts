/**
 * lib/pageSources.mjs on fixtures: which platform paths a text cites, and what is wrong with a
 * page's sources. tests/unit/docs/sources.test.ts applies the same checks to the real pages.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {describe, test} from 'node:test';

import {
  citedPlatformPaths,
  contentPages,
  generatedDocs,
  platformFileList,
  platformFiles,
  sourceProblems,
} from '../../../lib/pageSources.mjs';

const files = new Set([
  '.env.example',
  'LICENSE',
  'README.md',
  'artisan',
  'composer.json',
  'config/horizon.php',
  'routes/web.php',
  'app/Http/Controllers/API/TemplateController.php',
]);

describe('cited platform paths', () => {
  test('paths in inline code, prose, code blocks and links to a tag are found', () => {
    const text = [
      'Set the queue in `config/horizon.php`, then copy .env.example.',
      'The routes are in routes/web.php: line 12.',
      '```bash title="Install"',
      'composer install # reads composer.json',
      '```',
      '[the controller](https://github.com/forepath/kublade/blob/v1.2.3/app/Http/Controllers/API/TemplateController.php)',
    ].join('\n');
    assert.deepEqual(citedPlatformPaths(text, files), [
      '.env.example',
      'app/Http/Controllers/API/TemplateController.php',
      'composer.json',
      'config/horizon.php',
      'routes/web.php',
    ]);
  });

  test('only whole paths count: not a longer path, a folder or a word of a command', () => {
    const text = [
      'The site keeps docs/routes/web.php and routes/web.php.bak; the folder is config/.',
      'Run `php artisan migrate`, then `artisan` again; see the README.md of your template and its LICENSE.',
      'Other names: web.php, horizon.php, /var/www/html/composer.json.',
    ].join('\n');
    assert.deepEqual(citedPlatformPaths(text, files), []);
  });

  test('a path at the end of a sentence or after ./ counts', () => {
    assert.deepEqual(citedPlatformPaths('Open ./routes/web.php. Then config/horizon.php...', files), [
      'config/horizon.php',
      'routes/web.php',
    ]);
  });
});

describe('source problems of a page', () => {
  const body = 'Reads `config/horizon.php` and `routes/web.php`.';

  test('a page without a list, or with an empty one, lacks sources and nothing else is reported', () => {
    for (const sources of [undefined, null, []])
      assert.deepEqual(
        sourceProblems({sources, body}, files).map((problem) => problem.kind),
        ['missing'],
      );
  });

  test('a value that is not a list of paths is malformed', () => {
    for (const sources of ['routes/web.php', [1], {a: 1}])
      assert.deepEqual(
        sourceProblems({sources, body}, files).map((problem) => problem.kind),
        ['malformed'],
      );
  });

  test('a complete list of files passes', () => {
    assert.deepEqual(sourceProblems({sources: ['routes/web.php', 'config/horizon.php', 'LICENSE'], body}, files), []);
  });

  test('a listed path that is no file of the release, or is listed twice, is reported', () => {
    const problems = sourceProblems(
      {sources: ['routes/web.php', 'config/horizon.php', 'config', 'routes/api.php', 'routes/web.php'], body},
      files,
    );
    assert.deepEqual(
      problems.map((problem) => [problem.kind, problem.message]),
      [
        ['not-a-file', 'lists config, which is no file of the release'],
        ['not-a-file', 'lists routes/api.php, which is no file of the release'],
        ['duplicate', 'lists routes/web.php twice'],
      ],
    );
  });

  test('a cited path missing from the list is reported', () => {
    assert.deepEqual(
      sourceProblems({sources: ['routes/web.php'], body}, files).map((problem) => [problem.kind, problem.message]),
      [['unlisted', 'cites config/horizon.php but does not list it in sources']],
    );
  });
});

test('pages are the Markdown files of docs/ and blog/, without partials and generated docs', () => {
  const root = mkdtempSync(join(tmpdir(), 'page-sources-'));
  try {
    mkdirSync(join(root, 'docs/project'), {recursive: true});
    mkdirSync(join(root, 'blog'));
    mkdirSync(join(root, dirname(platformFileList)), {recursive: true});
    writeFileSync(join(root, 'docs/intro.mdx'), '---\ntitle: I\nsources:\n  - routes/web.php\n---\n\nBody.\n');
    writeFileSync(join(root, 'docs/_partial.mdx'), 'Partial.\n');
    writeFileSync(join(root, 'docs/tags.yml'), 'a: {}\n');
    for (const file of generatedDocs) writeFileSync(join(root, file), '# Generated\n');
    writeFileSync(join(root, 'blog/2025-01-01-post.md'), '---\ntitle: P\n---\nText.\n');
    writeFileSync(join(root, 'blog/authors.yml'), 'a: {}\n');
    writeFileSync(join(root, platformFileList), 'routes/web.php\n\nLICENSE\n');
    assert.deepEqual(contentPages(root), [
      {file: 'docs/intro.mdx', sources: ['routes/web.php'], body: '\nBody.\n'},
      {file: 'blog/2025-01-01-post.md', sources: undefined, body: 'Text.\n'},
    ]);
    assert.deepEqual([...platformFiles(root)], ['routes/web.php', 'LICENSE']);
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
});
