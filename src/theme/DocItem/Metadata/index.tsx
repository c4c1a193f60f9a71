import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Metadata from '@theme-original/DocItem/Metadata';

import {site} from '@site/src/data/site';

/**
 * Wrapped, not ejected: the theme's Metadata keeps emitting title, description, keywords and image
 * (and follows theme upgrades); we only add the page's schema.org TechArticle, which the theme
 * emits for blog posts (BlogPosting) but not for docs. Metadata is the one DocItem part that
 * renders for every doc page and already has the doc's data in context.
 */
export default function MetadataWrapper() {
  const {metadata, frontMatter} = useDoc();
  const {
    siteConfig: {url},
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {image: defaultImage} = useThemeConfig();
  const image = frontMatter.image ?? defaultImage;
  const imageUrl = useBaseUrl(image ?? '', {absolute: true});
  const data = {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline: metadata.title,
    description: metadata.description,
    url: url + metadata.permalink,
    mainEntityOfPage: url + metadata.permalink,
    inLanguage: currentLocale,
    ...(image ? {image: imageUrl} : {}),
    ...(metadata.lastUpdatedAt ? {dateModified: new Date(metadata.lastUpdatedAt).toISOString()} : {}),
    ...(metadata.tags.length > 0 ? {keywords: metadata.tags.map((tag) => tag.label).join(', ')} : {}),
    about: {'@type': 'SoftwareApplication', name: site.productName, url: site.url},
    author: {'@type': 'Organization', name: site.productName, url: site.url},
    publisher: {'@type': 'Organization', name: site.productName, url: site.url},
    isPartOf: {'@type': 'WebSite', name: site.productName, url: site.url},
  };
  return (
    <>
      <Metadata />
      <Head>
        {/* Escaping "<" keeps a "</script>" in a title or description from ending the element early. */}
        <script type="application/ld+json">{JSON.stringify(data).replace(/</g, '\\u003c')}</script>
      </Head>
    </>
  );
}
