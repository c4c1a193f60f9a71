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
      window.location.reload();
    }
  },
};

export default apiDocumentLoad;
