import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

import ReportProblemLink from '@site/src/components/ReportProblemLink';

type Props = WrapperProps<typeof FooterType>;

/** Wrapped: below the theme's tags, edit link and last-updated date, a way to report a problem. */
export default function FooterWrapper(props: Props) {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  return (
    <>
      <Footer {...props} />
      <ReportProblemLink title={metadata.title} pageUrl={siteConfig.url + metadata.permalink} />
    </>
  );
}
