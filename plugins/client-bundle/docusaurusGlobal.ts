import docusaurus from '@docusaurus/core/lib/client/docusaurus.js';

import {navigationLinkInView} from './navigationLinks';

/**
 * `window.docusaurus` (./index.ts puts it in place of core's), whose `prefetch` Docusaurus's Link
 * calls for every internal link that comes into view. Links in the prose of a page only name other
 * pages; a guide's first screen can name three or four, and prefetching them downloaded those pages
 * whole (50 KiB gzip on /docs/templates/use_blade on a phone) whether or not the reader went on.
 * They are left to the Link's `preload` on hover and touch, which starts loading before the click,
 * as are the navbar's logo and the breadcrumbs (see navigationLinks.ts); the links readers go on
 * by (sidebar, pagination, post lists) still prefetch on view.
 */
const docusaurusGlobal: typeof docusaurus = Object.freeze({
  preload: docusaurus.preload,
  prefetch: (routePath: string) =>
    navigationLinkInView(routePath, document, {width: window.innerWidth, height: window.innerHeight}) &&
    docusaurus.prefetch(routePath),
});

export default docusaurusGlobal;
