import type {ClientModule} from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';

const apiPath = `${siteConfig.baseUrl}api/`;

/**
 * The Content-Security-Policy lets only the API reference connect to other origins (its "Try it"
 * panel calls the reader's own installation), and a policy belongs to the document it came with.
 * A client-side navigation to /api/ would keep the stricter policy of the page the reader came
 * from, so arriving there from another page loads /api/ as a document of its own.
 */
const apiDocumentLoad: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation && location.pathname === apiPath && previousLocation.pathname !== apiPath) {
      // Not reload(): a reload restores the scroll position of the history entry, saved before
      // the page had rendered (the top), so a docs link to /api/#operation/… would land at the top.
      // A navigation scrolls to the fragment. The router's entry is first given back the previous
      // address, so that replace() loads a new document instead of jumping to a fragment of this
      // one, and Back still leads to the previous page.
      const target = `${location.pathname}${location.search}${location.hash}`;
      window.history.replaceState(window.history.state, '', `${previousLocation.pathname}${previousLocation.search}`);
      window.location.replace(target);
    }
  },
};

export default apiDocumentLoad;
