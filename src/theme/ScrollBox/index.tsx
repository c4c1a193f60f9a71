/**
 * The box that scrolls sideways, visibly and by keyboard, when its content is wider than the
 * column: the one implementation in src/components/ScrollBox, offered as a theme component so that
 * a plugin's UI (plugins/mermaid-svg's diagrams) uses it without importing src/components
 * (eslint.config.mjs, layers).
 */
export {default} from '@site/src/components/ScrollBox';
export type {ScrollBoxProps} from '@site/src/components/ScrollBox';
