import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

import {knownIssuesUrl} from './src/data/knownIssueLinks';
import {site} from './src/data/site';

/**
 * One sidebar, ordered along a reader's path: what Kublade is, what it needs, how to install it and
 * log in, then the objects in the order they are created (projects, templates, clusters, then
 * deployments, which use all three), then access control, AI and the project's own documents.
 * Deployments have no page of their own in the spec's route table; they are explained on the
 * projects page, so the "Deployments" entry links to that section at its place on the path. The
 * known issues of the release are listed on the introduction, grouped by where they strike; their
 * entry links that section, next to the page, before a reader installs anything.
 * Category slugs are part of the site's public routes (see the spec's route table): keep them.
 */
const sidebars: SidebarsConfig = {
  docs: [
    'intro',
    {
      type: 'link',
      label: `Known issues in ${site.currentRelease.version}`,
      href: knownIssuesUrl,
      description: 'Every known defect of the documented release, grouped by where it strikes, with its workaround.',
    },
    'prerequisites',
    {
      type: 'category',
      label: 'Installation',
      link: {
        type: 'generated-index',
        slug: '/category/installation',
        title: 'Installation',
        // The page shows this as its introduction: how the three methods differ, so a reader can
        // choose before opening one (Prerequisites has the same comparison as a table).
        description:
          'Choose how to run Kublade 1.2.3. On bare metal you install PHP 8.2 or newer, Nginx, MySQL, Redis and Node.js yourself and control every part. Docker Compose runs the development (Sail) or the production stack of the repository on one Docker host: you start Horizon and the scheduler in the first, and add a scheduler and TLS to the second. On Kubernetes you run the published app and worker images with your own MySQL, Redis and manifests; the published app image has no compiled front end, so you build a small image on top of it first. Every method needs Horizon and the scheduler running, and Prerequisites compares the three in a table. After installing, log in with the default account and change its password.',
      },
      items: [
        'installation/bare-metal',
        'installation/docker',
        'installation/kubernetes',
        'installation/default-login',
      ],
    },
    'projects',
    {
      type: 'category',
      label: 'Templates',
      link: {
        type: 'generated-index',
        slug: '/category/templates',
        title: 'Templates',
        description:
          'Create templates from a Helm chart, by hand or from a Git repository, and write the Blade that turns form fields and port claims into Kubernetes manifests.',
      },
      items: [
        'templates/create_import',
        'templates/create_manually',
        'templates/create_sync',
        'templates/use_blade',
        'templates/use_ports',
      ],
    },
    {
      type: 'category',
      label: 'Clusters',
      link: {
        type: 'generated-index',
        slug: '/category/clusters',
        title: 'Clusters',
        description:
          'Connect an existing Kubernetes cluster or provision one with kops, then watch its status, capacity and the metrics of its deployments.',
      },
      items: ['clusters/create', 'clusters/monitor'],
    },
    {
      type: 'link',
      label: 'Deployments',
      href: '/docs/projects#deployments',
      description: 'Create, approve, update, revert and delete deployments, and follow their lifecycle.',
    },
    {
      type: 'category',
      label: 'Advanced authentication',
      link: {
        type: 'generated-index',
        slug: '/category/advanced-authentication',
        title: 'Advanced authentication',
        description:
          'Log users in with one-time magic links or with an OAuth 2 provider such as GitHub, GitLab, Google or Microsoft Azure.',
      },
      items: ['authentication/magic-links', 'authentication/sso'],
    },
    'roles_and_permissions',
    'ai-integration',
    {
      type: 'category',
      label: 'Project information',
      link: {
        type: 'generated-index',
        slug: '/category/project-information',
        title: 'Project information',
        description:
          'Release notes, third-party dependencies, the licence, and how to contribute to Kublade or report a vulnerability.',
      },
      items: [
        'project/CHANGELOG',
        'project/DEPENDENCIES-latest',
        'project/CONTRIBUTING',
        'project/SECURITY',
        'project/LICENSE',
      ],
    },
  ],
};

export default sidebars;
