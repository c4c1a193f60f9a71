/**
 * How the template playground is addressed: `#playground=…` holds a template and its values (a link
 * a reader shares; the fragment never reaches a server), `#playground-example=<file>/<name>` names a
 * Blade example of the docs, read from `examplesFile` (plugins/template-playground writes it).
 */
import type {PlaygroundState, TemplateValue} from './bladeVariables';

export const fragmentPrefix = 'playground=';
export const exampleFragmentPrefix = 'playground-example=';
/** The examples, by key, as `[template, variables, 1 for a cluster template]`, at the site's root. */
export const examplesFile = 'playground-examples.json';

const toBase64Url = (bytes: Uint8Array) => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/** The fragment (without "#") that opens the playground with this state. */
export function encodeState(state: PlaygroundState): string {
  const json = JSON.stringify([state.template, state.variables, state.context === 'cluster' ? 1 : 0]);
  return fragmentPrefix + toBase64Url(new TextEncoder().encode(json));
}

/** A state from its JSON form `[template, variables, 1 for a cluster template]`, or null when it is not one. */
export function stateOf(value: unknown): PlaygroundState | null {
  if (!Array.isArray(value)) return null;
  const [template, variables, cluster] = value as unknown[];
  if (typeof template !== 'string' || variables === null || typeof variables !== 'object' || Array.isArray(variables))
    return null;
  return {
    template,
    variables: variables as Record<string, TemplateValue>,
    context: cluster === 1 ? 'cluster' : 'deployment',
  };
}

/** The state in a `#playground=…` fragment, or null when it holds none or is damaged. */
export function decodeState(fragment: string): PlaygroundState | null {
  const text = fragment.replace(/^#/, '');
  if (!text.startsWith(fragmentPrefix)) return null;
  try {
    const base64 = text.slice(fragmentPrefix.length).replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    return stateOf(JSON.parse(new TextDecoder('utf-8', {fatal: true}).decode(bytes)));
  } catch {
    return null;
  }
}
