import {existsSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {dirname, join, relative, sep} from 'node:path';
import {fileURLToPath} from 'node:url';
import type {LoadContext, Plugin, PluginRouteConfig, RouteConfig} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';

import {publishedOperations} from '../../lib/apiOperations';
import {sidebarOf, type SidebarEntry} from '../../lib/builtSidebar.mjs';
import {builtHtmlFile, recordHeadLinks} from '../../lib/headLinks.mjs';
import {markdownDocument} from '../../lib/markdownCopies';
import {site} from '../../src/data/site';
import {knownIssues} from '../../src/data/knownIssues';
import {glossary} from '../../src/data/glossary';
import {plainMarkdown} from './markdown';
import {htmlPageMarkdown, pageFacts} from './htmlMarkdown';
import {markdownPathOf} from './markdownPath';

export {builtHtmlFile, markdownPathOf};

export interface LinkedFile {
  /** Path below the base URL, e.g. api/openapi.json. */
  path: string;
  title: string;
  description: string;
}

export interface Options {
  /** Docs whose path (below the base URL) starts with one of these go to the Optional section (project paperwork). */
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

/** A page of the build that gets a Markdown copy. */
export interface CopiedPage {
  /** The route's path (with the base URL, as permalinks have it). */
  permalink: string;
  section: Section;
  /** Its Markdown source, relative to the site; without one the copy is made from the built HTML. */
  source?: string;
}

/** A page's Markdown copy and what llms.txt says of it. */
interface MarkdownCopy extends Omit<CopiedPage, 'source'> {
  title: string;
  description: string;
  /** A post's date, to list posts newest first; empty for other pages. */
  published: string;
  markdown: string;
  /** The page's built HTML file, whose head gets the link to the copy. */
  htmlFile: string;
}

const docsPlugin = 'docusaurus-plugin-content-docs';
const blogPlugin = 'docusaurus-plugin-content-blog';
const pagesPlugin = 'docusaurus-plugin-content-pages';

/** Each page route with the plugin that made it (nested routes are the top route's plugin's). */
function leafRoutes(routes: PluginRouteConfig[]): {route: RouteConfig; plugin: string}[] {
  const leaves = (route: RouteConfig, plugin: string): {route: RouteConfig; plugin: string}[] =>
    route.routes ? route.routes.flatMap((inner) => leaves(inner, plugin)) : [{route, plugin}];
  return routes.flatMap((route) => leaves(route, route.plugin.name));
}

/**
 * The pages that get a Markdown copy, from the routes Docusaurus passes to postBuild: each docs page
 * and post (from its Markdown source), each category page of the docs and each page of the pages
 * plugin (from its built HTML). A page the build marks noindex (unlisted) gets none.
 */
export function copiedPages(
  routes: PluginRouteConfig[],
  {noIndex, optionalDocs, baseUrl}: {noIndex: (path: string) => boolean; optionalDocs: string[]; baseUrl: string},
): CopiedPage[] {
  return leafRoutes(routes).flatMap(({route, plugin}): CopiedPage[] => {
    if (noIndex(route.path)) return [];
    const source = route.metadata?.sourceFilePath;
    const fromSource = source !== undefined && /\.mdx?$/.test(source);
    const optional = optionalDocs.some((prefix) => belowBaseUrl(route.path, baseUrl).startsWith(prefix));
    if (plugin === docsPlugin && fromSource)
      return [{permalink: route.path, section: optional ? 'Optional' : 'Docs', source}];
    // The docs plugin's other pages are tag lists, which have nothing of their own to say.
    if (plugin === docsPlugin && route.component === '@theme/DocCategoryGeneratedIndexPage')
      return [{permalink: route.path, section: 'Docs'}];
    if (plugin === blogPlugin && fromSource) return [{permalink: route.path, section: 'Blog', source}];
    if (plugin === pagesPlugin) return [{permalink: route.path, section: 'Optional'}];
    return [];
  });
}

/** Each page's path in the docs sidebar's reading order, as the built pages show it. */
function readingOrder(entries: SidebarEntry[]): string[] {
  return entries.flatMap((entry) => [entry.href.replace(/#.*$/, ''), ...readingOrder(entry.items ?? [])]);
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
 * lib/headLinks.mjs), and robots.txt pointing at the sitemap. Docs and posts are converted from
 * their sources, pages without a Markdown source from their built HTML. It works from the routes
 * Docusaurus passes to postBuild and the built pages (titles, descriptions, the sidebar's order), as
 * the Docusaurus website's own agent-docs plugin does, so it keeps no list of its own and reads no
 * other plugin's content.
 */
export default function llmsTxtPlugin(context: LoadContext, options: Options = {}): Plugin {
  const {siteDir, siteConfig, baseUrl} = context;
  const siteUrl = normalizeUrl([siteConfig.url, baseUrl]).replace(/\/$/, '');
  /** The absolute URL of a path below the base URL. */
  const absolute = (path: string) => siteUrl + normalizeUrl(['/', path]);
  const below = (permalink: string) => belowBaseUrl(permalink, baseUrl);
  const optionalDocs = options.optionalDocs ?? ['/docs/project/'];
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

  return {
    name: 'llms-txt',

    // The page actions (@theme/PageActions) that offer each page's copy: docs pages, posts, and
    // each operation of the API reference.
    getThemePath() {
      return themePath;
    },

    async postBuild({outDir, routes, routesBuildMetadata}) {
      const pages = copiedPages(routes, {
        noIndex: (path) => routesBuildMetadata[path]?.noIndex ?? false,
        optionalDocs,
        baseUrl,
      });
      const copies = await Promise.all(
        pages.map(async ({permalink, section, source}): Promise<MarkdownCopy> => {
          const htmlFile = builtHtmlFile(outDir, below(permalink));
          if (!htmlFile) throw new Error(`[llms-txt] ${permalink} was not built.`);
          const html = await readFile(htmlFile, 'utf8');
          const url = absolute(below(permalink));
          if (source === undefined) {
            const {title, description, body} = htmlPageMarkdown(html, siteUrl);
            const markdown = markdownDocument({title, description, url, body});
            return {permalink, section, title, description, published: '', markdown, htmlFile};
          }
          const {title, description, published} = pageFacts(html);
          const markdown = plainMarkdown(await readFile(join(siteDir, source), 'utf8'), {
            title,
            description,
            url,
            siteUrl,
            mdx: source.endsWith('.mdx'),
            knownIssues,
            glossary,
            apiOperations: publishedOperations(),
          });
          return {permalink, section, title, description, published, markdown, htmlFile};
        }),
      );
      // Docs in the sidebar's reading order (pages in no sidebar follow), posts newest first, the
      // site's pages by address.
      const firstDoc = pages.find(({section, source}) => section === 'Docs' && source);
      const sidebar = firstDoc ? readingOrder(sidebarOf(outDir, below(firstDoc.permalink)).entries) : [];
      const places = new Map(sidebar.map((permalink, at) => [permalink, at]));
      const rank = (permalink: string) => places.get(permalink) ?? sidebar.length;
      copies.sort(
        (a, b) =>
          rank(a.permalink) - rank(b.permalink) ||
          b.published.localeCompare(a.published) ||
          (a.published ? b.permalink.localeCompare(a.permalink) : a.permalink.localeCompare(b.permalink)),
      );
      const links: Record<string, string[]> = {};
      await Promise.all(
        copies.map(async ({permalink, markdown, htmlFile}) => {
          const file = join(outDir, markdownPathOf(below(permalink)));
          await mkdir(dirname(file), {recursive: true});
          await writeFile(file, markdown);
          // The link's address keeps the base URL.
          links[relative(outDir, htmlFile).split(sep).join('/')] = [markdownLink(markdownPathOf(permalink))];
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
