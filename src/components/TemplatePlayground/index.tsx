import {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';

import styles from './styles.module.css';

// Everything else (reading the link or fetching the example, the editor, the Blade engine, YAML)
// loads when a reader opens the playground: this part is in the page's first load.
const Opened = lazy(() => import('./Opened'));

interface Props {
  /** The key of the Blade example to start with (plugins/template-playground writes it). */
  readonly start: string;
}

/**
 * The template playground's place on the page: a button that opens it with the page's example, or
 * the playground itself, opened by a link to a template (`#playground=…`) or to an example of the
 * docs (`#playground-example=…`).
 */
export default function TemplatePlayground({start}: Props): ReactNode {
  // The router's address: a link on this page changes the fragment without a hashchange event.
  const {hash} = useLocation();
  const [opened, setOpened] = useState<string | null>(null);

  useEffect(() => {
    // Both fragments the playground reads start so (src/data/playgroundLink.ts); Opened tells them apart.
    if (!hash.startsWith('#playground')) return;
    setOpened(hash);
    document.getElementById('playground')?.scrollIntoView();
  }, [hash]);

  return (
    <div className={styles.playground} id="playground">
      {opened === null ? (
        <button type="button" className="button button--primary" onClick={() => setOpened(start)}>
          Open the playground
        </button>
      ) : (
        <Suspense fallback={<p role="status">Loading the playground…</p>}>
          <Opened request={opened} />
        </Suspense>
      )}
    </div>
  );
}
