import {createRequire} from 'node:module';

import {normalizeTokens, Prism} from 'prism-react-renderer';

import type {Token} from './encoding';

const require = createRequire(import.meta.url);

/**
 * Prism grammars on top of prism-react-renderer's bundled set: the ones the docs use, loaded from
 * prismjs the way Docusaurus loads `prism.additionalLanguages` (its components register themselves
 * on a global Prism), and two of our own.
 */
const additionalLanguages = ['bash', 'markup-templating', 'php', 'json', 'yaml', 'nginx', 'ini'] as const;

const globals = globalThis as {Prism?: typeof Prism};
const previous = globals.Prism;
globals.Prism = Prism;
for (const language of additionalLanguages) require(`prismjs/components/prism-${language}.js`);
if (previous === undefined) delete globals.Prism;
else globals.Prism = previous;

// `blade`: YAML with Blade echoes, comments and directives in it, the way Kublade templates are
// written; PHP highlights what the echoes and directive arguments hold.
Prism.languages.blade = Prism.languages.extend('yaml', {});
Prism.languages.insertBefore('blade', 'comment', {
  'blade-comment': {pattern: /\{\{--[\s\S]*?--\}\}/, greedy: true, alias: 'comment'},
  'blade-echo': {
    pattern: /\{!![\s\S]*?!!\}|\{\{[\s\S]*?\}\}/,
    greedy: true,
    inside: {
      // Not `delimiter` or `keyword`: `rest` copies PHP's rules in, and PHP has rules of those names.
      'echo-delimiter': {pattern: /^\{(?:!!|\{)|(?:!!|\})\}$/, alias: 'punctuation'},
      rest: Prism.languages.php!,
    },
  },
  'blade-directive': {
    pattern: /@[a-zA-Z]+(?:\s*\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\))?/,
    greedy: true,
    inside: {
      'directive-name': {pattern: /^@[a-zA-Z]+/, alias: 'keyword'},
      rest: Prism.languages.php!,
    },
  },
});

// `dotenv`: .env files.
Prism.languages.dotenv = {
  comment: {pattern: /(^|\s)#.*/, lookbehind: true, greedy: true},
  'attr-name': {pattern: /^\s*(?:export\s+)?[A-Za-z_][A-Za-z0-9_.]*(?==)/m},
  punctuation: /=/,
  string: {pattern: /"(?:\\.|[^"\\])*"|'[^']*'/, greedy: true},
  'attr-value': {pattern: /(=)[^\s#]+/, lookbehind: true},
};

/**
 * Highlights code the way prism-react-renderer's <Highlight> does in the browser (same Prism, same
 * hooks, same line splitting), so pages look as before without shipping Prism. A language Prism
 * does not know comes back as plain lines, as it would in the browser.
 */
export function highlight(code: string, language: string): Token[][] {
  const grammar = Prism.languages[language.toLowerCase()];
  if (!grammar) return normalizeTokens([code]);
  const env = {code, grammar, language: language.toLowerCase(), tokens: [] as ReturnType<typeof Prism.tokenize>};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(env.code, env.grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}

export function knowsLanguage(language: string): boolean {
  return Prism.languages[language.toLowerCase()] !== undefined;
}
