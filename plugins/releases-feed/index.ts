import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {Feed} from 'feed';

import {site} from '../../src/data/site';
import {parseChangelog, type Release} from './changelog';
import {changelogPermalink, releasesFeeds} from './paths';

export {changelogPermalink, releasesFeeds};

export interface Options {
  /**
   * The changelog docs page's source, relative to the site: the file plugins/project-documents
   * writes, so the feed lists exactly what the page shows.
   */
  changelogPath?: string;
}

/** RSS 2.0 and Atom 1.0 of the releases, one entry per release heading, linked to its anchor. */
export function releaseFeeds(releases: Release[], siteUrl: string): {rss: string; atom: string} {
  const page = siteUrl + changelogPermalink;
  const feed = new Feed({
    id: page,
    link: page,
    title: `${site.productName} releases`,
    description: `Every release of ${site.productName} with its notes, from the changelog.`,
    language: 'en',
    copyright: `© ${site.operator.name}`,
    updated: releases[0]?.date,
    feedLinks: {rss: siteUrl + releasesFeeds.rss, atom: siteUrl + releasesFeeds.atom},
  });
  for (const release of releases) {
    feed.addItem({
      id: `${page}#${release.anchor}`,
      link: `${page}#${release.anchor}`,
      title: `${site.productName} ${release.versions}`,
      date: release.date,
      content: release.html,
    });
  }
  return {rss: feed.rss2(), atom: feed.atom1()};
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
      if (releases.length === 0) throw new Error(`[releases-feed] ${changelogPath} lists no release.`);
      const {rss, atom} = releaseFeeds(releases, siteUrl);
      await mkdir(dirname(join(outDir, releasesFeeds.rss)), {recursive: true});
      await Promise.all([
        writeFile(join(outDir, releasesFeeds.rss), rss),
        writeFile(join(outDir, releasesFeeds.atom), atom),
      ]);
    },
  };
}
