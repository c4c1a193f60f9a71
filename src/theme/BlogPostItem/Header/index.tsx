import Header from '@theme-original/BlogPostItem/Header';
import type HeaderType from '@theme/BlogPostItem/Header';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';

import PageActions from '@theme/PageActions';
import {markdownPathOf} from '@site/plugins/llms-txt/markdownPath';

type Props = WrapperProps<typeof HeaderType>;

/** Wrapped: a post's own page gets the page actions beside its title; list pages do not. */
export default function HeaderWrapper(props: Props) {
  const {metadata, isBlogPostPage} = useBlogPost();
  const {siteConfig} = useDocusaurusContext();
  return (
    <>
      {isBlogPostPage && (
        <PageActions
          markdownUrl={markdownPathOf(metadata.permalink)}
          pageUrl={siteConfig.url + metadata.permalink}
          title={metadata.title}
        />
      )}
      <Header {...props} />
    </>
  );
}
