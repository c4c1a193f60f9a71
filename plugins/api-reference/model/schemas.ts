import {markdownToHtml} from '../markdown';
import type {ApiOperation, SchemaNode, SchemaProperty} from '../types';
import {type Context, isObject, type Json, unescapePointer} from './context';

/** Component schemas and the schema trees of parameters, bodies and responses. */

const componentSchemaRef = /^#\/components\/schemas\/([^/]+)$/;
/** Inline nesting deeper than this is almost certainly a runaway structure, not documentation. */
const maxInlineDepth = 12;

/** A schema name as a JSON pointer token (the reverse of `unescapePointer`). */
export function encodeSchemaName(name: string): string {
  return encodeURIComponent(name.replace(/~/g, '~0').replace(/\//g, '~1'));
}

function withoutKey(object: Json, key: string): Json {
  const copy = {...object};
  delete copy[key];
  return copy;
}

function withoutRef(object: Json): Json {
  return withoutKey(object, '$ref');
}

function literal(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

function schemaFacts(schema: Json): string[] {
  const facts: string[] = [];
  if (Array.isArray(schema.enum)) facts.push(`one of: ${schema.enum.map(literal).join(', ')}`);
  if ('const' in schema) facts.push(`always ${literal(schema.const)}`);
  if ('default' in schema) facts.push(`default: ${literal(schema.default)}`);
  const bounds: [string, string][] = [
    ['minimum', '≥'],
    ['exclusiveMinimum', '>'],
    ['maximum', '≤'],
    ['exclusiveMaximum', '<'],
    ['minLength', 'min length'],
    ['maxLength', 'max length'],
    ['minItems', 'min items'],
    ['maxItems', 'max items'],
  ];
  for (const [key, label] of bounds) {
    if (typeof schema[key] === 'number') facts.push(`${label} ${String(schema[key])}`);
  }
  if (typeof schema.pattern === 'string') facts.push(`pattern: ${schema.pattern}`);
  if (schema.readOnly === true) facts.push('read-only');
  if (schema.writeOnly === true) facts.push('write-only');
  if (schema['x-hidden'] === true) facts.push('never returned');
  if (schema.deprecated === true) facts.push('deprecated');
  return facts;
}

export function schemaNode(ctx: Context, schema: unknown, depth = 0): SchemaNode {
  if (!isObject(schema)) return {type: 'any'};
  if (typeof schema.$ref === 'string') {
    const match = componentSchemaRef.exec(schema.$ref);
    if (match) {
      const name = unescapePointer(match[1]);
      if (!(name in ctx.schemas)) {
        // Placeholder first: a schema that refers to itself must not recurse forever.
        ctx.schemas[name] = {type: name};
        ctx.schemas[name] = schemaNode(ctx, ctx.deref(schema), 0);
      }
      const description = markdownToHtml(schema.description);
      return {type: name, ref: name, ...(description ? {descriptionHtml: description} : {})};
    }
    return schemaNode(ctx, {...ctx.deref(schema), ...withoutRef(schema)}, depth + 1);
  }
  if (depth > maxInlineDepth) return {type: 'object', facts: ['nested too deeply to show here']};
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    return schemaNode(ctx, mergeAllOf(ctx, schema), depth + 1);
  }

  const node: SchemaNode = {type: ''};
  const description = markdownToHtml(schema.description);
  if (description) node.descriptionHtml = description;

  const facts = schemaFacts(schema);
  let nullable = schema.nullable === true;
  const variantsKey = Array.isArray(schema.oneOf) ? 'oneOf' : Array.isArray(schema.anyOf) ? 'anyOf' : null;
  if (variantsKey) {
    const raw = (schema[variantsKey] as unknown[]).filter((option) => {
      const isNull = isObject(option) && option.type === 'null';
      nullable ||= isNull;
      return !isNull;
    });
    const options = raw.map((option) => schemaNode(ctx, option, depth + 1));
    if (options.length === 1) {
      Object.assign(node, options[0], node.descriptionHtml ? {descriptionHtml: node.descriptionHtml} : {});
      facts.push(...(options[0].facts ?? []));
    } else {
      node.type = options.map((option) => option.type).join(' | ');
      node.variants = {kind: variantsKey === 'oneOf' ? 'one of' : 'any of', options};
    }
  }

  if (!node.type) {
    const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter(
      (t): t is string => typeof t === 'string',
    );
    nullable ||= types.includes('null');
    const main = types.filter((t) => t !== 'null');
    const kind = main[0] ?? (isObject(schema.properties) ? 'object' : schema.items ? 'array' : 'any');
    if (kind === 'array') {
      node.items = schemaNode(ctx, schema.items, depth + 1);
      node.type = `array of ${node.items.type}`;
    } else {
      node.type =
        main.length > 1 ? main.join(' | ') : typeof schema.format === 'string' ? `${kind}<${schema.format}>` : kind;
    }
    if (isObject(schema.properties)) {
      const required = new Set(
        Array.isArray(schema.required) ? schema.required.filter((r) => typeof r === 'string') : [],
      );
      node.properties = Object.entries(schema.properties).map(([name, property]): SchemaProperty => ({
        name,
        required: required.has(name),
        schema: schemaNode(ctx, property, depth + 1),
      }));
    }
    if (isObject(schema.additionalProperties)) {
      node.additional = schemaNode(ctx, schema.additionalProperties, depth + 1);
    }
  }
  if (nullable && !node.type.endsWith('| null')) node.type += ' | null';
  if (facts.length > 0) node.facts = [...new Set(facts)];
  return node;
}

/** Flattens `allOf` into one schema: properties and `required` are combined, later parts win. */
function mergeAllOf(ctx: Context, schema: Json): Json {
  const merged: Json = {...withoutKey(schema, 'allOf')};
  const properties: Json = {};
  const required: string[] = [];
  for (const part of [...(schema.allOf as unknown[]), withoutKey(schema, 'allOf')]) {
    const resolved = isObject(part) && typeof part.$ref === 'string' ? ctx.deref(part) : isObject(part) ? part : {};
    const flat = Array.isArray(resolved.allOf) ? mergeAllOf(ctx, resolved) : resolved;
    for (const [key, value] of Object.entries(flat)) {
      if (key === 'properties' && isObject(value)) Object.assign(properties, value);
      else if (key === 'required' && Array.isArray(value))
        required.push(...value.filter((r): r is string => typeof r === 'string'));
      else if (key !== 'description' || !merged.description) merged[key] = value;
    }
  }
  if (Object.keys(properties).length > 0) {
    merged.properties = properties;
    merged.type ??= 'object';
  }
  if (required.length > 0) merged.required = [...new Set(required)];
  return merged;
}

/** Names of the component schemas a tree refers to, directly or through other component schemas. */
function referencedSchemas(node: SchemaNode | undefined, schemas: Record<string, SchemaNode>, found: Set<string>) {
  if (!node) return;
  if (node.ref && !found.has(node.ref)) {
    found.add(node.ref);
    referencedSchemas(schemas[node.ref], schemas, found);
  }
  for (const property of node.properties ?? []) referencedSchemas(property.schema, schemas, found);
  referencedSchemas(node.items, schemas, found);
  referencedSchemas(node.additional, schemas, found);
  for (const option of node.variants?.options ?? []) referencedSchemas(option, schemas, found);
}

/** For every component schema, the ids of the operations whose request or responses use it. */
export function schemaUsage(operations: ApiOperation[], schemas: Record<string, SchemaNode>): Record<string, string[]> {
  const usage: Record<string, string[]> = Object.fromEntries(Object.keys(schemas).map((name) => [name, []]));
  for (const operation of operations) {
    const found = new Set<string>();
    referencedSchemas(operation.requestBody?.schema, schemas, found);
    for (const response of operation.responses) referencedSchemas(response.schema, schemas, found);
    for (const name of found) usage[name]?.push(operation.id);
  }
  return usage;
}
