/**
 * The first-paint hold (src/components/FirstPaintWaitsFor), offered as a theme component so that
 * the search bar and the page actions use it without importing src/components (eslint.config.mjs,
 * layers).
 */
export {default} from '@site/src/components/FirstPaintWaitsFor';
