import preload from '@docusaurus/core/lib/client/preload.js';

/**
 * Core's `preload` for the client entry (./index.ts gives the entry this module instead), begun in a
 * task of its own. The entry calls it as soon as `main.js` has run its modules, and loading the
 * route's chunks adds a `<script>` for each, twenty on the blog list: in one task the two took
 * 285 ms on a 4× slowed phone, the page's longest; apart, 115 and 129 ms. A message, not a timer:
 * a timer in a tab opened in the background waits a second or more.
 */
export default async function preloadInOwnTask(pathname: string): ReturnType<typeof preload> {
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
  return preload(pathname);
}
