import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import {installationStorageKeys} from '@site/src/data/installationStorage';

import styles from './styles.module.css';

/**
 * "Your installation": a closed disclosure whose form (./Form.tsx, a chunk of its own) is mounted
 * into it by src/clientModules/yourInstallation.ts when a reader first opens it. Plain markup, so
 * that the server-rendered, never hydrated API reference can use it as the docs pages do; closed,
 * so that the page reads and lays out as without it.
 */
export default function YourInstallation(): ReactNode {
  return (
    <details className={styles.disclosure} data-your-installation="">
      <summary className={styles.summary}>Your installation: show your own values in the commands</summary>
      <div className={styles.body}>
        <p>
          Enter the values of your installation once, and the code blocks of every page show them in place of the
          examples (<code>kublade.example.com</code>, <code>$KUBLADE</code>, <code>&apos;&lt;project-id&gt;&apos;</code>
          and the others); the copy button copies what you see. Your browser keeps them under the key{' '}
          <code>{installationStorageKeys.values}</code> (see the <Link to="/privacy-policy">privacy policy</Link>); they
          are sent nowhere. The Markdown copies of the pages keep the examples.
        </p>
        <div data-your-installation-form="" />
        <noscript>
          <p>The form needs JavaScript. Without it the commands show the examples; replace them by hand.</p>
        </noscript>
      </div>
    </details>
  );
}
