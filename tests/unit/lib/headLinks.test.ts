import assert from 'node:assert/strict';
import {existsSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';

import {headLinksDir, readHeadLinks, recordHeadLinks, removeHeadLinks, withHeadLinks} from '../../../lib/headLinks.mjs';

const stylesheet = '<link rel="stylesheet" href="/assets/css/styles-api.12.css">';
const markdown = '<link rel="alternate" type="text/markdown" href="/api/index.md">';

test('a stylesheet follows the page’s last stylesheet; other links end the head; none twice', () => {
  const html =
    '<html><head><link rel=stylesheet href=/assets/css/styles.99.css /><script src=/x.js></script></head><body></body></html>';
  const linked = withHeadLinks(html, [markdown, stylesheet]);
  assert.equal(
    linked,
    `<html><head><link rel=stylesheet href=/assets/css/styles.99.css />${stylesheet}<script src=/x.js></script>${markdown}</head><body></body></html>`,
  );
  assert.equal(withHeadLinks(linked, [markdown, stylesheet]), linked);
  // A link in the body (the page actions' "View as Markdown") does not count as the head's.
  const body = '<html><head></head><body><a type="text/markdown" href="/api/index.md">x</a></body></html>';
  assert.match(withHeadLinks(body, [markdown]), /<head><link rel="alternate"/);
});

test('a page without a head, or a stylesheet without one to follow, fails loudly', () => {
  assert.throws(() => withHeadLinks('<p>x</p>', [markdown], '/a.html'), /\/a\.html has no <\/head>/);
  assert.throws(() => withHeadLinks('<head></head>', [stylesheet], '/b.html'), /links no stylesheet/);
});

test('each plugin records its own file; the records merge by page, in plugin order, and go', async () => {
  const outDir = mkdtempSync(join(tmpdir(), 'head-links-'));
  try {
    await recordHeadLinks(outDir, 'route-styles', {'api/index.html': [stylesheet]});
    await recordHeadLinks(outDir, 'llms-txt', {'api/index.html': [markdown], 'index.html': ['<link rel="x">']});
    assert.deepEqual(Object.fromEntries(await readHeadLinks(outDir)), {
      'api/index.html': [markdown, stylesheet],
      'index.html': ['<link rel="x">'],
    });
    await removeHeadLinks(outDir);
    assert.ok(!existsSync(join(outDir, headLinksDir)));
    assert.equal((await readHeadLinks(outDir)).size, 0, 'no records: nothing to add');
  } finally {
    rmSync(outDir, {recursive: true, force: true});
  }
});
