import type {PlaceholderId} from '@site/src/data/placeholders';
import {installationStorageKeys} from '@site/src/data/installationStorage';

/**
 * The reader's values of the "Your installation" form: one JSON object in localStorage, the API
 * token alone in sessionStorage (see src/data/storage.ts, which the privacy policy lists). Small on
 * purpose: every page's client module reads it (src/clientModules/yourInstallation.ts).
 */

export type InstallationValues = Partial<Record<PlaceholderId, string>>;

const listeners = new Set<() => void>();
let cached: InstallationValues | undefined;

function read(): InstallationValues {
  const values: InstallationValues = {};
  try {
    const stored = JSON.parse(localStorage.getItem(installationStorageKeys.values) ?? '{}') as unknown;
    if (stored && typeof stored === 'object')
      for (const [id, value] of Object.entries(stored))
        if (typeof value === 'string' && value !== '' && id !== 'api-token') values[id as PlaceholderId] = value;
    // The address the API reference remembered under its own key before the form existed.
    const previous = localStorage.getItem(installationStorageKeys.previousApiBaseUrl);
    if (previous !== null) {
      localStorage.removeItem(installationStorageKeys.previousApiBaseUrl);
      if (!values['site-url'] && previous) {
        values['site-url'] = previous;
        localStorage.setItem(installationStorageKeys.values, JSON.stringify(values));
      }
    }
    const token = sessionStorage.getItem(installationStorageKeys.token);
    if (token) values['api-token'] = token;
  } catch {
    // Storage blocked or a value that is not ours: the pages show the examples.
  }
  return values;
}

export function readValues(): InstallationValues {
  cached ??= read();
  return cached;
}

/** Stores `values` (an empty or missing value deletes it) and tells every subscriber. */
export function writeValues(values: InstallationValues): void {
  const {'api-token': token, ...rest} = values;
  const kept = Object.fromEntries(Object.entries(rest).filter(([, value]) => value));
  try {
    if (Object.keys(kept).length > 0) localStorage.setItem(installationStorageKeys.values, JSON.stringify(kept));
    else localStorage.removeItem(installationStorageKeys.values);
    if (token) sessionStorage.setItem(installationStorageKeys.token, token);
    else sessionStorage.removeItem(installationStorageKeys.token);
  } catch {
    // Not remembered, but still shown on this page.
  }
  cached = token ? {...kept, 'api-token': token} : kept;
  listeners.forEach((listener) => listener());
}

export function subscribeValues(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
