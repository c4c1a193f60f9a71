export {redoclyProblem} from '../../lib/openapi.mjs';

/**
 * Checks that a parsed JSON document is an OpenAPI 3.x description the page can render. Returns
 * null when it is, otherwise the reason in a few words. The cheap shape checks run first; then
 * Redocly's structural rules catch what they miss (unknown fields, unresolved `$ref`s).
 */

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function shapeProblem(description: unknown): string | null {
  if (!isObject(description)) return 'it is not a JSON object';
  if (typeof description.openapi !== 'string' || !/^3\.\d+\.\d+/.test(description.openapi))
    return 'it is not an OpenAPI 3.x description';
  if (
    !isObject(description.info) ||
    typeof description.info.version !== 'string' ||
    description.info.version.trim() === ''
  ) {
    return 'it has no info.version';
  }
  if (!isObject(description.paths) || Object.keys(description.paths).length === 0) return 'it has no paths';
  return null;
}

/** Operation ids present in `expected` but missing from `description`: the docs link to each. */
export function missingOperationIds(description: Json, expected: Json): string[] {
  const ids = (doc: Json) =>
    new Set(
      Object.values(isObject(doc.paths) ? doc.paths : {})
        .filter(isObject)
        .flatMap((item) => Object.values(item))
        .filter(isObject)
        .map((operation) => operation.operationId)
        .filter((id): id is string => typeof id === 'string'),
    );
  const present = ids(description);
  return [...ids(expected)].filter((id) => !present.has(id));
}
