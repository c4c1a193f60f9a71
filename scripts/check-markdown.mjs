#!/usr/bin/env node
// Usage: node scripts/check-markdown.mjs [file-or-dir ...]   (default: docs blog)
// Fast pre-build check for writers: compiles every .mdx file with MDX (catches stray `{`, `<`
// and unclosed JSX) and reports front matter that lacks a title or description. It does not
// replace the build, which also checks links and anchors.
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {compile} from '@mdx-js/mdx';
import {parse as parseYaml} from 'yaml';

const roots = process.argv.slice(2).length ? process.argv.slice(2) : ['docs', 'blog'];
const files = [];
const walk = (p) => {
  if (statSync(p).isDirectory()) readdirSync(p).forEach((f) => walk(join(p, f)));
  else if (/\.mdx?$/.test(p)) files.push(p);
};
roots.forEach(walk);

let failures = 0;
for (const file of files) {
  const source = readFileSync(file, 'utf8');
  const fm = /^---\n([\s\S]*?)\n---\n/.exec(source);
  const body = fm ? source.slice(fm[0].length) : source;
  const problems = [];
  if (fm) {
    const data = parseYaml(fm[1]) ?? {};
    if (!file.includes('/project/') && !file.startsWith('blog') && !data.description) problems.push('front matter has no description');
  } else if (!file.startsWith('blog/')) problems.push('no front matter');
  if (file.endsWith('.mdx')) {
    try {
      await compile(body, {format: 'mdx'});
    } catch (error) {
      problems.push(`MDX: ${error.message} (line ${error.line ?? '?'} of the body)`);
    }
  }
  if (/\b(lorem ipsum|TODO|TBD)\b/i.test(body)) problems.push('unfinished text (TODO/TBD/lorem)');
  for (const p of problems) console.log(`${file}: ${p}`);
  failures += problems.length ? 1 : 0;
}
console.log(`${files.length - failures} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
