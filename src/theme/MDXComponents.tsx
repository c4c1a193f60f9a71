import MDXComponents from '@theme-original/MDXComponents';

import MermaidDiagram from '@site/src/components/MermaidDiagram';
import ScrollableTable from '@site/src/components/ScrollableTable';

/**
 * Wrapped, not ejected: every Markdown table gets a sideways-scrolling box, so a wide table never
 * widens the page on a phone, and the box is reachable by keyboard when it scrolls; diagrams
 * drawn at build time (plugins/mermaid-svg) get their component.
 */
export default {...MDXComponents, table: ScrollableTable, MermaidDiagram};
