import type {ApiOperation, SchemaNode} from './types';

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
