import type {KnownIssue} from '../../../src/data/knownIssues';
import type {SchemaNode} from '../types';

/**
 * What every part of the view model reads the description through. The input may come from the
 * documents host, so nothing about its shape is assumed beyond what validation checked: every
 * field is read defensively.
 */

export type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function unescapePointer(token: string): string {
  return decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~');
}

export class Context {
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
}
