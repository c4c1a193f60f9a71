/**
 * Every browser-storage key this site writes, with its purpose. The privacy policy renders this
 * list, and our own components take their keys from here, so the policy cannot drift from the code.
 * The theme's keys are fixed by Docusaurus (and by the spec); ours are prefixed `kublade.`.
 */

import {installationStorageKeys} from './installationStorage';

export {installationStorageKeys};

export interface StorageKey {
  key: string;
  storage: 'localStorage' | 'sessionStorage';
  written: string;
  purpose: string;
}

export const apiStorageKeys = {
  codeLanguage: 'kublade.api.code-language',
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
    key: installationStorageKeys.values,
    storage: 'localStorage',
    written:
      'When you save the "Your installation" form (on the introduction, the installation pages and the API reference) or enter the address of your installation in the API reference',
    purpose:
      'The values of your own installation that you entered (its address, Git host, database and Redis hosts, database name, namespaces, kube context, project ID): code samples show them in place of the examples. "Clear" deletes them.',
  },
  {
    key: installationStorageKeys.token,
    storage: 'sessionStorage',
    written: 'Only if you enter an API token in the "Your installation" form',
    purpose:
      'That API token, shown in the code samples in place of $TOKEN. Kept for the open tab only: your browser deletes it when you close the tab; "Clear" deletes it at once.',
  },
  {
    key: apiStorageKeys.token,
    storage: 'localStorage',
    written: 'Only if you tick "remember" in "Try it"',
    purpose:
      'Your API token, so you stay signed in to your installation while you try operations. Untick to delete it.',
  },
];
