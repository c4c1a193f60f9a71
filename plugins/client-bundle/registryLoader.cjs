// Rspack loader for Docusaurus's generated route registry (.docusaurus/registry.js), browser bundle
// only; ./index.ts adds it. Each entry names its module twice more: once for server rendering, which
// collects the modules a page used, and once for the bundler's module id. The browser never reads
// the name (react-loadable reports modules only inside its server-side Capture), yet main.js
// carried every route's module path: 1.2 KiB of gzip on every page.
'use strict';

// One entry as core's codegen writes it (codegenRoutes.js, genRegistry); the last one closes the object.
const entry =
  /^( {2}"[^"]+": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "([^"]*)"\)), "\2"(, require\.resolveWeak\("\2"\)\],(?:\};)?)$/gm;

module.exports = function registryWithoutModuleNames(source) {
  const entries = source.split('\n').filter((line) => line.startsWith('  "')).length;
  let replaced = 0;
  const result = source.replace(entry, (_match, head, _modulePath, tail) => {
    replaced += 1;
    return `${head}, ""${tail}`;
  });
  if (entries === 0 || replaced !== entries) {
    throw new Error(
      `client-bundle: ${replaced} of ${entries} route registry entries have the expected form; Docusaurus changed how it writes them`,
    );
  }
  return result;
};
