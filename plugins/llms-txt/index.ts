import {existsSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {dirname, join, relative, sep} from 'node:path';
import {fileURLToPath} from 'node:url';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {DocMetadata, LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {LoadedContent as PagesContent} from '@docusaurus/plugin-content-pages';
import {aliasedSitePathToRelativePath, normalizeUrl} from '@docusaurus/utils';

import {publishedOperations} from '../../lib/apiOperations';
import {builtHtmlFile, recordHeadLinks} from '../../lib/headLinks.mjs';
import {markdownDocument} from '../../lib/markdownCopies';
import {site} from '../../src/data/site';
import {knownIssues} from '../../src/data/knownIssues';
import {glossary} from '../../src/data/glossary';
import {plainMarkdown} from './markdown';
import {htmlPageMarkdown} from './htmlMarkdown';
import {markdownPathOf} from './markdownPath';

export {builtHtmlFile, markdownPathOf};

export interface LinkedFile {
  /** Path below the base URL, e.g. api/openapi.json. */
  path: string;
  title: string;
  description: string;
}

export interface Options {
  docsPluginId?: string;
  blogPluginId?: string;
  pagesPluginId?: string;
  /** Docs whose id starts with one of these go to the Optional section (project paperwork). */
  optionalDocs?: string[];
  /**
   * The API reference page, listed under API as its Markdown copy (an index of the operations'
   * copies, which the api-reference plugin writes), with the title and description of its HTML.
   */
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

type Section = 'Docs' | 'Blog' | 'Optional';

/** A page with a Markdown copy. */
export interface MarkdownCopy {
  permalink: string;
  title: string;
  description: string;
  markdown: string;
  section: Section;
}

/** A page whose Markdown copy is made from its Markdown source. */
interface SourcePage {
  permalink: string;
  title: string;
  description: string;
  /** Aliased source path (@site/...). */
  source: string;
  section: Section;
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

/** Permalinks of the category pages that the docs plugin generates from the sidebars. */
export function generatedIndexes(version: LoadedVersion): string[] {
  const permalinks: string[] = [];
  const visit = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.link?.type === 'generated-index') permalinks.push(item.link.permalink);
      visit(item.items);
    }
  };
  Object.values(version.sidebars).forEach(visit);
  return [...new Set(permalinks)];
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

/**
 * A permalink (which carries the site's base URL: `/docs-site/docs/intro`) as a path below the base
 * URL (`/docs/intro`), which is also its place in the build folder.
 */
export function belowBaseUrl(permalink: string, baseUrl: string): string {
  if (!permalink.startsWith(baseUrl)) throw new Error(`[llms-txt] ${permalink} is not below the base URL ${baseUrl}`);
  return `/${permalink.slice(baseUrl.length)}`;
}

/** The link to a page's Markdown copy that its <head> gains (scripts/deliver.mjs adds it). */
export function markdownLink(markdownPath: string): string {
  return `<link rel="alternate" type="text/markdown" href="${markdownPath}">`;
}

const themePath = fileURLToPath(new URL('theme', import.meta.url));

/**
 * Writes llms.txt (llmstxt.org: an index of the site for language models), llms-full.txt (every
 * Markdown copy in one file), a Markdown copy next to the HTML of every docs page, post and site
 * page, a link to that copy for each page's head (recorded for scripts/deliver.mjs, which adds it,
 * lib/headLinks.mjs), and robots.txt pointing at the sitemap. Docs and
 * posts are converted from their sources, pages without a Markdown source from their built HTML.
 * It reads the plugins' loaded content, so the files follow the sidebars, titles and descriptions
 * without a list of their own.
 */
export default function llmsTxtPlugin(context: LoadContext, options: Options = {}): Plugin {
  const {siteDir, siteConfig, baseUrl} = context;
  const siteUrl = normalizeUrl([siteConfig.url, baseUrl]).replace(/\/$/, '');
  /** The absolute URL of a path below the base URL. */
  const absolute = (path: string) => siteUrl + normalizeUrl(['/', path]);
  const below = (permalink: string) => belowBaseUrl(permalink, baseUrl);
  const optionalDocs = options.optionalDocs ?? ['project/'];
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

  let sourcePages: SourcePage[] = [];
  /** Pages converted from their built HTML, with the section they are listed in. */
  let htmlPages: {permalink: string; section: Section}[] = [];

  return {
    name: 'llms-txt',

    // The page actions (@theme/PageActions) that offer each page's copy: docs pages, posts, and
    // each operation of the API reference.
    getThemePath() {
      return themePath;
    },

    async allContentLoaded({allContent}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.[options.docsPluginId ?? 'default'] as
        LoadedContent | undefined;
      if (!docsContent) throw new Error('[llms-txt] the docs plugin is not loaded.');
      const version = docsContent.loadedVersions.find((candidate) => candidate.isLast) ?? docsContent.loadedVersions[0];
      const docs = version ? docsInReadingOrder(version) : [];
      const blog = allContent['docusaurus-plugin-content-blog']?.[options.blogPluginId ?? 'default'] as
        BlogContent | undefined;
      const pages = (allContent['docusaurus-plugin-content-pages']?.[options.pagesPluginId ?? 'default'] ??
        []) as PagesContent;
      sourcePages = [
        ...docs.map((doc) => ({
          permalink: doc.permalink,
          title: doc.title,
          description: doc.description,
          source: doc.source,
          section: optionalDocs.some((prefix) => doc.id.startsWith(prefix)) ? ('Optional' as const) : ('Docs' as const),
        })),
        ...(blog?.blogPosts ?? [])
          .filter((post) => !post.metadata.unlisted)
          .map(({metadata}) => ({
            permalink: metadata.permalink,
            title: metadata.title,
            description: metadata.description,
            source: metadata.source,
            section: 'Blog' as const,
          })),
      ];
      htmlPages = [
        ...(version ? generatedIndexes(version) : []).map((permalink) => ({permalink, section: 'Docs' as const})),
        ...pages
          .filter((page) => !(page.type === 'mdx' && page.unlisted))
          .map((page) => ({permalink: page.permalink, section: 'Optional' as const})),
      ];
    },

    async postBuild({outDir}) {
      const fromSource = await Promise.all(
        sourcePages.map(async (page): Promise<MarkdownCopy> => {
          const source = await readFile(join(siteDir, aliasedSitePathToRelativePath(page.source)), 'utf8');
          const markdown = plainMarkdown(source, {
            title: page.title,
            description: page.description,
            url: absolute(below(page.permalink)),
            siteUrl,
            mdx: page.source.endsWith('.mdx'),
            knownIssues,
            glossary,
            apiOperations: publishedOperations(),
          });
          return {...page, markdown};
        }),
      );
      const fromHtml = await Promise.all(
        htmlPages.map(async ({permalink, section}): Promise<MarkdownCopy> => {
          const file = builtHtmlFile(outDir, below(permalink));
          if (!file) throw new Error(`[llms-txt] ${permalink} was not built.`);
          const {title, description, body} = htmlPageMarkdown(await readFile(file, 'utf8'), siteUrl);
          const markdown = markdownDocument({title, description, url: absolute(below(permalink)), body});
          return {permalink, title, description, markdown, section};
        }),
      );
      const copies = [...fromSource, ...fromHtml];
      const links: Record<string, string[]> = {};
      await Promise.all(
        copies.map(async ({permalink, markdown}) => {
          const file = join(outDir, markdownPathOf(below(permalink)));
          await mkdir(dirname(file), {recursive: true});
          await writeFile(file, markdown);
          const html = builtHtmlFile(outDir, below(permalink));
          // The link's address keeps the base URL.
          if (html) links[relative(outDir, html).split(sep).join('/')] = [markdownLink(markdownPathOf(permalink))];
        }),
      );
      // Pages are not rewritten here: other plugins read and write them at the same time.
      await recordHeadLinks(outDir, 'llms-txt', links);

      const entries = (wanted: Section) =>
        copies
          .filter((copy) => copy.section === wanted)
          .map(({title, permalink, description}) => ({
            title,
            url: absolute(markdownPathOf(below(permalink))),
            description,
          }));
      const apiHtml = builtHtmlFile(outDir, apiPage);
      if (!apiHtml) throw new Error(`[llms-txt] ${apiPage} is the plugin's apiPage but was not built.`);
      const api = htmlPageMarkdown(await readFile(apiHtml, 'utf8'), siteUrl);
      const intro = [
        `# ${site.productName}`,
        '',
        `> ${oneLine(site.description)}`,
        '',
        `This documentation covers ${site.productName} ${site.currentRelease.version}, released on ${site.currentRelease.date}.`,
      ].join('\n');
      const llmsTxt = [
        `${intro} Every page is also published as plain Markdown at its address with \`.md\` appended ` +
          `(\`/index.md\` for the home page), and answers requests that accept \`text/markdown\`; ` +
          `those copies are the links below, and [llms-full.txt](${absolute('llms-full.txt')}) holds all of them in one file.\n`,
        section('Docs', entries('Docs')),
        section('API', [
          // Its Markdown copy, an index of the operations' copies, written by the api-reference plugin.
          {title: api.title, url: absolute(markdownPathOf(apiPage)), description: api.description},
          ...apiFiles.map((file) => ({...file, url: absolute(file.path)})),
          // Each operation's Markdown copy, written by the api-reference plugin.
          ...[...publishedOperations().values()].map((operation) => ({
            title: operation.summary,
            url: absolute(operation.markdownPath),
            description: `${operation.method} ${operation.path}`,
          })),
        ]),
        section('Blog', entries('Blog')),
        section('Optional', entries('Optional')),
      ]
        .filter(Boolean)
        .join('\n');
      const llmsFullTxt = `${intro}\n\n${copies.map(({markdown}) => `---\n\n${markdown}`).join('\n')}`;

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
