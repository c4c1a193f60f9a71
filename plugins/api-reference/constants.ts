import {markdownPathOf} from '../llms-txt/markdownPath';
import type {CodeLanguage} from './types';

/**
 * Values shared by the build (code samples) and the page (explanations, "Try it"); kept apart from
 * snippets.ts so that the page does not pull httpsnippet into the browser bundle.
 */
export const sampleToken = 'YOUR_API_TOKEN';

/** The example of the `project_id` path parameter (openapi/components/parameters/ProjectId.yaml, checked by a test). */
export const sampleProjectId = 'afac654b-3a9b-484f-93c4-1ca8630a55c2';

/**
 * The texts of the samples that stand for a value of the reader's "Your installation" form
 * (src/data/placeholders.ts), by the form's id: the page shows the reader's value there once given.
 */
const sampleValues: readonly {text: string; ph: 'api-token' | 'project-id'}[] = [
  {text: sampleToken, ph: 'api-token'},
  {text: sampleProjectId, ph: 'project-id'},
];
const sampleValuePattern = new RegExp(`(${sampleValues.map(({text}) => text).join('|')})`);

/** A sample's text in pieces: plain text, and the sample values with the form's id of each. */
export function splitSampleValues(text: string): (string | {text: string; ph: string})[] {
  return text
    .split(sampleValuePattern)
    .map((piece, index) => (index % 2 === 0 ? piece : sampleValues.find((value) => value.text === piece)!))
    .filter((piece) => piece !== '');
}

/**
 * Stands for the installation's address in the generated code samples. The page replaces it with
 * an element that shows the documented default and, after hydration, the address the reader set;
 * a marker rather than the default itself, so an example value that happens to contain the
 * default address is never rewritten.
 */
export const baseUrlMarker = 'https://installation-address.invalid';

export const codeLanguages: {id: CodeLanguage; label: string}[] = [
  {id: 'curl', label: 'curl'},
  {id: 'javascript', label: 'JavaScript'},
  {id: 'python', label: 'Python'},
  {id: 'php', label: 'PHP'},
];

/** The folder, below the site's base URL, of the operations' Markdown copies. */
export const operationMarkdownDir = 'api/operations';

/** Where the Markdown copy of an operation lives, below the site's base URL. */
export function operationMarkdownPath(id: string): string {
  return `${operationMarkdownDir}/${encodeURIComponent(id)}.md`;
}

/** The Markdown copy of /api/ itself, below the site's base URL: where llms-txt puts a page's copy. */
export const referenceMarkdownPath = markdownPathOf('/api/').replace(/^\//, '');

/** Marks a part of the reference that the page inserts only when the reader gets near it (ApiDeferred). */
export const deferredAttribute = 'data-deferred';

/** The id of /api/'s section with the full entries of the known issues the operations name. */
export const knownIssuesSectionId = 'known-issues';
