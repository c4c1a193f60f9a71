import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';

import {parse as parseYaml} from 'yaml';

import {exampleMarkers, metaAttributes} from '../../../lib/codeMeta.mjs';
import {fencedCode} from '../../../lib/markdown.mjs';
import {phpPackages, phpPath} from '../../../lib/setup.mjs';
import {exampleInput, variableSets} from '../../../src/data/bladeVariables';
import {renderTemplate} from '../../../src/components/TemplatePlayground/blade/render';

/**
 * Every Blade example of the docs and posts runs on real Blade, the way Kublade 1.2.3 renders a
 * template file (tests/support/blade/render.php follows FluxDeployment::createFile: tabs to two
 * spaces, Blade with the six variables, YAML parse, metadata.namespace replaced, YAML dump), and
 * its result is compared, as YAML data, with the result the page shows.
 *
 * The Blade is Debian's: Laravel 8.83 (php-illuminate-view) with Symfony YAML 5.4, while Kublade
 * 1.2.3 runs Laravel 12.21 with Symfony YAML 7.3 (its composer.lock). Between v8.83.26 and v12.21.0
 * the compilers of the directives in `sharedDirectives`, of echoes and comments and the engine that
 * runs the compiled view differ only where these examples do not go: how a malformed @foreach or
 * @forelse fails, `e()` replacing invalid UTF-8 instead of printing nothing, and how the closing
 * parenthesis of a directive's argument is found (Laravel 12 asks PHP's tokenizer, Laravel 8 a
 * regular expression). So the examples may use only those directives, and no argument may hold a
 * parenthesis inside a string.
 *
 * Markers (code-block meta, which no reader sees: lib/codeMeta.mjs; WRITING.md explains them):
 *   ```blade title="…" example="NAME" [vars="SET"] [fails="render"|fails="yaml"]
 *   ```yaml title="…" renders="NAME"          the result the page shows for example NAME
 *   ```blade title="…" not-rendered="REASON"  a Blade file that is not a template file
 * An example without a `renders` block and without `fails` must render to a YAML document.
 */

const root = join(import.meta.dirname, '../../..');
const renderer = join(root, 'tests/support/blade/render.php');
/** Docs pages the build writes from the platform's release documents (plugins/project-documents). */
const generated = new Set(['docs/project/CHANGELOG.md', 'docs/project/DEPENDENCIES-latest.md']);

/**
 * Directives that Laravel 8.83 and Laravel 12.21 compile to the same PHP, and that a template file
 * may use (the ones /docs/templates/use_blade lists). Anything else fails the test: check that
 * Laravel 12 has it and compiles it as Laravel 8 does, and add it here.
 */
const sharedDirectives = new Set([
  'if',
  'elseif',
  'else',
  'endif',
  'unless',
  'endunless',
  'isset',
  'endisset',
  'empty',
  'endempty',
  'switch',
  'case',
  'break',
  'continue',
  'default',
  'endswitch',
  'foreach',
  'endforeach',
  'forelse',
  'endforelse',
  'for',
  'endfor',
  'while',
  'endwhile',
  'php',
  'endphp',
  'verbatim',
  'endverbatim',
]);

interface Fence {
  file: string;
  line: number;
  lang: string | null;
  value: string;
  attributes: Record<string, string>;
}

interface Example {
  file: string;
  line: number;
  name: string;
  template: string;
  vars?: string;
  fails?: 'render' | 'yaml';
  shown?: Fence;
}

function markdownFiles(dir: string): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    return statSync(join(root, path)).isDirectory() ? markdownFiles(path) : /\.mdx?$/.test(name) ? [path] : [];
  });
}

const fences: Fence[] = ['docs', 'blog', 'src/pages']
  .flatMap(markdownFiles)
  .filter((file) => !generated.has(file))
  .flatMap((file) =>
    fencedCode(readFileSync(join(root, file), 'utf8')).fences.map((fence) => ({
      file,
      line: fence.line,
      lang: fence.lang,
      value: fence.value,
      attributes: metaAttributes(fence.meta),
    })),
  );

const where = (fence: {file: string; line: number}) => `${fence.file}:${fence.line}`;

/** Problems with the markers, and the examples they define. */
function readMarkers(): {problems: string[]; examples: Example[]} {
  const problems: string[] = [];
  const examples: Example[] = [];
  for (const fence of fences) {
    const has = (name: string) => Object.hasOwn(fence.attributes, name);
    if (fence.lang !== 'blade') {
      for (const name of exampleMarkers.filter((n) => n !== 'renders' && has(n)))
        problems.push(`${where(fence)}: ${name}="…" belongs on a \`\`\`blade block, not on \`\`\`${fence.lang}`);
      continue;
    }
    if (has('renders')) problems.push(`${where(fence)}: renders="…" belongs on the block that shows the result`);
    if (has('not-rendered')) {
      if (fence.attributes['not-rendered'].trim() === '')
        problems.push(`${where(fence)}: not-rendered="…" needs the reason why the block is no template file`);
      if (has('example')) problems.push(`${where(fence)}: a block is either example="…" or not-rendered="…"`);
      continue;
    }
    if (!has('example')) {
      problems.push(
        `${where(fence)}: a \`\`\`blade block without example="NAME" (rendered by this test) or not-rendered="REASON"; see WRITING.md`,
      );
      continue;
    }
    const name = fence.attributes.example;
    const vars = fence.attributes.vars;
    const fails = fence.attributes.fails;
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name)) problems.push(`${where(fence)}: example="${name}" is not kebab-case`);
    if (examples.some((e) => e.file === fence.file && e.name === name))
      problems.push(`${where(fence)}: a second example="${name}" on the page`);
    if (vars !== undefined && !Object.hasOwn(variableSets, vars))
      problems.push(`${where(fence)}: vars="${vars}" is no set of src/data/bladeVariables.ts`);
    if (fails !== undefined && fails !== 'render' && fails !== 'yaml')
      problems.push(`${where(fence)}: fails="${fails}" (render: Blade fails; yaml: the output is no YAML document)`);
    examples.push({
      file: fence.file,
      line: fence.line,
      name,
      template: fence.value,
      vars,
      fails: fails === 'render' || fails === 'yaml' ? fails : undefined,
    });
  }
  for (const fence of fences.filter((f) => Object.hasOwn(f.attributes, 'renders'))) {
    const name = fence.attributes.renders;
    const example = examples.find((e) => e.file === fence.file && e.name === name);
    if (!example) problems.push(`${where(fence)}: renders="${name}" names no example="${name}" of the page`);
    else if (example.shown) problems.push(`${where(fence)}: a second renders="${name}" on the page`);
    else if (example.fails) problems.push(`${where(fence)}: example "${name}" must fail, yet a result is shown`);
    else example.shown = fence;
  }
  const used = new Set(examples.map((e) => e.vars));
  for (const set of Object.keys(variableSets))
    if (!used.has(set)) problems.push(`src/data/bladeVariables.ts: set "${set}" is used by no example`);
  return {problems, examples};
}

const {problems, examples} = readMarkers();

/** The directives of a template, without those inside comments, @verbatim, @php blocks and echoes. */
function directivesOf(template: string): {name: string; index: number}[] {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  const code = template
    .replace(/\{\{--[\s\S]*?--\}\}/g, blank)
    .replace(/(?<!@)(@verbatim)([\s\S]*?)(@endverbatim)/g, (_, open, body, close) => open + blank(body) + close)
    .replace(/(?<!@)(@php)(?!\s*\()([\s\S]*?)(@endphp)/g, (_, open, body, close) => open + blank(body) + close)
    .replace(/\{\{[\s\S]*?\}\}|\{!![\s\S]*?!!\}/g, blank);
  return [...code.matchAll(/\B@(@?\w+)/g)]
    .filter((match) => !match[1].startsWith('@'))
    .map((match) => ({name: match[1], index: match.index + match[0].length}));
}

/** The quoted strings of a directive's parenthesised argument that hold a parenthesis. */
function parenthesesInStrings(template: string, from: number): string[] {
  let index = from;
  while (template[index] === ' ' || template[index] === '\t') index++;
  if (template[index] !== '(') return [];
  const found: string[] = [];
  let depth = 0;
  for (; index < template.length; index++) {
    const char = template[index];
    if (char === "'" || char === '"') {
      let end = index + 1;
      while (end < template.length && template[end] !== char) end += template[end] === '\\' ? 2 : 1;
      const literal = template.slice(index, end + 1);
      if (/[()]/.test(literal)) found.push(literal);
      index = end;
    } else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) break;
  }
  return found;
}

/** Why PHP cannot render the examples here, or undefined when it can. */
function phpMissing(): string | undefined {
  const missing = phpPackages.filter((p) => !existsSync(p.path));
  if (missing.length === 0) return undefined;
  return (
    `Debian's ${missing.map((p) => p.name).join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing ` +
    `(${missing.map((p) => p.path).join(', ')}): the Blade examples cannot be rendered. npm test installs ` +
    `them (lib/setup.mjs, ensurePhp); by hand: apt-get install ${phpPackages.map((p) => p.name).join(' ')}`
  );
}

/** Runs tests/support/blade/render.php: exit 0 with the file's text, 2 when Blade fails, 3 when the YAML does. */
function render(example: Example): {status: number | null; stdout: string; stderr: string} {
  const missing = phpMissing();
  if (missing) assert.fail(missing);
  const run = spawnSync(phpPath, [renderer], {
    input: JSON.stringify(exampleInput(example.template, example.vars)),
    encoding: 'utf8',
    timeout: 30_000,
  });
  if (run.error) assert.fail(`${phpPath} ${renderer} did not run: ${run.error.message}`);
  return {status: run.status, stdout: run.stdout, stderr: run.stderr.trim()};
}

describe("Blade examples render on real Blade as the page shows (Debian's Blade is Laravel 8; Kublade 1.2.3 runs Laravel 12)", () => {
  test("Debian's PHP, Blade (Laravel 8) and Symfony YAML are installed", () => {
    assert.equal(phpMissing(), undefined);
  });

  test('every ```blade block is an example or says why it is not rendered, and every marker is sound', () => {
    assert.ok(examples.length > 0, 'no ```blade block with example="…" found');
    assert.deepEqual(problems, []);
  });

  test('examples use only directives that Laravel 8 and Laravel 12 compile alike', () => {
    const found: string[] = [];
    for (const example of examples) {
      const {template} = exampleInput(example.template, example.vars);
      for (const directive of directivesOf(template)) {
        if (!sharedDirectives.has(directive.name))
          found.push(`${example.file}, example "${example.name}": @${directive.name} is not in the allow-list`);
        for (const literal of parenthesesInStrings(template, directive.index))
          found.push(
            `${example.file}, example "${example.name}": @${directive.name}'s argument has a parenthesis in ${literal}`,
          );
      }
    }
    assert.deepEqual(found, []);
  });

  for (const example of examples) {
    const label = `${example.file}: example "${example.name}"${
      example.fails ? ` fails to ${example.fails === 'render' ? 'render' : 'parse as YAML'}` : ''
    }${example.shown ? ` renders what the page shows (line ${example.shown.line})` : ''}`;
    test(label, () => {
      const result = render(example);
      // The template playground (src/components/TemplatePlayground) runs every example too, with the
      // same result: the pages link each example into it.
      const ours = renderTemplate(exampleInput(example.template, example.vars));
      if (!ours.ok) {
        assert.notEqual(ours.stage, 'refused', `the playground refuses the example: ${ours.message}`);
        assert.equal(result.status, ours.stage === 'blade' ? 2 : 3, `the playground fails at ${ours.stage} (${ours.message}), Blade with ${result.status}`);
      } else {
        assert.equal(result.status, 0, `the playground renders the example, Blade fails: ${result.stderr}`);
        assert.equal(ours.yaml ?? '', result.stdout, 'the playground writes another file than Blade');
      }
      if (example.fails) {
        const expected = example.fails === 'render' ? 2 : 3;
        assert.equal(
          result.status,
          expected,
          `expected ${example.fails === 'render' ? 'Blade to fail' : 'the YAML parser to fail'}, got exit ${result.status}: ${result.stderr || result.stdout}`,
        );
        return;
      }
      assert.equal(result.status, 0, result.stderr);
      assert.notEqual(result.stdout, '', `the example renders to nothing (${result.stderr})`);
      const rendered: unknown = parseYaml(result.stdout);
      if (example.shown) {
        const shown: unknown = parseYaml(example.shown.value);
        assert.deepEqual(
          rendered,
          shown,
          `${where(example.shown)} shows another result than Blade renders:\n${result.stdout}`,
        );
      }
    });
  }
});
