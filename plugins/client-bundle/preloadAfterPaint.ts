import preload from '@docusaurus/core/lib/client/preload.js';

import {afterFirstPaint} from './firstPaint';

/**
 * Core's client entry preloads the page's route chunks (./index.ts hands it this module for
 * `./preload`) and then hydrates. On a fast connection main.js can arrive and run before the
 * browser has painted the server's HTML; the entry then inserted a dozen script requests (and
 * their work) ahead of the first paint. Waiting for the paint keeps the first screen first; when
 * the page has painted already, as on any slow connection, nothing waits.
 */
export default function preloadAfterPaint(pathname: string): ReturnType<typeof preload> {
  return afterFirstPaint().then(() => preload(pathname));
}
