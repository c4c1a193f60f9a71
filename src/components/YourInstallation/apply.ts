import type {ShownId} from '@site/src/data/placeholders';
import type {InstallationValues} from './store';

/** The text a `data-ph` span shows for the stored values, or undefined to keep the example. */
export function shownValue(shows: ShownId, values: InstallationValues): string | undefined {
  if (shows !== 'site-host') return values[shows];
  const address = values['site-url'];
  if (!address) return undefined;
  try {
    return new URL(address).host;
  } catch {
    return undefined;
  }
}

/** The highlighted HTML a span held as built, kept to bring the example back. */
const examples = new WeakMap<Element, string>();

/**
 * Shows the reader's values in the `data-ph` spans below `root` (marked at build time, see
 * src/data/placeholders.ts) and the built examples where a value is missing. A span never filled
 * is left untouched, so a page without values stays exactly as built. Only the span's text
 * changes: lines keep their height, nothing moves.
 */
export function applyValues(root: ParentNode, values: InstallationValues): void {
  root.querySelectorAll<HTMLElement>('[data-ph]').forEach((span) => {
    const value = shownValue(span.dataset.ph as ShownId, values);
    const example = examples.get(span);
    if (value !== undefined) {
      if (example === undefined) examples.set(span, span.innerHTML);
      if (span.textContent !== value) span.textContent = value;
      span.dataset.phFilled = '';
    } else if (example !== undefined) {
      span.innerHTML = example;
      examples.delete(span);
      delete span.dataset.phFilled;
    }
  });
}
