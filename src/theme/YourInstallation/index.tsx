/**
 * The "Your installation" form and its stored values (src/components/YourInstallation), offered as a
 * theme component so that the API reference's UI shares them without importing src/components
 * (eslint.config.mjs, layers).
 */
export {default} from '@site/src/components/YourInstallation';
export {readValues, subscribeValues, writeValues} from '@site/src/components/YourInstallation/store';
