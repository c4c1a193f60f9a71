import Link from '@docusaurus/Link';
import {PageMetadata} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {Props} from '@theme/BlogArchivePage';

import {formatUtcDate} from '@site/src/utils/dates';

type ArchivePost = Props['archive']['blogPosts'][number];

/**
 * Ejected from the classic theme (3.10) for its structure: the theme puts the page's header
 * outside <main> (a second banner landmark beside the announcement bar) and gives the years h3
 * headings under the h1, skipping a level. Same content, in landmarks and heading order; dates
 * without Intl (src/utils/dates.ts).
 */
function Year({year, posts}: {year: string; posts: ArchivePost[]}) {
  return (
    <div className="col col--4 margin-vert--lg">
      <Heading as="h2" id={year}>
        {year}
      </Heading>
      <ul>
        {posts.map((post) => (
          <li key={post.metadata.permalink}>
            <Link to={post.metadata.permalink}>
              {formatUtcDate(post.metadata.date, {month: 'long', year: false})}: {post.metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function postsByYear(posts: readonly ArchivePost[]): {year: string; posts: ArchivePost[]}[] {
  const years = new Map<string, ArchivePost[]>();
  for (const post of posts) {
    const year = post.metadata.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return Array.from(years, ([year, yearPosts]) => ({year, posts: yearPosts}));
}

export default function BlogArchive({archive}: Props) {
  const title = 'Archive';
  const description = 'Every post on the blog, newest first, by year.';
  const years = postsByYear(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <main>
          <header className="hero hero--primary">
            <div className="container">
              <Heading as="h1" className="hero__title">
                {title}
              </Heading>
              <p className="hero__subtitle">{description}</p>
            </div>
          </header>
          <section className="container margin-vert--lg" aria-label="Posts by year">
            <div className="row">
              {years.map((year) => (
                <Year key={year.year} {...year} />
              ))}
            </div>
          </section>
        </main>
      </Layout>
    </>
  );
}
