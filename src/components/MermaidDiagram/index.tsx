import {useEffect, useRef} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';

import styles from './styles.module.css';

/**
 * What plugins/mermaid-svg gives the component: the SVG markup when pre-rendering, and in the
 * browser only the file that holds the same markup, so that the page's script does not carry the
 * diagram a second time.
 */
export type DiagramSvg = string | {file: string};

/**
 * A Mermaid diagram drawn at build time by plugins/mermaid-svg. Its labels stay SVG text, so
 * they can be read and searched; the source stays on the page too, in a disclosure, for anyone
 * who prefers the text or wants to copy it.
 */
export default function MermaidDiagram({svg, source}: {svg: DiagramSvg; source: string}) {
  const box = useRef<HTMLDivElement>(null);
  const file = useBaseUrl(typeof svg === 'string' ? '' : svg.file);
  useEffect(() => {
    const element = box.current;
    // Hydration keeps the pre-rendered diagram; only a page reached by client-side navigation has none.
    if (typeof svg === 'string' || !element || element.firstElementChild) return;
    const controller = new AbortController();
    fetch(file, {signal: controller.signal})
      .then((response) => (response.ok ? response.text() : ''))
      .then((markup) => {
        element.innerHTML = markup;
      })
      .catch(() => {
        // The source below still shows the diagram as text.
      });
    return () => controller.abort();
  }, [svg, file]);
  return (
    <figure className={styles.figure}>
      <div
        ref={box}
        className={`mermaid-diagram ${styles.diagram}`}
        dangerouslySetInnerHTML={{__html: typeof svg === 'string' ? svg : ''}}
        suppressHydrationWarning
      />
      <details className={styles.source}>
        <summary>Diagram as text</summary>
        <pre>
          <code>{source.trim()}</code>
        </pre>
      </details>
    </figure>
  );
}
