import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

import OperatorContact from '@site/src/components/OperatorContact';
import {site} from '@site/src/data/site';
import styles from './page.module.css';

const {operator} = site;

/**
 * Renders only the operator details that are configured in src/data/site.ts; the build warns about
 * missing ones. The contact block is the privacy policy's too (OperatorContact).
 */
export default function LegalDisclosure() {
  return (
    <Layout title="Legal disclosure" description={`Who operates this website: ${operator.name}.`}>
      <main className={`container ${styles.page}`}>
        <Heading as="h1">Legal disclosure</Heading>
        <p>This website, {new URL(site.url).host}, is operated by:</p>
        <OperatorContact />
        <p>
          Questions about the software {site.productName} itself go to the project. The release these docs describe
          names <a href={`mailto:${site.project.supportEmail}`}>{site.project.supportEmail}</a> as its support address
          and <a href={site.project.homepage}>{new URL(site.project.homepage).host}</a> as its homepage, and lists{' '}
          {site.project.maintainerCompany} as the company of its core maintainer. Bugs are reported on{' '}
          <a href={site.issuesUrl}>GitHub Issues</a>.
        </p>

        {operator.representative && (
          <>
            <Heading as="h2">Represented by</Heading>
            <p>{operator.representative}</p>
          </>
        )}
        {operator.register && (
          <>
            <Heading as="h2">Register entry</Heading>
            <p>{operator.register}</p>
          </>
        )}
        {operator.vatId && (
          <>
            <Heading as="h2">VAT identification number</Heading>
            <p>{operator.vatId}</p>
          </>
        )}
        {operator.representative && (
          <>
            <Heading as="h2">Responsible for the content</Heading>
            <p>{operator.representative}, address as above.</p>
          </>
        )}

        <Heading as="h2">Liability for content</Heading>
        <p>
          We write the pages of this website with care and keep them in line with the current release of{' '}
          {site.productName}. The documentation describes open-source software that you install and run yourself; we
          cannot guarantee that every instruction suits every environment. Test changes before you apply them to
          production systems.
        </p>

        <Heading as="h2">Liability for links</Heading>
        <p>
          This website links to websites of other providers, for example the source code repository and the community
          chat. We have no influence on their content and are not responsible for it; the respective provider is. When
          we learn that a linked page breaks the law, we remove the link.
        </p>

        <Heading as="h2">Copyright</Heading>
        <p>
          {site.productName} is open-source software under the Apache License 2.0. The logo and the name{' '}
          {site.productName} identify the project; please do not use them in a way that suggests an endorsement.
        </p>
      </main>
    </Layout>
  );
}
