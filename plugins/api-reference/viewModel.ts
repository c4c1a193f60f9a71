import {sample} from 'openapi-sampler';

import {markdownToHtml, summaryMarkdown} from './markdown';
import {baseUrlMarker, sampleToken} from './constants';
import {schemaUsage} from './schemaUsage';
import {codeSamples} from './snippets';
import type {KnownIssue} from '../../src/data/knownIssues';
import type {
  ApiExample,
  ApiNavModel,
  ApiOperation,
  ApiOperationExamples,
  ApiParameter,
  ApiRequestBody,
  ApiResponse,
  ApiSecurityScheme,
  ApiTag,
  ApiTryItModel,
  ApiViewModel,
  SchemaNode,
  SchemaProperty,
} from './types';

/**
 * Turns an OpenAPI 3.x description into the compact view model of the page. The input may come
 * from the documents host, so nothing about its shape is assumed beyond what validation checked:
 * every field is read defensively and every text goes through the sanitising Markdown converter.
 */

type Json = Record<string, unknown>;

const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const componentSchemaRef = /^#\/components\/schemas\/([^/]+)$/;
/** Inline nesting deeper than this is almost certainly a runaway structure, not documentation. */
const maxInlineDepth = 12;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function unescapePointer(token: string): string {
  return decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~');
}

class Context {
  readonly schemas: Record<string, SchemaNode> = {};

  readonly knownIssues: Record<string, KnownIssue> = {};

  constructor(
    readonly doc: Json,
    private readonly knownIssuesOf: (operationId: string) => KnownIssue[],
  ) {}

  /** Ids of the known issues of an operation; their entries are kept once for the whole page. */
  knownIssueIds(operationId: string): string[] {
    return this.knownIssuesOf(operationId).map((entry) => {
      this.knownIssues[entry.id] = entry;
      return entry.id;
    });
  }

  /** Follows local `$ref`s (a chain of them, without looping); anything else resolves to `{}`. */
  deref(value: unknown): Json {
    let current = value;
    const seen = new Set<string>();
    while (isObject(current) && typeof current.$ref === 'string') {
      const ref = current.$ref;
      if (!ref.startsWith('#/') || seen.has(ref)) return {};
      seen.add(ref);
      let target: unknown = this.doc;
      for (const token of ref.slice(2).split('/')) {
        target = isObject(target) || Array.isArray(target) ? (target as Json)[unescapePointer(token)] : undefined;
      }
      current = target;
    }
    return isObject(current) ? current : {};
  }

  schemaNode(schema: unknown, depth = 0): SchemaNode {
    if (!isObject(schema)) return {type: 'any'};
    if (typeof schema.$ref === 'string') {
      const match = componentSchemaRef.exec(schema.$ref);
      if (match) {
        const name = unescapePointer(match[1]);
        if (!(name in this.schemas)) {
          // Placeholder first: a schema that refers to itself must not recurse forever.
          this.schemas[name] = {type: name};
          this.schemas[name] = this.schemaNode(this.deref(schema), 0);
        }
        const description = markdownToHtml(schema.description);
        return {type: name, ref: name, ...(description ? {descriptionHtml: description} : {})};
      }
      return this.schemaNode({...this.deref(schema), ...withoutRef(schema)}, depth + 1);
    }
    if (depth > maxInlineDepth) return {type: 'object', facts: ['nested too deeply to show here']};
    if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
      return this.schemaNode(this.mergeAllOf(schema), depth + 1);
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
      const options = raw.map((option) => this.schemaNode(option, depth + 1));
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
        node.items = this.schemaNode(schema.items, depth + 1);
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
          schema: this.schemaNode(property, depth + 1),
        }));
      }
      if (isObject(schema.additionalProperties)) {
        node.additional = this.schemaNode(schema.additionalProperties, depth + 1);
      }
    }
    if (nullable && !node.type.endsWith('| null')) node.type += ' | null';
    if (facts.length > 0) node.facts = [...new Set(facts)];
    return node;
  }

  /** Flattens `allOf` into one schema: properties and `required` are combined, later parts win. */
  mergeAllOf(schema: Json): Json {
    const merged: Json = {...withoutKey(schema, 'allOf')};
    const properties: Json = {};
    const required: string[] = [];
    for (const part of [...(schema.allOf as unknown[]), withoutKey(schema, 'allOf')]) {
      const resolved = isObject(part) && typeof part.$ref === 'string' ? this.deref(part) : isObject(part) ? part : {};
      const flat = Array.isArray(resolved.allOf) ? this.mergeAllOf(resolved) : resolved;
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

  /**
   * Every example of a media type: its `example`, else each of its named `examples` (with name and
   * summary), else one generated from the schema.
   */
  examples(media: Json, schema: unknown, direction: 'request' | 'response'): ApiExample[] {
    if (media.example !== undefined) return [{value: exampleText(media.example)}];
    if (isObject(media.examples)) {
      const named = Object.entries(media.examples).flatMap(([name, raw]): ApiExample[] => {
        const example = this.deref(raw);
        if (example.value === undefined) return [];
        const summary = text(example.summary).trim();
        return [{name, ...(summary ? {summary} : {}), value: exampleText(example.value)}];
      });
      if (named.length > 0) return named;
    }
    if (!isObject(schema)) return [];
    try {
      const value: unknown = sample(
        schema as never,
        {skipReadOnly: direction === 'request', skipWriteOnly: direction === 'response', quiet: true},
        this.doc,
      );
      return value === undefined ? [] : [{value: exampleText(value)}];
    } catch {
      return [];
    }
  }
}

function exampleText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

/** A schema name as a JSON pointer token (the reverse of `unescapePointer`). */
function encodeSchemaName(name: string): string {
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
  if (schema.deprecated === true) facts.push('deprecated');
  return facts;
}

function pickMedia(content: unknown): [string, Json] | null {
  if (!isObject(content)) return null;
  const entries = Object.entries(content).filter((entry): entry is [string, Json] => isObject(entry[1]));
  return entries.find(([type]) => /json/i.test(type)) ?? entries[0] ?? null;
}

function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function parameterExample(ctx: Context, parameter: Json): string {
  const schema = ctx.deref(parameter.schema);
  let value: unknown = parameter.example;
  if (value === undefined && isObject(parameter.examples))
    value = ctx.deref(Object.values(parameter.examples)[0]).value;
  if (value === undefined)
    value = schema.example ?? (Array.isArray(schema.examples) ? schema.examples[0] : undefined) ?? schema.default;
  if (value === undefined && parameter.in === 'path') {
    try {
      value = sample(schema as never, {quiet: true}, ctx.doc);
    } catch {
      value = undefined;
    }
  }
  return asText(value);
}

function parameterDefault(ctx: Context, parameter: Json): {defaultValue?: string} {
  const schema = ctx.deref(parameter.schema);
  return schema.default === undefined ? {} : {defaultValue: asText(schema.default)};
}

function serverInfo(doc: Json): ApiViewModel['server'] {
  const server = Array.isArray(doc.servers) && isObject(doc.servers[0]) ? doc.servers[0] : {};
  const url = text(server.url) || '/';
  const variables = isObject(server.variables)
    ? Object.entries(server.variables).map(([name, variable]) => ({
        name,
        defaultValue: isObject(variable) ? asText(variable.default) : '',
        descriptionHtml: isObject(variable) ? markdownToHtml(variable.description) : '',
      }))
    : [];
  const substituted = url.replace(
    /\{([^}]+)\}/g,
    (_m, name: string) => variables.find((v) => v.name === name)?.defaultValue ?? '',
  );
  let basePath = '';
  try {
    basePath = new URL(substituted, 'http://localhost').pathname.replace(/\/+$/, '');
  } catch {
    basePath = '';
  }
  return {url, variables, basePath};
}

function securitySchemes(ctx: Context): ApiSecurityScheme[] {
  const schemes =
    isObject(ctx.doc.components) && isObject(ctx.doc.components.securitySchemes)
      ? ctx.doc.components.securitySchemes
      : {};
  return Object.entries(schemes).map(([name, raw]) => {
    const scheme = ctx.deref(raw);
    let label = text(scheme.type) || 'unknown';
    if (scheme.type === 'http' && /^bearer$/i.test(text(scheme.scheme))) {
      label = `Bearer token${scheme.bearerFormat ? ` (${text(scheme.bearerFormat)})` : ''} in the Authorization header`;
    } else if (scheme.type === 'apiKey') {
      label = `API key in the ${text(scheme.in)} "${text(scheme.name)}"`;
    }
    return {name, label, descriptionHtml: markdownToHtml(scheme.description)};
  });
}

function securityNames(requirements: unknown): string[] {
  if (!Array.isArray(requirements)) return [];
  return [...new Set(requirements.filter(isObject).flatMap((requirement) => Object.keys(requirement)))];
}

function buildOperation(
  ctx: Context,
  path: string,
  method: string,
  operation: Json,
  pathParameters: unknown[],
  basePath: string,
  usedIds: Set<string>,
): {operation: ApiOperation; examples: ApiOperationExamples} {
  const parametersByKey = new Map<string, Json>();
  for (const raw of [...pathParameters, ...(Array.isArray(operation.parameters) ? operation.parameters : [])]) {
    const parameter = ctx.deref(raw);
    if (typeof parameter.name === 'string' && typeof parameter.in === 'string')
      parametersByKey.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  const parameters: ApiParameter[] = [...parametersByKey.values()]
    .filter((p) => ['path', 'query', 'header', 'cookie'].includes(p.in as string))
    .map((p) => ({
      name: p.name as string,
      in: p.in as ApiParameter['in'],
      required: p.required === true || p.in === 'path',
      type: ctx.schemaNode(p.schema).type,
      descriptionHtml: markdownToHtml(p.description),
      example: parameterExample(ctx, p),
      ...parameterDefault(ctx, p),
    }));

  let requestBody: ApiRequestBody | undefined;
  let requestExamples: ApiExample[] = [];
  const body = ctx.deref(operation.requestBody);
  const bodyMedia = pickMedia(body.content);
  if (bodyMedia) {
    const [contentType, media] = bodyMedia;
    requestBody = {
      contentType,
      required: body.required === true,
      descriptionHtml: markdownToHtml(body.description),
      ...(media.schema ? {schema: ctx.schemaNode(media.schema)} : {}),
    };
    requestExamples = ctx.examples(media, media.schema, 'request');
  }

  const responseExamples: ApiOperationExamples['responses'] = [];
  const responses: ApiResponse[] = Object.entries(isObject(operation.responses) ? operation.responses : {}).map(
    ([status, raw]) => {
      const response = ctx.deref(raw);
      const media = pickMedia(response.content);
      const result: ApiResponse = {status, descriptionHtml: summaryMarkdown(text(response.description).trim())};
      const headers = Object.entries(isObject(response.headers) ? response.headers : {}).map(([name, raw]) => {
        const header = ctx.deref(raw);
        return {
          name,
          type: ctx.schemaNode(header.schema).type,
          required: header.required === true,
          descriptionHtml: markdownToHtml(header.description),
        };
      });
      if (headers.length > 0) result.headers = headers;
      if (media) {
        result.contentType = media[0];
        if (media[1].schema) result.schema = ctx.schemaNode(media[1].schema);
        const examples = ctx.examples(media[1], media[1].schema, 'response');
        if (examples.length > 0) responseExamples.push({status, examples});
      }
      return result;
    },
  );

  const security = securityNames(operation.security ?? ctx.doc.security);
  const descriptionHtml = markdownToHtml(operation.description);

  let id = text(operation.operationId) || `${method}${path.replace(/[^A-Za-z0-9]+/g, '-')}`;
  while (usedIds.has(id)) id += '-duplicate';
  usedIds.add(id);

  const concretePath = path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const value = parameters.find((p) => p.in === 'path' && p.name === name)?.example;
    return value ? encodeURIComponent(value) : whole;
  });
  const headers = [
    {name: 'Accept', value: 'application/json'},
    ...(security.length > 0 ? [{name: 'Authorization', value: `Bearer ${sampleToken}`}] : []),
    ...(requestBody ? [{name: 'Content-Type', value: requestBody.contentType}] : []),
  ];
  const requestExample = requestExamples[0]?.value;
  const samples = codeSamples({
    method,
    url: `${baseUrlMarker}${basePath}${concretePath}`,
    // Required parameters with their example; optional ones only where they have a default, with
    // it, as a reader would write them (never a sample cursor: it would skip the first page).
    query: parameters.flatMap((p) =>
      p.in !== 'query'
        ? []
        : p.required
          ? [{name: p.name, value: p.example}]
          : p.defaultValue !== undefined
            ? [{name: p.name, value: p.defaultValue}]
            : [],
    ),
    headers,
    ...(requestBody && requestExample ? {body: {contentType: requestBody.contentType, text: requestExample}} : {}),
  });

  const model: ApiOperation = {
    id,
    method,
    path,
    summary: text(operation.summary) || `${method.toUpperCase()} ${path}`,
    descriptionHtml,
    deprecated: operation.deprecated === true,
    knownIssues: ctx.knownIssueIds(id),
    security,
    parameters,
    ...(requestBody ? {requestBody} : {}),
    responses,
  };
  return {
    operation: model,
    examples: {requestBody: requestExamples, responses: responseExamples, samples},
  };
}

export interface BuiltViewModel {
  /** Rendered by the server only. */
  model: ApiViewModel;
  /** Examples and code samples of every operation, by operation id; rendered by the server only. */
  examples: Record<string, ApiOperationExamples>;
  /** The browser's share on first load. */
  nav: ApiNavModel;
  /** Loaded with "Try it". */
  tryIt: ApiTryItModel;
}

export interface ViewModelOptions {
  /** The known issues of an operation (the registry in src/data/knownIssues.ts). */
  knownIssuesOf?: (operationId: string) => KnownIssue[];
}

export function buildViewModel(doc: Json, {knownIssuesOf = () => []}: ViewModelOptions = {}): BuiltViewModel {
  const ctx = new Context(doc, knownIssuesOf);
  const info = isObject(doc.info) ? doc.info : {};
  const server = serverInfo(doc);
  const tags = new Map<string, ApiTag>();
  const examples: Record<string, ApiOperationExamples> = {};
  const addTag = (name: string, description: unknown) =>
    tags.set(name, {name, descriptionHtml: markdownToHtml(description, 3), operations: []});
  for (const tag of Array.isArray(doc.tags) ? doc.tags.filter(isObject) : []) {
    if (typeof tag.name === 'string') addTag(tag.name, tag.description);
  }
  const usedIds = new Set<string>();
  for (const [path, rawItem] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    const item = ctx.deref(rawItem);
    const pathParameters = Array.isArray(item.parameters) ? item.parameters : [];
    for (const [method, operation] of Object.entries(item)) {
      if (!httpMethods.includes(method) || !isObject(operation)) continue;
      const tagName =
        Array.isArray(operation.tags) && typeof operation.tags[0] === 'string' ? operation.tags[0] : 'Other';
      if (!tags.has(tagName)) addTag(tagName, undefined);
      const built = buildOperation(ctx, path, method, operation, pathParameters, server.basePath, usedIds);
      tags.get(tagName)!.operations.push(built.operation);
      examples[built.operation.id] = built.examples;
    }
  }
  const used = [...tags.values()].filter((tag) => tag.operations.length > 0);
  // Every component schema gets its place on the page, also one that no operation refers to.
  const components = isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {};
  for (const name of Object.keys(components)) ctx.schemaNode({$ref: `#/components/schemas/${encodeSchemaName(name)}`});
  const license = isObject(info.license) ? info.license : {};
  const licenseLabel = text(license.identifier) || text(license.name);
  const licenseUrl = text(license.url);
  const version = text(info.version);
  const model: ApiViewModel = {
    knownIssues: ctx.knownIssues,
    title: text(info.title) || 'API',
    version,
    ...(licenseLabel
      ? {license: {label: licenseLabel, ...(/^https?:\/\//.test(licenseUrl) ? {url: licenseUrl} : {})}}
      : {}),
    descriptionHtml: markdownToHtml(info.description, 2),
    server,
    securitySchemes: securitySchemes(ctx),
    schemas: ctx.schemas,
    schemaUsage: schemaUsage(
      used.flatMap((tag) => tag.operations),
      ctx.schemas,
    ),
    tags: used,
  };
  return {model, examples, nav: navModel(model), tryIt: tryItModel(model, examples)};
}

function navModel(model: ApiViewModel): ApiNavModel {
  return {
    version: model.version,
    operationCount: model.tags.reduce((sum, tag) => sum + tag.operations.length, 0),
    schemas: Object.keys(model.schemas).sort((a, b) => a.localeCompare(b)),
    tags: model.tags.map((tag) => ({
      name: tag.name,
      operations: tag.operations.map(({id, method, path, summary}) => ({id, method, path, summary})),
    })),
  };
}

function tryItModel(model: ApiViewModel, examples: Record<string, ApiOperationExamples>): ApiTryItModel {
  const operations: ApiTryItModel['operations'] = {};
  for (const operation of model.tags.flatMap((tag) => tag.operations)) {
    const body = examples[operation.id]?.requestBody[0]?.value ?? '';
    operations[operation.id] = {
      method: operation.method,
      path: operation.path,
      parameters: operation.parameters.map(({name, in: location, required, example, defaultValue}) => ({
        name,
        in: location,
        required,
        example,
        ...(defaultValue !== undefined ? {defaultValue} : {}),
      })),
      ...(operation.requestBody ? {requestBody: {contentType: operation.requestBody.contentType, example: body}} : {}),
      security: operation.security,
    };
  }
  return {
    basePath: model.server.basePath,
    defaultBaseUrl: model.server.variables[0]?.defaultValue ?? 'http://localhost',
    operations,
  };
}
