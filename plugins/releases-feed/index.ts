import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {dirname, join, relative, sep} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {Feed} from 'feed';

import {site} from '../../src/data/site';
import {parseChangelog, type Release} from '../../lib/changelog';
import {builtHtmlFile, recordHeadLinks} from '../../lib/headLinks.mjs';
import {changelogPermalink, releasesFeeds} from './paths';

export {changelogPermalink, releasesFeeds};

export interface Options {
  /**
   * The changelog docs page's source, relative to the site: the file plugins/project-documents
   * writes, so the feed lists exactly what the page shows.
   */
  changelogPath?: string;
}

/**
 * RSS 2.0 and Atom 1.0 of the releases, one entry per release heading, linked to its anchor. A
 * release without a date has no date in RSS; Atom requires one, so there it takes the feed's
 * date (the newest release date, or the time of the build when no release has one).
 */
export function releaseFeeds(releases: Release[], siteUrl: string, now = new Date()): {rss: string; atom: string} {
  const page = siteUrl + changelogPermalink;
  const dates = releases.flatMap((release) => (release.date ? [release.date.getTime()] : []));
  const updated = dates.length > 0 ? new Date(Math.max(...dates)) : now;
  const feed = (undated: Date | undefined) => {
    const result = new Feed({
      id: page,
      link: page,
      title: `${site.productName} releases`,
      description: `Every release of ${site.productName} with its notes, from the changelog.`,
      language: 'en',
      copyright: `© ${site.operator.name}`,
      updated,
      feedLinks: {rss: siteUrl + releasesFeeds.rss, atom: siteUrl + releasesFeeds.atom},
    });
    for (const release of releases) {
      result.addItem({
        id: `${page}#${release.anchor}`,
        link: `${page}#${release.anchor}`,
        title: `${site.productName} ${release.versions}`,
        // The feed library types the date as required; RSS leaves pubDate out when it is missing.
        date: (release.date ?? undated) as Date,
        content: release.html,
      });
    }
    return result;
  };
  return {rss: feed(undefined).rss2(), atom: feed(updated).atom1()};
}

/**
 * After the build, writes the releases feed (RSS and Atom) beside the changelog page, from the
 * same Markdown file that the page was built from.
 */
export default function releasesFeed(context: LoadContext, options: Options = {}): Plugin {
  const {siteDir, siteConfig, baseUrl} = context;
  const siteUrl = normalizeUrl([siteConfig.url, baseUrl]).replace(/\/$/, '');
  const changelogPath = options.changelogPath ?? 'docs/project/CHANGELOG.md';
  return {
    name: 'releases-feed',
    async postBuild({outDir}) {
      const releases = parseChangelog(await readFile(join(siteDir, changelogPath), 'utf8'));
      // plugins/project-documents writes only a changelog in which lib/changelog finds releases.
      if (releases.length === 0) throw new Error(`[releases-feed] bug: ${changelogPath} lists no release.`);
      const {rss, atom} = releaseFeeds(releases, siteUrl);
      await mkdir(dirname(join(outDir, releasesFeeds.rss)), {recursive: true});
      await Promise.all([
        writeFile(join(outDir, releasesFeeds.rss), rss),
        writeFile(join(outDir, releasesFeeds.atom), atom),
      ]);
      // Feed readers find the feed from the changelog page's head (scripts/deliver.mjs adds the links).
      const alternate = (type: string, path: string, title: string) =>
        `<link rel="alternate" type="${type}" href="${normalizeUrl([baseUrl, path])}" title="${title}">`;
      const page = builtHtmlFile(outDir, changelogPermalink);
      if (!page) throw new Error(`[releases-feed] bug: the build has no page for ${changelogPermalink}.`);
      await recordHeadLinks(outDir, 'releases-feed', {
        [relative(outDir, page).split(sep).join('/')]: [
          alternate('application/rss+xml', releasesFeeds.rss, 'Releases (RSS)'),
          alternate('application/atom+xml', releasesFeeds.atom, 'Releases (Atom)'),
        ],
      });
    },
  };
}
