import {baseUrlMarker} from './constants';
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
  /** The reference's curl sample with the documented default address of an installation. */
  curl: string;
}

export function embeddedOperations(
  model: ApiViewModel,
  examples: Record<string, ApiOperationExamples>,
  defaultBaseUrl: string,
): Map<string, EmbeddedOperation> {
  const operations = new Map<string, EmbeddedOperation>();
  for (const operation of model.tags.flatMap((tag) => tag.operations)) {
    operations.set(operation.id, {
      id: operation.id,
      method: operation.method.toUpperCase(),
      path: model.server.basePath + operation.path,
      summary: operation.summary,
      curl: (examples[operation.id]?.samples.curl ?? '').split(baseUrlMarker).join(defaultBaseUrl),
    });
  }
  return operations;
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
