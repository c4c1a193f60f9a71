import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

import PageActions from '@site/src/components/PageActions';
import {markdownPathOf} from '@site/plugins/llms-txt/markdownPath';

type Props = WrapperProps<typeof ContentType>;

/** Wrapped: the page actions (Markdown copy, assistants) sit beside every doc's title. */
export default function ContentWrapper(props: Props) {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  return (
    <>
      <PageActions
        markdownUrl={markdownPathOf(metadata.permalink)}
        pageUrl={siteConfig.url + metadata.permalink}
        title={metadata.title}
      />
      <Content {...props} />
    </>
  );
}
