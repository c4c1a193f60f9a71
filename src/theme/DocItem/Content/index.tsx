import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

import PageActions from '@theme/PageActions';
import {markdownPathOf} from '@site/plugins/llms-txt/markdownPath';
import {docsPdf} from '@site/src/data/docsPdf';

import useFragmentInView from './useFragmentInView';

type Props = WrapperProps<typeof ContentType>;

/**
 * Wrapped: the page actions (Markdown copy, assistants, the docs as one PDF) sit beside every doc's
 * title. (The changelog's feed links are in its Markdown and head, written by plugins: no code for
 * one page in every docs page's chunk.) After client-side navigation it keeps the address's
 * fragment in view while the page settles (useFragmentInView).
 */
export default function ContentWrapper(props: Props) {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const pdfUrl = useBaseUrl(docsPdf.path);
  useFragmentInView();
  return (
    <>
      <PageActions
        markdownUrl={markdownPathOf(metadata.permalink)}
        pageUrl={siteConfig.url + metadata.permalink}
        title={metadata.title}
        pdfUrl={pdfUrl}
      />
      <Content {...props} />
    </>
  );
}
