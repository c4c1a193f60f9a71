import {sample} from 'openapi-sampler';

import type {ApiExample} from '../types';
import {asText, type Context, isObject, type Json, text} from './context';

/** Example values of bodies, responses and parameters. */

/**
 * Every example of a media type: its `example`, else each of its named `examples` (with name and
 * summary), else one generated from the schema.
 */
export function mediaExamples(
  ctx: Context,
  media: Json,
  schema: unknown,
  direction: 'request' | 'response',
): ApiExample[] {
  if (media.example !== undefined) return [{value: exampleText(media.example)}];
  if (isObject(media.examples)) {
    const named = Object.entries(media.examples).flatMap(([name, raw]): ApiExample[] => {
      const example = ctx.deref(raw);
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
      ctx.doc,
    );
    return value === undefined ? [] : [{value: exampleText(value)}];
  } catch {
    return [];
  }
}

function exampleText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

export function parameterExample(ctx: Context, parameter: Json): string {
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
