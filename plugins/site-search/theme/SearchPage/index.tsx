import {useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import Layout from '@theme/Layout';

import {Marked, useSearchEngine, useSiteSearchData} from '../SearchEngine';
import {HitDetails, PageType} from '../SearchResult';

import styles from './styles.module.css';

function queryFrom(search: string): string {
  return new URLSearchParams(search).get('q') ?? '';
}

/** /search?q=…: every result, grouped by page, with excerpts. The query lives in the URL. */
export default function SearchPage(): ReactNode {
  const {searchPath} = useSiteSearchData();
  const location = useLocation();
  const history = useHistory();
  const urlQuery = queryFrom(location.search);
  const [draft, setDraft] = useState(urlQuery);
  const {state, load} = useSearchEngine();
  const inputId = useId();

  useEffect(load, [load]);
  // The navbar box can open this page with a new query while it is shown.
  useEffect(() => setDraft(urlQuery), [urlQuery]);

  const trimmed = urlQuery.trim();
  const groups = useMemo(
    () => (state.status === 'ready' && trimmed ? state.engine.search(trimmed) : []),
    [state, trimmed],
  );
  const hitCount = groups.reduce((sum, group) => sum + group.hits.length, 0);

  function setQuery(value: string) {
    setDraft(value);
    history.replace({pathname: location.pathname, search: value ? `?q=${encodeURIComponent(value)}` : ''});
  }

  let summary = '';
  if (trimmed) {
    if (state.status === 'failed')
      summary = 'Search is unavailable: the search index could not be loaded. Reload the page to try again.';
    else if (state.status !== 'ready') summary = 'Loading the search index…';
    else if (hitCount === 0) summary = `No results for “${trimmed}”. Try fewer or other words.`;
    else
      summary = `${hitCount} ${hitCount === 1 ? 'result' : 'results'} on ${groups.length} ${groups.length === 1 ? 'page' : 'pages'} for “${trimmed}”.`;
  }

  return (
    <Layout title="Search" description="Search the documentation, the blog and the API reference.">
      <Head>
        {/* A results page is not a page of its own for search engines or the sitemap. */}
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>Search</h1>
        <form
          role="search"
          aria-label="Search the site"
          action={searchPath}
          method="get"
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            setQuery(draft.trim());
          }}>
          <label htmlFor={inputId} className={styles.label}>
            Search the documentation, the blog and the API reference
          </label>
          <div className={styles.row}>
            <input
              id={inputId}
              type="search"
              name="q"
              className={styles.input}
              value={draft}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              onChange={(event) => setQuery(event.target.value)}
            />
            <button type="submit" className="button button--primary">
              Search
            </button>
          </div>
        </form>

        <p role="status" className={styles.summary}>
          {summary}
        </p>

        {groups.length > 0 && (
          <ol className={styles.groups}>
            {groups.map((group) => (
              <li key={group.url} className={styles.group}>
                <h2 className={styles.pageTitle}>
                  <PageType type={group.type} />{' '}
                  <Link to={group.url}>
                    <Marked parts={group.title} />
                  </Link>
                </h2>
                <ul className={styles.hits}>
                  {group.hits.map((hit) => (
                    <li key={hit.key} className={styles.hit}>
                      <Link to={hit.href} className={styles.hitLink}>
                        <Marked parts={hit.heading} />
                      </Link>
                      <HitDetails hit={hit} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </main>
    </Layout>
  );
}
