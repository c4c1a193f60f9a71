/**
 * Posts about the original kublade/kublade line (dated before the forepath/kublade line began) open
 * with a note that names the current release of the documented line, the one src/data/site.ts
 * holds. The note's text is plain Markdown, not `{site…}`, so the post's Markdown copy reads the
 * same; this test keeps the number in step with the site's release.
 */
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';

import {site} from '../../../src/data/site';

const blog = join(import.meta.dirname, '../../../blog');
/** The first release of the forepath/kublade line; earlier posts are about the older line. */
const newLineStarted = '2025-07-17';
const olderLinePosts = readdirSync(blog).filter(
  (file) => /^\d{4}-\d{2}-\d{2}-.*\.mdx?$/.test(file) && file.slice(0, 10) < newLineStarted,
);

test('the posts of the older line are the three release posts of kublade/kublade', () => {
  assert.deepEqual(olderLinePosts.sort(), [
    '2025-04-18-kublade-1-0-0.md',
    '2025-06-05-kublade-2-0-0.md',
    '2025-06-19-kublade-2-8-and-2-9.mdx',
  ]);
});

for (const file of olderLinePosts)
  test(`${file} opens with the current release of the documented line`, () => {
    const body = readFileSync(join(blog, file), 'utf8')
      .replace(/^---\n[\s\S]*?\n---\n/, '')
      .replace(/^(import .*\n|\s*\n)*/, '');
    const note = /^:::info\[An earlier release line\]\n([\s\S]*?)\n:::\n/.exec(body);
    assert.ok(note, 'the body starts with the note, before the excerpt ends');
    const text = note[1].replace(/\s+/g, ' ');
    assert.ok(text.includes(`The current release is Kublade ${site.currentRelease.version} of the`), text);
    assert.match(text, /\]\(\/docs\/category\/installation\)/);
  });
