import type {NavbarItem} from '@docusaurus/theme-common';
import {site} from './site';

/** Navbar entries of the spec, in order. The search box is added by the search plugin. */
export const navbarItems: NavbarItem[] = [
  {to: '/why-kublade', label: `Why ${site.productName}?`, position: 'left'},
  {type: 'docSidebar', sidebarId: 'docs', label: 'Documentation', position: 'left'},
  {to: '/api/', label: 'API', position: 'left'},
  {to: '/enterprise-support', label: 'Enterprise Support', position: 'left'},
  {
    href: site.repositoryUrl,
    label: 'GitHub',
    position: 'right',
    className: 'navbar-icon navbar-icon--github',
    'aria-label': `${site.productName} source code on GitHub`,
  },
  {
    href: site.chatUrl,
    label: 'Chat',
    position: 'right',
    className: 'navbar-icon navbar-icon--chat',
    'aria-label': `${site.productName} community chat on Matrix`,
  },
];
