/**
 * scripts/check-markdown.mjs (the Markdown step of `npm test`) run from a copy of the repository in
 * a folder whose name has a space: it finds its root there (a file URL percent-encodes the space),
 * checks a docs page and a post, and reports a broken page by its path inside the repository.
 */
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, test} from 'node:test';

const root = join(import.meta.dirname, '../../..');
let dir: string;

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'kublade site '));
  for (const path of [
    'scripts/check-markdown.mjs',
    'lib',
    'openapi',
    'redocly.yaml',
    'package.json',
    'docs/tags.yml',
    'docs/authentication/magic-links.mdx',
    'blog/2025-04-18-kublade-1-0-0.md',
  ])
    cpSync(join(root, path), join(dir, path), {recursive: true});
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
});

after(() => rmSync(dir, {recursive: true, force: true}));

/** Runs the check with `cwd` as working directory; resolves with its exit code and output. */
function checkMarkdown(cwd: string, args: string[] = []): Promise<{code: number | null; output: string}> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(dir, 'scripts/check-markdown.mjs'), ...args], {cwd});
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({code, output}));
  });
}

test('check-markdown runs from a folder with a space in its name', {timeout: 120_000}, async () => {
  // From another working directory, so that docs/ and blog/ are found through the script's root.
  const clean = await checkMarkdown(tmpdir());
  assert.equal(clean.code, 0, clean.output);
  assert.match(clean.output, /check-markdown: 2 files checked, 0 with problems/);

  mkdirSync(join(dir, 'docs/broken'));
  writeFileSync(join(dir, 'docs/broken/page.md'), '---\ntitle: Broken\n---\n\nToo short.\n');
  const broken = await checkMarkdown(dir);
  assert.equal(broken.code, 1, broken.output);
  assert.match(broken.output, /^docs\/broken\/page\.md: front matter has no description$/m);
  assert.match(broken.output, /check-markdown: 3 files checked, 1 with problems/);
});
