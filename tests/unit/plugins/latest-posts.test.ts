/** plugins/latest-posts: the newest listed posts, as the home page receives them. */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {LoadContext} from '@docusaurus/types';
import type {BlogContent, BlogPost} from '@docusaurus/plugin-content-blog';

import latestPostsPlugin, {latestPosts} from '../../../plugins/latest-posts';
import type {LatestPostsData} from '../../../plugins/latest-posts/types';

function post(title: string, date: string, extra: {unlisted?: boolean; readingTime?: number} = {}): BlogPost {
  return {
    id: title,
    metadata: {
      title,
      permalink: `/blog/${title}`,
      description: `About ${title}.`,
      date: new Date(date),
      readingTime: extra.readingTime,
      unlisted: extra.unlisted ?? false,
    },
  } as unknown as BlogPost;
}

const posts = [
  post('old', '2025-04-18T00:00:00Z', {readingTime: 0.2}),
  post('newest', '2025-09-03T00:00:00Z', {readingTime: 4.1}),
  post('hidden', '2025-10-01T00:00:00Z', {unlisted: true}),
  post('middle', '2025-07-17T23:30:00Z'),
];

test('newest first, unlisted posts left out, cut to the count', () => {
  assert.deepEqual(
    latestPosts(posts, 2).map((p) => p.title),
    ['newest', 'middle'],
  );
  assert.equal(latestPosts(posts, 10).length, 3);
});

test('dates are formatted in UTC at build time; reading time is whole minutes, at least one', () => {
  const [newest, middle, old] = latestPosts(posts, 3);
  assert.equal(newest!.formattedDate, 'September 3, 2025');
  assert.equal(middle!.formattedDate, 'July 17, 2025', 'late in the UTC day stays that day');
  assert.equal(middle!.date, '2025-07-17T23:30:00.000Z');
  assert.equal(newest!.readingTimeMinutes, 5);
  assert.equal(old!.readingTimeMinutes, 1);
  assert.equal(middle!.readingTimeMinutes, null);
});

test('the plugin publishes the list and the blog path as global data, and fails without the blog', async () => {
  const plugin = latestPostsPlugin({baseUrl: '/'} as LoadContext, {count: 1});
  let published: LatestPostsData | undefined;
  const actions = {setGlobalData: (data: unknown) => (published = data as LatestPostsData)};
  const blog = {blogPosts: posts} as unknown as BlogContent;
  await plugin.allContentLoaded!({
    allContent: {'docusaurus-plugin-content-blog': {default: blog}},
    actions,
  } as never);
  assert.equal(published?.blogPath, '/blog');
  assert.deepEqual(
    published?.posts.map((p) => p.permalink),
    ['/blog/newest'],
  );
  await assert.rejects(
    async () => plugin.allContentLoaded!({allContent: {}, actions} as never),
    /no blog plugin with id "default"/,
  );
});
