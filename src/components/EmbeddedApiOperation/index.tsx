import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import styles from './styles.module.css';

interface Props {
  id: string;
  /** Added at build time by plugins/api-reference/remark.ts, from the view model of /api/. */
  method?: string;
  path?: string;
  summary?: string;
  /** The operation's curl sample as a code block, also added at build time. */
  children?: ReactNode;
}

/**
 * An operation of the API reference inside a guide: `<ApiOperation id="createDeployment" />`, with
 * `import ApiOperation from '@site/src/components/EmbeddedApiOperation'` at the top of the page
 * (named after the tag; the reference's own component of that name renders the whole operation).
 * The remark plugin fills in method, path, summary and sample, so a page ships only the operations
 * it shows.
 */
export default function EmbeddedApiOperation({id, method, path, summary, children}: Props) {
  if (method === undefined || path === undefined || summary === undefined)
    throw new Error(
      `<ApiOperation id="${id}" />: no operation data; is plugins/api-reference/remark.ts among the page's remark plugins?`,
    );
  return (
    <div className={styles.operation} data-api-operation={id}>
      <p className={styles.header}>
        <span className={styles.method}>{method}</span> <code className={styles.path}>{path}</code>
      </p>
      <p className={styles.summary}>
        <Link to={`/api/#operation/${id}`}>{summary}</Link> in the API reference
      </p>
      {children}
    </div>
  );
}
