// Apart from placeholders.ts so that /api/'s address field can use it without the form's data.

/**
 * An address typed without a scheme (`kublade.acme.io`) taken as https://, the scheme of the
 * installation guides; anything else as typed. Callers say so where they show the result.
 */
export function withAssumedScheme(value: string): string {
  const trimmed = value.trim();
  return trimmed === '' || trimmed.includes('://') ? trimmed : `https://${trimmed}`;
}

/** The note a field shows when it took an address typed without a scheme as https://. */
export function assumedSchemeNote(typed: string, address: string): string | null {
  return withAssumedScheme(typed) === typed.trim()
    ? null
    : `Taken as ${address}. If your installation answers on plain HTTP, write http:// in front.`;
}
