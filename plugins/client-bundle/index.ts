import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

import type {LoadContext, Plugin} from '@docusaurus/types';

const require = createRequire(import.meta.url);

/** Module requests this plugin answers with its own module, and the modules that answer them. */
export function replacements(): Record<string, string> {
  const ownModule = (name: string) => fileURLToPath(new URL(`./${name}.ts`, import.meta.url));
  const corePrefetch = require.resolve('@docusaurus/core/lib/client/prefetch.js');
  return {
    // Exact request only (`$`): the package's own files, which utilsCommon.ts imports, stay as they are.
    '@docusaurus/utils-common$': ownModule('utilsCommon'),
    // Core imports it as `./prefetch`, which resolves to the path without the extension.
    [corePrefetch]: ownModule('prefetch'),
    [corePrefetch.replace(/\.js$/, '')]: ownModule('prefetch'),
  };
}

/**
 * Swaps two modules of Docusaurus for lighter equivalents in the browser and server-rendering
 * bundles: ./utilsCommon.ts and ./prefetch.ts say what each saves.
 */
export default function clientBundle(_context: LoadContext): Plugin {
  return {
    name: 'client-bundle',
    configureWebpack() {
      return {resolve: {alias: replacements()}};
    },
  };
}
