import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {guidesByOperation, operationsUsedBy} from '../../../../plugins/api-reference/guides';

const mdxPage = `---
title: Projects
---

import ApiOperation from '@site/src/components/EmbeddedApiOperation';

Call [createProject](/api/#operation/createProject), then:

<ApiOperation id="createDeployment" />

\`\`\`md
A link in a code block is an example, not a use: [getProject](/api/#operation/getProject)
\`\`\`

Elsewhere: [the blog](/blog) and [a schema](/api/#schema/Project).
`;

describe('api-reference: guides of an operation', () => {
  test('an MDX page uses the operations it embeds and links, not those in code or other links', () => {
    assert.deepEqual([...operationsUsedBy(mdxPage, true, '/api/')].sort(), ['createDeployment', 'createProject']);
  });

  test('a CommonMark page is read as CommonMark: its links count, a tag is plain HTML', () => {
    const page = 'See [login](/api/#operation/login).\n\n<ApiOperation id="logout" />\n';
    assert.deepEqual([...operationsUsedBy(page, false, '/api/')], ['login']);
  });

  test('the reference under another base URL', () => {
    assert.deepEqual(
      [...operationsUsedBy('[a](/docs-site/api/#operation/login)', false, '/docs-site/api/')],
      ['login'],
    );
    assert.deepEqual([...operationsUsedBy('[a](/api/#operation/login)', false, '/docs-site/api/')], []);
  });

  test('each operation lists its pages in the order given, each page once', () => {
    const guides = guidesByOperation(
      [
        {title: 'Projects', permalink: '/docs/projects', text: mdxPage, mdx: true},
        {
          title: 'Intro',
          permalink: '/docs/intro',
          text: '[x](/api/#operation/createProject) and [y](/api/#operation/createProject)',
          mdx: true,
        },
      ],
      '/api/',
    );
    assert.deepEqual(guides, {
      createProject: [
        {title: 'Projects', permalink: '/docs/projects'},
        {title: 'Intro', permalink: '/docs/intro'},
      ],
      createDeployment: [{title: 'Projects', permalink: '/docs/projects'}],
    });
  });
});
