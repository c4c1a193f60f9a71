/**
 * The single source of the site's identity: product name, URLs, contacts and the operator's legal
 * details. docusaurus.config.ts, pages and components import from here, so renaming the product
 * or moving the repository is a change to this file only.
 */

export interface Operator {
  /** Legal name of the company that operates this website. */
  name: string;
  /** Public contact address shown on the legal pages. */
  email: string;
  /** Postal address lines. Required by law for the legal disclosure; filled in by the deployer. */
  address: string[];
  /** Person responsible for the content. Required by law; filled in by the deployer. */
  representative: string;
  /** Commercial register court and number, if registered. */
  register: string;
  /** VAT identification number, if any. */
  vatId: string;
  /** Phone number, optional. */
  phone: string;
}

export interface Release {
  version: string;
  date: string;
}

/** Who the platform's own files name: not the operator of this website. */
export interface ProjectContacts {
  /** `support.email` of the release's composer.json: the project's address for questions about the software. */
  supportEmail: string;
  /** Company of the core maintainer in the release's MAINTAINERS.md. */
  maintainerCompany: string;
  /** `homepage` of the release's composer.json. */
  homepage: string;
}

export interface Site {
  productName: string;
  tagline: string;
  description: string;
  url: string;
  repositoryUrl: string;
  /** Repository of this website's own sources (default branch main): edit links and problem reports. */
  websiteRepositoryUrl: string;
  /** Repository of the release line documented on this site (1.x of the forepath line). */
  releaseRepositoryUrl: string;
  chatUrl: string;
  discussionsUrl: string;
  issuesUrl: string;
  /** Where the platform's release pipeline publishes the API description, changelog and dependency list. */
  documentsBaseUrl: string;
  /** Address of the commercial support that the operator of this website offers (/enterprise-support). */
  supportEmail: string;
  /** The platform project's own contacts, as its release names them. */
  project: ProjectContacts;
  currentRelease: Release;
  operator: Operator;
}

/** The product's name: the one place to change it. */
const productName = 'Kublade';

/**
 * Source, issues and discussions of the documented release (its composer.json names this repository
 * for source and issues; its README and CONTRIBUTING.md for discussions). The older kublade/kublade
 * line is named only where the docs speak of that line.
 */
const releaseRepositoryUrl = 'https://github.com/forepath/kublade';

export const site: Site = {
  productName,
  tagline: 'Kubernetes deployments from Blade templates, delivered through Git.',
  description: `${productName} turns Laravel Blade templates and a form into Kubernetes manifests, commits them to Git and lets Flux apply them. Open source under Apache-2.0.`,
  url: 'https://kublade.org',
  repositoryUrl: releaseRepositoryUrl,
  websiteRepositoryUrl: 'https://github.com/kublade/documentation',
  releaseRepositoryUrl,
  chatUrl: 'https://matrix.to/#/%23kublade:gitter.im',
  discussionsUrl: `${releaseRepositoryUrl}/discussions`,
  issuesUrl: `${releaseRepositoryUrl}/issues`,
  documentsBaseUrl: 'https://documents.kublade.org/',
  supportEmail: 'support@kublade.org',
  project: {
    supportEmail: 'support@forepath.io',
    maintainerCompany: 'ForePath',
    homepage: 'https://forepath.io',
  },
  currentRelease: {version: '1.2.3', date: '2025-09-03'},
  operator: {
    name: 'IPvX UG (haftungsbeschränkt)',
    email: 'hi@ipvx.io',
    address: [],
    representative: '',
    register: '',
    vatId: '',
    phone: '',
  },
};

/** Operator fields that a legal disclosure must contain; the build warns while one is empty. */
export const requiredOperatorFields = ['address', 'representative'] as const satisfies readonly (keyof Operator)[];

export function missingOperatorFields(operator: Operator = site.operator): string[] {
  return requiredOperatorFields.filter((field) => {
    const value = operator[field];
    return Array.isArray(value) ? value.length === 0 : value.trim() === '';
  });
}

/** The Git tag of a release of the platform: `v1.2.3`. */
export function releaseTag(release: Release = site.currentRelease): string {
  return `v${release.version}`;
}

/**
 * Where a reader reads a file of the platform's source at a release on GitHub, e.g.
 * `https://github.com/forepath/kublade/blob/v1.2.3/routes/web.php`. `path` is relative to the
 * repository's root; docs pages, posts and known issues cite their sources with it.
 */
export function platformFileUrl(path: string, release: Release = site.currentRelease): string {
  return `${site.releaseRepositoryUrl}/blob/${releaseTag(release)}/${encodeURI(path)}`;
}

/** Id of the announcement bar: derived from the release so a new release shows the bar again. */
export function announcementId(release: Release = site.currentRelease): string {
  return `release-${release.version.replace(/\./g, '-')}`;
}
