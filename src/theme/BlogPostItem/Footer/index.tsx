import Footer from '@theme-original/BlogPostItem/Footer';
import type FooterType from '@theme/BlogPostItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';

import PageSources from '@site/src/components/PageSources';
import ReportProblemLink from '@site/src/components/ReportProblemLink';

type Props = WrapperProps<typeof FooterType>;

/**
 * Wrapped: a post's own page ends with its sources (its front matter's `sources`), before the
 * theme's tags and edit link, and with a way to report a problem with it. List pages show neither.
 */
export default function FooterWrapper(props: Props) {
  const {metadata, isBlogPostPage} = useBlogPost();
  const {siteConfig} = useDocusaurusContext();
  return (
    <>
      {isBlogPostPage && <PageSources frontMatter={metadata.frontMatter} />}
      <Footer {...props} />
      {isBlogPostPage && <ReportProblemLink title={metadata.title} pageUrl={siteConfig.url + metadata.permalink} />}
    </>
  );
}
