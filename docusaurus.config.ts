import type {Config, LoadContext, Plugin, PluginConfig, PluginModule, PluginOptions} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {DOCUSAURUS_VERSION} from '@docusaurus/utils';

import {announcementId, missingOperatorFields, site} from './src/data/site';
import {navbarItems} from './src/data/navbar';
import {footer} from './src/data/footer';
import {codeTheme} from './src/data/codeTheme';
import {editUrlOf} from './src/data/websiteRepository';
import projectDocuments, {defaultDocuments} from './plugins/project-documents';
import apiReference, {remarkApiOperations} from './plugins/api-reference';
import siteSearch from './plugins/site-search';
import latestPosts from './plugins/latest-posts';
import llmsTxt from './plugins/llms-txt';
import socialCard from './plugins/social-card';
import codeHighlight, {remarkCodeHighlight} from './plugins/code-highlight';
import remarkMermaidSvg, {mermaidSvgPlugin} from './plugins/mermaid-svg';
import remarkKnownIssues, {knownIssuesPlugin} from './plugins/known-issues';
import redirectPages from './plugins/redirect-pages';
import glossaryPlugin, {remarkGlossary} from './plugins/glossary';
import releasesFeed from './plugins/releases-feed';
import templatePlayground, {remarkTemplatePlayground} from './plugins/template-playground';
import routeStyles from './plugins/route-styles';
import clientBundle from './plugins/client-bundle';
import rehypeStaticBlocks from './plugins/static-blocks';
import {ssrTemplate} from './plugins/client-bundle/pageTemplate';

// Docusaurus evaluates this file more than once per build; warn once.
const missing = missingOperatorFields();
const warned = globalThis as {legalWarningShown?: boolean};
if (missing.length > 0 && !warned.legalWarningShown) {
  warned.legalWarningShown = true;
  console.warn(
    `[legal] The legal disclosure lacks required operator details (${missing.join(', ')}): fill them in src/data/site.ts before publishing.`,
  );
}

const documentsBaseUrl = process.env.DOCUMENTS_BASE_URL || site.documentsBaseUrl;

// Code is highlighted at build time; each page's highlighted blocks are cached in the site's node_modules/.cache.
const codeHighlightRemark = [remarkCodeHighlight, {siteDir: __dirname}];
// The known-issues list's entries are written as modules below the site's node_modules/.cache.
const knownIssuesRemark = [remarkKnownIssues, {siteDir: __dirname}];

// Each Blade example gets a link into the playground on /docs/templates/use_blade.
const playgroundRemark = [remarkTemplatePlayground, {siteDir: __dirname}];

// Terms are explained in place on docs pages and posts, except in the generated project documents.
const glossaryRemark = [remarkGlossary, {skipPaths: ['docs/project/']}];
// List pages show posts' excerpts; the terms are explained on each post's own page.
const blogGlossaryRemark = [remarkGlossary, {markExcerpts: false}];

// Pages written at build time from the platform's release documents have no source file here to edit.
const generatedDocs = new Set(defaultDocuments.map((doc) => doc.targetPath));

/** Our local plugins take typed options; Docusaurus types every plugin's options as unknown. */
function localPlugin<O extends object>(
  plugin: (context: LoadContext, options: O) => Plugin | Promise<Plugin>,
  options: O,
): PluginConfig {
  return [plugin as PluginModule, options as PluginOptions];
}

/** Where the site lives on its host; the announcement's HTML link below is not a <Link> and needs it too. */
const baseUrl = '/';

const config: Config = {
  title: site.productName,
  tagline: site.tagline,
  favicon: 'img/favicon.svg',
  url: site.url,
  baseUrl,
  trailingSlash: undefined,
  // The page's scripts start once its HTML is on screen (plugins/client-bundle/pageTemplate.ts).
  ssrTemplate,

  // Print shows where each link leads (src/css/print.css); a site-relative one after this address.
  headTags: [{tagName: 'style', attributes: {}, innerHTML: `:root{--kbl-site-url:${JSON.stringify(site.url)}}`}],

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  future: {
    // Rspack, SWC and Lightning CSS: measured faster than webpack on this 2-core machine.
    faster: true,
    // Storage namespacing stays off: the spec fixes the storage keys ('theme', 'docs-preferred-version-…').
    v4: {
      useCssCascadeLayers: true,
      mdx1CompatDisabledByDefault: true,
      // 3.x needs it for faster's SSG worker threads; 4.0 always does it and refuses the key (UPGRADING.md).
      ...(DOCUSAURUS_VERSION.startsWith('3.') && {removeLegacyPostBuildHeadAttribute: true}),
    },
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  markdown: {
    // .md files are CommonMark (remote documents are untrusted text); .mdx files may use components.
    format: 'detect',
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },

  clientModules: [
    './src/clientModules/fonts.ts',
    './src/clientModules/normalizeHtmlPaths.ts',
    './src/clientModules/titleWhileHydrating.ts',
    './src/clientModules/htmlClassWhileHydrating.ts',
    './src/clientModules/apiDocumentLoad.ts',
    './src/clientModules/chunkLoadFailure.ts',
    './src/clientModules/yourInstallation.ts',
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          // Diagrams are drawn at build time: pages ship SVG, not Mermaid.
          beforeDefaultRemarkPlugins: [[remarkMermaidSvg, {siteDir: __dirname}]],
          // Embedded API operations bring a code block, which code-highlight then highlights.
          remarkPlugins: [
            knownIssuesRemark,
            remarkApiOperations,
            playgroundRemark,
            codeHighlightRemark,
            glossaryRemark,
          ],
          rehypePlugins: [rehypeStaticBlocks],
          tags: 'tags.yml',
          onInlineTags: 'throw',
          editUrl: ({versionDocsDirPath, docPath}) =>
            generatedDocs.has(`${versionDocsDirPath}/${docPath}`)
              ? undefined
              : editUrlOf(`${versionDocsDirPath}/${docPath}`),
          showLastUpdateTime: true,
        },
        blog: {
          path: 'blog',
          blogTitle: 'Blog',
          blogDescription: `Release notes and hands-on guides from the ${site.productName} team.`,
          postsPerPage: 10,
          blogSidebarCount: 10,
          blogSidebarTitle: 'Recent posts',
          showReadingTime: true,
          editUrl: ({blogDirPath, blogPath}) => editUrlOf(`${blogDirPath}/${blogPath}`),
          showLastUpdateTime: true,
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          remarkPlugins: [
            knownIssuesRemark,
            remarkApiOperations,
            playgroundRemark,
            codeHighlightRemark,
            blogGlossaryRemark,
          ],
          rehypePlugins: [rehypeStaticBlocks],
          feedOptions: {
            type: 'all',
            title: `${site.productName} blog`,
            description: `Releases and guides from the ${site.productName} project.`,
            copyright: `© ${site.operator.name}`,
            xslt: false,
          },
        },
        pages: {remarkPlugins: [codeHighlightRemark]},
        theme: {customCss: ['./src/css/custom.css', './src/css/print.css']},
        sitemap: {changefreq: 'weekly', ignorePatterns: ['/search']},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    localPlugin(codeHighlight, {}),
    localPlugin(clientBundle, {}),
    localPlugin(mermaidSvgPlugin, {}),
    localPlugin(knownIssuesPlugin, {}),
    localPlugin(routeStyles, {
      stylesheets: [
        {name: 'api', files: /[\\/]plugins[\\/]api-reference[\\/]/, routes: ['/api/']},
        {
          name: 'home',
          files:
            /[\\/]src[\\/](?:pages[\\/]index\.module|components[\\/](?:HomeHero|ProductIllustration|FeatureGrid|HowItWorks|ReasonList|LatestPosts)[\\/])/,
          routes: ['/'],
        },
      ],
    }),
    localPlugin(projectDocuments, {baseUrl: documentsBaseUrl}),
    localPlugin(apiReference, {baseUrl: documentsBaseUrl}),
    localPlugin(siteSearch, {}),
    localPlugin(latestPosts, {count: 3}),
    localPlugin(llmsTxt, {}),
    localPlugin(glossaryPlugin, {}),
    localPlugin(releasesFeed, {}),
    localPlugin(templatePlayground, {}),
    localPlugin(socialCard, {}),
    localPlugin(redirectPages, {redirects: [{from: '/docs', to: '/docs/intro'}]}),
  ],

  themeConfig: {
    colorMode: {defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false},
    announcementBar: {
      id: announcementId(),
      content: `${site.productName} ${site.currentRelease.version} is the current release. <a href="${baseUrl}docs/project/CHANGELOG">Read the release notes</a>.`,
      backgroundColor: '#4a1fa6',
      textColor: '#ffffff',
      isCloseable: true,
    },
    navbar: {
      title: site.productName,
      logo: {alt: `${site.productName} logo`, src: 'img/logo.svg', width: 32, height: 32},
      hideOnScroll: false,
      items: navbarItems,
    },
    footer,
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    // Code is highlighted at build time: grammars in plugins/code-highlight/prism.ts.
    prism: {theme: codeTheme},
    image: 'img/social-card.png',
    metadata: [{name: 'keywords', content: 'Kubernetes, Blade, Laravel, GitOps, Flux, templates, deployments'}],
  } satisfies Preset.ThemeConfig,
};

export default config;
