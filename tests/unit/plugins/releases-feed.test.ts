import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {XMLParser} from 'fast-xml-parser';

import {releaseFeeds} from '../../../plugins/releases-feed';
import {parseChangelog} from '../../../lib/changelog';

const changelog = [
  '---',
  'title: "Changelog"',
  '---',
  'All changes.',
  '',
  '**Current line**',
  '',
  '## 1.2.0 (2025-07-26)',
  '',
  '### Features',
  '',
  '* New [thing](https://example.org/x).',
  '',
  '**Previous line**',
  '',
  '## 2.7.0 – 2.7.1 (2025-06-14 to 2025-06-15)',
  '',
  '### Features',
  '',
  '* Older thing.',
  '',
  '## Unreleased notes',
  '',
  'Not a release.',
  '',
].join('\n');

describe('releases-feed: the changelog', () => {
  test('each "## version (date)" heading is one release, with its notes and anchor', () => {
    const releases = parseChangelog(changelog);
    assert.deepEqual(
      releases.map(({versions, anchor, date}) => ({versions, anchor, date: date?.toISOString().slice(0, 10)})),
      [
        {versions: '1.2.0', anchor: '120-2025-07-26', date: '2025-07-26'},
        {versions: '2.7.0 – 2.7.1', anchor: '270--271-2025-06-14-to-2025-06-15', date: '2025-06-15'},
      ],
    );
    assert.equal(
      releases[0].html,
      '<h3>Features</h3>\n<ul>\n<li>New <a href="https://example.org/x">thing</a>.</li>\n</ul>',
      'the bold line label of the next group is no release note',
    );
    assert.doesNotMatch(releases[1].html, /Not a release/, 'a non-release heading ends the notes');
  });
});

describe('releases-feed: RSS and Atom', () => {
  const {rss, atom} = releaseFeeds(parseChangelog(changelog), 'https://example.org');
  const parser = new XMLParser({ignoreAttributes: false});

  test('RSS lists every release, linked to its anchor on the changelog page', () => {
    const items = parser.parse(rss).rss.channel.item as {title: string; link: string; pubDate: string}[];
    assert.deepEqual(
      items.map(({title, link}) => ({title, link})),
      [
        {title: 'Kublade 1.2.0', link: 'https://example.org/docs/project/CHANGELOG#120-2025-07-26'},
        {
          title: 'Kublade 2.7.0 – 2.7.1',
          link: 'https://example.org/docs/project/CHANGELOG#270--271-2025-06-14-to-2025-06-15',
        },
      ],
    );
    assert.equal(new Date(items[0].pubDate).toISOString(), '2025-07-26T00:00:00.000Z');
  });

  test('Atom lists the same entries and names itself', () => {
    const feed = parser.parse(atom).feed as {
      entry: {title: string; id: string}[];
      link: {'@_rel'?: string; '@_href': string}[];
    };
    assert.deepEqual(
      feed.entry.map(({id}) => id),
      [
        'https://example.org/docs/project/CHANGELOG#120-2025-07-26',
        'https://example.org/docs/project/CHANGELOG#270--271-2025-06-14-to-2025-06-15',
      ],
    );
    assert.ok(
      feed.link.some(
        (link) => link['@_rel'] === 'self' && link['@_href'] === 'https://example.org/docs/project/CHANGELOG/atom.xml',
      ),
    );
  });

  test('a release without a date has no date in RSS, and the newest release date in Atom', () => {
    const undated = parseChangelog('## 1.3.0\n\n- next\n\n## 1.2.0 (2025-07-26)\n\n- before\n');
    const feeds = releaseFeeds(undated, 'https://example.org');
    const items = parser.parse(feeds.rss).rss.channel.item as {title: string; pubDate?: string}[];
    assert.equal(items[0].title, 'Kublade 1.3.0');
    assert.equal(items[0].pubDate, undefined);
    assert.equal(new Date(items[1].pubDate ?? '').toISOString(), '2025-07-26T00:00:00.000Z');
    const entries = parser.parse(feeds.atom).feed.entry as {updated: string}[];
    assert.equal(entries[0].updated, '2025-07-26T00:00:00.000Z');
  });

  test('without any date, Atom takes the time of the build', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    const feeds = releaseFeeds(parseChangelog('## v2.0.0\n\n- x\n'), 'https://example.org', now);
    const entry = parser.parse(feeds.atom).feed.entry as {updated: string};
    assert.equal(entry.updated, '2026-11-26T10:00:00.000Z');
  });
});
