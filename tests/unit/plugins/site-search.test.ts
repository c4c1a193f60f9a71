import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {createSearchEngine, markParts, type Part} from '../../../plugins/site-search/engine';
import {extractPage} from '../../../plugins/site-search/extract';
import {buildIndexFile} from '../../../plugins/site-search/index';

function page(htmlClass: string, main: string, head = ''): string {
  return `<!doctype html><html class="${htmlClass}"><head><title>Fixture | Kublade</title>${head}</head><body>
    <div id="__docusaurus"><nav class="navbar"><h2>Not content</h2></nav>
    <div id="__docusaurus_skipToContent_fallback" class="main-wrapper">${main}</div>
    <footer class="footer"><h2>Footer</h2></footer></div></body></html>`;
}

const docsPage = page(
  'docs-wrapper plugin-docs plugin-id-default docs-doc-page',
  `<main><div class="container"><article>
    <nav class="theme-doc-breadcrumbs"><a href="/">Home</a></nav>
    <div class="theme-doc-markdown markdown">
      <header><h1>Reserve ports with port claims</h1></header>
      <p>A port claim reserves a number for every <code>deployment</code>.</p>
      <h2 class="anchor" id="steps">Steps<a href="#steps" class="hash-link" aria-label="Direct link to Steps">&#8203;</a></h2>
      <p>Add the claim to the template.</p>
      <div class="theme-code-block"><pre><code>php artisan migrate</code></pre><button>Copy</button></div>
      <div id="example"><h3>An example</h3><p>Two claims, one group.</p></div>
      <h3>Without an id</h3><p>Still under Steps.</p>
    </div>
  </article><div class="col col--3"><div class="table-of-contents">On this page</div></div></div></main>`,
);

const apiPage = page(
  'plugin-api-reference plugin-id-default',
  `<div class="container"><div class="row"><div class="col col--3"><nav><h2>Sidebar</h2></nav></div>
  <main class="col col--9">
    <header><h1>API reference</h1><p>Every operation of the REST API.</p></header>
    <section aria-labelledby="tag/templates">
      <h2 id="tag/templates">Templates</h2>
      <article id="operation/syncTemplate" aria-labelledby="operation/syncTemplate-title">
        <h3 id="operation/syncTemplate-title">Synchronise templates from Git<a class="hash-link" href="#operation/syncTemplate">&#8203;</a></h3>
        <p><span class="method">post</span><code>/api/templates/sync</code><span>id <code>syncTemplate</code></span></p>
        <p>Pulls the network-policies of every template from its repository.</p>
        <h4>Responses</h4><p>200 The templates were synchronised.</p>
      </article>
      <div id="operation/listTemplates">
        <div><h3>List templates</h3></div>
        <p><span>GET</span> <code>/api/templates</code>.</p>
      </div>
    </section>
  </main></div></div>`,
);

const apiRecords = [
  {
    heading: 'Synchronize templates from Git',
    anchor: 'operation/syncTemplate',
    text: 'id syncTemplate Pulls the network-policies of every template from its repository.',
    endpoint: 'POST /api/templates/sync',
  },
  {
    heading: 'List templates',
    anchor: 'operation/listTemplates',
    text: 'id listTemplates',
    endpoint: 'GET /api/templates',
  },
  {
    heading: 'Delete a template',
    anchor: 'operation/deleteTemplate',
    text: 'id deleteTemplate',
    endpoint: 'DELETE /api/templates/{template_id}',
  },
];

describe('extractPage', () => {
  test('a docs page: title, one section per h2/h3, anchors, text without chrome', () => {
    const extracted = extractPage(docsPage, {url: '/docs/templates/use_ports'});
    assert.deepEqual(extracted, {
      title: 'Reserve ports with port claims',
      url: '/docs/templates/use_ports',
      type: 'Docs',
      sections: [
        {heading: '', anchor: '', text: 'A port claim reserves a number for every deployment.', endpoint: ''},
        {heading: 'Steps', anchor: 'steps', text: 'Add the claim to the template. php artisan migrate', endpoint: ''},
        // No id of its own: the element it is the title of has one.
        {heading: 'An example', anchor: 'example', text: 'Two claims, one group.', endpoint: ''},
        // No id anywhere: links to its h2.
        {heading: 'Without an id', anchor: 'steps', text: 'Still under Steps.', endpoint: ''},
      ],
    });
  });

  test('the API page: published records take the place of the operations, method and path never come from the HTML', () => {
    const extracted = extractPage(apiPage, {url: '/api/', records: apiRecords});
    assert.equal(extracted?.type, 'API');
    assert.equal(extracted?.title, 'API reference');
    assert.deepEqual(extracted?.sections, [
      {heading: '', anchor: '', text: 'Every operation of the REST API.', endpoint: ''},
      {heading: 'Templates', anchor: 'tag/templates', text: '', endpoint: ''},
      apiRecords[0],
      apiRecords[1],
      // Published, but the page shows no such element: still found, linked to its anchor.
      apiRecords[2],
    ]);
    const withoutRecords = extractPage(apiPage, {url: '/api/'})!.sections;
    assert.ok(
      withoutRecords.every((section) => section.endpoint === ''),
      'no endpoint guessed from text',
    );
  });

  test('a page whose opening is outside <main> is described by its meta description', () => {
    const home = page(
      'plugin-pages plugin-id-default',
      `<header class="hero"><h1>Deploy from a form</h1></header><main><h2 id="features">Features</h2><p>Templates.</p></main>`,
      '<meta name="description" content="Kublade turns Blade templates into manifests.">',
    );
    const extracted = extractPage(home, {url: '/'});
    assert.equal(extracted?.type, 'Page');
    assert.equal(extracted?.title, 'Deploy from a form');
    assert.equal(extracted?.sections[0]?.text, 'Kublade turns Blade templates into manifests.');
  });

  test('a section is indexed whole: a word met only at its end is found, and its excerpt stays short', () => {
    const long = page(
      'docs-doc-page',
      `<div class="theme-doc-markdown"><h1>Long</h1><p>${'word '.repeat(200)}set <code>k8s.node_prefix</code> last.</p></div>`,
    );
    const extracted = extractPage(long, {url: '/docs/long'})!;
    assert.ok(extracted.sections[0]!.text.endsWith('set k8s.node_prefix last.'));
    const [group] = createSearchEngine(buildIndexFile([extracted])).search('node_prefix', {excerptLength: 80});
    assert.equal(group?.url, '/docs/long');
    const excerpt = group!.hits[0]!.excerpt.map((part) => part.text).join('');
    assert.ok(excerpt.length <= 82 && excerpt.includes('k8s.node_prefix'), excerpt);
  });

  test('lists of links are not indexed: blog lists, tag pages, generated category indexes', () => {
    const cases: [string, string][] = [
      ['blog-wrapper blog-list-page plugin-blog', '<main><article><h2>A post</h2></article></main>'],
      ['blog-wrapper blog-tags-post-list-page plugin-blog', '<main><h1>Tagged</h1></main>'],
      ['docs-wrapper plugin-docs docs-tags-doc-list-page', '<main><h1>Tagged</h1></main>'],
      [
        'docs-wrapper plugin-docs docs-doc-page',
        '<main><div class="generatedIndexPage"><h1>Clusters</h1><article><h2>Create a cluster</h2></article></div></main>',
      ],
      ['plugin-native plugin-id-default', '<main><h1>Page not found</h1></main>'],
    ];
    for (const [htmlClass, main] of cases)
      assert.equal(extractPage(page(htmlClass, main), {url: '/x'}), null, htmlClass);
  });
});

/** A docs page whose "Related" list names another page's section (and an h3 inside the list). */
function docsPageWith(title: string, body: string): string {
  return page(
    'docs-wrapper plugin-docs plugin-id-default docs-doc-page',
    `<main><article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div></article></main>`,
  );
}

const installPage = docsPageWith(
  'Install on bare metal',
  `<p>Install the application on your own server.</p>
   <h2 id="back-up-and-restore">Back up and restore</h2><p>Dump the database and keep the key file.</p>
   <h2 id="related">Related</h2><ul><li><a href="/docs/prerequisites">Prerequisites</a>: what the server needs.</li></ul>
   <h3 id="more">More reading</h3><p>Monitor clusters and their status.</p>`,
);
const clusterPage = docsPageWith(
  'Create a cluster',
  `<p>Connect a cluster to a project.</p>
   <h2 id="steps">Steps</h2><p>Fill in the form.</p>
   <h2 id="related">Related</h2><ul>
     <li><a href="/docs/installation/bare-metal#back-up-and-restore">Back up and restore</a> the stored credentials.</li>
     <li><a href="/docs/clusters/monitor">Monitor clusters</a>: status and utilisation.</li>
   </ul>
   <h2 id="after">After the list</h2><p>Indexed again.</p>`,
);

describe('Related lists', () => {
  test('are not sections of their own: the list and what follows it up to the next h2 are left out', () => {
    const install = extractPage(installPage, {url: '/docs/installation/bare-metal'})!;
    assert.deepEqual(
      install.sections.map((section) => section.heading),
      ['', 'Back up and restore'],
    );
    const cluster = extractPage(clusterPage, {url: '/docs/clusters/create'})!;
    assert.deepEqual(
      cluster.sections.map((section) => section.anchor),
      ['', 'steps', 'after'],
    );
    assert.ok(!cluster.sections.some((section) => /Monitor clusters|stored credentials/.test(section.text)));
  });

  test('a section named like the query comes first, and no page is found through its Related list alone', () => {
    const engine = createSearchEngine(
      JSON.parse(
        JSON.stringify(
          buildIndexFile([
            extractPage(clusterPage, {url: '/docs/clusters/create'})!,
            extractPage(installPage, {url: '/docs/installation/bare-metal'})!,
          ]),
        ),
      ),
    );
    const groups = engine.search('back up and restore');
    assert.equal(groups[0]?.hits[0]?.href, '/docs/installation/bare-metal#back-up-and-restore');
    assert.deepEqual(
      groups.flatMap((group) => group.hits.map((hit) => hit.href)),
      ['/docs/installation/bare-metal#back-up-and-restore'],
    );
    assert.deepEqual(engine.search('utilisation'), [], 'words only a Related list holds find nothing');
  });
});

describe('the index file and the engine', () => {
  const index = buildIndexFile([
    extractPage(docsPage, {url: '/docs/templates/use_ports'})!,
    extractPage(apiPage, {url: '/api/', records: apiRecords})!,
  ]);
  const engine = createSearchEngine(JSON.parse(JSON.stringify(index)));
  const marked = (parts: Part[]) => parts.filter((part) => part.mark).map((part) => part.text);

  test('empty trailing fields are left out of the file', () => {
    assert.deepEqual(index.p[1], ['API reference', '/api/', 2]);
    assert.deepEqual(index.s[5], [1, 'Templates', 'tag/templates']);
  });

  test('a whole path finds its operation first', () => {
    const [first] = engine.search('/api/templates/sync');
    assert.equal(first?.hits[0]?.href, '/api/#operation/syncTemplate');
    assert.deepEqual(marked(first!.hits[0]!.endpoint), ['api', 'templates', 'sync']);
  });

  test('prefixes, plurals and headings deep-link into the page', () => {
    const hrefs = engine.search('network polic').flatMap((group) => group.hits.map((hit) => hit.href));
    assert.deepEqual(hrefs, ['/api/#operation/syncTemplate']);
    const example = engine.search('example').flatMap((group) => group.hits.map((hit) => hit.href));
    assert.deepEqual(example, ['/docs/templates/use_ports#example']);
  });

  test('a title match ranks the page above its sections, and the title is marked', () => {
    const [group] = engine.search('port claims');
    assert.equal(group?.url, '/docs/templates/use_ports');
    assert.equal(group?.hits[0]?.href, '/docs/templates/use_ports');
    assert.deepEqual(marked(group!.title), ['ports', 'port', 'claims']);
  });

  test("a section is also found by its page's title: the subject and the section together", () => {
    const hrefs = engine.search('claims without id').flatMap((group) => group.hits.map((hit) => hit.href));
    assert.deepEqual(
      hrefs,
      ['/docs/templates/use_ports#steps'],
      'page title "…port claims" and heading "Without an id"',
    );
  });

  test("a guide's section headed with the task comes before the API operation of the same name", () => {
    const guide = extractPage(
      page(
        'docs-doc-page',
        `<div class="theme-doc-markdown"><h1>Templates</h1><p>What a template is.</p>
        <h2 id="list-templates">List templates</h2><p>Open the menu to see every template.</p></div>`,
      ),
      {url: '/docs/templates'},
    )!;
    const both = createSearchEngine(
      buildIndexFile([extractPage(apiPage, {url: '/api/', records: apiRecords})!, guide]),
    );
    const [first, second] = both.search('list templates');
    assert.equal(first?.hits[0]?.href, '/docs/templates#list-templates');
    assert.equal(second?.hits[0]?.href, '/api/#operation/listTemplates');
    const [byId] = both.search('listTemplates');
    assert.equal(byId?.hits[0]?.href, '/api/#operation/listTemplates', 'the operation id still finds the operation');
  });

  test('an identifier finds its section as typed, inside a longer one; "login" finds "log in"', () => {
    const guide = extractPage(
      page(
        'docs-doc-page',
        `<div class="theme-doc-markdown"><h1>Clusters</h1><p>Intro.</p>
        <h2 id="fields">Fields</h2><p>Set <code>k8s.node_prefix</code> if you need it.</p>
        <h2 id="names">Names</h2><p>A node's name may start with a prefix.</p>
        <h2 id="access">Access</h2><p>Log in with your account.</p></div>`,
      ),
      {url: '/docs/clusters'},
    )!;
    const one = createSearchEngine(buildIndexFile([guide]));
    assert.deepEqual(
      one.search('node_prefix').flatMap((group) => group.hits.map((hit) => hit.href)),
      ['/docs/clusters#fields'],
    );
    assert.deepEqual(
      one.search('login').flatMap((group) => group.hits.map((hit) => hit.href)),
      ['/docs/clusters#access'],
    );
  });

  test('marks whole words whose term matched, not stop words', () => {
    assert.deepEqual(markParts('The claims of the port', new Set(['claim', 'port'])), [
      {text: 'The ', mark: false},
      {text: 'claims', mark: true},
      {text: ' of the ', mark: false},
      {text: 'port', mark: true},
    ]);
  });
});
