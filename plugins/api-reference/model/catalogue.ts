import {markdownToHtml} from '../markdown';
import type {ApiDataModelEntity, ApiErrorEntry, SchemaNode} from '../types';
import {type Context, isObject, type Json, text} from './context';
import {mediaExamples} from './examples';
import {schemaNode} from './schemas';

/**
 * The two sections of the reference that are not operations: the error catalogue (reusable
 * `components.responses` that carry `x-published`, the generic answer as the published description
 * declares it) and the data model (component schemas that carry `x-table`, every stored column of an
 * entity with `writeOnly` and `x-hidden` marks).
 */

function status(value: unknown): string | null {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

/** Every reusable response with a published declaration, in the description's order. */
export function errorCatalogue(ctx: Context): ApiErrorEntry[] {
  const components = isObject(ctx.doc.components) ? ctx.doc.components : {};
  const responses = isObject(components.responses) ? components.responses : {};
  return Object.entries(responses).flatMap(([name, raw]): ApiErrorEntry[] => {
    const response = ctx.deref(raw);
    const published = response['x-published'];
    if (!isObject(published)) return [];
    const content = isObject(response.content) ? response.content : {};
    const [contentType, media] = Object.entries(content).find(([, value]) => isObject(value)) ?? [];
    const examples = isObject(media) ? mediaExamples(ctx, media, ctx.deref(media.schema), 'response') : [];
    return [
      {
        name,
        sentStatus: status(response['x-status']),
        sentHtml: markdownToHtml(response.description, 4),
        ...(contentType ? {contentType} : {}),
        examples,
        published: {
          response: text(published.response),
          status: status(published.status),
          description: text(published.description),
          operations: typeof published.operations === 'number' ? published.operations : 0,
          body: published.body === undefined ? '' : JSON.stringify(published.body, null, 2),
        },
      },
    ];
  });
}

/** How the API treats a stored field: returned, accepted but never returned, or neither. */
function apiUse(property: Json): ApiDataModelEntity['fields'][number]['api'] {
  if (property['x-hidden'] === true) return property.writeOnly === true ? 'write-only' : 'hidden';
  return 'returned';
}

/** Every component schema with `x-table`, as an entity of the data model. */
export function dataModel(ctx: Context): ApiDataModelEntity[] {
  const components = isObject(ctx.doc.components) ? ctx.doc.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  return Object.entries(schemas).flatMap(([name, raw]): ApiDataModelEntity[] => {
    const schema = ctx.deref(raw);
    const table = text(schema['x-table']);
    if (!table) return [];
    const entity = text(schema['x-entity']) || name;
    const properties = isObject(schema.properties) ? schema.properties : {};
    return [
      {
        name: entity,
        schema: name,
        table,
        ...(entity in schemas ? {answerSchema: entity} : {}),
        descriptionHtml: markdownToHtml(schema.description),
        fields: Object.entries(properties).map(([field, value]) => {
          const property = ctx.deref(value);
          const node: SchemaNode = schemaNode(ctx, value);
          return {
            name: field,
            type: node.type,
            ...(node.descriptionHtml ? {descriptionHtml: node.descriptionHtml} : {}),
            ...(node.facts
              ? {facts: node.facts.filter((fact) => fact !== 'write-only' && fact !== 'never returned')}
              : {}),
            api: apiUse(property),
          };
        }),
      },
    ];
  });
}
