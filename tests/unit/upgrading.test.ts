/**
 * UPGRADING.md's ties to Docusaurus internals, held to the installed Docusaurus. Each entry of
 * tests/fixtures/upstream-ties.json names one of our files and the Docusaurus files it copies,
 * replaces or calls, with the SHA-256 of each as it was when our file was last compared with it
 * (null: the file must exist, its content is not ours to follow, as for a wrapped component), and
 * strings our file relies on finding in a Docusaurus file (`signatures`). After an upgrade this
 * test names every Docusaurus file that changed, with the command that shows the change: carry it
 * into our file (or note why not), then record the new hashes with
 * `UPDATE_UPSTREAM_TIES=1 node --import tsx --test tests/unit/upgrading.test.ts`.
 */
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join, relative} from 'node:path';
import {describe, test} from 'node:test';

const root = join(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const fixturePath = join(root, 'tests/fixtures/upstream-ties.json');

type Tie = {
  ours: string;
  kind: 'eject' | 'wrap' | 'replace' | 'template' | 'import' | 'override' | 'behaviour';
  upstream: Record<string, string | null>;
  signatures?: Record<string, string>;
};
const fixture = JSON.parse(readFileSync(fixturePath, 'utf8')) as {docusaurus: string; ties: Tie[]};

const installed = (require('@docusaurus/core/package.json') as {version: string}).version;
const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
/** `@docusaurus/theme-classic/lib/x.js` → the package and the path inside it. */
const packageOf = (request: string) => /^(@docusaurus\/[^/]+)\/(.+)$/.exec(request)!.slice(1) as [string, string];
/** The installed file (each of these packages is installed once, at the top of node_modules). */
const resolve = (request: string) => join(root, 'node_modules', request);

/**
 * The ties to Docusaurus a file makes that UPGRADING.md does not name: a file of a package's `lib/`
 * (named by its path there, or `…/theme/<path>` for the classic theme's components), an import of
 * `@docusaurus/theme-common/internal`, a wrapped original (`@theme-original/`), or the theme's
 * global class names (`theme-doc-*`, Infima's `menu__*`, `pagination-nav*`) read or set outside CSS
 * and tests; each of the last three by the file that makes it.
 */
export function unlistedTies(files: {path: string; text: string}[], upgrading: string): string[] {
  const found: string[] = [];
  for (const {path, text} of files) {
    for (const [, , inside] of text.matchAll(/@docusaurus\/([a-z-]+)\/(lib\/[\w./~-]+)/g)) {
      const named = inside!.replace(/^lib\/theme\//, 'theme/').replace(/\.(?:js|d\.ts)$/, '');
      if (!upgrading.includes(named)) found.push(`${path}: ${inside}`);
    }
    const listed = upgrading.includes(path) || upgrading.includes(path.replace(/\/index\.tsx?$/, ''));
    if (listed) continue;
    if (text.includes('@docusaurus/theme-common/internal')) found.push(`${path}: @docusaurus/theme-common/internal`);
    if (text.includes('@theme-original/')) found.push(`${path}: @theme-original/`);
    // A test that reads a class fails loudly when the class goes: it needs no entry.
    if (path.startsWith('tests/')) continue;
    const classes = [...new Set(text.match(/\b(?:theme-doc-[a-z-]+|menu__[a-z-]+|pagination-nav\b[a-z_-]*)/g) ?? [])];
    if (classes.length > 0) found.push(`${path}: the theme's classes ${classes.join(', ')}`);
  }
  return found;
}

/** The site's own code and the tests (not their fixtures): where a tie could be made. */
function sourceFiles(): {path: string; text: string}[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), {withFileTypes: true}).flatMap((entry) => {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return path === 'tests/fixtures' ? [] : walk(path);
      return /\.(?:ts|tsx|mjs|cjs|js|eta)$/.test(entry.name) ? [path] : [];
    });
  return [...['plugins', 'src', 'lib', 'scripts', 'tests'].flatMap(walk), 'docusaurus.config.ts']
    .filter((path) => path !== 'tests/unit/upgrading.test.ts')
    .map((path) => ({path, text: readFileSync(join(root, path), 'utf8')}));
}

describe('ties to Docusaurus internals (UPGRADING.md)', () => {
  test('every file of the tree that ties to Docusaurus internals is named in UPGRADING.md', () => {
    assert.deepEqual(unlistedTies(sourceFiles(), readFileSync(join(root, 'UPGRADING.md'), 'utf8')), []);
  });

  test('a new deep import, internal hook, wrap or theme class outside CSS is caught until UPGRADING.md names it', () => {
    const upgrading = readFileSync(join(root, 'UPGRADING.md'), 'utf8');
    const added = [
      {path: 'plugins/new/index.ts', text: "import x from '@docusaurus/core/lib/client/flat.js';"},
      {path: 'src/theme/New/index.tsx', text: "import {useTabs} from '@docusaurus/theme-common/internal';"},
      {path: 'src/theme/Other/index.tsx', text: "import Original from '@theme-original/Other';"},
      {path: 'lib/newReader.mjs', text: "$('.theme-doc-version-badge').text()"},
    ];
    assert.deepEqual(unlistedTies(added, upgrading), [
      'plugins/new/index.ts: lib/client/flat.js',
      'src/theme/New/index.tsx: @docusaurus/theme-common/internal',
      'src/theme/Other/index.tsx: @theme-original/',
      "lib/newReader.mjs: the theme's classes theme-doc-version-badge",
    ]);
    const named = `${upgrading}\n| lib/client/flat | src/theme/New | src/theme/Other | lib/newReader.mjs |`;
    assert.deepEqual(unlistedTies(added, named), []);
  });

  test('every Docusaurus file a tie copies or calls is unchanged since we compared it', () => {
    if (process.env.UPDATE_UPSTREAM_TIES) {
      for (const tie of fixture.ties) {
        for (const request of Object.keys(tie.upstream)) {
          if (tie.upstream[request] !== null) tie.upstream[request] = sha256(resolve(request));
        }
      }
      writeFileSync(fixturePath, `${JSON.stringify({...fixture, docusaurus: installed}, null, 2)}\n`);
    }
    const missing: string[] = [];
    const changed: string[] = [];
    for (const tie of fixture.ties) {
      for (const [request, recorded] of Object.entries(tie.upstream)) {
        const file = resolve(request);
        if (!existsSync(file)) missing.push(`${request} (for ${tie.ours})`);
        else if (recorded !== null && sha256(file) !== recorded) {
          const [name, path] = packageOf(request);
          changed.push(
            `${request} (for ${tie.ours}): npm diff --diff=${name}@${fixture.docusaurus} --diff=${name}@${installed} ${path}`,
          );
        }
      }
    }
    assert.deepEqual(missing, [], 'Docusaurus no longer has these files: see UPGRADING.md for the tie');
    assert.deepEqual(
      changed,
      [],
      `Docusaurus ${installed} changed files our copies were compared with in ${fixture.docusaurus}; review each change (UPGRADING.md)`,
    );
  });

  test('the Docusaurus code our replacements hook into still reads as they expect', () => {
    const lost = fixture.ties.flatMap(({ours, signatures = {}}) =>
      Object.entries(signatures)
        .filter(([request, text]) => !readFileSync(resolve(request), 'utf8').includes(text))
        .map(([request, text]) => `${ours}: ${request} no longer contains ${JSON.stringify(text)}`),
    );
    assert.deepEqual(lost, []);
  });

  test("the names we import from theme-common's internal module are still exported", () => {
    const internal = readFileSync(resolve('@docusaurus/theme-common/lib/internal.js'), 'utf8');
    const exported = new Set(
      [...internal.matchAll(/export \{([^}]*)\}/g)].flatMap((m) => m[1]!.split(',')).map((n) => n.trim()),
    );
    const files = fixture.ties.map((tie) => tie.ours).filter((file) => /\.tsx?$/.test(file));
    const gone: string[] = [];
    for (const file of files) {
      const source = readFileSync(join(root, file), 'utf8');
      for (const [, names] of source.matchAll(/import \{([^}]*)\} from '@docusaurus\/theme-common\/internal'/g)) {
        for (const name of names!
          .split(',')
          .map((n) => n.trim().replace(/^type /, ''))
          .filter(Boolean)) {
          if (!exported.has(name)) gone.push(`${file}: ${name}`);
        }
      }
    }
    assert.deepEqual(gone, []);
  });

  test('every swizzled component and every module client-bundle puts in place of Docusaurus code is listed', () => {
    const listed = new Set(fixture.ties.map((tie) => tie.ours));
    // Not swizzles: the site's own theme components for plugins' UI, and a helper the ejected Tabs and
    // TabItem share.
    const own = [
      'KnownIssueDetails/index.tsx',
      'YourInstallation/index.tsx',
      'ScrollBox/index.tsx',
      'DocsPdfLink/index.tsx',
      'FirstPaintWaitsFor/index.tsx',
      'StaticBlock/index.tsx',
      'Tabs/tabIds.ts',
    ];
    const theme = readdirSync(join(root, 'src/theme'), {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.tsx?$/.test(file) && !own.includes(file.replaceAll('\\', '/')))
      .map((file) => `src/theme/${file.replaceAll('\\', '/')}`);
    // index.ts wires the others in; pageTemplate.ts only names page.html.eta.
    const clientBundle = readdirSync(join(root, 'plugins/client-bundle'))
      .filter((file) => /\.(?:ts|cjs|eta)$/.test(file) && !['index.ts', 'pageTemplate.ts'].includes(file))
      .map((file) => `plugins/client-bundle/${file}`);
    assert.deepEqual(
      [...theme, ...clientBundle].filter((file) => !listed.has(file)),
      [],
      'add the file to tests/fixtures/upstream-ties.json and UPGRADING.md',
    );
    assert.deepEqual(
      [...listed].filter((file) => !existsSync(join(root, file))),
      [],
    );
  });

  test('UPGRADING.md names each tie with the Docusaurus files it depends on', () => {
    const upgrading = readFileSync(join(root, 'UPGRADING.md'), 'utf8');
    // A component by its folder (src/theme/BlogLayout); the theme's files by their path below
    // lib/theme/, which the table writes as `…/theme/`.
    const ourName = (path: string) => path.replace(/\/index\.tsx?$/, '');
    const upstreamName = (request: string) => packageOf(request)[1].replace(/^lib\/theme\//, 'theme/');
    const unnamed = fixture.ties.flatMap(({ours, upstream}) =>
      [ourName(ours), ...Object.keys(upstream).map(upstreamName)].filter((path) => !upgrading.includes(path)),
    );
    assert.deepEqual(unnamed, []);
    assert.ok(upgrading.includes(fixture.docusaurus), 'the version the ties were taken from');
  });

  test("ARCHITECTURE.md's theme section lists every swizzle, ejected or wrapped", () => {
    const architecture = readFileSync(join(root, 'ARCHITECTURE.md'), 'utf8');
    const section = /\n## Theme\n([\s\S]*?)\n## /.exec(architecture)?.[1] ?? '';
    const swizzles = fixture.ties
      .filter((tie) => tie.ours.startsWith('src/theme/'))
      .map((tie) => relative('src/theme', tie.ours).replace(/(?:\/index)?\.tsx?$/, ''));
    const absent = swizzles.filter((name) => !section.includes(`\`${name}\``));
    assert.deepEqual(absent, []);
  });
});
