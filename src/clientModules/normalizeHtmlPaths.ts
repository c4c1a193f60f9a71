/**
 * The spec normalises `/x.html` and `/x/index.html` to `/x`. Docusaurus's router already renders
 * the matching route for such a path; this rewrites the address bar too, before the router starts,
 * so that links, bookmarks and the canonical URL agree.
 */
export function normalizedPathname(pathname: string): string | null {
  const bare = pathname.replace(/(?:\/index)?\.html$/, '');
  if (bare === pathname) return null;
  return bare === '' ? '/' : bare;
}

if (typeof window !== 'undefined') {
  const target = normalizedPathname(window.location.pathname);
  if (target !== null) {
    window.history.replaceState(window.history.state, '', target + window.location.search + window.location.hash);
  }
}
