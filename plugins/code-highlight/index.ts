import {createRequire} from 'node:module';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {bundleSide} from '../../lib/pageModules';
import {blocksAlias, registryAlias} from './blocks';
import {blockModules, modulesDirOf} from './remark';

export {default as remarkCodeHighlight} from './remark';

const require = createRequire(import.meta.url);

/**
 * Code is highlighted at build time (./remark.ts), so the browser needs no Prism. The classic
 * theme registers its Prism languages from a client module that runs on every page and imports
 * Prism; this plugin drops that module from the bundles, which takes Prism out of main.js. It
 * also resolves the pages' blocks modules per bundle (./blocks.ts) and publishes their files.
 * `docusaurus start` renders in the browser only, so there the browser gets the HTML.
 */
export default function codeHighlight(context: LoadContext): Plugin {
  const themeLanguagesModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
  // .docusaurus/client-modules.js requires it by its path without the extension.
  const requests = [themeLanguagesModule, themeLanguagesModule.replace(/\.js$/, '')];
  const modulesDir = modulesDirOf(context.siteDir);
  return {
    name: 'code-highlight',
    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            ...Object.fromEntries(requests.map((request) => [request, false])),
            [blocksAlias]: join(modulesDir, bundleSide(isServer)),
            [registryAlias]: fileURLToPath(new URL('./blocks.ts', import.meta.url)),
          },
        },
      };
    },
    async postBuild({outDir}) {
      blockModules.publish(modulesDir, outDir);
    },
  };
}
