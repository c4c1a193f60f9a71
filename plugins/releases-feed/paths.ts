/**
 * Where the releases feed lives: beside the changelog page, as the blog's feeds sit beside the
 * blog. Shared by the plugin, which writes the files, and the changelog page, which links them.
 */
export const changelogPermalink = '/docs/project/CHANGELOG';

export const releasesFeeds = {
  rss: `${changelogPermalink}/rss.xml`,
  atom: `${changelogPermalink}/atom.xml`,
} as const;
