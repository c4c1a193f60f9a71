/**
 * The link to the documentation as one PDF (src/components/DocsPdfLink), offered as a theme component
 * so that the API reference's header links it without importing src/components (eslint.config.mjs,
 * layers).
 */
export {default} from '@site/src/components/DocsPdfLink';
