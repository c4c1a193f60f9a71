import type * as PrismNamespace from 'prismjs';
import includeThemeLanguages from '@theme-original/prism-include-languages';

/**
 * Wrapped to add two languages Prism lacks and our docs use everywhere: `blade` (Blade directives
 * and echoes inside YAML, the way Kublade templates are written) and `dotenv` (.env files).
 */
export default function prismIncludeLanguages(Prism: typeof PrismNamespace): void {
  includeThemeLanguages(Prism);

  const php = Prism.languages.php;
  Prism.languages.blade = Prism.languages.extend('yaml', {});
  Prism.languages.insertBefore('blade', 'comment', {
    'blade-comment': {pattern: /\{\{--[\s\S]*?--\}\}/, greedy: true, alias: 'comment'},
    'blade-echo': {
      pattern: /\{!![\s\S]*?!!\}|\{\{[\s\S]*?\}\}/,
      greedy: true,
      inside: {
        delimiter: {pattern: /^\{(?:!!|\{)|(?:!!|\})\}$/, alias: 'punctuation'},
        rest: php,
      },
    },
    'blade-directive': {
      pattern: /@[a-zA-Z]+(?:\s*\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\))?/,
      greedy: true,
      inside: {
        keyword: /^@[a-zA-Z]+/,
        rest: php,
      },
    },
  });

  Prism.languages.dotenv = {
    comment: {pattern: /(^|\s)#.*/, lookbehind: true, greedy: true},
    'attr-name': {pattern: /^\s*(?:export\s+)?[A-Za-z_][A-Za-z0-9_.]*(?==)/m},
    punctuation: /=/,
    string: {pattern: /"(?:\\.|[^"\\])*"|'[^']*'/, greedy: true},
    'attr-value': {pattern: /(=)[^\s#]+/, lookbehind: true},
  };
}
