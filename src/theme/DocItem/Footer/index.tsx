import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

import PageSources from '@site/src/components/PageSources';
import ReportProblemLink from '@site/src/components/ReportProblemLink';

type Props = WrapperProps<typeof FooterType>;

/**
 * Wrapped: the page's sources (its front matter's `sources`) close the article, before the theme's
 * tags, edit link and last-updated date; below them, a way to report a problem.
 */
export default function FooterWrapper(props: Props) {
  const {metadata, frontMatter} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  return (
    <>
      <PageSources frontMatter={frontMatter} />
      <Footer {...props} />
      <ReportProblemLink title={metadata.title} pageUrl={siteConfig.url + metadata.permalink} />
    </>
  );
}
