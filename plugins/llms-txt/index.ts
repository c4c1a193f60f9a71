import {existsSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {DocMetadata, LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import {aliasedSitePathToRelativePath, normalizeUrl} from '@docusaurus/utils';
import {load} from 'cheerio';

import {site} from '../../src/data/site';
import {knownIssues} from '../../src/data/knownIssues';
import {plainMarkdown} from './markdown';

export interface LinkedFile {
  /** Path below the base URL, e.g. api/openapi.json. */
  path: string;
  title: string;
  description: string;
}

export interface Options {
  docsPluginId?: string;
  blogPluginId?: string;
  /** Docs whose id starts with one of these go to the Optional section (project paperwork). */
  optionalDocs?: string[];
  /** Site pages listed under Optional; title and description are read from their built HTML. */
  optionalPages?: string[];
  /** The API reference page, listed under API with the description from its built HTML. */
  apiPage?: string;
  /** Files another plugin publishes beside the API reference. */
  apiFiles?: LinkedFile[];
  /** Name of the sitemap file that robots.txt points to; null: write no robots.txt. */
  sitemap?: string | null;
}

interface Entry {
  title: string;
  url: string;
  description: string;
}

interface DocPage {
  doc: DocMetadata;
  markdownPath: string;
  markdown: string;
}

type SidebarItem = LoadedVersion['sidebars'][string][number];

/** Doc ids in the order a reader meets them in the sidebars; docs in no sidebar follow. */
export function docsInReadingOrder(version: LoadedVersion): DocMetadata[] {
  const ids: string[] = [];
  const visit = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'doc') ids.push(item.id);
      if (item.type === 'category') {
        if (item.link?.type === 'doc') ids.push(item.link.id);
        visit(item.items);
      }
    }
  };
  Object.values(version.sidebars).forEach(visit);
  const rank = new Map([...new Set(ids)].map((id, index) => [id, index]));
  return version.docs
    .filter((doc) => !doc.unlisted && !doc.draft)
    .sort((a, b) => (rank.get(a.id) ?? rank.size) - (rank.get(b.id) ?? rank.size) || a.id.localeCompare(b.id));
}

/** Where the Markdown copy of a page lives: next to the HTML, with .md appended to the path. */
export function markdownPathOf(permalink: string): string {
  return permalink.endsWith('/') ? `${permalink}index.md` : `${permalink}.md`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function entryLine({title, url, description}: Entry): string {
  return `- [${title.replace(/[[\]]/g, '\\$&')}](${url})${description ? `: ${oneLine(description)}` : ''}`;
}

function section(title: string, entries: Entry[]): string {
  return entries.length === 0 ? '' : `## ${title}\n\n${entries.map(entryLine).join('\n')}\n`;
}

/** Title (h1) and meta description of a built page; null when the page was not built. */
async function builtPage(outDir: string, permalink: string): Promise<{title: string; description: string} | null> {
  const base = join(outDir, permalink);
  const file = [join(base, 'index.html'), `${base.replace(/\/$/, '')}.html`].find((candidate) => existsSync(candidate));
  if (!file) return null;
  const $ = load(await readFile(file, 'utf8'));
  return {
    title: oneLine($('h1').first().text()) || oneLine($('title').text()),
    description: $('meta[name="description"]').attr('content') ?? '',
  };
}

/**
 * Writes llms.txt (llmstxt.org: an index of the docs for language models), llms-full.txt (every
 * docs page in one file), a plain-Markdown copy of every docs page next to its HTML, and
 * robots.txt pointing at the sitemap. It reads the docs and blog plugins' loaded content, so the
 * files follow the sidebar, titles and descriptions without a list of their own.
 */
export default function llmsTxtPlugin(context: LoadContext, options: Options = {}): Plugin {
  const {siteDir, siteConfig, baseUrl} = context;
  const siteUrl = normalizeUrl([siteConfig.url, baseUrl]).replace(/\/$/, '');
  const absolute = (path: string) => siteUrl + normalizeUrl(['/', path]);
  const optionalDocs = options.optionalDocs ?? ['project/'];
  const optionalPages = options.optionalPages ?? ['/why-kublade', '/enterprise-support'];
  const apiPage = options.apiPage ?? '/api/';
  const apiFiles = options.apiFiles ?? [
    {
      path: 'api/openapi.json',
      title: 'OpenAPI description (JSON)',
      description: 'The machine-readable description of the REST API that the reference is built from.',
    },
    {path: 'api/openapi.yaml', title: 'OpenAPI description (YAML)', description: 'The same description in YAML.'},
  ];
  const sitemap = options.sitemap === undefined ? 'sitemap.xml' : options.sitemap;

  let docs: DocMetadata[] = [];
  let posts: Entry[] = [];

  return {
    name: 'llms-txt',

    async allContentLoaded({allContent}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.[options.docsPluginId ?? 'default'] as
        LoadedContent | undefined;
      if (!docsContent) throw new Error('[llms-txt] the docs plugin is not loaded.');
      const version = docsContent.loadedVersions.find((candidate) => candidate.isLast) ?? docsContent.loadedVersions[0];
      docs = version ? docsInReadingOrder(version) : [];
      const blog = allContent['docusaurus-plugin-content-blog']?.[options.blogPluginId ?? 'default'] as
        BlogContent | undefined;
      posts = (blog?.blogPosts ?? [])
        .filter((post) => !post.metadata.unlisted)
        .map(({metadata}) => ({
          title: metadata.title,
          url: absolute(metadata.permalink),
          description: metadata.description,
        }));
    },

    async postBuild({outDir}) {
      const pages: DocPage[] = await Promise.all(
        docs.map(async (doc) => {
          const source = await readFile(join(siteDir, aliasedSitePathToRelativePath(doc.source)), 'utf8');
          const markdown = plainMarkdown(source, {
            title: doc.title,
            description: doc.description,
            url: absolute(doc.permalink),
            siteUrl,
            mdx: doc.source.endsWith('.mdx'),
            knownIssues,
          });
          return {doc, markdownPath: markdownPathOf(doc.permalink), markdown};
        }),
      );
      await Promise.all(
        pages.map(async ({markdownPath, markdown}) => {
          const file = join(outDir, markdownPath);
          await mkdir(dirname(file), {recursive: true});
          await writeFile(file, markdown);
        }),
      );

      const isOptional = (doc: DocMetadata) => optionalDocs.some((prefix) => doc.id.startsWith(prefix));
      const docEntry = ({doc, markdownPath}: DocPage): Entry => ({
        title: doc.title,
        url: absolute(markdownPath),
        description: doc.description,
      });
      const pageEntries = async (paths: string[]): Promise<Entry[]> =>
        Promise.all(
          paths.map(async (path) => {
            const page = await builtPage(outDir, path);
            if (!page) throw new Error(`[llms-txt] ${path} is listed in the plugin's options but was not built.`);
            return {title: page.title, url: absolute(path), description: page.description};
          }),
        );

      const api = await pageEntries([apiPage]);
      const intro = [
        `# ${site.productName}`,
        '',
        `> ${oneLine(site.description)}`,
        '',
        `This documentation covers ${site.productName} ${site.currentRelease.version}, released on ${site.currentRelease.date}.`,
      ].join('\n');
      const llmsTxt = [
        `${intro} Every docs page is also published as plain Markdown at its address with \`.md\` appended; ` +
          `those are the links below, and [llms-full.txt](${absolute('llms-full.txt')}) holds all of them in one file.\n`,
        section('Docs', pages.filter(({doc}) => !isOptional(doc)).map(docEntry)),
        section('API', [...api, ...apiFiles.map((file) => ({...file, url: absolute(file.path)}))]),
        section('Blog', posts),
        section('Optional', [
          ...pages.filter(({doc}) => isOptional(doc)).map(docEntry),
          ...(await pageEntries(optionalPages)),
        ]),
      ]
        .filter(Boolean)
        .join('\n');
      const llmsFullTxt = `${intro}\n\n${pages.map(({markdown}) => `---\n\n${markdown}`).join('\n')}`;

      const writes = [
        writeFile(join(outDir, 'llms.txt'), llmsTxt),
        writeFile(join(outDir, 'llms-full.txt'), llmsFullTxt),
      ];
      if (sitemap !== null) {
        // A hand-written robots.txt in static/ would be replaced without notice; make the clash visible.
        const handWritten = siteConfig.staticDirectories
          .map((dir) => join(dir, 'robots.txt'))
          .find((file) => existsSync(join(siteDir, file)));
        if (handWritten)
          throw new Error(`[llms-txt] ${handWritten} exists: remove it, or set the plugin option sitemap to null.`);
        const robots = ['User-agent: *', 'Allow: /', '', `Sitemap: ${absolute(sitemap)}`, ''].join('\n');
        writes.push(writeFile(join(outDir, 'robots.txt'), robots));
      }
      await Promise.all(writes);
    },
  };
}
