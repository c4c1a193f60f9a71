/**
 * Placeholders shared by the build (code samples) and the page (explanations, "Try it"); kept
 * apart from snippets.ts so that the page does not pull httpsnippet into the browser bundle.
 */
export const sampleBaseUrl = 'http://localhost';
export const sampleToken = 'YOUR_API_TOKEN';
