import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent, BlogPost} from '@docusaurus/plugin-content-blog';
import {normalizeUrl} from '@docusaurus/utils';

import type {LatestPost, LatestPostsData} from './types';

export interface Options {
  /** How many posts the home page shows. */
  count?: number;
  /** Id of the blog plugin instance to read. */
  blogPluginId?: string;
  /** Route of the blog's first list page, relative to the base URL. */
  blogPath?: string;
}

// Dates are formatted here rather than in the browser: the SSR output and the hydrated page
// must agree whatever the visitor's time zone is.
const dateFormat = new Intl.DateTimeFormat('en', {year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC'});

export function toLatestPost(post: BlogPost): LatestPost {
  const {title, permalink, description, date, readingTime} = post.metadata;
  const published = new Date(date);
  return {
    title,
    permalink,
    description,
    date: published.toISOString(),
    formattedDate: dateFormat.format(published),
    readingTimeMinutes: readingTime === undefined ? null : Math.max(1, Math.ceil(readingTime)),
  };
}

/** The newest listed posts, newest first; unlisted posts are reachable by URL only, so they stay out. */
export function latestPosts(posts: readonly BlogPost[], count: number): LatestPost[] {
  return [...posts]
    .filter((post) => !post.metadata.unlisted)
    .sort((a, b) => new Date(b.metadata.date).getTime() - new Date(a.metadata.date).getTime())
    .slice(0, count)
    .map(toLatestPost);
}

/**
 * Publishes the newest blog posts as global data for the home page. It reads the blog plugin's
 * loaded content in allContentLoaded, so the list follows the posts in blog/ without a copy of it.
 */
export default function latestPostsPlugin(context: LoadContext, options: Options = {}): Plugin {
  const count = options.count ?? 3;
  const blogPluginId = options.blogPluginId ?? 'default';
  const blogPath = normalizeUrl([context.baseUrl, options.blogPath ?? 'blog']);
  return {
    name: 'latest-posts',
    async allContentLoaded({allContent, actions}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.[blogPluginId] as BlogContent | undefined;
      if (!blog) throw new Error(`[latest-posts] no blog plugin with id "${blogPluginId}" is loaded.`);
      const data: LatestPostsData = {blogPath, posts: latestPosts(blog.blogPosts, count)};
      actions.setGlobalData(data);
    },
  };
}
