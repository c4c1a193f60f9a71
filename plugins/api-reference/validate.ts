import {execFile} from 'node:child_process';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

import {redoclyCli, redoclyEnv} from '../../scripts/openapi.mjs';

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

const redoclyConfig = ['telemetry: off', 'rules:', '  struct: error', '  no-unresolved-refs: error', ''].join('\n');

/**
 * Redocly's rule engine (@redocly/openapi-core) ships inside @redocly/cli, which exposes it only
 * as the `lint` command, so it runs as a child process on a temporary copy. Only structural rules
 * apply: the style rules of our own redocly.yaml are no reason to refuse the published description.
 */
export async function redoclyProblem(description: Json, timeoutMs = 60_000): Promise<string | null> {
  const dir = await mkdtemp(join(tmpdir(), 'api-reference-'));
  try {
    await writeFile(join(dir, 'openapi.json'), JSON.stringify(description));
    await writeFile(join(dir, 'redocly.yaml'), redoclyConfig);
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile(
        process.execPath,
        [redoclyCli(), 'lint', 'openapi.json', '--format=json', '--config=redocly.yaml'],
        {
          cwd: dir,
          timeout: timeoutMs,
          maxBuffer: 16 * 1024 * 1024,
          env: redoclyEnv(),
        },
        // `lint` exits with 1 when it finds errors; the JSON report is what counts.
        (error, out) => (out.trim().startsWith('{') ? resolve(out) : reject(error ?? new Error('no report'))),
      );
    });
    const report = JSON.parse(stdout) as {
      problems?: {severity?: string; message?: string; location?: {pointer?: string}[]}[];
    };
    const errors = (report.problems ?? []).filter((problem) => problem.severity === 'error');
    if (errors.length === 0) return null;
    const first = errors[0];
    return `Redocly found ${errors.length} error(s), first: ${first.message ?? 'unknown'} at ${first.location?.[0]?.pointer ?? '?'}`;
  } catch (error) {
    return `Redocly could not check it (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`;
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
}
