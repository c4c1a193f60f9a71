import assert from 'node:assert/strict';
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {describe, test} from 'node:test';

import {parse as parseYaml} from 'yaml';

import {knownIssueAreas, knownIssuesPage} from '../../../../src/data/knownIssueLinks';
import {knownIssues} from '../../../../src/data/knownIssues';

/**
 * The known-issues registry (src/data/knownIssues.ts) is the one place where defects of the
 * documented release are written down. These checks keep it complete and consistent with the
 * pages that show its entries and with the API description.
 */

const root = join(import.meta.dirname, '../../../..');
/** `git ls-tree -r --name-only v1.2.3` of forepath/kublade (`npm run platform:extract`): the files a cause may cite. */
const sourceFiles = new Set(
  readFileSync(join(root, 'src/data/platform/files.txt'), 'utf8').split('\n').filter(Boolean),
);
/** Release tags of forepath/kublade up to the documented one (git tag), oldest first. */
const releases = ['1.0.0', '1.0.1', '1.0.2', '1.1.0', '1.1.1', '1.2.0', '1.2.1', '1.2.2', '1.2.3'];

function files(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(root, path)).isDirectory() ? files(path) : /\.mdx?$/.test(name) ? [path] : [];
  });
}

function frontMatter(source: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  return match ? (parseYaml(match[1]) ?? {}) : {};
}

/** URL path of a docs page or blog post, as the classic preset gives it on this site. */
function urlOf(file: string, source: string): string {
  const slug = frontMatter(source).slug;
  if (file.startsWith('blog/'))
    return `/blog/${typeof slug === 'string' ? slug : file.replace(/^blog\/\d{4}-\d{2}-\d{2}-|\.mdx?$/g, '')}`;
  return `/${file.replace(/\.mdx?$/, '')}`;
}

const pages = [...files('docs'), ...files('blog')].map((file) => {
  const source = readFileSync(join(root, file), 'utf8');
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  const tags = [...body.matchAll(/<KnownIssue\s+id=["']([^"']+)["']([^>]*?)\s*\/>/g)];
  const ids = tags.map((match) => match[1]);
  const workarounds = tags.flatMap((match) =>
    [...match[2].matchAll(/\bworkaround=["']([^"']*)["']/g)].map((m) => m[1]),
  );
  return {file, url: urlOf(file, source), source: body, ids, workarounds};
});

const operationIds = new Set(
  readdirSync(join(root, 'openapi/paths')).flatMap((name) => {
    const paths = parseYaml(readFileSync(join(root, 'openapi/paths', name), 'utf8')) as Record<
      string,
      Record<string, {operationId?: string}>
    >;
    return Object.values(paths).flatMap((item) =>
      Object.values(item)
        .map((operation) => operation?.operationId)
        .filter((id): id is string => typeof id === 'string'),
    );
  }),
);

describe('known-issues registry', () => {
  test('ids are unique kebab-case', () => {
    const ids = knownIssues.map((entry) => entry.id);
    assert.deepEqual(
      ids.filter((id, index) => ids.indexOf(id) !== index),
      [],
    );
    for (const id of ids) assert.match(id, /^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  test('every entry says what the reader sees, why, and what to do', () => {
    for (const entry of knownIssues) {
      for (const field of ['title', 'symptom', 'cause', 'workaround'] as const) {
        assert.ok(entry[field].trim().length >= 10, `${entry.id}: ${field} is missing`);
        assert.equal((entry[field].match(/`/g) ?? []).length % 2, 0, `${entry.id}: ${field} has an unclosed backtick`);
      }
    }
  });

  test('every cause cites files that exist in the 1.2.3 source', () => {
    for (const entry of knownIssues) {
      assert.ok(entry.sourcePaths.length > 0, `${entry.id} cites no source file`);
      for (const path of entry.sourcePaths)
        assert.ok(sourceFiles.has(path), `${entry.id}: ${path} is not a file of forepath/kublade v1.2.3`);
    }
  });

  test('affected versions are releases of the line, in order, up to the documented one', () => {
    for (const entry of knownIssues) {
      assert.ok(entry.affectedVersions.includes('1.2.3'), `${entry.id} must affect the documented release`);
      for (const version of entry.affectedVersions)
        assert.ok(releases.includes(version), `${entry.id}: ${version} is not a release`);
      const sorted = [...entry.affectedVersions].sort((a, b) => releases.indexOf(a) - releases.indexOf(b));
      assert.deepEqual(entry.affectedVersions, sorted, `${entry.id}: versions out of order`);
    }
  });

  test('every entry has an area, and every area of the list holds an entry', () => {
    const areas: readonly string[] = knownIssueAreas.map((area) => area.id);
    for (const entry of knownIssues) assert.ok(areas.includes(entry.area), `${entry.id}: unknown area "${entry.area}"`);
    for (const area of areas)
      assert.ok(
        knownIssues.some((entry) => entry.area === area),
        `no entry strikes in "${area}"`,
      );
  });

  test('every operation an entry names exists in the API description', () => {
    for (const entry of knownIssues)
      for (const id of entry.operations) assert.ok(operationIds.has(id), `${entry.id}: unknown operation ${id}`);
  });

  test("an entry's answer (what the sandbox of /api/ answers instead) is an error of operations it names", () => {
    const withAnswer = knownIssues.filter((entry) => entry.answer);
    assert.ok(withAnswer.length > 0);
    for (const {id, answer, operations} of withAnswer) {
      assert.ok(operations.length > 0, `${id}: an answer needs operations`);
      assert.ok(answer!.status >= 400 && answer!.status < 600, `${id}: ${answer!.status}`);
      assert.equal(typeof answer!.body.message, 'string', `${id}: the body has a message`);
      if (answer!.when) assert.match(answer!.when, /^[a-z]/, `${id}: "when" continues a sentence`);
    }
  });
});

describe('pages and the registry', () => {
  test('every id a page shows exists, and the page imports the component', () => {
    const known = new Set(knownIssues.map((entry) => entry.id));
    for (const page of pages) {
      for (const id of page.ids)
        assert.ok(known.has(id), `${page.file}: <KnownIssue id="${id}" /> is not in src/data/knownIssues.ts`);
      if (page.ids.length > 0) {
        assert.ok(page.file.endsWith('.mdx'), `${page.file} uses a component, so it must be .mdx`);
        assert.match(
          page.source,
          /^import KnownIssue from '@site\/src\/components\/KnownIssue';$/m,
          `${page.file} must import KnownIssue`,
        );
      }
    }
  });

  test('every entry is shown on a page, and its list of pages is exactly where it is shown', () => {
    for (const entry of knownIssues) {
      const shownOn = pages.filter((page) => page.ids.includes(entry.id)).map((page) => page.url);
      assert.ok(shownOn.length > 0, `${entry.id} is not shown on any page`);
      assert.deepEqual([...new Set(entry.pages)].sort(), [...new Set(shownOn)].sort(), `${entry.id}: pages`);
    }
  });

  test('the list of every entry, grouped by area, is on its page and nowhere else', () => {
    const home = pages.find((page) => page.url === knownIssuesPage);
    assert.ok(home, `${knownIssuesPage} is a page`);
    const section = /^## Known issues in 1\.2\.3\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(home.source);
    assert.ok(section, `${knownIssuesPage} has a section "## Known issues in 1.2.3"`);
    // Each area once, in order: its heading, then its list.
    const groups = [...section[1].matchAll(/^### (.+)\n\n<KnownIssueList area="([^"]+)" \/>$/gm)].map((m) => ({
      title: m[1],
      area: m[2],
    }));
    assert.deepEqual(
      groups,
      knownIssueAreas.map(({id, title}) => ({title, area: id})),
    );
    for (const page of pages.filter((candidate) => candidate !== home))
      assert.doesNotMatch(page.source, /<KnownIssueList\b/, `${page.file}: the list lives on ${knownIssuesPage} only`);
  });

  test('a box points to the page\'s own workaround only "above" or "below"', () => {
    for (const page of pages)
      for (const value of page.workarounds)
        assert.ok(['above', 'below'].includes(value), `${page.file}: workaround="${value}"`);
  });

  test('no page hand-writes a known-issue admonition', () => {
    for (const page of pages)
      assert.doesNotMatch(page.source, /:::\w+\[Known issues? in/, `${page.file}: use <KnownIssue id="…" /> instead`);
  });
});

describe('the API description and the registry', () => {
  test('defect notes are not written into openapi/: /api/ renders them from the registry', () => {
    for (const file of [
      'openapi/openapi.yaml',
      ...['paths', 'components/schemas'].flatMap((dir) =>
        readdirSync(join(root, 'openapi', dir), {recursive: true})
          .map(String)
          .filter((name) => name.endsWith('.yaml'))
          .map((name) => `openapi/${dir}/${name}`),
      ),
    ]) {
      const text = readFileSync(join(root, file), 'utf8');
      assert.doesNotMatch(text, /Known difference in|x-known-differences/, `${relative(root, join(root, file))}`);
    }
  });

  test('the templates family and GET /api/auth/me are flagged', () => {
    const flagged = new Set(knownIssues.flatMap((entry) => entry.operations));
    for (const id of [...operationIds].filter((op) => /Template/.test(op)))
      assert.ok(flagged.has(id), `${id} answers 500 in 1.2.3`);
    assert.ok(flagged.has('getCurrentUser'));
  });
});
