import {useCallback, useEffect, useState, type ReactNode} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';

import type {Part, SearchEngine} from '../../engine';
import {pluginName, type SiteSearchGlobalData} from '../../format';

export function useSiteSearchData(): SiteSearchGlobalData {
  return usePluginData(pluginName) as SiteSearchGlobalData;
}

// One download per page load, shared by the navbar box and the search page.
let pending: Promise<SearchEngine> | undefined;

function loadOnce(indexUrl: string): Promise<SearchEngine> {
  pending ??= import(/* webpackChunkName: "site-search" */ '../../engine')
    .then(({loadSearchEngine}) => loadSearchEngine(indexUrl))
    .catch((error: unknown) => {
      // Forget the failure, so that the next attempt (another focus) tries again.
      pending = undefined;
      throw error;
    });
  return pending;
}

export type SearchEngineState =
  {status: 'idle' | 'loading' | 'failed'; engine?: undefined} | {status: 'ready'; engine: SearchEngine};

/**
 * The search engine, fetched when `load` is first called: the index and MiniSearch cost nothing to
 * readers who never search.
 */
export function useSearchEngine(): {state: SearchEngineState; load: () => void} {
  const {indexUrl} = useSiteSearchData();
  const [state, setState] = useState<SearchEngineState>({status: 'idle'});
  const [requested, setRequested] = useState(false);
  const load = useCallback(() => setRequested(true), []);

  useEffect(() => {
    if (!requested) return;
    let current = true;
    setState((previous) => (previous.status === 'ready' ? previous : {status: 'loading'}));
    loadOnce(indexUrl).then(
      (engine) => current && setState({status: 'ready', engine}),
      () => {
        if (!current) return;
        setState({status: 'failed'});
        setRequested(false);
      },
    );
    return () => {
      current = false;
    };
  }, [indexUrl, requested]);

  return {state, load};
}

export function Marked({parts}: {parts: Part[]}): ReactNode {
  return parts.map((part, index) => (part.mark ? <mark key={index}>{part.text}</mark> : part.text));
}
