import {createStorageSlot} from '@docusaurus/theme-common';

import {apiStorageKeys} from '@site/src/data/storage';

/**
 * The address of the reader's installation, set once on the page (the field in the introduction
 * or in any "Try it" panel) and used by every code sample and every "Try it" panel.
 */

const slot = createStorageSlot(apiStorageKeys.baseUrl);
const listeners = new Set<() => void>();
/** What the reader typed (null: nothing yet, in this visit or a remembered one); `undefined` until read. */
let typed: string | null | undefined;

/**
 * The address as the samples and requests use it, or null if it is not one: http(s), no query or
 * fragment, and no character that would end a string in a sample (quotes, backslash, space).
 */
export function usableBaseUrl(value: string): string | null {
  const trimmed = value.trim().replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s'"`\\<>?#]+$/i.test(trimmed)) return null;
  try {
    new URL(trimmed);
    return trimmed;
  } catch {
    return null;
  }
}

export function getTypedBaseUrl(): string | null {
  if (typed === undefined) typed = slot.get();
  return typed;
}

/** Changes the address for the whole page; a usable one is remembered, an empty one forgotten. */
export function setTypedBaseUrl(value: string): void {
  typed = value;
  const usable = usableBaseUrl(value);
  if (usable) slot.set(usable);
  else if (value.trim() === '') slot.del();
  listeners.forEach((listener) => listener());
}

export function subscribeBaseUrl(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
