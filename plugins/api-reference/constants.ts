import {markdownPathOf} from '../llms-txt/markdownPath';
import type {CodeLanguage} from './types';

/**
 * Values shared by the build (code samples) and the page (explanations, "Try it"); kept apart from
 * snippets.ts so that the page does not pull httpsnippet into the browser bundle.
 */
export const sampleToken = 'YOUR_API_TOKEN';

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
