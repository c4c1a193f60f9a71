// Lint for the site's own code: TypeScript (type-aware rules off for speed), React hooks, Node scripts,
// and the layers of ARCHITECTURE.md ("Which layer a file belongs to"), checked import by import.
import {dirname, relative, resolve, sep} from 'node:path';
import {fileURLToPath} from 'node:url';

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const root = dirname(fileURLToPath(import.meta.url));

/**
 * The small modules in which a plugin publishes the shapes and addresses of what it writes: the
 * site's UI and other plugins may import these, and nothing else of a plugin.
 */
const publishedModules = new Set([
  'plugins/code-highlight/blocks',
  'plugins/code-highlight/encoding',
  'plugins/latest-posts/types',
  'plugins/llms-txt/markdownPath',
  'plugins/releases-feed/paths',
]);

/** A repository path without its extension and a trailing /index: what an import names. */
const moduleOf = (path) => path.replace(/(?:\.d)?\.(?:[cm]?[jt]sx?)$/, '').replace(/\/index$/, '');

/**
 * Why the file `from` may not import `to` (both relative to the repository, with `/`), or null when
 * the layer table allows it. Files outside these layers (tests, configuration) may import anything.
 */
function layerViolation(from, to) {
  const within = (dir) => to === dir || to.startsWith(`${dir}/`);
  const published = publishedModules.has(moduleOf(to));
  if (from.startsWith('lib/')) return within('lib') ? null : 'lib/ imports only lib/ and npm packages';
  const plugin = /^plugins\/([^/]+)\//.exec(from)?.[1];
  if (plugin) {
    if (within(`plugins/${plugin}`) || within('lib') || within('src/data') || published) return null;
    if (within('scripts')) return 'a plugin never imports scripts/';
    if (within('src/components'))
      return `a plugin${from.startsWith(`plugins/${plugin}/theme/`) ? "'s theme" : ''} never imports src/components: use a theme component (@theme/…) or move the code into lib/`;
    if (within('plugins'))
      return 'a plugin never imports another plugin, only the modules plugins publish (publishedModules in eslint.config.mjs)';
    return 'a plugin imports lib/, src/data and its own files';
  }
  if (from.startsWith('src/data/'))
    return within('src/data') || published ? null : 'src/data imports only src/data and the modules plugins publish';
  if (from.startsWith('src/pages/'))
    return within('src/pages') || within('src/components') || within('src/data')
      ? null
      : 'a page imports src/components and src/data';
  if (from.startsWith('src/'))
    return within('src') || published
      ? null
      : "the site's UI imports src/, @theme/… and the modules plugins publish (publishedModules in eslint.config.mjs)";
  if (from.startsWith('scripts/')) return within('lib') || within('scripts') ? null : 'scripts/ import lib/';
  return null;
}

/** The aliases that only the bundler knows: build-time code in lib/ cannot use them. */
const bundlerAlias = /^@(?:theme|theme-original|theme-init|generated|api-reference)\//;

const layerRule = {
  meta: {
    type: 'problem',
    docs: {description: 'Imports follow the layer table of ARCHITECTURE.md'},
    schema: [],
  },
  create(context) {
    const file = relative(root, context.filename).split(sep).join('/');
    if (file.startsWith('..')) return {};
    const check = (node) => {
      const source = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
      if (source === null) return;
      let target = null;
      if (source.startsWith('.')) target = resolve(dirname(context.filename), source);
      else if (source.startsWith('@site/')) target = resolve(root, source.slice('@site/'.length));
      else if (file.startsWith('lib/') && bundlerAlias.test(source)) {
        context.report({node, message: `${file} imports ${source}: lib/ imports only lib/ and npm packages`});
        return;
      }
      if (target === null) return;
      const to = relative(root, target).split(sep).join('/');
      if (to.startsWith('..')) return;
      const why = layerViolation(file, to);
      if (why) context.report({node, message: `${file} imports ${to}: ${why} (ARCHITECTURE.md, layer table)`});
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') check(node.arguments[0]);
      },
    };
  },
};

export default tseslint.config(
  {ignores: ['build/', '.docusaurus/', 'node_modules/', 'bench/results/', 'test-results/']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_'}],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {globals: globals.node},
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: {layers: {rules: {imports: layerRule}}},
    rules: {'layers/imports': 'error'},
  },
);
