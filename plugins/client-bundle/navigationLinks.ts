/**
 * Whether a link to `routePath` that the reader can see lies outside the page's prose (`.markdown`,
 * the rendered Markdown of docs, posts and Markdown pages): in the navbar, sidebar, breadcrumbs,
 * table of contents, pagination or a list of posts.
 */
export function navigationLinkInView(routePath: string, root: ParentNode, viewport: {width: number; height: number}) {
  for (const link of Array.from(root.querySelectorAll('a[href]'))) {
    if (link.getAttribute('href') !== routePath || link.closest('.markdown')) continue;
    const box = link.getBoundingClientRect();
    // Touching the viewport counts, as it does for Docusaurus's IntersectionObserver.
    const shown = box.width > 0 && box.height > 0;
    if (shown && box.bottom >= 0 && box.right >= 0 && box.top <= viewport.height && box.left <= viewport.width) {
      return true;
    }
  }
  return false;
}
