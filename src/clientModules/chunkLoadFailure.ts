/**
 * When a chunk fails to load during a navigation, Docusaurus logs a warning and reloads the page.
 * When one fails while the page itself starts (a deployment removed it, or the network dropped),
 * Docusaurus never renders, leaving the server-rendered text readable but its menus, tabs and
 * search dead without a word. This shows the error and a Retry button in that case.
 */
const noticeId = 'chunk-load-failure';

function isChunkFailure(reason: unknown): reason is Error {
  return reason instanceof Error && (reason.name === 'ChunkLoadError' || /loading (css )?chunk/i.test(reason.message));
}

export function showChunkLoadFailure(error: Error): void {
  if (document.getElementById(noticeId)) return;
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
  retry.addEventListener('click', () => window.location.reload());
  notice.append(message, retry);
  document.body.prepend(notice);
  retry.focus();
}

if (typeof window !== 'undefined') {
  window.addEventListener('unhandledrejection', (event) => {
    const started = Boolean((window as {docusaurusRoot?: unknown}).docusaurusRoot);
    if (!started && isChunkFailure(event.reason)) showChunkLoadFailure(event.reason);
  });
}
