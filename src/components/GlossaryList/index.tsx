import Link from '@docusaurus/Link';

import {glossary} from '@site/src/data/glossary';

import styles from './styles.module.css';

/** Every glossary term, linked to the page that explains it, with its definition. */
export default function GlossaryList() {
  return (
    <dl className={styles.glossary}>
      {glossary.map((entry) => (
        <div key={entry.id} id={`term-${entry.id}`}>
          <dt>
            <Link to={entry.page}>{entry.term}</Link>
          </dt>
          <dd>{entry.definition}</dd>
        </div>
      ))}
    </dl>
  );
}
