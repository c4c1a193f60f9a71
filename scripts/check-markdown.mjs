#!/usr/bin/env node
// Usage: node scripts/check-markdown.mjs [file-or-dir ...]   (default: docs blog)
// Fast pre-build check for writers (see WRITING.md). For every .md/.mdx file:
//   - .mdx compiles with MDX (catches stray `{`, `<` and unclosed JSX);
//   - no `# ` heading in the body (the title is the page's only h1);
//   - every code fence names a language (in docs also a title, and `blade` exactly when it holds Blade);
//   - no unfinished text (TODO, TBD, FIXME, lorem ipsum, placeholder, coming soon);
//   - links to /api/#operation/<id> name an operationId of the bundled description (lib/openapi.mjs);
//   - no `<placeholder>` outside quotes in a shell block (bash would read it as a redirection), and no
//     `:name` outside inline code in a heading (a remark-directive text directive, which the table of
//     contents drops); the rules are in lib/markdownRules.mjs.
// Docs pages (docs/) additionally need front matter with a title, a description of at most 160
// characters, a sidebar_position, tags from docs/tags.yml and a type (how-to, concept, reference), and
// at least 250 words of prose. Outside docs/project/ the type decides the sections: a how-to has
// Prerequisites, numbered steps, Expected result, Troubleshooting and Related; a concept and a
// reference have no Expected result, and a reference has at least one table. Related links other
// docs pages and at least one API operation.
// The two project documents generated at build time are skipped. The build still checks links.
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {compile} from '@mdx-js/mdx';
import {parse as parseYaml} from 'yaml';

import {fencedCode} from '../lib/markdown.mjs';
import {headingDirectives, SHELL_LANGUAGES, unquotedPlaceholders} from '../lib/markdownRules.mjs';
import {bundleOpenApi, operationsOf} from '../lib/openapi.mjs';

const root = new URL('..', import.meta.url).pathname;
const generated = new Set(['docs/project/CHANGELOG.md', 'docs/project/DEPENDENCIES-latest.md']);
const MIN_PROSE_WORDS = 250;
const MAX_DESCRIPTION = 160;
const PAGE_TYPES = {
  'how-to': {required: ['Prerequisites', 'Expected result', 'Troubleshooting', 'Related'], forbidden: []},
  concept: {required: ['Related'], forbidden: ['Expected result']},
  reference: {required: ['Related'], forbidden: ['Expected result']},
};

const docTags = new Set(Object.keys(parseYaml(readFileSync(join(root, 'docs/tags.yml'), 'utf8')) ?? {}));
const operationIds = new Set(operationsOf(await bundleOpenApi()).map((operation) => operation.operationId));

const roots = process.argv.slice(2).length ? process.argv.slice(2) : ['docs', 'blog'];
const files = [];
const walk = (p) => {
  if (statSync(p).isDirectory()) readdirSync(p).forEach((f) => walk(join(p, f)));
  else if (/\.mdx?$/.test(p)) files.push(p);
};
roots.forEach((r) => walk(existsSync(r) ? r : join(root, r)));

/** Blade output and directives; Helm's `{{ .Values.x }}` does not count. */
const BLADE =
  /\{\{\s*[$\w]|\{!!|^\s*@(if|elseif|else|endif|foreach|endforeach|php|endphp|isset|endisset|empty|endempty)\b/m;
const NOT_BLADE = new Set(['yaml', 'json', 'dotenv', 'ini', 'nginx', 'text']);

/** Words of running text: no front matter, code, tables, headings, imports, JSX tags or admonition markers. */
function proseWords(lines) {
  const text = lines
    .filter((l) => !/^\s*(\||#|import\s|export\s|:::|<\/?[A-Za-z][^>]*>\s*$)/.test(l))
    .join('\n')
    .replace(/\{\/\*[\s\S]*?\*\/\}|<!--[\s\S]*?-->/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ');
  return text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

let failures = 0;
for (const file of files) {
  const rel = relative(root, file).split(sep).join('/');
  if (generated.has(rel)) continue;
  const isDoc = rel.startsWith('docs/');
  const source = readFileSync(file, 'utf8');
  const fm = /^---\n([\s\S]*?)\n---\n/.exec(source);
  const body = fm ? source.slice(fm[0].length) : source;
  const problems = [];

  let data = {};
  if (fm) {
    try {
      data = parseYaml(fm[1]) ?? {};
    } catch (error) {
      problems.push(`front matter is not valid YAML: ${error.message}`);
    }
  } else if (isDoc) problems.push('no front matter');

  if (isDoc) {
    if (typeof data.title !== 'string' || data.title.trim() === '') problems.push('front matter has no title');
    if (typeof data.description !== 'string' || data.description.trim() === '')
      problems.push('front matter has no description');
    else if (data.description.length > MAX_DESCRIPTION)
      problems.push(`description has ${data.description.length} characters (at most ${MAX_DESCRIPTION})`);
    if (!Number.isInteger(data.sidebar_position) || data.sidebar_position < 1)
      problems.push(
        'front matter has no sidebar_position (a positive integer; tests/e2e/docs.spec.ts checks it against sidebars.ts)',
      );
    if (!Object.hasOwn(PAGE_TYPES, data.type))
      problems.push(`front matter type is "${data.type ?? ''}" (one of ${Object.keys(PAGE_TYPES).join(', ')})`);
    if (!Array.isArray(data.tags) || data.tags.length === 0) problems.push('front matter has no tags');
    else
      for (const tag of data.tags)
        if (!docTags.has(String(tag))) problems.push(`tag "${tag}" is not defined in docs/tags.yml`);
  }

  if (file.endsWith('.mdx')) {
    try {
      await compile(body, {format: 'mdx'});
    } catch (error) {
      problems.push(`MDX: ${error.message} (line ${error.line ?? '?'} of the body)`);
    }
  }

  const {prose, fences} = fencedCode(body);
  for (const fence of fences) {
    const lang = fence.lang;
    const where = `code fence on line ${fence.line} of the body`;
    if (fence.unclosed) {
      problems.push(`${where} is never closed`);
      continue;
    }
    if (!lang) {
      problems.push(`${where} names no language`);
      continue;
    }
    // Shell blocks: a `<placeholder>` outside quotes is a redirection when pasted.
    if (SHELL_LANGUAGES.has(lang))
      for (const {line, placeholder} of unquotedPlaceholders(fence.value, lang))
        problems.push(
          `${placeholder} on line ${fence.line + line} of the body is outside quotes, and bash reads it as a redirection: write '${placeholder}' (WRITING.md, "Commands a reader pastes")`,
        );
    if (isDoc) {
      // Docs: every code block has a title, and Blade is marked as Blade (and only Blade).
      const content = fence.value;
      if (lang !== 'mermaid' && !/\btitle=/.test(fence.meta ?? '')) problems.push(`${where} has no title="…"`);
      if (lang === 'blade' && !BLADE.test(content))
        problems.push(`${where} is marked blade but contains no Blade; use yaml`);
      if (NOT_BLADE.has(lang) && BLADE.test(content))
        problems.push(`${where} contains Blade but is marked ${lang}; use blade`);
    }
  }
  for (const heading of prose.filter((l) => /^#{1,6}\s/.test(l)))
    for (const directive of headingDirectives(heading))
      problems.push(
        `heading "${heading.trim()}" has ${directive} outside inline code: Markdown reads it as a directive and the table of contents drops it; put it in backticks`,
      );
  const h1 = prose.find((l) => /^#\s/.test(l));
  if (h1) problems.push(`h1 in the body ("${h1.trim()}"): the title is the only h1, use ## and ###`);

  const unfinished = /\b(TODO|TBD|FIXME|lorem ipsum|placeholder|coming soon)\b/i.exec(body);
  if (unfinished) problems.push(`unfinished text ("${unfinished[0]}")`);

  for (const [, id] of body.matchAll(/\/api\/#operation\/([\w-]+)/g)) {
    if (!operationIds.has(id)) problems.push(`link to unknown API operation "${id}"`);
  }

  if (isDoc) {
    const words = proseWords(prose);
    if (words < MIN_PROSE_WORDS) problems.push(`${words} words of prose (at least ${MIN_PROSE_WORDS})`);
    const shape = PAGE_TYPES[data.type];
    if (shape && !rel.startsWith('docs/project/')) {
      const sections = new Set(prose.filter((l) => /^##\s/.test(l)).map((l) => l.replace(/^##\s+/, '').trim()));
      for (const section of shape.required)
        if (!sections.has(section)) problems.push(`no "## ${section}" section (a ${data.type} page has one)`);
      for (const section of shape.forbidden)
        if (sections.has(section))
          problems.push(`"## ${section}" section on a ${data.type} page (only how-to pages have one)`);
      if (data.type === 'how-to' && !prose.some((l) => /^\s*1\.\s|^###\s+1\.\s/.test(l)))
        problems.push('a how-to page has numbered steps (a "1." list or "### 1." heading)');
      if (data.type === 'reference' && !prose.some((l) => /^\|.*\|\s*$/.test(l)))
        problems.push('a reference page has at least one table');
      const start = prose.findIndex((l) => /^##\s+Related\s*$/.test(l));
      if (start >= 0) {
        const end = prose.findIndex((l, i) => i > start && /^##\s/.test(l));
        const related = prose.slice(start, end < 0 ? undefined : end).join('\n');
        if (!/\]\(\/docs\//.test(related)) problems.push('"## Related" links no other docs page');
        if (!/\]\(\/api\/#operation\//.test(related))
          problems.push('"## Related" links no API operation (/api/#operation/<operationId>)');
      }
    }
  }

  for (const p of problems) console.log(`${rel}: ${p}`);
  failures += problems.length ? 1 : 0;
}
const checked = files.filter((f) => !generated.has(relative(root, f).split(sep).join('/'))).length;
console.log(`check-markdown: ${checked} files checked, ${failures} with problems`);
process.exit(failures ? 1 : 0);
