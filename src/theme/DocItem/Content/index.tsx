import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

import Head from '@docusaurus/Head';

import PageActions from '@theme/PageActions';
import ReleasesFeedLinks from '@site/src/components/ReleasesFeedLinks';
import {changelogPermalink, releasesFeeds} from '@site/plugins/releases-feed/paths';
import {markdownPathOf} from '@site/plugins/llms-txt/markdownPath';
import {docsPdf} from '@site/src/data/docsPdf';

type Props = WrapperProps<typeof ContentType>;

/**
 * Wrapped: the page actions (Markdown copy, assistants, the docs as one PDF) sit beside every doc's title, and the
 * changelog offers its releases feed.
 */
export default function ContentWrapper(props: Props) {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const pdfUrl = useBaseUrl(docsPdf.path);
  return (
    <>
      <PageActions
        markdownUrl={markdownPathOf(metadata.permalink)}
        pageUrl={siteConfig.url + metadata.permalink}
        title={metadata.title}
        pdfUrl={pdfUrl}
      />
      {metadata.permalink === changelogPermalink && (
        <>
          <Head>
            <link rel="alternate" type="application/rss+xml" href={releasesFeeds.rss} title="Releases (RSS)" />
            <link rel="alternate" type="application/atom+xml" href={releasesFeeds.atom} title="Releases (Atom)" />
          </Head>
          <ReleasesFeedLinks />
        </>
      )}
      <Content {...props} />
    </>
  );
}
