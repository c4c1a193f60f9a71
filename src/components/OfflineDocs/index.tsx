import DocsPdfLink from '@site/src/components/DocsPdfLink';
import {site} from '@site/src/data/site';

/**
 * For installations in networks that cannot reach this site: the docs as one PDF, and the site's own
 * container image (deploy/Dockerfile of the website's repository) to serve them inside the network.
 */
export default function OfflineDocs() {
  return (
    <p data-offline-docs="">
      <strong>Offline or in a private network:</strong> these docs and the API reference are also one PDF file,{' '}
      <DocsPdfLink />. To serve the site itself inside your network, build its container image from{' '}
      <code>deploy/Dockerfile</code> of the <a href={site.websiteRepositoryUrl}>website&apos;s repository</a>: it serves
      the built pages, the PDF included, with nginx as an unprivileged user on port 8080.
    </p>
  );
}
