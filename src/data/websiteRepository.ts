/**
 * Links into this website's own repository (site.websiteRepositoryUrl): the source file behind a
 * page, and a new issue about a page. Used by docusaurus.config.ts (edit links) and the docs and
 * blog footers (problem reports).
 */
import {site} from './site';

/** The branch that the published site is built from. */
export const websiteBranch = 'main';

/** The page's source file in the repository, e.g. editUrlOf('docs/intro.mdx'). */
export function editUrlOf(siteRelativePath: string): string {
  return `${site.websiteRepositoryUrl}/edit/${websiteBranch}/${siteRelativePath.split('/').map(encodeURIComponent).join('/')}`;
}

/** A new issue in the website repository, prefilled with the page's title and address. */
export function reportProblemUrl(title: string, pageUrl: string): string {
  const query = new URLSearchParams({
    title: `Problem on "${title}"`,
    body: `Page: ${pageUrl}\n\nWhat is wrong or missing:\n\n`,
  });
  return `${site.websiteRepositoryUrl}/issues/new?${query.toString()}`;
}
