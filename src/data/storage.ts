/**
 * Every browser-storage key this site writes, with its purpose. The privacy policy renders this
 * list, and our own components take their keys from here, so the policy cannot drift from the code.
 * The theme's keys are fixed by Docusaurus (and by the spec); ours are prefixed `kublade.`.
 */

export interface StorageKey {
  key: string;
  storage: 'localStorage' | 'sessionStorage';
  written: string;
  purpose: string;
}

export const apiStorageKeys = {
  codeLanguage: 'kublade.api.code-language',
  baseUrl: 'kublade.api.base-url',
  token: 'kublade.api.token',
} as const;

export const storageKeys: StorageKey[] = [
  {
    key: 'theme',
    storage: 'localStorage',
    written: 'On every visit',
    purpose: 'The colour mode. This site only has a light mode, so the value is always "light".',
  },
  {
    key: 'docusaurus.announcement.dismiss',
    storage: 'localStorage',
    written: 'When you close the announcement bar',
    purpose: 'Remembers that you closed the announcement bar.',
  },
  {
    key: 'docusaurus.announcement.id',
    storage: 'localStorage',
    written: 'On every visit while an announcement is shown',
    purpose: 'The announcement you saw, so a new announcement is shown again even if you closed the previous one.',
  },
  {
    key: 'docs-preferred-version-default',
    storage: 'localStorage',
    written: 'When you choose a documentation version',
    purpose: 'The documentation version you prefer. Only written if the site offers more than one version.',
  },
  {
    key: 'docusaurus.tab.<group>',
    storage: 'localStorage',
    written: 'When you pick a tab such as an operating system or installation method',
    purpose: 'Shows the same choice on other pages that offer it.',
  },
  {
    key: apiStorageKeys.codeLanguage,
    storage: 'localStorage',
    written: 'When you pick a code-sample language in the API reference',
    purpose: 'Shows code samples in the language you chose.',
  },
  {
    key: apiStorageKeys.baseUrl,
    storage: 'localStorage',
    written:
      'When you enter the address of your installation in the API reference (above the operations or in "Try it")',
    purpose:
      'The address of your own installation: the code samples and "Try it" use it, so you do not have to type it again.',
  },
  {
    key: apiStorageKeys.token,
    storage: 'localStorage',
    written: 'Only if you tick "remember" in "Try it"',
    purpose:
      'Your API token, so you stay signed in to your installation while you try operations. Untick to delete it.',
  },
];
