import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {referenceMarkdownPath} from '../../../../plugins/api-reference/constants';
import {referenceMarkdown} from '../../../../plugins/api-reference/referenceMarkdown';
import {buildViewModel} from '../../../../plugins/api-reference/viewModel';
import {markdownPathOf} from '../../../../plugins/llms-txt/markdownPath';
import {docsPdf} from '../../../../src/data/docsPdf';
import {description} from './fixture';

const options = {siteUrl: 'https://docs.example.org', apiPath: '/api/'};

describe('api-reference: Markdown copy of /api/', () => {
  test('lives where llms-txt puts the copy of a page ending in "/"', () => {
    assert.equal(referenceMarkdownPath, 'api/index.md');
    assert.equal(`/${referenceMarkdownPath}`, markdownPathOf('/api/'));
    assert.equal(referenceMarkdown(buildViewModel(description()), options).path, 'api/index.md');
  });

  test("the page's title, the API's introduction, and every operation linked to its own copy", () => {
    const built = buildViewModel(description());
    const {markdown} = referenceMarkdown(built, options);
    assert.match(markdown, /^# API reference\n\n> Every operation of the Kublade API 1\.2\.3/);
    assert.match(markdown, /^Source: https:\/\/docs\.example\.org\/api\/$/m);
    assert.match(markdown, /The \*\*REST\*\* API\./);
    assert.match(markdown, /\[openapi\.json\]\(https:\/\/docs\.example\.org\/api\/openapi\.json\)/);
    // The docs PDF, as the page's header offers it.
    assert.ok(markdown.includes(`[${docsPdf.title} (PDF)](https://docs.example.org${docsPdf.path})`));
    const operations = built.model.tags.flatMap((tag) => tag.operations);
    assert.ok(operations.length > 1);
    for (const operation of operations)
      assert.ok(
        markdown.includes(
          `](https://docs.example.org/api/operations/${operation.id}.md): \`${operation.method.toUpperCase()} `,
        ),
        operation.id,
      );
    for (const tag of built.model.tags) assert.ok(markdown.includes(`\n### ${tag.name}\n`), tag.name);
  });
});
