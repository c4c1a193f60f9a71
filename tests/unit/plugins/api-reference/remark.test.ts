import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {remarkCodeHighlight} from '../../../../plugins/code-highlight';
import {baseUrlMarker, sampleToken} from '../../../../plugins/api-reference/constants';
import {
  embeddedOperations,
  guideCurl,
  type EmbeddedOperation,
  referenceCurl,
} from '../../../../plugins/api-reference/embedded';
import remarkApiOperations from '../../../../plugins/api-reference/remark';
import {buildViewModel} from '../../../../plugins/api-reference/viewModel';
import {description} from './fixture';

function operationsOfFixture(): Map<string, EmbeddedOperation> {
  const built = buildViewModel(description());
  return embeddedOperations(built.model, built.examples);
}

/** Compiles MDX with the plugin (and code-highlight after it, as in the config); returns the JavaScript. */
async function compiled(source: string, path = 'docs/page.mdx'): Promise<string> {
  // ESM only: a dynamic import, as tsx runs this file as CommonJS.
  const {compile} = await import('@mdx-js/mdx');
  const operations = operationsOfFixture();
  return String(
    await compile(
      {value: source, path},
      {remarkPlugins: [[remarkApiOperations, {operations: () => operations}], remarkCodeHighlight]},
    ),
  );
}

describe('api-reference: embedded operations', () => {
  test("the data comes from the view model: full path, upper-case method, curl in the guides' convention", () => {
    const operation = operationsOfFixture().get('getProject');
    assert.ok(operation);
    assert.equal(operation.method, 'GET');
    assert.equal(operation.path, '/api/projects/{project_id}');
    assert.equal(operation.summary, 'Get a project');
    assert.match(operation.curl, /^curl --request GET/);
    assert.match(operation.curl, /--url "\$KUBLADE\/api\/projects\/\$PROJECT_ID" \\\n/);
    assert.match(operation.curl, /--header "Authorization: Bearer \$TOKEN"/);
    assert.ok(!operation.curl.includes(baseUrlMarker), 'no marker is left for the guide');
    assert.ok(!operation.curl.includes(sampleToken), 'no token of the reference is left');
  });

  test('a public operation sends no token, and its body keeps the example', () => {
    const operation = operationsOfFixture().get('login');
    assert.ok(operation);
    assert.match(operation.curl, /--url "\$KUBLADE\/api\/auth\/login"/);
    assert.ok(!operation.curl.includes('Authorization'));
    assert.match(operation.curl, /--data '\{/);
  });

  test('guideCurl: path parameters become variables, the query stays, the shell sees no stray character', () => {
    const sample = [
      'curl --request GET \\',
      `  --url '${baseUrlMarker}/api/templates/1/fields/2x?sort=%24name&q=a%22b' \\`,
      `  --header 'Authorization: Bearer ${sampleToken}'`,
    ].join('\n');
    assert.equal(
      guideCurl(sample, '/api/templates/{template_id}/fields/{field-id}x'),
      [
        'curl --request GET \\',
        '  --url "$KUBLADE/api/templates/$TEMPLATE_ID/fields/${FIELD_ID}x?sort=%24name&q=a%22b" \\',
        '  --header "Authorization: Bearer $TOKEN"',
      ].join('\n'),
    );
    assert.throws(() => guideCurl('curl --url http://elsewhere/api', '/api'), /no --url at the installation's address/);
    assert.throws(
      () => guideCurl(`curl --url ${baseUrlMarker}/api -H "Authorization: Bearer ${sampleToken}"`, '/api'),
      /sends the token in a form guideCurl does not know/,
    );
  });

  test('the reference keeps its own form: the default address and the token to replace', () => {
    const built = buildViewModel(description());
    const curl = referenceCurl(built.examples.getProject, built.tryIt.defaultBaseUrl);
    assert.match(curl, /--url http:\/\/localhost\/api\/projects\/[^ ]+/);
    assert.ok(curl.includes(`Bearer ${sampleToken}`));
  });
});

describe('api-reference remark plugin', () => {
  test('<ApiOperation id> gets method, path and summary as props and its curl sample as a highlighted code block', async () => {
    const code = await compiled('Text.\n\n<ApiOperation id="login" />\n');
    assert.match(code, /method: "POST"/);
    assert.match(code, /path: "\/api\/auth\/login"/);
    assert.match(code, /summary: "Log in"/);
    assert.match(code, /className: "language-bash"/);
    assert.match(code, /highlightedBlock: "/, 'code-highlight saw the inserted block');
    assert.match(code, /admin@example\.com/, 'the sample carries the request body example');
    assert.ok(!code.includes('Get a project'), 'other operations stay out of the page');
  });

  test('an unknown id fails the build and names the file', async () => {
    await assert.rejects(
      compiled('<ApiOperation id="noSuchOperation" />\n', 'docs/broken.mdx'),
      /docs\/broken\.mdx: <ApiOperation id="noSuchOperation" \/> names no operation/,
    );
  });

  test('props written in the source are replaced, and other elements are left alone', async () => {
    const code = await compiled('<ApiOperation id="login" method="DELETE" />\n\n<Other id="login" />\n');
    assert.equal((code.match(/method: /g) ?? []).length, 1);
    assert.ok(!code.includes('method: "DELETE"'));
    assert.match(code, /_jsx\(Other, \{\s*id: "login"/);
  });

  test('without published operations the plugin says what is missing', async () => {
    const {compile} = await import('@mdx-js/mdx');
    const key = Symbol.for('kublade.api-reference.embedded-operations');
    const registry = globalThis as {[key]?: unknown};
    const saved = registry[key];
    delete registry[key];
    try {
      await assert.rejects(
        compile('<ApiOperation id="login" />\n', {remarkPlugins: [remarkApiOperations]}),
        /no operations published yet/,
      );
    } finally {
      if (saved !== undefined) registry[key] = saved;
    }
  });
});
