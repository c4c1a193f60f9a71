import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

import type {ConfigureWebpackUtils, Plugin} from '@docusaurus/types';

const require = createRequire(import.meta.url);

const ownModule = (name: string) => fileURLToPath(new URL(`./${name}.ts`, import.meta.url));

/**
 * A Docusaurus file answered with this plugin's module `name`, under its resolved path and under
 * the path without the extension: core imports its prefetch helper as `./prefetch`.
 */
function replacing(request: string, name: string): Record<string, string> {
  const file = require.resolve(request);
  return {[file]: ownModule(name), [file.replace(/\.js$/, '')]: ownModule(name)};
}

/** Module requests this plugin answers with its own module, and the modules that answer them. */
export function replacements(): Record<string, string> {
  return {
    // Exact request only (`$`): the package's own files, which utilsCommon.ts imports, stay as they are.
    '@docusaurus/utils-common$': ownModule('utilsCommon'),
    ...replacing('@docusaurus/core/lib/client/prefetch.js', 'prefetch'),
  };
}

export const clientEntry = require.resolve('@docusaurus/core/lib/client/clientEntry.js');
const themeCommon = dirname(require.resolve('@docusaurus/theme-common'));

/**
 * Requests this plugin answers with its own module for the named importers only, as each
 * replacement imports the module it stands in for.
 */
export const importerReplacements: {request: RegExp; importers: string[]; module: string}[] = [
  // `window.docusaurus`, which core's client entry installs.
  {request: /^\.\/docusaurus$/, importers: [clientEntry], module: ownModule('docusaurusGlobal')},
  // The route's chunks, loaded in a task after the one that runs main.js.
  {request: /^\.\/preload$/, importers: [clientEntry], module: ownModule('preloadInOwnTask')},
  // theme-common's helpers, for the two modules that call its useShallowMemoObject.
  {
    request: /\/reactUtils$/,
    importers: [
      join(themeCommon, 'contexts/navbarSecondaryMenu/content.js'),
      join(themeCommon, 'hooks/useMutationObserver.js'),
    ],
    module: ownModule('reactUtils'),
  },
];

/**
 * V8's explicit compile hint (Chrome 136 and later): the browser compiles every function of the
 * file on the thread that streams it in, not one by one on the main thread the first time each is
 * called. Only the entry chunks carry it: every page runs most of them (React, the router, the
 * layout) while it hydrates; route chunks may only be prefetched. Other browsers read a comment.
 */
export const compileHint = '//# allFunctionsCalledOnLoad';

/**
 * Swaps Docusaurus modules in the browser and server-rendering bundles: ./utilsCommon.ts and
 * ./prefetch.ts are lighter equivalents, ./docusaurusGlobal.ts prefetches fewer pages,
 * ./reactUtils.ts memoizes without loading collation data, and ./preloadInOwnTask.ts splits the client entry's longest task in two; each says what it saves.
 * The entry chunks carry V8's compile hint (`compileHint`).
 * The page template (./pageTemplate.ts, ./page.html.eta) starts the bundle once the server's HTML
 * is on screen.
 */
export default function clientBundle(): Plugin {
  return {
    name: 'client-bundle',
    configureWebpack(_config, isServer, {currentBundler}: ConfigureWebpackUtils) {
      const plugins = importerReplacements.map(
        ({request, importers, module}) =>
          new currentBundler.instance.NormalModuleReplacementPlugin(
            request,
            (resolveData: {request: string; contextInfo: {issuer: string}}) => {
              if (importers.includes(resolveData.contextInfo.issuer)) resolveData.request = module;
            },
          ),
      );
      const compileHintBanner = isServer
        ? []
        : [
            new currentBundler.instance.BannerPlugin({
              banner: compileHint,
              raw: true,
              entryOnly: true,
              // The entry's stylesheet would read the line as a selector and drop its first rule.
              test: /\.js$/,
              // After minification, which drops comments.
              stage: currentBundler.instance.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
            }),
          ];
      return {resolve: {alias: replacements()}, plugins: [...plugins, ...compileHintBanner]};
    },
  };
}
