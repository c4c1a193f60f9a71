/**
 * The documents a platform release might publish, in the forms its maintainers could choose, through
 * the whole path of a build: fetched from a documents host, checked, sanitized and understood, written
 * as the docs page, then read by the releases feed. For each: it ends (at the latest at a limit), the one
 * build line says what was used, and the page and the feed list the same releases.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {mkdtemp, mkdir, readFile, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';
import {gzipSync} from 'node:zlib';
import {createSlugger} from '@docusaurus/utils';
import {load} from 'cheerio';
import {XMLParser} from 'fast-xml-parser';

import {parseChangelog, releaseOfHeading} from '../../../../lib/changelog';
import {defaultDocuments, materializeDocument, type ProjectDocument} from '../../../../plugins/project-documents';
import {defaultMarkdownLimits} from '../../../../plugins/project-documents/markdown';
import {understand} from '../../../../plugins/project-documents/understand';
import {releaseFeeds} from '../../../../plugins/releases-feed';
import {renderPage} from '../../../support/renderPage';
import {startTestHost, type TestHost} from '../../../support/testHost';
import {unreachedLimitMs} from '../../../support/unreachedLimit';

const root = join(import.meta.dirname, '../../../..');
const corpus = join(root, 'tests/fixtures/remote-documents');
const fixture = (name: string) => readFileSync(join(corpus, name));
const [changelogDoc, dependenciesDoc] = defaultDocuments as [ProjectDocument, ProjectDocument];
// Only the drip is about the fetch deadline; every other document is waited for (unreachedLimit.ts).
const deadline = {timeoutMs: 2000, maxBytes: 2 * 1024 * 1024};
const limits = {...deadline, timeoutMs: unreachedLimitMs};

/** Path on the documents host → what it answers. `file` is served as Markdown with status 200. */
const answers: Record<string, (res: import('node:http').ServerResponse) => void> = {};
const serve = (path: string, file: string, type = 'text/markdown; charset=utf-8') =>
  (answers[path] = (res) => res.writeHead(200, {'content-type': type}).end(fixture(file)));

/** Each plausible changelog with what the page must list (and the feed with it). */
const changelogs: {name: string; file: string; source: 'remote' | 'committed'; line: RegExp; versions?: string[]}[] = [
  {
    name: 'Keep a Changelog, newest a major version',
    file: 'CHANGELOG.keep-a-changelog.md',
    source: 'remote',
    line: /using the documents host .*: 3 releases, 2\.0\.0 of 2026-10-01, newer than the documented 1\.2\.3\.$/,
    versions: ['2.0.0', '1.3.0', '1.2.3'],
  },
  {
    name: 'conventional-changelog (the platform’s style)',
    file: 'CHANGELOG.conventional.md',
    source: 'remote',
    line: /3 releases, 1\.3\.0 of 2026-03-14, newer than the documented 1\.2\.3\.$/,
    versions: ['1.3.0', '1.2.3', '1.0.0'],
  },
  {
    name: 'standard-version, a patch one heading level lower',
    file: 'CHANGELOG.standard-version.md',
    source: 'remote',
    line: /2 releases, 1\.3\.1 of 2026-04-02/,
    versions: ['1.3.1', '1.3.0'],
  },
  {
    name: 'plain "## 1.2.3" and "## v1.3.0", mostly without dates',
    file: 'CHANGELOG.plain.md',
    source: 'remote',
    line: /3 releases, 1\.3\.0 without a date/,
    versions: ['1.3.0', '1.2.3', '1.2.2'],
  },
  {
    name: 'headings with markup and emoji',
    file: 'CHANGELOG.markup-headings.md',
    source: 'remote',
    line: /4 releases, 1\.3\.0 of 2026-03-14/,
    versions: ['1.3.0', '1.2.9', '1.2.8', '1.2.4'],
  },
  {
    name: 'headings with script text',
    file: 'CHANGELOG.script-headings.md',
    source: 'remote',
    line: /2 releases, 1\.3\.0 of 2026-03-14/,
    versions: ['1.3.0', '1.2.3'],
  },
  {name: 'an empty file', file: 'CHANGELOG.empty.md', source: 'committed', line: /not usable: body is empty\.$/},
  {name: 'only a title', file: 'CHANGELOG.title-only.md', source: 'committed', line: /not usable: body has only 11/},
  {
    name: 'only [Unreleased]',
    file: 'CHANGELOG.unreleased-only.md',
    source: 'committed',
    line: /not usable: it lists no release \(no heading such as/,
  },
  {
    name: 'an HTML error page answered with status 200 as text/html',
    file: 'error-page.html',
    source: 'committed',
    line: /not usable: it is an HTML page \(text\/html\)\.$/,
  },
  {
    name: 'an HTML error page answered with status 200 as Markdown',
    file: 'error-page.html',
    source: 'committed',
    line: /not usable: body is an HTML page\.$/,
  },
];

let host: TestHost;
let origin: string;
let siteDir: string;
const timers = new Set<NodeJS.Timeout>();

before(async () => {
  changelogs.forEach((entry, index) =>
    serve(`/changelog/${index}/CHANGELOG.md`, entry.file, entry.name.endsWith('text/html') ? 'text/html' : undefined),
  );
  serve('/table/DEPENDENCIES-latest.md', 'DEPENDENCIES.table.md');
  serve('/list/DEPENDENCIES-latest.md', 'DEPENDENCIES.list.md');
  serve('/prose/DEPENDENCIES-latest.md', 'DEPENDENCIES.prose.md');
  answers['/elsewhere/CHANGELOG.md'] = (res) =>
    res.writeHead(302, {location: 'https://documents.invalid/CHANGELOG.md'}).end();
  answers['/drip/CHANGELOG.md'] = (res) => {
    res.writeHead(200, {'content-type': 'text/markdown'});
    const timer = setInterval(() => res.write('#'), 1000);
    timers.add(timer);
    res.on('close', () => clearInterval(timer));
  };
  // Compressed once, before any deadline runs: compressing 32 MiB in the answer held this process's
  // event loop, and on a busy machine the fetch's deadline passed before the size cap was reached.
  const bomb = gzipSync(Buffer.alloc(32 * 1024 * 1024, '#'));
  answers['/bomb/CHANGELOG.md'] = (res) =>
    res.writeHead(200, {'content-type': 'text/markdown', 'content-encoding': 'gzip'}).end(bomb);
  host = await startTestHost((req, res) => (answers[req.url ?? ''] ?? ((r) => r.writeHead(404).end()))(res));
  origin = host.origin;
  siteDir = await mkdtemp(join(tmpdir(), 'kublade-documents-'));
  await mkdir(join(siteDir, 'documents'));
  for (const name of ['CHANGELOG.md', 'DEPENDENCIES-latest.md'])
    await writeFile(join(siteDir, 'documents', name), await readFile(join(root, 'documents', name)));
});

after(() => {
  for (const timer of timers) clearInterval(timer);
  host.close();
});

async function materialize(path: string, doc: ProjectDocument, fetchLimits = limits) {
  const lines: string[] = [];
  // None of these documents is about the parse's time limit.
  const result = await materializeDocument(
    siteDir,
    `${origin}/${path}/`,
    doc,
    fetchLimits,
    (line) => lines.push(line),
    {...defaultMarkdownLimits, parseTimeoutMs: unreachedLimitMs},
  );
  assert.equal(lines.length, 1, 'one line');
  assert.doesNotMatch(lines[0], /\n/);
  return {result, line: lines[0], written: await readFile(join(siteDir, doc.targetPath), 'utf8')};
}

describe('plausible changelogs of a next release', () => {
  changelogs.forEach((entry, index) => {
    test(entry.name, async () => {
      const {result, line, written} = await materialize(`changelog/${index}`, changelogDoc);
      assert.equal(result.source, entry.source, line);
      assert.match(line, entry.line);
      assert.match(
        line,
        entry.source === 'remote'
          ? /^\[project-documents\] CHANGELOG\.md: using the documents host \(/
          : /^\[project-documents\] CHANGELOG\.md: using the committed copy documents\/CHANGELOG\.md \(\d+ releases, /,
      );

      // The page and both feeds list the same releases, in the same order, linked to the page's headings.
      const $ = load(await renderPage(written));
      const slugger = createSlugger();
      const headings = $('h1, h2, h3, h4, h5, h6')
        .toArray()
        .map((heading) => ({level: heading.tagName, text: $(heading).text(), id: slugger.slug($(heading).text())}));
      const releaseHeadings = headings.filter((h) => /^h[1-3]$/.test(h.level) && releaseOfHeading(h.text));
      const {rss, atom} = releaseFeeds(parseChangelog(written), 'https://kublade.org');
      const parser = new XMLParser({ignoreAttributes: false, isArray: (name) => name === 'item' || name === 'entry'});
      const items = parser.parse(rss).rss.channel.item as {title: string; link: string}[];
      const entries = parser.parse(atom).feed.entry as {id: string}[];
      const anchors = releaseHeadings.map((h) => `https://kublade.org/docs/project/CHANGELOG#${h.id}`);
      assert.ok(anchors.length > 0);
      assert.deepEqual(
        items.map((item) => item.link),
        anchors,
      );
      assert.deepEqual(
        entries.map((item) => item.id),
        anchors,
      );
      if (entry.versions)
        assert.deepEqual(
          items.map((item) => item.title),
          entry.versions.map((version) => `Kublade ${version}`),
        );
      assert.doesNotMatch($.html(), /<script|<img/i, 'markup in headings stays text');
    });
  });

  for (const [path, reason, fetchLimits] of [
    ['elsewhere', /it redirects to another host \(https:\/\/documents\.invalid\)/, limits],
    ['drip', /no complete answer within 2000 ms/, deadline],
    ['bomb', /body exceeds 2097152 bytes/, limits],
  ] as const) {
    test(`${path}: the committed copy, and the line says why`, async () => {
      const {result, line} = await materialize(path, changelogDoc, fetchLimits);
      assert.equal(result.source, 'committed');
      assert.match(line, reason);
    });
  }
});

describe('plausible dependency lists', () => {
  for (const [path, source, line] of [
    ['table', 'remote', /using the documents host .*: 3 entries in lists and tables\.$/],
    ['list', 'remote', /using the documents host .*: 3 entries in lists and tables\.$/],
    [
      'prose',
      'committed',
      /using the committed copy .* not usable: it lists no package \(no list item or table row\)\.$/,
    ],
  ] as const) {
    test(`a dependency list as ${path}`, async () => {
      const {result, line: written} = await materialize(path, dependenciesDoc);
      assert.equal(result.source, source, written);
      assert.match(written, line);
      assert.match(await renderPage(result.markdown), /laravel\/framework/);
    });
  }
});

describe('understand', () => {
  test('the committed copies are understood: a build never depends on the host', async () => {
    for (const doc of defaultDocuments) {
      const understood = understand(doc.kind, await readFile(join(root, doc.fallbackPath), 'utf8'));
      assert.ok(understood.ok, doc.fallbackPath);
    }
  });
});
