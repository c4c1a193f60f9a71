/**
 * When a chunk fails to load during a navigation, Docusaurus logs a warning and reloads the page.
 * When one fails while the page itself starts (a deployment removed it, or the network dropped),
 * Docusaurus never renders, leaving the server-rendered text readable but its menus, tabs and
 * search dead without a word. This shows the error and a Retry button in that case.
 *
 * Two signals, because either alone can miss the failure: the rejected import of the route's
 * chunks (clientEntry does not catch it, so it arrives as `unhandledrejection`, but a caller that
 * handles it hides it), and the `error` event of the failed <script>/<link> itself (seen on
 * `window` in the capture phase, as resource errors do not bubble).
 * "Started" means hydrated (`<html data-has-hydrated="true">`), not `window.docusaurusRoot`:
 * the root exists as soon as hydration begins, so a chunk that fails during hydration would
 * otherwise count as a running app. If the app does hydrate after all (the failed file was not
 * needed), the notice is taken away again.
 */
const noticeId = 'chunk-load-failure';

function isChunkFailure(reason: unknown): reason is Error {
  return reason instanceof Error && (reason.name === 'ChunkLoadError' || /loading (css )?chunk/i.test(reason.message));
}

function hasStarted(): boolean {
  return document.documentElement.dataset.hasHydrated === 'true';
}

export function showChunkLoadFailure(error: Error): void {
  if (document.getElementById(noticeId)) return;
  console.warn('The page could not start:', error);
  const notice = document.createElement('div');
  notice.id = noticeId;
  notice.className = 'chunk-load-failure';
  notice.setAttribute('role', 'alert');
  const message = document.createElement('p');
  message.textContent = `Part of this page failed to load (${error.message}). You can still read it, but menus, tabs and search may not respond.`;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--primary button--sm';
  retry.textContent = 'Retry';
  // A reload fetches the page and its chunks anew; re-running the failed import would not help,
  // as the bundler caches the failed chunk and clientEntry does not render again.
  retry.addEventListener('click', () => window.location.reload());
  notice.append(message, retry);
  document.body.prepend(notice);
  retry.focus();
  // The file that failed was not needed after all: the app started, so the notice would be wrong.
  new MutationObserver((_, observer) => {
    if (!hasStarted()) return;
    observer.disconnect();
    notice.remove();
  }).observe(document.documentElement, {attributes: true, attributeFilter: ['data-has-hydrated']});
}

if (typeof window !== 'undefined') {
  window.addEventListener('unhandledrejection', (event) => {
    if (!hasStarted() && isChunkFailure(event.reason)) showChunkLoadFailure(event.reason);
  });
  window.addEventListener(
    'error',
    (event) => {
      const file = event.target;
      const url =
        file instanceof HTMLScriptElement
          ? file.src
          : file instanceof HTMLLinkElement && file.rel === 'stylesheet'
            ? file.href
            : '';
      // Only the site's own chunks; prefetch <link>s and images do not stop the app.
      if (!url || new URL(url).origin !== window.location.origin || hasStarted()) return;
      showChunkLoadFailure(new Error(`Loading chunk ${new URL(url).pathname} failed`));
    },
    true,
  );
}
