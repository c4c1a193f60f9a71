import {fromMarkdown} from 'mdast-util-from-markdown';
import {toString} from 'mdast-util-to-string';

import {operationsOf} from '../../lib/openapi.mjs';
import type {SearchRecord} from '../../lib/searchRecords';

/**
 * The search records of the API reference page: one per operation of the description the page
 * shows, anchored where the page shows it (`operation/<id>`), with method and path from the
 * description itself. The text is the operation id and its description as plain text.
 */
export function searchRecords(description: Record<string, unknown>): SearchRecord[] {
  const paths = (description.paths ?? {}) as Record<string, Record<string, {description?: unknown}>>;
  return operationsOf(description).map(({operationId, method, path, summary}) => {
    const text = paths[path]?.[method.toLowerCase()]?.description;
    const plain = typeof text === 'string' ? toString(fromMarkdown(text), {includeHtml: false}) : '';
    return {
      heading: summary || operationId,
      anchor: `operation/${operationId}`,
      text: `id ${operationId} ${plain}`.replace(/\s+/g, ' ').trim(),
      endpoint: `${method} ${path}`,
    };
  });
}
