import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl, readOutputHTMLFile} from '@docusaurus/utils';

import type {PublishedSearchRecords, SearchRecord} from '../../lib/searchRecords';
import {extractPage, type ExtractedPage} from './extract';
import {pageTypes, pluginName, type IndexedSection, type SearchIndexFile, type SiteSearchGlobalData} from './format';

/**
 * A fixed name, not a hashed one: the index only exists after the pages are rendered, too late to
 * pass a hashed name to them. The browser fetches it with `cache: 'no-cache'`, so a deploy is
 * never hidden behind a cached copy.
 */
const indexFileName = 'search-index.json';

export function buildIndexFile(pages: ExtractedPage[]): SearchIndexFile {
  const sections: IndexedSection[] = [];
  pages.forEach((page, pageIndex) => {
    for (const {heading, anchor, text, endpoint} of page.sections) {
      const section: IndexedSection = [pageIndex, heading, anchor, text, endpoint];
      while (section.length > 1 && !section[section.length - 1]) section.pop();
      sections.push(section);
    }
  });
  return {p: pages.map((page) => [page.title, page.url, pageTypes.indexOf(page.type)]), s: sections};
}

/**
 * Offline site search: indexes every built page by section (API operations included) after the
 * build, adds the /search page, and tells the browser where the index is.
 */
export default function siteSearchPlugin(context: LoadContext): Plugin {
  const {baseUrl} = context;
  const searchPath = normalizeUrl([baseUrl, 'search']);
  const globalData: SiteSearchGlobalData = {indexUrl: normalizeUrl([baseUrl, indexFileName]), searchPath};
  /** Sections other plugins publish for their pages, by route path. */
  const published = new Map<string, SearchRecord[]>();

  return {
    name: pluginName,

    // The /search page, the navbar box (@theme/SearchBar, in place of the classic theme's) and their shared hooks.
    getThemePath() {
      return join(__dirname, 'theme');
    },

    async contentLoaded({actions}) {
      actions.addRoute({path: searchPath, component: '@theme/SearchPage', exact: true});
      actions.setGlobalData(globalData);
    },

    async allContentLoaded({allContent}) {
      published.clear();
      for (const byId of Object.values(allContent)) {
        for (const content of Object.values(byId)) {
          const offered = (content as Partial<PublishedSearchRecords> | undefined)?.searchRecords;
          if (offered) published.set(offered.path, offered.records);
        }
      }
    },

    async postBuild({routesPaths, outDir, routesBuildMetadata, siteConfig}) {
      const skipped = new Set([searchPath, normalizeUrl([baseUrl, '404.html'])]);
      const pages: ExtractedPage[] = [];
      for (const routePath of [...routesPaths].sort()) {
        if (skipped.has(routePath) || routesBuildMetadata[routePath]?.noIndex) continue;
        const permalink = `/${routePath.slice(baseUrl.length)}`;
        const html = (await readOutputHTMLFile(permalink, outDir, siteConfig.trailingSlash)).toString('utf8');
        const page = extractPage(html, {
          url: routePath,
          apiPath: normalizeUrl([baseUrl, 'api/']),
          records: published.get(routePath),
        });
        if (page) pages.push(page);
      }

      const index = buildIndexFile(pages);
      const json = JSON.stringify(index);
      await writeFile(join(outDir, indexFileName), json);
      const kb = (bytes: number) => (bytes / 1024).toFixed(1);
      console.log(
        `[site-search] indexed ${index.p.length} pages, ${index.s.length} sections: ${kb(Buffer.byteLength(json))} KB (${kb(gzipSync(json).length)} KB gzip)`,
      );
    },
  };
}
