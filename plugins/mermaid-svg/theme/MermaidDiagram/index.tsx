import {useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';

import ScrollBox from '@theme/ScrollBox';
import styles from './styles.module.css';

/**
 * What plugins/mermaid-svg gives the component: the SVG markup when pre-rendering, and in the
 * browser only the file that holds the same markup, so that the page's script does not carry the
 * diagram a second time.
 */
export type DiagramSvg = string | {file: string; placeholder: string};

const kinds: Record<string, string> = {
  'flowchart-v2': 'flowchart',
  sequence: 'sequence diagram',
  stateDiagram: 'state diagram',
};

/** "Diagram 2: sequence diagram": unique on the page, and says what it shows. */
function describe(box: HTMLElement): string {
  const visible = Array.from(document.querySelectorAll<HTMLElement>('.mermaid-diagram')).filter(
    (diagram) => diagram.offsetParent !== null,
  );
  const kind = box.querySelector('svg')?.getAttribute('aria-roledescription') ?? '';
  return `Diagram ${visible.indexOf(box) + 1}${kinds[kind] ? `: ${kinds[kind]}` : ''}`;
}

/**
 * One drawing in its scroll box; after client-side navigation it fetches its markup, holding the
 * drawing's place meanwhile with an empty SVG of its size.
 */
function Drawing({svg, className}: {svg: DiagramSvg; className?: string}) {
  const box = useRef<HTMLDivElement>(null);
  // Fixed at mount: hydration keeps the server's SVG (an empty string leaves it alone), a page
  // mounted by client-side navigation shows the placeholder until the file arrives.
  const [navigated] = useState(useIsBrowser());
  const file = useBaseUrl(typeof svg === 'string' ? '' : svg.file);
  useEffect(() => {
    const element = box.current;
    // Hydration keeps the pre-rendered diagram; only a page reached by client-side navigation has
    // the placeholder.
    if (
      typeof svg === 'string' ||
      !element ||
      (element.firstElementChild && !element.querySelector(':scope > svg[data-placeholder]'))
    )
      return;
    const controller = new AbortController();
    const load = () =>
      fetch(file, {signal: controller.signal})
        .then((response) => (response.ok ? response.text() : ''))
        .then((markup) => {
          element.innerHTML = markup;
        })
        .catch(() => {
          // The source below still shows the diagram as text.
        });
    // A drawing for the other kind of screen is fetched only if the window becomes one.
    const shown = new ResizeObserver(() => {
      if (element.getClientRects().length === 0) return;
      shown.disconnect();
      void load();
    });
    shown.observe(element);
    return () => {
      shown.disconnect();
      controller.abort();
    };
  }, [svg, file]);
  return (
    <ScrollBox
      boxRef={box}
      label={describe}
      className={clsx(styles.drawing, className)}
      boxClassName={`mermaid-diagram ${styles.diagram}`}
      html={typeof svg === 'string' ? svg : navigated ? svg.placeholder : ''}
    />
  );
}

/**
 * A Mermaid diagram drawn at build time by plugins/mermaid-svg. Its labels stay SVG text, so
 * they can be read and searched, and never get smaller than the plugin's readable size: a drawing
 * wider than the column at that size scrolls sideways in its box. A left-to-right flowchart may
 * come with a top-down drawing for narrow screens (`narrowSvg`). The source stays on the page too,
 * in a disclosure, for anyone who prefers the text or wants to copy it.
 */
export default function MermaidDiagram({
  svg,
  narrowSvg,
  source,
}: {
  svg: DiagramSvg;
  narrowSvg?: DiagramSvg;
  source: string;
}) {
  return (
    <figure className={styles.figure}>
      <Drawing svg={svg} className={narrowSvg ? styles.wideOnly : undefined} />
      {narrowSvg && <Drawing svg={narrowSvg} className={styles.narrowOnly} />}
      <details className={styles.source}>
        <summary>Diagram as text</summary>
        <pre>
          <code>{source.trim()}</code>
        </pre>
      </details>
    </figure>
  );
}
