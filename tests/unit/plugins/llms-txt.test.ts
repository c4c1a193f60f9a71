import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import type {PluginRouteConfig} from '@docusaurus/types';

import {
  belowBaseUrl,
  builtHtmlFile,
  copiedPages,
  entryLine,
  markdownLink,
  markdownPathOf,
} from '../../../plugins/llms-txt';
import {htmlPageMarkdown} from '../../../plugins/llms-txt/htmlMarkdown';
import {plainMarkdown, stripFrontMatter} from '../../../plugins/llms-txt/markdown';
import {docsPdf} from '../../../src/data/docsPdf';
import {glossary} from '../../../src/data/glossary';
import {site} from '../../../src/data/site';

const siteUrl = 'https://example.org';

describe('llms-txt: Markdown copies from sources', () => {
  test('front matter is parsed away, including values that contain "---"', () => {
    const source = [
      '---',
      'title: "A --- B"',
      'description: |',
      '  ---',
      '  two lines',
      '---',
      '',
      'Body text.',
      '',
    ].join('\n');
    assert.equal(stripFrontMatter(source).trim(), 'Body text.');
    assert.equal(stripFrontMatter('No front matter.\n---\nx\n').trim(), 'No front matter.\n---\nx');
  });

  test('<DocsPdfLink /> becomes a link to the documentation PDF at its full address', () => {
    const markdown = plainMarkdown(
      "import DocsPdfLink from '@site/src/components/DocsPdfLink';\n\nTake it along: <DocsPdfLink />.\n",
      {
        title: 'Page',
        siteUrl,
        mdx: true,
      },
    );
    assert.ok(markdown.includes(`Take it along: [${docsPdf.title} (PDF)](${siteUrl}${docsPdf.path}).`), markdown);
    assert.doesNotMatch(markdown, /DocsPdfLink/);
  });

  test('a copy has title, summary, source address, and plain Markdown with absolute links', () => {
    const source = [
      '---',
      'title: Ignored',
      '---',
      "import Tabs from '@theme/Tabs';",
      '',
      'See [the intro](/docs/intro).',
      '',
      ':::tip[Try it]',
      'Inside.',
      ':::',
      '',
      '{/* truncate */}',
      '',
      '<GlossaryList />',
    ].join('\n');
    const markdown = plainMarkdown(source, {
      title: 'Page',
      description: 'What it is.',
      url: `${siteUrl}/docs/page`,
      siteUrl,
      mdx: true,
      glossary: glossary.slice(0, 1),
    });
    assert.ok(markdown.startsWith(`# Page\n\n> What it is.\n\nSource: ${siteUrl}/docs/page\n\n`));
    assert.match(markdown, /See \[the intro\]\(https:\/\/example\.org\/docs\/intro\)\./);
    assert.match(markdown, /^> \*\*Tip: Try it\*\*$/m);
    assert.doesNotMatch(markdown, /import |truncate|<GlossaryList/);
    assert.ok(
      markdown.includes(`- **[${glossary[0].term}](${siteUrl}${glossary[0].page})**: ${glossary[0].definition}`),
    );
  });

  test('an embedded API operation becomes its line, a link to the reference and its curl sample', () => {
    const operation = {
      id: 'createProject',
      method: 'POST',
      path: '/api/projects',
      summary: 'Create a project',
      curl: 'curl --request POST \\\n  --url http://localhost/api/projects',
      markdownPath: 'api/operations/createProject.md',
    };
    const source = [
      "import ApiOperation from '@site/src/components/EmbeddedApiOperation';",
      '',
      'Call it:',
      '',
      '<ApiOperation id="createProject" />',
      '',
      '<ApiOperation id="unknown" />',
    ].join('\n');
    const markdown = plainMarkdown(source, {
      title: 'Page',
      siteUrl,
      mdx: true,
      apiOperations: new Map([[operation.id, operation]]),
    });
    assert.ok(
      markdown.includes(
        [
          `**POST \`/api/projects\`**: [Create a project](${siteUrl}/api/#operation/createProject) in the API reference`,
          '',
          '```bash',
          'curl --request POST \\',
          '  --url http://localhost/api/projects',
          '```',
        ].join('\n'),
      ),
      markdown,
    );
    // The build fails on an unknown id before any copy is written; here the line is kept as it is.
    assert.match(markdown, /<ApiOperation id="unknown" \/>/);
  });

  test("the Blade examples' markers are left out of code fences; the title stays", () => {
    const source = [
      '```blade title="deployment.yaml" example="web" vars="code-host"',
      "replicas: {{ $data['replicas'] }}",
      '```',
      '',
      '```yaml title="deployment.yaml (rendered)" renders="web"',
      'replicas: 2',
      '```',
    ].join('\n');
    const markdown = plainMarkdown(source, {title: 'Page', siteUrl, mdx: true});
    assert.match(markdown, /^```blade title="deployment\.yaml"$/m);
    assert.match(markdown, /^```yaml title="deployment\.yaml \(rendered\)"$/m);
    assert.doesNotMatch(markdown, /example=|vars=|renders=/);
  });

  test('the "Your installation" form is left out; the code keeps its examples', () => {
    const source = [
      "import YourInstallation from '@site/src/components/YourInstallation';",
      '',
      '<YourInstallation />',
      '',
      '```bash',
      'curl -I https://kublade.example.com/up -H "Authorization: Bearer $TOKEN"',
      '```',
    ].join('\n');
    const markdown = plainMarkdown(source, {title: 'Page', siteUrl, mdx: true});
    assert.doesNotMatch(markdown, /YourInstallation/);
    assert.match(markdown, /curl -I https:\/\/kublade\.example\.com\/up -H "Authorization: Bearer \$TOKEN"/);
  });

  test('the excerpt marker of a Markdown post is dropped, but not inside code', () => {
    const markdown = plainMarkdown('Intro.\n\n<!-- truncate -->\n\n```html\n<!-- truncate -->\n```\n', {
      title: 'Post',
      siteUrl,
      mdx: false,
    });
    assert.equal(markdown.match(/<!-- truncate -->/g)?.length, 1);
  });

  test("a page's sources end its copy, linked at the documented release's tag", () => {
    const source = [
      '---',
      'title: Page',
      'sources:',
      '  - routes/web.php',
      '  - .env.example',
      '---',
      '',
      'Body text.',
      '',
      '## Related',
      '',
      '- [Intro](/docs/intro)',
    ].join('\n');
    const markdown = plainMarkdown(source, {title: 'Page', siteUrl, mdx: true});
    const {version} = site.currentRelease;
    assert.ok(
      markdown.endsWith(
        [
          '- [Intro](https://example.org/docs/intro)',
          '',
          '## Sources',
          '',
          `Checked against ${site.productName} ${version}`,
          '',
          `- [\`routes/web.php\`](${site.releaseRepositoryUrl}/blob/v${version}/routes/web.php)`,
          `- [\`.env.example\`](${site.releaseRepositoryUrl}/blob/v${version}/.env.example)`,
          '',
        ].join('\n'),
      ),
      markdown,
    );
    const without = plainMarkdown('---\ntitle: Page\n---\n\nBody text.\n', {title: 'Page', siteUrl, mdx: false});
    assert.doesNotMatch(without, /Sources/);
  });
});

describe('llms-txt: Markdown copies from built HTML', () => {
  const page = `<!doctype html><html><head><title>T</title><meta name="description" content="About us."></head><body>
    <nav><a href="/">Home</a></nav>
    <main><h1>Why <!-- -->Kublade</h1><p>Plain <strong>text</strong> with a <a href="/docs/intro">link</a>.</p>
    <button type="button">Menu</button><svg><text>drawing</text></svg><img src="/img/x.png" alt="">
    <ul><li>One</li><li>Two</li></ul><table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table></main>
    <footer>Footer</footer></body></html>`;

  test('the main content becomes Markdown; title and description come from the page', () => {
    const {title, description, body} = htmlPageMarkdown(page, siteUrl);
    assert.equal(title, 'Why Kublade');
    assert.equal(description, 'About us.');
    assert.match(body, /^Plain \*\*text\*\* with a \[link\]\(https:\/\/example\.org\/docs\/intro\)\.$/m);
    assert.match(body, /^- One\n- Two$/m);
    assert.match(body, /^\| A \|\n\| - \|\n\| 1 \|$/m);
  });

  test('navigation, footer, buttons, drawings, decorative images and the h1 stay out', () => {
    const {body} = htmlPageMarkdown(page, siteUrl);
    assert.doesNotMatch(body, /Home|Footer|Menu|drawing|x\.png|Why|<!--/);
  });
});

describe('llms-txt: addresses and links', () => {
  test('a copy sits beside the HTML with .md appended, /index.md for a directory', () => {
    assert.equal(markdownPathOf('/docs/intro'), '/docs/intro.md');
    assert.equal(markdownPathOf('/'), '/index.md');
    assert.equal(markdownPathOf('/api/'), '/api/index.md');
  });

  test('permalinks carry the base URL; the build folder and absolute URLs take the path below it', () => {
    assert.equal(belowBaseUrl('/docs/intro', '/'), '/docs/intro');
    assert.equal(belowBaseUrl('/docs-site/docs/intro', '/docs-site/'), '/docs/intro');
    assert.equal(belowBaseUrl('/docs-site/', '/docs-site/'), '/');
    assert.throws(() => belowBaseUrl('/docs/intro', '/docs-site/'), /not below the base URL/);
  });

  test("each page's head gains a link to its copy (added by scripts/deliver.mjs)", () => {
    assert.equal(markdownLink('/docs/intro.md'), '<link rel="alternate" type="text/markdown" href="/docs/intro.md">');
  });

  test('llms.txt entries escape brackets and keep descriptions on one line', () => {
    assert.equal(
      entryLine({title: 'A [b]', url: 'https://example.org/a.md', description: 'One\n two'}),
      '- [A \\[b\\]](https://example.org/a.md): One two',
    );
  });

  test('the built file of a permalink is found in either layout, or null', () => {
    assert.equal(builtHtmlFile('/nonexistent', '/docs/intro'), null);
  });
});

describe("llms-txt: the pages it copies, from postBuild's routes", () => {
  const docs = {name: 'docusaurus-plugin-content-docs', id: 'default'};
  const routes: PluginRouteConfig[] = [
    {
      path: '/site/docs',
      component: '@theme/DocsRoot',
      plugin: docs,
      routes: [
        {path: '/site/docs/intro', component: '@theme/DocItem', metadata: {sourceFilePath: 'docs/intro.mdx'}},
        {
          path: '/site/docs/project/LICENSE',
          component: '@theme/DocItem',
          metadata: {sourceFilePath: 'docs/project/LICENSE.md'},
        },
        {path: '/site/docs/category/installation', component: '@theme/DocCategoryGeneratedIndexPage'},
        {path: '/site/docs/tags/api', component: '@theme/DocTagDocListPage'},
        {path: '/site/docs/draft-like', component: '@theme/DocItem', metadata: {sourceFilePath: 'docs/draft-like.mdx'}},
      ],
    },
    {
      path: '/site/blog/first-post',
      component: '@theme/BlogPostPage',
      metadata: {sourceFilePath: 'blog/2025-01-01-first-post.md'},
      plugin: {name: 'docusaurus-plugin-content-blog', id: 'default'},
    },
    {
      path: '/site/blog',
      component: '@theme/BlogListPage',
      plugin: {name: 'docusaurus-plugin-content-blog', id: 'default'},
    },
    {
      path: '/site/why',
      component: '@site/src/pages/why.tsx',
      metadata: {sourceFilePath: 'src/pages/why.tsx'},
      plugin: {name: 'docusaurus-plugin-content-pages', id: 'default'},
    },
    {path: '/site/api/', component: '@theme/ApiReference', plugin: {name: 'api-reference', id: 'default'}},
  ];

  test('docs and posts from their sources, category and site pages from HTML; not tags, lists or unlisted pages', () => {
    const pages = copiedPages(routes, {
      noIndex: (path) => path === '/site/docs/draft-like',
      optionalDocs: ['/docs/project/'],
      baseUrl: '/site/',
    });
    assert.deepEqual(pages, [
      {permalink: '/site/docs/intro', section: 'Docs', source: 'docs/intro.mdx'},
      {permalink: '/site/docs/project/LICENSE', section: 'Optional', source: 'docs/project/LICENSE.md'},
      {permalink: '/site/docs/category/installation', section: 'Docs'},
      {permalink: '/site/blog/first-post', section: 'Blog', source: 'blog/2025-01-01-first-post.md'},
      {permalink: '/site/why', section: 'Optional'},
    ]);
  });
});
