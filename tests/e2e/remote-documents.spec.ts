/**
 * A platform release publishes new documents, and the release event starts a build of this site:
 * a whole production build against a documents host that serves them, from a copy of the site in a
 * folder whose name has a space. The build must succeed, print one line per document saying what
 * it used, show on the changelog page exactly the releases the feeds list, and keep documenting the
 * API release the team chose.
 *
 * By default one plausible set is built (a Keep a Changelog changelog whose newest release is a major
 * version, a dependency table, and a 1.3.0 API description with a renamed operation).
 * REMOTE_DOCUMENTS_SETS=all builds one site for each changelog style of tests/fixtures/remote-documents.
 */
import assert from 'node:assert/strict';
import {execFileSync, spawn} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import {join, relative} from 'node:path';
import {after, before, describe, test} from 'node:test';
import {load} from 'cheerio';
import {XMLParser} from 'fast-xml-parser';

import {releaseOfHeading} from '../../lib/changelog';
import {bundleOpenApi} from '../../lib/openapi.mjs';

const root = join(import.meta.dirname, '../..');
const corpus = join(root, 'tests/fixtures/remote-documents');

interface DocumentSet {
  changelog: string;
  dependencies: string;
  /** Versions the changelog page and feeds must list, in order. */
  versions: string[];
}

const sets: Record<string, DocumentSet> = {
  'keep-a-changelog': {
    changelog: 'CHANGELOG.keep-a-changelog.md',
    dependencies: 'DEPENDENCIES.table.md',
    versions: ['2.0.0', '1.3.0', '1.2.3'],
  },
  conventional: {
    changelog: 'CHANGELOG.conventional.md',
    dependencies: 'DEPENDENCIES.list.md',
    versions: ['1.3.0', '1.2.3', '1.0.0'],
  },
  'standard-version': {
    changelog: 'CHANGELOG.standard-version.md',
    dependencies: 'DEPENDENCIES.table.md',
    versions: ['1.3.1', '1.3.0'],
  },
  plain: {changelog: 'CHANGELOG.plain.md', dependencies: 'DEPENDENCIES.list.md', versions: ['1.3.0', '1.2.3', '1.2.2']},
  'markup-headings': {
    changelog: 'CHANGELOG.markup-headings.md',
    dependencies: 'DEPENDENCIES.table.md',
    versions: ['1.3.0', '1.2.9', '1.2.8', '1.2.4'],
  },
  'script-headings': {
    changelog: 'CHANGELOG.script-headings.md',
    dependencies: 'DEPENDENCIES.table.md',
    versions: ['1.3.0', '1.2.3'],
  },
};
const chosen = process.env.REMOTE_DOCUMENTS_SETS === 'all' ? Object.keys(sets) : ['keep-a-changelog'];

/** The next API release as the platform might publish it: getProject renamed, one operation added. */
async function nextApiDescription(): Promise<string> {
  const description = await bundleOpenApi();
  description.info.version = '1.3.0';
  const paths = description.paths as Record<string, Record<string, {operationId?: string}>>;
  for (const item of Object.values(paths))
    for (const operation of Object.values(item))
      if (operation?.operationId === 'getProject') operation.operationId = 'showProject';
  paths['/projects/{project_id}/archive'] = {
    post: {operationId: 'archiveProject', responses: {'204': {description: 'Archived'}}},
  } as never;
  return JSON.stringify(description);
}

/**
 * Copies the site's sources as they are in the working tree (not its dependencies, builds or history)
 * into a folder with a space, as a Git repository of one commit: pages show when they were last updated.
 */
function copySite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kublade site '));
  const skipped = new Set(['node_modules', 'build', '.docusaurus', '.git', 'bench/results', '.scratch', '.tmp']);
  cpSync(root, dir, {recursive: true, filter: (source) => !skipped.has(relative(root, source))});
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.org', ...args], {cwd: dir});
  git('init', '--quiet');
  git('add', '--all');
  git('commit', '--quiet', '--message', 'copy');
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

function build(siteDir: string, documentsBaseUrl: string): Promise<{code: number | null; output: string}> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', '--out-dir', 'build'],
      {
        cwd: siteDir,
        // The persistent bundler cache lives in the shared node_modules; this build must not use or touch it.
        env: {...process.env, DOCUMENTS_BASE_URL: documentsBaseUrl, DOCUSAURUS_NO_PERSISTENT_CACHE: '1'},
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({code, output}));
  });
}

describe('a build against a documents host serving a next release’s documents', () => {
  let server: Server;
  let origin: string;
  let api: string;

  before(async () => {
    api = await nextApiDescription();
    server = createServer((req, res) => {
      const [, name, file] = /^\/([^/]+)\/([^/]+)$/.exec(req.url ?? '') ?? [];
      const set = sets[name ?? ''];
      if (!set) return void res.writeHead(404).end();
      if (file === 'api-docs-latest.json')
        return void res.writeHead(200, {'content-type': 'application/json'}).end(api);
      const fixture =
        file === 'CHANGELOG.md' ? set.changelog : file === 'DEPENDENCIES-latest.md' ? set.dependencies : null;
      if (!fixture) return void res.writeHead(404).end();
      res.writeHead(200, {'content-type': 'text/markdown'}).end(readFileSync(join(corpus, fixture)));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  after(() => {
    server.closeAllConnections();
    server.close();
  });

  for (const name of chosen) {
    test(`${name}: the build succeeds and says what it used; page and feeds agree`, async () => {
      const siteDir = copySite();
      try {
        const {code, output} = await build(siteDir, `${origin}/${name}/`);
        const tail = output.slice(-4000);
        assert.equal(code, 0, tail);

        const lines = output.split('\n');
        const about = (prefix: string) => lines.filter((line) => line.startsWith(prefix));
        assert.equal(about('[project-documents] CHANGELOG.md:').length, 1, tail);
        assert.match(about('[project-documents] CHANGELOG.md:')[0], /: using the documents host \(/);
        assert.match(about('[project-documents] DEPENDENCIES-latest.md:')[0], /: using the documents host \(/);
        const apiLines = about('[api-reference]');
        assert.equal(apiLines.length, 1, tail);
        assert.match(
          apiLines[0],
          /using the bundled openapi\/openapi\.yaml \(version 1\.2\.3\) because .* it describes version 1\.3\.0, and the reference documents 1\.2\.3 until the team moves it/,
        );

        const out = join(siteDir, 'build');
        const $ = load(readFileSync(join(out, 'docs/project/CHANGELOG/index.html'), 'utf8'));
        const releases = $('article h1, article h2, article h3')
          .toArray()
          .filter((heading) => releaseOfHeading($(heading).text()) !== null)
          .map((heading) => ({id: $(heading).attr('id'), versions: releaseOfHeading($(heading).text())?.versions}));
        assert.deepEqual(
          releases.map((release) => release.versions),
          sets[name].versions,
        );
        const parser = new XMLParser({ignoreAttributes: false, isArray: (tag) => tag === 'item' || tag === 'entry'});
        const page = 'https://kublade.org/docs/project/CHANGELOG';
        const rss = parser.parse(readFileSync(join(out, 'docs/project/CHANGELOG/rss.xml'), 'utf8')).rss.channel
          .item as {link: string}[];
        const atom = parser.parse(readFileSync(join(out, 'docs/project/CHANGELOG/atom.xml'), 'utf8')).feed.entry as {
          id: string;
        }[];
        const anchors = releases.map((release) => `${page}#${release.id}`);
        assert.deepEqual(
          rss.map((item) => item.link),
          anchors,
        );
        assert.deepEqual(
          atom.map((entry) => entry.id),
          anchors,
        );

        const dependencies = readFileSync(join(out, 'docs/project/DEPENDENCIES-latest/index.html'), 'utf8');
        assert.match(dependencies, /laravel\/framework/);
        const published = JSON.parse(readFileSync(join(out, 'api/openapi.json'), 'utf8')) as {
          info: {version: string};
        };
        assert.equal(published.info.version, '1.2.3', '/api/ keeps documenting the release the team chose');
      } finally {
        rmSync(siteDir, {recursive: true, force: true});
      }
    });
  }
});
