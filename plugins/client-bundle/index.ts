import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

import type {ConfigureWebpackUtils, LoadContext, Plugin} from '@docusaurus/types';

const require = createRequire(import.meta.url);

const ownModule = (name: string) => fileURLToPath(new URL(`./${name}.ts`, import.meta.url));

/** Module requests this plugin answers with its own module, and the modules that answer them. */
export function replacements(): Record<string, string> {
  const corePrefetch = require.resolve('@docusaurus/core/lib/client/prefetch.js');
  return {
    // Exact request only (`$`): the package's own files, which utilsCommon.ts imports, stay as they are.
    '@docusaurus/utils-common$': ownModule('utilsCommon'),
    // Core imports it as `./prefetch`, which resolves to the path without the extension.
    [corePrefetch]: ownModule('prefetch'),
    [corePrefetch.replace(/\.js$/, '')]: ownModule('prefetch'),
  };
}

/** The module that core's client entry installs as `window.docusaurus`, for this plugin's. */
export const clientEntry = require.resolve('@docusaurus/core/lib/client/clientEntry.js');
export const docusaurusGlobal = ownModule('docusaurusGlobal');

/** The theme-common modules whose `reactUtils` import gets ./reactUtils.ts (not the package's index, which it imports). */
const themeCommon = dirname(require.resolve('@docusaurus/theme-common'));
export const shallowMemoImporters = [
  join(themeCommon, 'contexts/navbarSecondaryMenu/content.js'),
  join(themeCommon, 'hooks/useMutationObserver.js'),
];
export const reactUtils = ownModule('reactUtils');

/**
 * Swaps Docusaurus modules in the browser and server-rendering bundles: ./utilsCommon.ts and
 * ./prefetch.ts are lighter equivalents, ./docusaurusGlobal.ts prefetches fewer pages,
 * ./reactUtils.ts memoizes without loading collation data; each says what it saves. The global and
 * reactUtils are replaced for the named importers only, as each replacement imports the original.
 */
export default function clientBundle(_context: LoadContext): Plugin {
  return {
    name: 'client-bundle',
    configureWebpack(_config, _isServer, {currentBundler}: ConfigureWebpackUtils) {
      const replaceGlobal = new currentBundler.instance.NormalModuleReplacementPlugin(
        /^\.\/docusaurus$/,
        (resolveData: {request: string; contextInfo: {issuer: string}}) => {
          if (resolveData.contextInfo.issuer === clientEntry) resolveData.request = docusaurusGlobal;
        },
      );
      const replaceReactUtils = new currentBundler.instance.NormalModuleReplacementPlugin(
        /\/reactUtils$/,
        (resolveData: {request: string; contextInfo: {issuer: string}}) => {
          if (shallowMemoImporters.includes(resolveData.contextInfo.issuer)) resolveData.request = reactUtils;
        },
      );
      return {resolve: {alias: replacements()}, plugins: [replaceGlobal, replaceReactUtils]};
    },
  };
}
