// A module of its own: the copy button of every code block imports it, and only this.

/**
 * What a code block shows, line by line, once a value is filled in; undefined when it shows the
 * code as built (the copy button then copies the block's own code).
 */
export function shownCode(code: Element | null | undefined): string | undefined {
  if (!code?.querySelector('[data-ph-filled]')) return undefined;
  return Array.from(code.querySelectorAll('.token-line'), (line) => line.textContent ?? '').join('\n');
}
