import styles from './styles.module.css';

/**
 * A Mermaid diagram drawn at build time by plugins/mermaid-svg. Its labels stay SVG text, so
 * they can be read and searched; the source stays on the page too, in a disclosure, for anyone
 * who prefers the text or wants to copy it.
 */
export default function MermaidDiagram({svg, source}: {svg: string; source: string}) {
  return (
    <figure className={styles.figure}>
      <div className={`mermaid-diagram ${styles.diagram}`} dangerouslySetInnerHTML={{__html: svg}} />
      <details className={styles.source}>
        <summary>Diagram as text</summary>
        <pre>
          <code>{source.trim()}</code>
        </pre>
      </details>
    </figure>
  );
}
