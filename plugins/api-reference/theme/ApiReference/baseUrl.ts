import {readValues, subscribeValues, writeValues} from '@theme/YourInstallation';
import {withAssumedScheme} from '@site/src/data/assumedScheme';

/**
 * The address of the reader's installation, set once on the page (the field in the introduction,
 * in any "Try it" panel or in the "Your installation" form) and used by every code sample and
 * every "Try it" panel. It is the form's `site-url` (src/components/YourInstallation/store.ts), so
 * the docs' code blocks show the same address.
 */

/** What the reader typed (null: nothing yet, in this visit or a remembered one); `undefined` until read. */
let typed: string | null | undefined;

/**
 * The address as the samples and requests use it, or null if it is not one: http(s) (https:// if
 * typed without a scheme), no query or fragment, and no character that would end a string in a
 * sample (quotes, backslash, space).
 */
export function usableBaseUrl(value: string): string | null {
  const trimmed = withAssumedScheme(value).replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s'"`\\<>?#]+$/i.test(trimmed)) return null;
  try {
    new URL(trimmed);
    return trimmed;
  } catch {
    return null;
  }
}

export function getTypedBaseUrl(): string | null {
  if (typed === undefined) typed = readValues()['site-url'] ?? null;
  return typed;
}

/** Changes the address for the whole page; a usable one is remembered, an empty one forgotten. */
export function setTypedBaseUrl(value: string): void {
  const usable = usableBaseUrl(value);
  if (usable || value.trim() === '') writeValues({...readValues(), 'site-url': usable ?? ''});
  // After writing: the form's subscribers have set `typed` to the stored value; the field's own text wins.
  typed = value;
  notify();
}

const listeners = new Set<() => void>();
function notify() {
  listeners.forEach((listener) => listener());
}

// The form saved or cleared the address: show what it stored.
subscribeValues(() => {
  const stored = readValues()['site-url'] ?? null;
  if (stored !== (typed === null || typed === undefined ? null : usableBaseUrl(typed))) {
    typed = stored;
    notify();
  }
});

export function subscribeBaseUrl(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
