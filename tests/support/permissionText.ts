/**
 * The sentence with which an operation of openapi/ states its permission, computed from the route's
 * permission in src/data/platform/routes.json (`PermissionSet::from()`: the scoped name and the `.*`
 * prefixes the guard tries). tests/unit/src/data/platform-openapi.test.ts checks every guarded
 * operation for exactly this sentence.
 */
import type {Permission} from '../../scripts/extract-platform.mjs';

/** `{project_id}` as the description writes it: `<project_id>`. */
export const written = (name: string) => name.replace(/\{(\w+)\}/g, '<$1>');

const code = (name: string) => `\`${written(name)}\``;

function list(names: string[]): string {
  const quoted = names.map(code);
  return quoted.length <= 2 ? quoted.join(' or ') : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
}

export function permissionStatement(permission: Pick<Permission, 'name' | 'scoped' | 'checks'>): string {
  const passes = `A caller passes with ${permission.checks.length > 2 ? 'any one of ' : ''}${list(permission.checks)} (or a wildcard grant that covers one of them, such as \`*\`)`;
  if (permission.scoped === permission.name) return `**Permission:** ${code(permission.name)}. ${passes}.`;
  return `**Permission:** ${code(permission.name)}, checked as ${code(permission.scoped)} with the ids of the path. ${passes}; \`${permission.name}\` alone, without the ids, answers \`401\`.`;
}
