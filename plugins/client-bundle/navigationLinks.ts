/**
 * Links that are in view on almost every page but rarely the reader's next step: the page's prose
 * (`.markdown`, the rendered Markdown of docs, posts and Markdown pages), the navbar (logo and, on a
 * phone, nothing else) and the breadcrumbs. Their pages load on hover or touch instead; prefetching
 * the home page and a category index from every docs page cost a phone 8 KiB per visit.
 */
const notReadingPath = '.markdown, .navbar, .breadcrumbs';

/**
 * Whether a link to `routePath` that the reader can see lies on the reading path: in the sidebar,
 * the pagination, a list of posts or any other navigation outside `notReadingPath`.
 */
export function navigationLinkInView(routePath: string, root: ParentNode, viewport: {width: number; height: number}) {
  for (const link of Array.from(root.querySelectorAll('a[href]'))) {
    if (link.getAttribute('href') !== routePath || link.closest(notReadingPath)) continue;
    const box = link.getBoundingClientRect();
    // Touching the viewport counts, as it does for Docusaurus's IntersectionObserver.
    const shown = box.width > 0 && box.height > 0;
    if (shown && box.bottom >= 0 && box.right >= 0 && box.top <= viewport.height && box.left <= viewport.width) {
      return true;
    }
  }
  return false;
}
