// Bundling and validation of OpenAPI descriptions with Redocly's engine (@redocly/openapi-core),
// in-process: the API reference plugin, scripts/openapi.mjs, scripts/api-mock.mjs,
// scripts/check-markdown.mjs and the tests share it.
import {bundle, createConfig, loadConfig, lintFromString} from '@redocly/openapi-core';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export const rootFile = join(root, 'openapi/openapi.yaml');
export const redoclyConfig = join(root, 'redocly.yaml');

/**
 * Bundles openapi/openapi.yaml into one document and returns it as a plain JS object.
 *
 * By default the result is bundled but NOT dereferenced: every external file is inlined under
 * `components` and referenced with local `#/components/...` refs (the form the API reference page
 * and its sandbox consume). Pass `{dereferenced: true}` for a fully dereferenced document without any
 * `$ref` (larger; shared objects are repeated).
 *
 * @param {{dereferenced?: boolean, input?: string}} [options]
 * @returns {Promise<Record<string, any>>}
 */
export async function bundleOpenApi(options = {}) {
  const {dereferenced = false, input = rootFile} = options;
  const config = await loadConfig({configPath: redoclyConfig});
  const result = await bundle({ref: input, config, dereference: dereferenced});
  const errors = result.problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) {
    throw new Error(
      `bundling ${input} failed: ${errors.map((e) => `${e.message} at ${e.location[0]?.pointer ?? '?'}`).join('; ')}`,
    );
  }
  // The bundle's tree shares objects where references were resolved; a copy makes it plain JSON.
  return structuredClone(result.bundle.parsed);
}

/** Bundles the repository's description once per process: the ids and paths it holds do not change during a build. */
let bundled;
export function bundledOpenApi() {
  bundled ??= bundleOpenApi();
  return bundled;
}

/**
 * The operations of a description, in document order: id, method (upper case), path and tags.
 * @param {Record<string, any>} description
 * @returns {{operationId: string, method: string, path: string, tags: string[], summary: string}[]}
 */
export function operationsOf(description) {
  const methods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
  return Object.entries(description.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item ?? {})
      .filter(([method, operation]) => methods.has(method) && typeof operation?.operationId === 'string')
      .map(([method, operation]) => ({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        tags: Array.isArray(operation.tags) ? operation.tags : [],
        summary: typeof operation.summary === 'string' ? operation.summary : '',
      })),
  );
}

/** Only structural rules: the style rules of our own redocly.yaml are no reason to refuse a published description. */
const structuralRules = {rules: {struct: 'error', 'no-unresolved-refs': 'error'}};

/**
 * Redocly's structural check of a parsed description (unknown fields, unresolved `$ref`s): null
 * when it passes, otherwise the reason in a few words.
 * @param {Record<string, unknown>} description
 * @returns {Promise<string | null>}
 */
export async function redoclyProblem(description) {
  try {
    const config = await createConfig(structuralRules);
    const problems = await lintFromString({
      source: JSON.stringify(description),
      absoluteRef: join(root, 'remote-openapi.json'),
      config,
    });
    const errors = problems.filter((problem) => problem.severity === 'error');
    if (errors.length === 0) return null;
    const first = errors[0];
    return `Redocly found ${errors.length} error(s), first: ${first.message} at ${first.location[0]?.pointer ?? '?'}`;
  } catch (error) {
    return `Redocly could not check it (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`;
  }
}
