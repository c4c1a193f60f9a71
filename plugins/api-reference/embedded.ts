import type {EmbeddedOperation} from '../../lib/apiOperations';
import {baseUrlMarker, operationMarkdownPath} from './constants';
import type {ApiOperationExamples, ApiViewModel} from './types';

/**
 * What a guide shows of an operation (`<ApiOperation id>`, see ./remark.ts), and what llms-txt lists
 * of it: taken from the same view model as /api/, so the two never disagree. The plugin publishes
 * these through lib/apiOperations.ts.
 */
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
      markdownPath: operationMarkdownPath(operation.id),
    });
  }
  return operations;
}
