/**
 * The API's operations as plugins/api-reference publishes them while the site builds, for the code
 * that shows or lists them without importing that plugin: its remark plugin gives a guide's
 * `<ApiOperation id>` the operation's method, path, summary and curl sample, and plugins/llms-txt
 * writes the same into the guide's Markdown copy and lists each operation's own copy in llms.txt.
 */
export interface EmbeddedOperation {
  id: string;
  method: string;
  /** The full request path, base path included, e.g. `/api/projects/{project_id}/deployments`. */
  path: string;
  summary: string;
  /**
   * The reference's curl sample in the site's convention for commands (`guideCurl` of
   * plugins/api-reference/embedded.ts), so that it runs after the page's own commands have set the variables.
   */
  curl: string;
  /** Where the operation's Markdown copy lives, below the site's base URL, e.g. `api/operations/login.md`. */
  markdownPath: string;
}

/*
 * The plugin publishes the operations in loadContent; the remark plugin and llms-txt read them
 * while pages are compiled and written, which Docusaurus always does afterwards. Docusaurus loads
 * the config with a fresh module registry per import (jiti without require cache), so a
 * module-level variable could exist twice; a registered symbol on globalThis cannot.
 */
const registryKey = Symbol.for('kublade.api-reference.embedded-operations');
type Registry = {[registryKey]?: Map<string, EmbeddedOperation>};

export function publishEmbeddedOperations(operations: Map<string, EmbeddedOperation>): void {
  (globalThis as Registry)[registryKey] = operations;
}

/** The published operations; throws when the api-reference plugin has not loaded its content. */
export function publishedOperations(): Map<string, EmbeddedOperation> {
  const operations = (globalThis as Registry)[registryKey];
  if (!operations)
    throw new Error('[api-reference] no operations published yet: is the api-reference plugin in the config?');
  return operations;
}
