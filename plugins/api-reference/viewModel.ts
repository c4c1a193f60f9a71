import {markdownToHtml} from './markdown';
import type {KnownIssue} from '../../src/data/knownIssues';
import type {
  ApiNavModel,
  ApiOperationExamples,
  ApiTag,
  ApiTryItModel,
  ApiViewModel,
  CodeLanguage,
  ReleaseAnswer,
} from './types';
import {Context, isObject, type Json, text} from './model/context';
import {dataModel, errorCatalogue} from './model/catalogue';
import {buildOperation, securitySchemes, serverInfo} from './model/operations';
import {encodeSchemaName, schemaNode, schemaUsage} from './model/schemas';

/**
 * Turns an OpenAPI 3.x description into the view model of the page, split by concern in model/:
 * schemas, examples, code samples, operations. Every text goes through the sanitising Markdown
 * converter.
 */

const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

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
  for (const name of Object.keys(components)) schemaNode(ctx, {$ref: `#/components/schemas/${encodeSchemaName(name)}`});
  // The data model's entities have a section of their own, not a place among the schemas.
  const entities = dataModel(ctx);
  for (const entity of entities) delete ctx.schemas[entity.schema];
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
    errors: errorCatalogue(ctx),
    dataModel: entities,
  };
  return {model, examples, nav: navModel(model), tryIt: tryItModel(model, examples)};
}

function navModel(model: ApiViewModel): ApiNavModel {
  return {
    version: model.version,
    operationCount: model.tags.reduce((sum, tag) => sum + tag.operations.length, 0),
    knownIssueCount: Object.keys(model.knownIssues).length,
    schemas: Object.keys(model.schemas).sort((a, b) => a.localeCompare(b)),
    errors: model.errors.map((entry) => entry.name),
    dataModel: model.dataModel.map((entity) => entity.name),
    tags: model.tags.map((tag) => ({
      name: tag.name,
      operations: tag.operations.map(({id, method, path, summary}) => ({id, method, path, summary})),
    })),
  };
}

function tryItModel(model: ApiViewModel, examples: Record<string, ApiOperationExamples>): ApiTryItModel {
  const operations: ApiTryItModel['operations'] = {};
  for (const operation of model.tags.flatMap((tag) => tag.operations)) {
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
      ...(operation.requestBody
        ? {
            requestBody: {
              contentType: operation.requestBody.contentType,
              examples: (examples[operation.id]?.requestBody ?? []).map((example) => example.value),
            },
          }
        : {}),
      security: operation.security,
    };
  }
  return {
    version: model.version.replace(/^v(?=\d)/, ''),
    basePath: model.server.basePath,
    defaultBaseUrl: model.server.variables[0]?.defaultValue ?? 'http://localhost',
    operations,
    releaseAnswers: releaseAnswers(model),
  };
}

/** The samples the page does not hold: every language but curl (see ApiCodeSamples). */
export function laterSamples({
  examples,
}: Pick<BuiltViewModel, 'examples'>): Record<string, Partial<Record<CodeLanguage, string>>> {
  return Object.fromEntries(
    Object.entries(examples).map(([id, {samples}]) => [
      id,
      Object.fromEntries(Object.entries(samples).filter(([language]) => language !== 'curl')),
    ]),
  );
}

/**
 * For each operation that a known issue makes answer otherwise than documented, that answer
 * (the first such entry of the operation, in registry order), for the sandbox of "Try it".
 */
function releaseAnswers(model: ApiViewModel): Record<string, ReleaseAnswer> {
  const answers: Record<string, ReleaseAnswer> = {};
  for (const operation of model.tags.flatMap((tag) => tag.operations)) {
    const entry = operation.knownIssues.map((id) => model.knownIssues[id]).find((candidate) => candidate?.answer);
    if (entry?.answer) answers[operation.id] = {issueId: entry.id, issueTitle: entry.title, ...entry.answer};
  }
  return answers;
}
