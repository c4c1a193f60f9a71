/**
 * The site's own modules import one another without a cycle (issue 45): a cycle ties files that a
 * reader, a bundler's chunking or an upgrade would rather take one at a time. Imports are read with
 * TypeScript's own pre-processor (static, dynamic, `require`, `export … from`, type-only included)
 * and resolved as the build resolves them: relative paths, `@site/…`, and `@theme/…` to the site's
 * or a local plugin's theme folder. Imports of npm packages are not followed.
 */
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, relative, resolve, sep} from 'node:path';
import {test} from 'node:test';
import ts from 'typescript';

const root = join(import.meta.dirname, '../..');
const extensions = ['.ts', '.tsx', '.mts', '.cts', '.mjs', '.cjs', '.js', '.jsx'];
const sourceFile = /\.(?:[mc]?[jt]sx?)$/;

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path);
    return sourceFile.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file an import names (a file, or a folder's index), if it is one of ours. */
function existing(base: string): string | undefined {
  if (existsSync(base) && statSync(base).isFile()) return base;
  for (const candidate of [
    ...extensions.map((ext) => base + ext),
    ...extensions.map((ext) => join(base, `index${ext}`)),
  ])
    if (existsSync(candidate)) return candidate;
  // `./x.js` written for a TypeScript file.
  const withoutJs = base.replace(/\.[mc]?js$/, '');
  if (withoutJs !== base) return existing(withoutJs);
  return undefined;
}

function resolveImport(siteDir: string, from: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return existing(resolve(dirname(from), specifier));
  if (specifier.startsWith('@site/')) return existing(join(siteDir, specifier.slice('@site/'.length)));
  if (specifier.startsWith('@theme/')) {
    const name = specifier.slice('@theme/'.length);
    const themes = [join(siteDir, 'src/theme')];
    const pluginsDir = join(siteDir, 'plugins');
    if (existsSync(pluginsDir))
      for (const plugin of readdirSync(pluginsDir)) themes.push(join(pluginsDir, plugin, 'theme'));
    for (const theme of themes) {
      const found = existing(join(theme, name));
      if (found) return found;
    }
  }
  return undefined;
}

/** Every cycle of the import graph under `dirs` of `siteDir`, each as the files in it (repository paths). */
export function importCycles(siteDir: string, dirs: string[]): string[][] {
  const files = dirs.flatMap((dir) => filesUnder(join(siteDir, dir)));
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const {importedFiles} = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    edges.set(
      file,
      importedFiles
        .map(({fileName}) => resolveImport(siteDir, file, fileName))
        .filter((target): target is string => target !== undefined && target !== file),
    );
  }
  // Tarjan's strongly connected components: each component of more than one file holds a cycle.
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(relative(siteDir, member).split(sep).join('/'));
    } while (member !== file);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return cycles;
}

test("the site's modules import one another without a cycle", () => {
  assert.deepEqual(importCycles(root, ['src', 'plugins', 'lib', 'scripts']), []);
});

test('a cycle through a type import, a @theme alias and an index file is found', () => {
  const site = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  try {
    const write = (path: string, text: string) => {
      const file = join(site, path);
      mkdirSync(dirname(file), {recursive: true});
      writeFileSync(file, text);
    };
    write('plugins/one/types.ts', "import type {B} from './sandbox';\nexport type A = B;\n");
    write('plugins/one/sandbox/index.ts', "import {x} from '../request.js';\nexport type B = typeof x;\n");
    write('plugins/one/request.ts', "import type {A} from './types';\nexport const x: A | 1 = 1;\n");
    write('plugins/one/theme/Tree/index.tsx', "import {label} from '@theme/List';\nexport const tree = label;\n");
    write('plugins/one/theme/List/index.tsx', "import {tree} from '@theme/Tree';\nexport const label = tree;\n");
    write('lib/alone.ts', "import {x} from '../plugins/one/request';\nexport const y = x;\n");
    assert.deepEqual(importCycles(site, ['plugins', 'lib']), [
      ['plugins/one/request.ts', 'plugins/one/sandbox/index.ts', 'plugins/one/types.ts'],
      ['plugins/one/theme/List/index.tsx', 'plugins/one/theme/Tree/index.tsx'],
    ]);
  } finally {
    rmSync(site, {recursive: true, force: true});
  }
});
