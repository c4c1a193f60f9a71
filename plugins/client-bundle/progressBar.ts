import type {ClientModule} from '@docusaurus/types';

import '@docusaurus/theme-classic/lib/nprogress.css';

/**
 * The classic theme's route progress bar (its `nprogress` client module, aliased by ./index.ts),
 * with the `nprogress` library loaded on the first client-side navigation instead of in every
 * page's main.js (1.4 KiB of gzip). The bar shows only when a navigation takes longer than 200 ms,
 * so the library is requested when a navigation starts and is there before the bar is due; start
 * and done run in the order they were asked for, as both wait on the same load.
 */
const delay = 200;

type ProgressBar = typeof import('nprogress').default;

let progressBar: Promise<ProgressBar> | undefined;

function loadProgressBar(): Promise<ProgressBar> {
  progressBar ??= import('nprogress').then(({default: nprogress}) => {
    nprogress.configure({showSpinner: false});
    return nprogress;
  });
  return progressBar;
}

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const loading = loadProgressBar();
    const timeout = window.setTimeout(() => void loading.then((bar) => bar.start()), delay);
    return () => window.clearTimeout(timeout);
  },
  onRouteDidUpdate() {
    void progressBar?.then((bar) => bar.done());
  },
};

export default clientModule;
