/**
 * The layer rule of eslint.config.mjs (`layers/imports`): ESLint itself, with the repository's
 * configuration, lints small files placed in each layer, and fails exactly those imports that the
 * layer table of ARCHITECTURE.md does not allow.
 */
import assert from 'node:assert/strict';
import {join} from 'node:path';
import {before, describe, test} from 'node:test';

import {ESLint} from 'eslint';

const root = join(import.meta.dirname, '../..');
let eslint: ESLint;

before(() => {
  eslint = new ESLint({cwd: root});
});

/** The messages of the layer rule for `code` as if it were the file `file` (need not exist). */
async function layerMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {filePath: join(root, file)});
  return result.messages.filter((message) => message.ruleId === 'layers/imports').map((message) => message.message);
}

async function fails(file: string, code: string, why: RegExp) {
  const messages = await layerMessages(file, code);
  assert.equal(messages.length, 1, `${file}: ${code}\n${messages.join('\n')}`);
  assert.match(messages[0], why);
}

async function passes(file: string, code: string) {
  assert.deepEqual(await layerMessages(file, code), [], `${file}: ${code}`);
}

describe('layers: plugins', () => {
  test('a plugin never imports another plugin, however it names it', async () => {
    const why = /a plugin never imports another plugin/;
    await fails('plugins/api-reference/x.ts', "import {a} from '../llms-txt/markdown';", why);
    await fails('plugins/api-reference/model/x.ts', "import {a} from '../../llms-txt/markdown';", why);
    await fails('plugins/llms-txt/x.ts', "import type {A} from '@site/plugins/api-reference/types';", why);
    await fails('plugins/llms-txt/x.ts', "export {a} from '../api-reference/embedded';", why);
    await fails('plugins/llms-txt/x.ts', "export * from '../api-reference/embedded';", why);
    await fails('plugins/llms-txt/x.ts', "const m = import('../api-reference/embedded');", why);
  });

  test('a plugin never imports scripts/', async () => {
    await fails(
      'plugins/site-search/x.ts',
      "import {deliver} from '../../scripts/deliver.mjs';",
      /never imports scripts/,
    );
  });

  test("a plugin's theme never imports src/components", async () => {
    const why = /a plugin's theme never imports src\/components/;
    await fails('plugins/api-reference/theme/ApiX/index.tsx', "import A from '@site/src/components/KnownIssue';", why);
    await fails(
      'plugins/api-reference/theme/ApiX/index.tsx',
      "import '../../../../src/components/A/styles.module.css';",
      why,
    );
    await fails(
      'plugins/glossary/x.ts',
      "import A from '@site/src/components/ScrollBox';",
      /a plugin never imports src\/components/,
    );
  });

  test('a plugin imports lib/, src/data, its own files, packages, theme components and published modules', async () => {
    await passes(
      'plugins/api-reference/theme/ApiX/index.tsx',
      [
        "import {a} from '../../constants';",
        "import B from '@theme/ApiDeferred';",
        "import C from '@theme/KnownIssueDetails';",
        "import {d} from '@site/src/data/site';",
        "import {e} from '@site/plugins/api-reference/types';",
        "import clsx from 'clsx';",
      ].join('\n'),
    );
    await passes(
      'plugins/api-reference/constants.ts',
      "import {markdownPathOf} from '../llms-txt/markdownPath';\nimport {f} from '../../lib/markdownCopies';",
    );
  });
});

describe('layers: lib and src', () => {
  test('lib/ imports only lib/ and npm packages', async () => {
    await passes('lib/x.ts', "import {a} from './openapi.mjs';\nimport yaml from 'yaml';");
    await fails('lib/x.ts', "import {site} from '../src/data/site';", /lib\/ imports only lib\//);
    await fails('lib/x.ts', "import {a} from '../plugins/llms-txt/markdownPath';", /lib\/ imports only lib\//);
    await fails('lib/x.mjs', "import Layout from '@theme/Layout';", /lib\/ imports only lib\//);
  });

  test("the site's UI imports src/, @theme/… and the modules plugins publish", async () => {
    await passes(
      'src/theme/X/index.tsx',
      [
        "import A from '@site/src/components/ScrollBox';",
        "import B from '@theme/PageActions';",
        "import {markdownPathOf} from '@site/plugins/llms-txt/markdownPath';",
        "import {releasesFeeds} from '../../../plugins/releases-feed/paths';",
      ].join('\n'),
    );
    const why = /the site's UI imports src\//;
    await fails('src/components/X/index.tsx', "import type {A} from '@site/plugins/api-reference/types';", why);
    await fails('src/theme/X/index.tsx', "import {a} from '../../../lib/openapi.mjs';", why);
  });

  test('src/data imports src/data; pages import components and data', async () => {
    await passes('src/data/x.ts', "import {site} from './site';\nimport {r} from '../../plugins/releases-feed/paths';");
    await fails('src/data/x.ts', "import A from '../components/KnownIssue';", /src\/data imports only src\/data/);
    await passes(
      'src/pages/x.tsx',
      "import A from '@site/src/components/HomeHero';\nimport s from './index.module.css';",
    );
    await fails('src/pages/x.tsx', "import {a} from '../../plugins/api-reference/types';", /a page imports/);
  });

  test('tests and configuration may import anything', async () => {
    await passes('tests/unit/x.test.ts', "import {a} from '../../plugins/api-reference/embedded';");
    await passes('docusaurus.config.ts', "import a from './plugins/llms-txt';");
  });
});
