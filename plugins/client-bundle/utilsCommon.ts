/**
 * `@docusaurus/utils-common` for the bundles (aliased by ./index.ts). Its index is compiled
 * CommonJS that requires `tslib` for one `__importDefault` call, which put all of tslib (4 KiB
 * gzip) into main.js. This module exports the same names straight from the package's files, none
 * of which needs tslib; tests/unit/plugins/client-bundle.test.ts checks that the names and values
 * stay those of the package.
 */
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash.js';
export {addPrefix, removeSuffix, addSuffix, removePrefix} from '@docusaurus/utils-common/lib/stringUtils.js';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils.js';

// Defined in the package's index itself; the test compares it with the package's value.
export const blogPostContainerID = '__blog-post-container';
