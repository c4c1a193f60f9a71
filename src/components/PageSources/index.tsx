import {Fragment} from 'react';

import {pageSources, sourceLinks, sourcesNote, sourcesTitle} from '@site/src/data/pageSources';

import styles from './styles.module.css';

/** A path that may wrap after each slash on a narrow screen, rather than inside a name. */
function breakableAtSlashes(path: string) {
  return path.split('/').map((part, index, parts) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ));
}

/**
 * The end of a docs page or post: the platform files its facts rest on (its front matter's
 * `sources`), each linked at the documented release's tag on GitHub. Renders nothing for a page
 * without sources. A labelled region, outside the page's Markdown, so it adds no entry to the
 * table of contents or a section to the site search.
 */
export default function PageSources({frontMatter}: {frontMatter: Readonly<Record<string, unknown>>}) {
  const links = sourceLinks(pageSources(frontMatter));
  if (links.length === 0) return null;
  return (
    <section className={styles.sources} aria-labelledby="page-sources" data-toc="none">
      <h2 id="page-sources" className={styles.title}>
        {sourcesTitle}
      </h2>
      <p className={styles.note}>{sourcesNote()}</p>
      <ul className={styles.list}>
        {links.map(({path, url}) => (
          <li key={path}>
            <a href={url}>
              <code>{breakableAtSlashes(path)}</code>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
