import {markdownToHtml, summaryMarkdown} from '../markdown';
import type {
  ApiExample,
  ApiOperation,
  ApiOperationExamples,
  ApiParameter,
  ApiRequestBody,
  ApiResponse,
  ApiSecurityScheme,
  ApiViewModel,
} from '../types';
import {asText, type Context, isObject, type Json, text} from './context';
import {mediaExamples, parameterExample} from './examples';
import {codeSamplesOf} from './samples';
import {schemaNode} from './schemas';

/** Operations: parameters, bodies, responses, security; and the server they are relative to. */

function pickMedia(content: unknown): [string, Json] | null {
  if (!isObject(content)) return null;
  const entries = Object.entries(content).filter((entry): entry is [string, Json] => isObject(entry[1]));
  return entries.find(([type]) => /json/i.test(type)) ?? entries[0] ?? null;
}

function parameterDefault(ctx: Context, parameter: Json): {defaultValue?: string} {
  const schema = ctx.deref(parameter.schema);
  return schema.default === undefined ? {} : {defaultValue: asText(schema.default)};
}

export function serverInfo(doc: Json): ApiViewModel['server'] {
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

export function securitySchemes(ctx: Context): ApiSecurityScheme[] {
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

export function buildOperation(
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
      type: schemaNode(ctx, p.schema).type,
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
      ...(media.schema ? {schema: schemaNode(ctx, media.schema)} : {}),
    };
    requestExamples = mediaExamples(ctx, media, media.schema, 'request');
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
          type: schemaNode(ctx, header.schema).type,
          required: header.required === true,
          descriptionHtml: markdownToHtml(header.description),
        };
      });
      if (headers.length > 0) result.headers = headers;
      if (media) {
        result.contentType = media[0];
        if (media[1].schema) result.schema = schemaNode(ctx, media[1].schema);
        const examples = mediaExamples(ctx, media[1], media[1].schema, 'response');
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

  const samples = codeSamplesOf({
    method,
    path,
    basePath,
    parameters,
    security,
    requestBody,
    requestExample: requestExamples[0]?.value,
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
