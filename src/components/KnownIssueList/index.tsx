import {useEffect, useState, type MouseEvent} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useHistory} from '@docusaurus/router';

import {KnownIssueDetails, withCode} from '@site/src/components/KnownIssue';
import {knownIssueAnchor, type KnownIssueArea} from '@site/src/data/knownIssueLinks';
import type {KnownIssue} from '@site/src/data/knownIssues';

import styles from './styles.module.css';

function Entry({entry}: {entry: KnownIssue}) {
  const anchor = knownIssueAnchor(entry.id);
  // Pages and /api/ link here; the build's anchor check only knows ids registered here.
  useBrokenLinks().collectAnchor(anchor);
  return (
    <section className={styles.entry} aria-labelledby={anchor}>
      <h4 id={anchor}>{withCode(entry.title)}</h4>
      <p className={styles.versions}>Affects {entry.affectedVersions.join(', ')}</p>
      <KnownIssueDetails entry={entry} foldCause />
      {(entry.pages.length > 0 || entry.operations.length > 0) && (
        <p className={styles.where}>
          Where it matters:{' '}
          {[
            ...entry.pages.map((page) => (
              <Link key={page} to={page}>
                {page}
              </Link>
            )),
            ...entry.operations.map((operation) => (
              <Link key={operation} to={`/api/#operation/${operation}`}>
                <code>{operation}</code>
              </Link>
            )),
          ].flatMap((link, index) => (index === 0 ? [link] : [', ', link]))}
        </p>
      )}
    </section>
  );
}

/** The area's entries: in the module for the server (and in development), else in a file the module names. */
type ListModule = {entries: KnownIssue[]} | {file: string};

const fetched = new Map<string, Promise<KnownIssue[]>>();

function fetchEntries(file: string): Promise<KnownIssue[]> {
  let entries = fetched.get(file);
  if (!entries) {
    entries = fetch(file).then((response) => {
      if (!response.ok) throw new Error(`${file}: ${response.status}`);
      return response.json() as Promise<KnownIssue[]>;
    });
    entries.catch(() => fetched.delete(file));
    fetched.set(file, entries);
  }
  return entries;
}

/**
 * The entries as the browser gets them. A list present at load keeps the server's markup: React
 * hydrates it as it is, with no entries at hand. A list drawn by client-side navigation fetches its
 * file; the docs page then brings the entry the address names into view (useFragmentInView).
 */
function useEntries(list: ListModule): KnownIssue[] | undefined {
  // False while hydrating the server's markup, true for a list first drawn in the browser.
  const [drawnByBrowser] = useState(useIsBrowser());
  const path = useBaseUrl('file' in list ? list.file : '');
  const file = 'file' in list ? path : undefined;
  const [entries, setEntries] = useState('entries' in list ? list.entries : undefined);
  useEffect(() => {
    if (!drawnByBrowser || file === undefined) return;
    let current = true;
    fetchEntries(file)
      .then((loaded) => current && setEntries(loaded))
      .catch(() => {
        // The page stays readable; the list shows again on a full load of the page.
      });
    return () => {
      current = false;
    };
  }, [drawnByBrowser, file]);
  return entries;
}

/**
 * The entries of the known-issues registry that strike in one area, for the list on the
 * introduction, below the area's `###` heading: `<KnownIssueList area="templates" />`;
 * plugins/known-issues adds `list`. Their headings are not in the page's table of contents, which
 * lists the sections written in Markdown (the areas): fifty entries would drown the others.
 */
export default function KnownIssueList({area, list}: {area: KnownIssueArea; list?: ListModule}) {
  if (!list)
    throw new Error(
      `<KnownIssueList area="${area}" />: no list; is plugins/known-issues among the page's remark plugins?`,
    );
  const entries = useEntries(list);
  const history = useHistory();
  if (entries)
    return (
      <div data-toc="none" data-known-issue-list={area}>
        {entries.map((entry) => (
          <Entry key={entry.id} entry={entry} />
        ))}
      </div>
    );
  /** The server's links are plain HTML here: they navigate inside the site as a `<Link>` would. */
  const followInside = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//') || link!.target || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.defaultPrevented) return;
    event.preventDefault();
    history.push(href);
  };
  return (
    <div
      data-toc="none"
      data-known-issue-list={area}
      onClick={followInside}
      dangerouslySetInnerHTML={{__html: ''}}
      suppressHydrationWarning
    />
  );
}
