import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import Heading from '@theme/Heading';

import type {LatestPostsData} from '@site/plugins/latest-posts/types';
import styles from './styles.module.css';

/** The newest blog posts, from the latest-posts plugin: the home page's way into the blog. */
export default function LatestPosts({title = 'Latest posts'}: {title?: string}) {
  const {blogPath, posts} = usePluginData('latest-posts') as LatestPostsData;
  if (posts.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="latest-posts">
      <div className="container">
        <Heading as="h2" id="latest-posts">
          {title}
        </Heading>
        <ul className={styles.list}>
          {posts.map((post) => (
            <li key={post.permalink} className={styles.card}>
              <Heading as="h3" className={styles.title}>
                <Link to={post.permalink}>{post.title}</Link>
              </Heading>
              <p className={styles.meta}>
                <time dateTime={post.date}>{post.formattedDate}</time>
                {post.readingTimeMinutes !== null && <> · {post.readingTimeMinutes} min read</>}
              </p>
              <p className={styles.description}>{post.description}</p>
            </li>
          ))}
        </ul>
        <p className={styles.more}>
          <Link to={blogPath}>All posts</Link>
        </p>
      </div>
    </section>
  );
}
