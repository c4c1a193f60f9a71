import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {load} from 'cheerio';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';

import {remarkGlossary} from '../../../plugins/glossary';
import {glossary, glossaryTerm, type GlossaryTerm} from '../../../src/data/glossary';

const terms: GlossaryTerm[] = [
  {
    id: 'template',
    term: 'Template',
    definition: 'Blade files and a form.',
    page: '/docs/t',
    matches: ['template', 'templates'],
  },
  {
    id: 'cluster-template',
    term: 'Cluster template',
    definition: 'A kops template.',
    page: '/docs/c',
    matches: ['cluster template'],
  },
  {id: 'deployment', term: 'Deployment', definition: 'An instance.', page: '/docs/d', matches: ['deployment']},
];

function html(markdown: string, path = '/site/docs/page.md', skipPaths: string[] = [], markExcerpts = true): string {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGlossary, {terms, skipPaths, markExcerpts})
    .use(remarkRehype)
    .use(rehypeStringify);
  return String(processor.processSync({value: markdown, path}));
}

describe('glossary remark plugin', () => {
  test('marks the first use of a term with a button and its definition as text', () => {
    const $ = load(html('A template renders YAML. Another template follows.'));
    const marked = $('.glossary-term');
    assert.equal(marked.length, 1, 'only the first use');
    const button = marked.find('button.glossary-term__trigger');
    assert.equal(button.attr('type'), 'button');
    assert.equal(button.text(), 'template');
    const definition = $(`#${button.attr('aria-describedby')}`);
    assert.equal(definition.attr('role'), 'tooltip');
    assert.equal(definition.text(), 'Template: Blade files and a form.');
    assert.equal(
      $('p').text().replace('Template: Blade files and a form.', ''),
      'A template renders YAML. Another template follows.',
    );
  });

  test('prefers the longest spelling, and matches whole words in their exact case only', () => {
    const $ = load(
      html('The cluster template differs. Templates and Deployment objects and redeployment do not count.'),
    );
    assert.deepEqual(
      $('.glossary-term button')
        .toArray()
        .map((element) => $(element).text()),
      ['cluster template'],
    );
  });

  test('leaves headings, links, inline code and code blocks alone', () => {
    const source = [
      '## The template',
      '',
      '[a template](/x) and `template` here.',
      '',
      '```text',
      'template',
      '```',
      '',
      'Then the template.',
    ].join('\n');
    const $ = load(html(source));
    assert.equal($('.glossary-term').length, 1);
    assert.equal($('.glossary-term').parent().is('p'), true);
    assert.match($('p').last().text(), /^Then the template/);
    assert.equal($('h2 .glossary-term, a .glossary-term, code .glossary-term').length, 0);
  });

  test('skips possessives, so the mark lands on a plain use', () => {
    const $ = load(html("The deployment's values. The deployment runs."));
    assert.equal($('.glossary-term').length, 1);
    assert.match($('p').text(), /values\. The deploymentDeployment: An instance\./);
  });

  test("with markExcerpts false, a post's excerpt (its source cut before the truncate marker) stays unmarked", () => {
    const post = (markdown: string) => html(markdown, '/site/blog/post.md', [], false);
    assert.doesNotMatch(post('A template.'), /glossary-term/, 'the excerpt list pages show');
    assert.match(post('A template.\n\n<!-- truncate -->\n\nMore.'), /glossary-term__trigger/, 'the post page');
    assert.match(post('A template.\n\n{/* truncate */}\n\nMore.'), /glossary-term__trigger/, 'the post page (MDX)');
    assert.match(html('A template.', '/site/docs/page.md'), /glossary-term__trigger/, 'docs mark by default');
  });

  test('ids differ between files, so terms of several files on one page stay unique', () => {
    const first = load(html('A template.', '/site/blog/a.md'))('button').attr('aria-describedby');
    const second = load(html('A template.', '/site/blog/b.md'))('button').attr('aria-describedby');
    assert.ok(first && second && first !== second);
  });

  test('survives MDX compilation as JSX with the accessible attributes', async () => {
    // ESM only: a dynamic import, as tsx runs this file as CommonJS.
    const {compile} = await import('@mdx-js/mdx');
    const code = String(
      await compile({value: 'A template.\n', path: 'docs/page.mdx'}, {remarkPlugins: [[remarkGlossary, {terms}]]}),
    );
    assert.match(code, /className: "glossary-term__trigger"/);
    assert.match(code, /"aria-describedby": "gl-[0-9a-f]{8}-template"/);
    assert.match(code, /role: "tooltip"/);
  });

  test('<GlossaryList /> becomes every term, linked to its page, and is not itself marked', async () => {
    const {compile} = await import('@mdx-js/mdx');
    const code = String(
      await compile(
        {value: 'A template here.\n\n<GlossaryList />\n', path: 'docs/intro.mdx'},
        {remarkPlugins: [[remarkGlossary, {terms}]]},
      ),
    );
    assert.doesNotMatch(code, /GlossaryList/, 'no component left to resolve');
    for (const term of terms) {
      assert.match(code, new RegExp(`id: "term-${term.id}"`));
      assert.ok(code.includes(`href: "${term.page}"`));
    }
    assert.equal(code.match(/glossary-term__trigger/g)?.length, 1, 'only the prose use is marked');
  });

  test('files below a skipped path are left as they are', () => {
    assert.doesNotMatch(html('A template.', '/site/docs/project/CHANGELOG.md', ['docs/project/']), /glossary-term/);
  });
});

describe('glossary data', () => {
  test('every term has a one-sentence definition, a docs page and unique spellings', () => {
    const spellings = new Set<string>();
    for (const entry of glossary) {
      assert.match(entry.definition, /^[A-Z][^.]*(?:\.\d[^.]*)*\.$/, `${entry.id}: one sentence`);
      assert.match(entry.page, /^\/docs\//, `${entry.id}: a docs page`);
      assert.equal(glossaryTerm(entry.id), entry);
      for (const spelling of entry.matches) {
        assert.ok(!spellings.has(spelling), `${spelling} belongs to one term`);
        spellings.add(spelling);
      }
    }
  });
});
