import type {Footer} from '@docusaurus/theme-common';
import {site} from './site';
import {releasesFeeds} from '../../plugins/releases-feed/paths';

const year = new Date().getFullYear();

export const footer: Footer = {
  style: 'dark',
  logo: {
    alt: `${site.productName} logo`,
    src: 'img/logo-mono.svg',
    href: '/',
    width: 40,
    height: 40,
  },
  links: [
    {
      title: 'Resources',
      items: [
        {label: 'Documentation', to: '/docs/intro'},
        {label: 'API reference', to: '/api/'},
        {label: 'Blog', to: '/blog'},
        {label: 'Changelog', to: '/docs/project/CHANGELOG'},
        {label: `Why ${site.productName}?`, to: '/why-kublade'},
        {label: 'RSS feed', href: 'pathname:///blog/rss.xml'},
        {label: 'Atom feed', href: 'pathname:///blog/atom.xml'},
        {label: 'JSON feed', href: 'pathname:///blog/feed.json'},
        {label: 'Releases feed', href: `pathname://${releasesFeeds.rss}`},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'GitHub', href: site.repositoryUrl},
        {label: 'Chat on Matrix', href: site.chatUrl},
        {label: 'Discussions', href: site.discussionsUrl},
        {label: 'Report a bug', href: site.issuesUrl},
        {label: 'Contributing', to: '/docs/project/CONTRIBUTING'},
        {label: 'Enterprise Support', to: '/enterprise-support'},
      ],
    },
    {
      title: 'Legal',
      items: [
        {label: 'Legal disclosure', to: '/legal-disclosure'},
        {label: 'Privacy policy', to: '/privacy-policy'},
        {label: 'License', to: '/docs/project/LICENSE'},
        {label: 'Security policy', to: '/docs/project/SECURITY'},
      ],
    },
  ],
  copyright: `© ${year} ${site.operator.name}. ${site.productName} is open source under the Apache License 2.0.`,
};
