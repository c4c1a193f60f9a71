import {createRequire} from 'node:module';
import {copyFileSync, existsSync, mkdirSync, readdirSync} from 'node:fs';
import {join} from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {blocksAlias, blocksPath} from './blocks';
import {modulesDirOf, written} from './remark';

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
      const side = isServer || process.env.NODE_ENV !== 'production' ? 'server' : 'client';
      return {
        resolve: {
          alias: {
            ...Object.fromEntries(requests.map((request) => [request, false])),
            [blocksAlias]: join(modulesDir, side),
          },
        },
      };
    },
    async postBuild({outDir}) {
      const source = join(modulesDir, 'client');
      if (!existsSync(source)) return;
      // Loaders may run outside this process; then every cached page's file is published.
      const hashes =
        written.size > 0
          ? [...written]
          : readdirSync(source)
              .filter((file) => file.endsWith('.json'))
              .map((file) => file.slice(0, -'.json'.length));
      mkdirSync(join(outDir, blocksPath), {recursive: true});
      for (const hash of hashes) copyFileSync(join(source, `${hash}.json`), join(outDir, blocksPath, `${hash}.json`));
    },
  };
}
