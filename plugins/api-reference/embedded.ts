import {baseUrlMarker, sampleToken} from './constants';
import type {ApiOperationExamples, ApiViewModel} from './types';

/**
 * What a guide shows of an operation (`<ApiOperation id>`, see ./remark.ts): taken from the same
 * view model as /api/, so the two never disagree.
 */
export interface EmbeddedOperation {
  id: string;
  method: string;
  /** The full request path, base path included, e.g. `/api/projects/{project_id}/deployments`. */
  path: string;
  summary: string;
  /**
   * The reference's curl sample in the site's convention for commands (see `guideCurl`), so that it
   * runs after the page's own commands have set the variables.
   */
  curl: string;
}

/** Shell variable names of the site's commands (WRITING.md, "Commands a reader pastes"). */
export const shellVariables = {address: 'KUBLADE', token: 'TOKEN'} as const;

/** The shell variable of a path parameter: `project_id` → `PROJECT_ID`. */
export function pathVariable(parameter: string): string {
  return parameter.replace(/[^A-Za-z0-9_]/g, '_').toUpperCase();
}

/** Inside double quotes, the shell still treats `\`, `"`, `$` and `` ` `` specially. */
const doubleQuoted = (text: string) => text.replace(/[\\"$`]/g, (c) => `\\${c}`);

/**
 * A curl sample of the reference as guides show it: the address is `"$KUBLADE…"`, each path
 * parameter the variable of its name (`{project_id}` → `$PROJECT_ID`) instead of the description's
 * example, and the token `"Authorization: Bearer $TOKEN"`. The request body keeps the description's
 * example. `curl` is the sample with `baseUrlMarker` (httpsnippet's output), `path` the full request
 * path with its `{parameters}`.
 */
export function guideCurl(curl: string, path: string, id = path): string {
  const url = /--url ('[^']*'|\S+)/.exec(curl);
  if (!url || !url[1].replace(/^'|'$/g, '').startsWith(baseUrlMarker))
    throw new Error(`[api-reference] the curl sample of ${id} has no --url at the installation's address`);
  const query = new URL(url[1].replace(/^'|'$/g, '')).search;
  const withVariables = path.replace(/\{([^}]+)\}/g, (_whole, name: string, offset: number) => {
    const variable = pathVariable(name);
    const next = path[offset + name.length + 2] ?? '';
    return /[A-Za-z0-9_]/.test(next) ? `\${${variable}}` : `$${variable}`;
  });
  const segments = withVariables.split(/(\$\{?[A-Z0-9_]+\}?)/);
  const quotedPath = segments.map((part, index) => (index % 2 === 1 ? part : doubleQuoted(part))).join('');
  const address = `--url "$${shellVariables.address}${quotedPath}${doubleQuoted(query)}"`;
  const bearer = `'Authorization: Bearer ${sampleToken}'`;
  const converted = curl
    .replace(url[0], () => address)
    .split(bearer)
    .join(`"Authorization: Bearer $${shellVariables.token}"`);
  if (converted.includes(sampleToken))
    throw new Error(`[api-reference] the curl sample of ${id} sends the token in a form guideCurl does not know`);
  return converted;
}

export function embeddedOperations(
  model: ApiViewModel,
  examples: Record<string, ApiOperationExamples>,
): Map<string, EmbeddedOperation> {
  const operations = new Map<string, EmbeddedOperation>();
  for (const operation of model.tags.flatMap((tag) => tag.operations)) {
    operations.set(operation.id, {
      id: operation.id,
      method: operation.method.toUpperCase(),
      path: model.server.basePath + operation.path,
      summary: operation.summary,
      curl: examples[operation.id]?.samples.curl
        ? guideCurl(examples[operation.id].samples.curl, model.server.basePath + operation.path, operation.id)
        : '',
    });
  }
  return operations;
}

/** The reference's curl sample as /api/ shows it first: at the documented default address, with its token. */
export function referenceCurl(examples: ApiOperationExamples | undefined, defaultBaseUrl: string): string {
  return (examples?.samples.curl ?? '').split(baseUrlMarker).join(defaultBaseUrl);
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
