import MDXComponents from '@theme-original/MDXComponents';

import ScrollableTable from '@site/src/components/ScrollableTable';

/**
 * Wrapped, not ejected: every Markdown table gets a sideways-scrolling box, so a wide table never
 * widens the page on a phone, and the box is reachable by keyboard when it scrolls. (Diagrams are
 * not mapped here: plugins/mermaid-svg imports their component into the pages that have one, so
 * pages without a diagram do not load it.)
 */
export default {...MDXComponents, table: ScrollableTable};
