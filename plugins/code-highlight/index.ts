import {createRequire} from 'node:module';

import type {LoadContext, Plugin} from '@docusaurus/types';

export {default as remarkCodeHighlight} from './remark';

const require = createRequire(import.meta.url);

/**
 * Code is highlighted at build time (./remark.ts), so the browser needs no Prism. The classic
 * theme registers its Prism languages from a client module that runs on every page and imports
 * Prism; this plugin drops that module from the bundles, which takes Prism out of main.js.
 */
export default function codeHighlight(_context: LoadContext): Plugin {
  const themeLanguagesModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
  // .docusaurus/client-modules.js requires it by its path without the extension.
  const requests = [themeLanguagesModule, themeLanguagesModule.replace(/\.js$/, '')];
  return {
    name: 'code-highlight',
    configureWebpack() {
      return {resolve: {alias: Object.fromEntries(requests.map((request) => [request, false]))}};
    },
  };
}
