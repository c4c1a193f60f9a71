import type {ReactNode} from 'react';

import styles from './styles.module.css';

/**
 * A section of the reference with its heading: each tag's operations, the known issues, the error
 * catalogue, the data model and the schemas. Rendered on the server only (see ApiStaticContent).
 */
export default function ApiSection({id, title, children}: {id: string; title: ReactNode; children: ReactNode}) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

interface EntryProps {
  /** The entry's id, the fragment that links it. */
  anchor: string;
  title: ReactNode;
  /** What the heading's direct link names, as plain text. */
  label: string;
  /** In place of the heading's shared class, where an entry spaces its heading otherwise. */
  titleClassName?: string;
  children: ReactNode;
}

/** An entry of a section at `#<anchor>`: its heading, with a direct link to itself, and its content. */
export function ApiSectionEntry({anchor, title, label, titleClassName, children}: EntryProps) {
  const titleId = `${anchor}-title`;
  return (
    <article id={anchor} className={styles.entry} aria-labelledby={titleId}>
      <h3 id={titleId} className={titleClassName ?? styles.entryTitle}>
        {title}
        <a
          className="hash-link"
          href={`#${anchor}`}
          aria-label={`Direct link to ${label}`}
          title={`Direct link to ${label}`}>
          &#8203;
        </a>
      </h3>
      {children}
    </article>
  );
}
