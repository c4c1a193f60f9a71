import {defaultLimits, fetchRemoteText, type FetchLimits} from '../../lib/fetchRemote';
import {missingOperationIds, redoclyProblem, shapeProblem} from './validate';

type Json = Record<string, unknown>;

export interface ChosenDescription {
  source: 'remote' | 'local';
  description: Json;
  /** The one line the build prints about the choice. */
  line: string;
}

export interface ChooseOptions {
  /** Base URL of the documents host; `api-docs-latest.json` is appended. */
  baseUrl: string;
  loadLocal: () => Promise<Json>;
  limits?: FetchLimits;
  /** Structural validation; Redocly by default, replaceable in tests. */
  validate?: (description: Json) => Promise<string | null>;
}

export const remoteName = 'api-docs-latest.json';
export const localName = 'openapi/openapi.yaml';

/** "v1.2.3" and "1.2.3" name the same release. */
function versionOf(description: Json): string {
  return String((description.info as Json | undefined)?.version ?? '').replace(/^v(?=\d)/, '');
}

async function remoteProblem(
  text: string,
  local: Json,
  validate: (description: Json) => Promise<string | null>,
): Promise<string | null> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return 'it is not JSON';
  }
  const shape = shapeProblem(parsed);
  if (shape !== null) return shape;
  const offered = versionOf(parsed as Json);
  const documented = versionOf(local);
  if (offered !== documented) {
    return `it describes version ${offered}, and the reference documents ${documented} until the team moves it (${localName})`;
  }
  const missing = missingOperationIds(parsed as Json, local);
  if (missing.length > 0) {
    return `it lacks operations that the docs link to (${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''})`;
  }
  return validate(parsed as Json);
}

/**
 * Uses the description published by the platform's release pipeline when it is usable and describes
 * the documented release, else the one in this repository: a newer release's description (new,
 * renamed or removed operations) waits until the team moves the reference to it. Never throws for a
 * bad remote answer: the local description always works.
 */
export async function chooseDescription(options: ChooseOptions): Promise<ChosenDescription> {
  const url = new URL(remoteName, options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`).toString();
  const [fetched, local] = await Promise.all([
    fetchRemoteText(url, options.limits ?? defaultLimits),
    options.loadLocal(),
  ]);
  const reason = fetched.ok
    ? await remoteProblem(fetched.text, local, options.validate ?? redoclyProblem)
    : fetched.reason;
  const from = fetched.url !== url ? ` (redirected to ${fetched.url})` : '';
  if (fetched.ok && reason === null) {
    const remote = JSON.parse(fetched.text) as Json;
    return {
      source: 'remote',
      description: remote,
      line: `[api-reference] using the documents host (${url}${from}) because it answered with a valid OpenAPI ${String(remote.openapi)} description of version ${String((remote.info as Json).version)}.`,
    };
  }
  return {
    source: 'local',
    description: local,
    line: `[api-reference] using the bundled ${localName} (version ${versionOf(local)}) because ${url}${from} was not usable: ${reason}.`,
  };
}
