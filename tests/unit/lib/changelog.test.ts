import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';

import {parseChangelog, releaseOfHeading} from '../../../lib/changelog';

const corpus = join(import.meta.dirname, '../../fixtures/remote-documents');
const releasesOf = (name: string) =>
  parseChangelog(readFileSync(join(corpus, name), 'utf8')).map(({versions, date, anchor}) => ({
    versions,
    date: date?.toISOString().slice(0, 10) ?? null,
    anchor,
  }));

describe('lib/changelog: release headings in the styles maintainers use', () => {
  test('Keep a Changelog: [Unreleased] is no release, bracketed versions with " - date" are', () => {
    assert.deepEqual(releasesOf('CHANGELOG.keep-a-changelog.md'), [
      {versions: '2.0.0', date: '2026-10-01', anchor: '200---2026-10-01'},
      {versions: '1.3.0', date: '2026-03-14', anchor: '130---2026-03-14'},
      {versions: '1.2.3', date: '2025-09-03', anchor: '123---2025-09-03'},
    ]);
  });

  test('conventional-changelog and release-please: "[x.y.z](compare) (date)", and "x.y.z (date)" for the first', () => {
    assert.deepEqual(releasesOf('CHANGELOG.conventional.md'), [
      {versions: '1.3.0', date: '2026-03-14', anchor: '130-2026-03-14'},
      {versions: '1.2.3', date: '2025-09-03', anchor: '123-2025-09-03'},
      {versions: '1.0.0', date: '2025-07-17', anchor: '100-2025-07-17'},
    ]);
  });

  test('standard-version: a patch release one level lower keeps its sections as notes', () => {
    const releases = parseChangelog(readFileSync(join(corpus, 'CHANGELOG.standard-version.md'), 'utf8'));
    assert.deepEqual(
      releases.map((release) => release.versions),
      ['1.3.1', '1.3.0'],
    );
    assert.match(releases[0].html, /<h3>Bug Fixes<\/h3>[\s\S]*keep port claims on retry/);
  });

  test('plain "## 1.2.3" and "## v1.2.3", with and without a date', () => {
    assert.deepEqual(releasesOf('CHANGELOG.plain.md'), [
      {versions: '1.3.0', date: null, anchor: 'v130'},
      {versions: '1.2.3', date: null, anchor: '123'},
      {versions: '1.2.2', date: '2025-07-27', anchor: 'v122-2025-07-27'},
    ]);
  });

  test('headings with markup, emoji and prefixes', () => {
    assert.deepEqual(
      releasesOf('CHANGELOG.markup-headings.md').map(({versions, date}) => ({versions, date})),
      [
        {versions: '1.3.0', date: '2026-03-14'},
        {versions: '1.2.9', date: '2026-01-05'},
        {versions: '1.2.8', date: null},
        {versions: '1.2.4', date: '2025-10-01'},
      ],
    );
  });

  test('a changelog with no release: empty, only a title, only [Unreleased]', () => {
    for (const name of ['CHANGELOG.empty.md', 'CHANGELOG.title-only.md', 'CHANGELOG.unreleased-only.md'])
      assert.deepEqual(parseChangelog(readFileSync(join(corpus, name), 'utf8')), [], name);
  });

  test('the committed copy: every "## " heading is a release, ranges of versions and dates included', () => {
    const source = readFileSync(join(import.meta.dirname, '../../../documents/CHANGELOG.md'), 'utf8');
    const headings = source.split('\n').filter((line) => line.startsWith('## '));
    assert.equal(parseChangelog(source).length, headings.length);
  });

  test('releaseOfHeading: what is a version, what is a date', () => {
    assert.deepEqual(releaseOfHeading('2.7.0 – 2.7.1 (2025-06-14 to 2025-06-15)'), {
      versions: '2.7.0 – 2.7.1',
      date: new Date('2025-06-15T00:00:00Z'),
    });
    assert.deepEqual(releaseOfHeading('v1.3.0-rc.1 (2026-02-30)'), {versions: '1.3.0-rc.1', date: null});
    assert.deepEqual(releaseOfHeading('1.2.3 <script>alert(1)</script>'), {versions: '1.2.3', date: null});
    // A rendered heading ends with its anchor link, which holds a zero-width space.
    assert.deepEqual(releaseOfHeading('v1.3.0\u200b'), {versions: '1.3.0', date: null});
    for (const text of ['Unreleased', 'Bug Fixes', '2026-10-01', 'Version history', '<script>1.2.3</script>', '1.2.3a'])
      assert.equal(releaseOfHeading(text), null, text);
  });
});
