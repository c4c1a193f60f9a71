import {site} from './site';

/**
 * Content of /enterprise-support, offered by the operator of this website (`site.operator`); the platform
 * project's own contacts are `site.project`. Terms are agreed per contract, so nothing here promises a figure.
 */

export interface SupportPlan {
  name: string;
  forWhom: string;
  includes: string[];
}

export interface SupportService {
  title: string;
  text: string;
}

export const supportPlans: SupportPlan[] = [
  {
    name: 'Essentials',
    forWhom: `Teams that run ${site.productName} themselves and want an expert to call when they are stuck.`,
    includes: [
      'A prepaid package of support hours',
      'Help by e-mail during business hours',
      'Answers on installation, upgrades and configuration',
    ],
  },
  {
    name: 'Business',
    forWhom: `Teams that rely on ${site.productName} for production deployments.`,
    includes: [
      'Everything in Essentials',
      'Response targets written into your agreement',
      'Review of your installation, Flux setup and permissions',
      'Help with upgrades between releases',
    ],
  },
  {
    name: 'Critical',
    forWhom: `Organisations where ${site.productName} is part of a service with its own availability commitments.`,
    includes: [
      'Everything in Business',
      'Escalation path and contacts agreed in advance',
      'Response targets outside business hours, as agreed',
      'Regular reviews of new releases and security fixes for your installation',
    ],
  },
];

export const supportServices: SupportService[] = [
  {
    title: 'Onboarding',
    text: `We set up ${site.productName} with you: installation on your infrastructure, Horizon and the scheduler, the first cluster with Flux, and permissions that match your teams.`,
  },
  {
    title: 'Custom templates',
    text: 'We write or review application and cluster templates for your workloads, including fields, secrets, port claims and network policies.',
  },
  {
    title: 'Training',
    text: 'Workshops for operators and template authors: Blade for Kubernetes manifests, the approval flow, troubleshooting deployments and using the REST API.',
  },
  {
    title: 'Integration',
    text: 'Automation against the REST API, single sign-on with one of the supported OAuth providers, and an OpenAI-compatible AI provider for the built-in assistant.',
  },
];

export const supportMailto = `mailto:${site.supportEmail}?subject=${encodeURIComponent(`${site.productName} enterprise support`)}`;
