/**
 * The copy action of the page actions, shared by the component and the API reference, whose
 * server-rendered operations run it from a delegated handler instead of a hydrated component.
 */

export const copyMessages = {
  copied: 'Copied to the clipboard.',
  failed: 'Copying failed: use "View as Markdown".',
} as const;

async function markdownBlob(url: string): Promise<Blob> {
  const response = await fetch(url, {headers: {Accept: 'text/markdown'}});
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return new Blob([await response.text()], {type: 'text/plain'});
}

/** Copies the Markdown file at `url`; true when the clipboard has it. */
export async function copyMarkdown(url: string): Promise<boolean> {
  try {
    // Safari only allows a clipboard write in the click's own task: hand it the pending blob.
    if (typeof ClipboardItem === 'function') {
      await navigator.clipboard.write([new ClipboardItem({'text/plain': markdownBlob(url)})]);
    } else {
      await navigator.clipboard.writeText(await (await markdownBlob(url)).text());
    }
    return true;
  } catch {
    return false;
  }
}
