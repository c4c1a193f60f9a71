import {site} from './site';

/**
 * The documentation of the documented release as one PDF file: every docs page in sidebar order
 * and the API reference, printed after the build by scripts/deliver.mjs (lib/docsPdf.mjs) into
 * build/ as a file, not a page. Pages link it through useBaseUrl(docsPdf.path).
 */
export const docsPdf = {
  /** Site-relative address, e.g. /kublade-docs-1.2.3.pdf. */
  path: `/${site.productName.toLowerCase()}-docs-${site.currentRelease.version}.pdf`,
  /** The title on its first page and in its metadata. */
  title: `${site.productName} ${site.currentRelease.version} documentation`,
  /** What the first page says under the title. */
  subtitle: `Every page of ${site.url}/docs in the order of its sidebar, then the API reference. Release ${site.currentRelease.version} of ${site.currentRelease.date}.`,
  /** The link's text wherever the site offers the file. */
  label: `Download the docs as PDF`,
};
