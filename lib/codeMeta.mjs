// The meta of a fenced code block (what follows the language on the opening fence): attributes such
// as title="…", and the markers of the Blade examples, which tests/unit/docs/blade-examples.test.ts
// reads (WRITING.md explains them). Docusaurus reads only title, showLineNumbers and {line ranges}
// from the meta and renders none of it; the Markdown copies of pages (plugins/llms-txt) leave the
// markers out, so readers see them nowhere.

/** Markers of the Blade examples: example, vars and fails on a ```blade block, renders on its result. */
export const exampleMarkers = ['example', 'vars', 'fails', 'renders', 'not-rendered'];

const attributePattern = /(^|\s)([a-z][\w-]*)=(?:"([^"]*)"|'([^']*)')/g;

/**
 * The name="value" (or name='value') attributes of a code block's meta.
 * @param {string | null | undefined} meta
 * @returns {Record<string, string>}
 */
export function metaAttributes(meta) {
  const attributes = {};
  for (const match of (meta ?? '').matchAll(attributePattern)) attributes[match[2]] = match[3] ?? match[4];
  return attributes;
}

/**
 * An opening fence line without the Blade example markers (for copies that readers see).
 * @param {string} line
 * @returns {string}
 */
export function withoutExampleMarkers(line) {
  return line.replace(attributePattern, (whole, space, name) => (exampleMarkers.includes(name) ? '' : whole));
}
