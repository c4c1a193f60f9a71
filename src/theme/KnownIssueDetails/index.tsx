/**
 * A known issue's symptom, cause with its source files, and workaround, and the registry's backtick
 * markup as code: the one implementation in src/components/KnownIssue, offered as a theme component
 * so that a plugin's UI (the API reference's operations and its "Known issues" section) shows
 * entries exactly as the docs do without importing src/components (eslint.config.mjs, layers).
 */
export {KnownIssueDetails as default, withCode} from '@site/src/components/KnownIssue';
