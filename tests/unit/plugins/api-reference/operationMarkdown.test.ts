import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import type {Code, Heading, Root, Table} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

import {operationMarkdown, operationMarkdownFiles} from '../../../../plugins/api-reference/operationMarkdown';
import {buildViewModel} from '../../../../plugins/api-reference/viewModel';
import {description} from './fixture';

const options = {siteUrl: 'https://docs.example.org', apiPath: '/api/'};

function markdownOf(id: string): string {
  const built = buildViewModel(description());
  const operation = built.model.tags.flatMap((tag) => tag.operations).find((candidate) => candidate.id === id);
  assert.ok(operation, id);
  return operationMarkdown(operation, built, options);
}

/** The copy read back as Markdown, as an assistant would read it. */
function parsed(markdown: string): Root {
  return unified().use(remarkParse).use(remarkGfm).parse(markdown);
}

describe('api-reference: Markdown copy of an operation', () => {
  test('title, method and path, the address of the operation on /api/', () => {
    const markdown = markdownOf('getProject');
    assert.match(markdown, /^# Get a project\n\n> GET \/api\/projects\/\{project_id\}: the operation getProject/);
    assert.match(markdown, /^Source: https:\/\/docs\.example\.org\/api\/#operation\/getProject$/m);
  });

  test('parameters as a table, response headers and schemas, one curl sample', () => {
    const markdown = markdownOf('getProject');
    const tree = parsed(markdown);
    const exampleUuid = /Example: `([^`]+)`/.exec(markdown)?.[1];
    const table = tree.children.find((node): node is Table => node.type === 'table');
    assert.ok(table, 'a parameters table');
    assert.deepEqual(
      table.children.map((row) => row.children.map((cell) => toString(cell))),
      [
        ['Parameter', 'In', 'Type', 'Required', 'Description'],
        ['project_id', 'path', 'string<uuid>', 'yes', `The project. Example: ${exampleUuid}.`],
      ],
    );
    const headings = tree.children
      .filter((node): node is Heading => node.type === 'heading')
      .map((node) => toString(node));
    assert.deepEqual(headings, [
      'Get a project',
      'Parameters',
      'Responses',
      '200: The project',
      '404: Not found',
      'Example request',
    ]);
    const text = toString(tree);
    assert.match(text, /Header X-Request-Id \(string\): Identifies the request in the logs\./);
    assert.match(text, /Header X-RateLimit-Remaining \(integer; always sent\)Schema/);
    let html = false;
    visit(tree, 'html', () => {
      html = true;
    });
    assert.ok(!html, 'the <script> of the description arrives as text, never as HTML');
    const samples = tree.children.filter((node): node is Code => node.type === 'code');
    assert.equal(samples.length, 1);
    assert.equal(samples[0].lang, 'bash');
    assert.match(samples[0].value, /^curl --request GET \\\n {2}--url http:\/\/localhost\/api\/projects\//);
    assert.match(samples[0].value, /Authorization: Bearer YOUR_API_TOKEN/);
  });

  test('a schema that contains itself is spelled out once and linked on /api/', () => {
    const markdown = markdownOf('getProject');
    assert.match(markdown, /- `project` \(\[`Project`\]\(https:\/\/docs\.example\.org\/api\/#schema\/Project\)\)/);
    assert.match(markdown, / {4}- `parent` \(\[`Project`\]\([^)]+\)\)\n/);
    assert.equal((markdown.match(/`parent`/g) ?? []).length, 1, 'the nested Project is named, not repeated');
  });

  test('a public operation says so, and its request body lists the fields', () => {
    const markdown = markdownOf('login');
    assert.match(markdown, /\*\*Authentication:\*\* none \(public\)\./);
    assert.match(markdown, /## Request body\n\n`application\/json`, required\./);
    assert.match(markdown, /- `email` \(`string<email>`; required\)/);
    assert.match(markdown, /- `password` \(`string`; required; min length 6; write-only\)/);
    assert.ok(!markdown.includes('YOUR_API_TOKEN'), 'no token where none is needed');
  });

  test('the guides that use the operation are listed with their addresses', () => {
    const built = buildViewModel(description());
    const files = operationMarkdownFiles(built, {
      ...options,
      guides: {login: [{title: 'Default login', permalink: '/docs/installation/default-login'}]},
    });
    const login = files.find((file) => file.id === 'login')?.markdown ?? '';
    assert.match(
      login,
      /\n## Guides\n\n- \[Default login\]\(https:\/\/docs\.example\.org\/docs\/installation\/default-login\)\n/,
    );
    assert.ok(
      !files.find((file) => file.id === 'getProject')?.markdown.includes('## Guides'),
      'none where no guide uses it',
    );
  });

  test('a known issue is named with what the reader sees and linked; its cause and workaround are not copied', () => {
    const defect = {
      id: 'some-defect',
      area: 'api' as const,
      title: 'Projects cannot be read',
      affectedVersions: ['1.2.3'],
      symptom: 'The web UI shows nothing. `GET /api/projects/<project-id>` answers 500. More of it.',
      cause: 'The controller calls a missing method.',
      sourcePaths: ['routes/api.php'],
      workaround: 'Read the project in the web UI.',
      pages: [],
      operations: ['getProject'],
    };
    const built = buildViewModel(description(), {knownIssuesOf: (id) => (id === 'getProject' ? [defect] : [])});
    const getProject = built.model.tags.flatMap((tag) => tag.operations).find((op) => op.id === 'getProject')!;
    const markdown = operationMarkdown(getProject, built, options);
    assert.ok(
      markdown.includes(
        '\n- **Projects cannot be read**: The web UI shows nothing. `GET /api/projects/<project-id>` answers 500. ' +
          '([cause and workaround](https://docs.example.org/docs/intro#known-issue-some-defect))\n',
      ),
      markdown,
    );
    for (const text of [defect.cause, defect.workaround, 'More of it'])
      assert.ok(!markdown.includes(text), `not in the copy: ${text}`);
  });

  test('one file per operation, at api/operations/<id>.md', () => {
    const files = operationMarkdownFiles(buildViewModel(description()), options);
    assert.deepEqual(
      files.map(({id, path}) => [id, path]),
      [
        ['getProject', 'api/operations/getProject.md'],
        ['login', 'api/operations/login.md'],
      ],
    );
  });
});
