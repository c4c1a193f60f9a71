import {createElement, useState, type ReactElement} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

import {useLinksInside} from '@site/src/components/ServerMarkup';

/**
 * A block of a page's Markdown that holds only text and plain elements (plugins/static-blocks wraps it around the block). The
 * server renders the block itself. When the page loads, the browser keeps the server's markup: React
 * hydrates the block's own element with an empty inner HTML, which leaves what the HTML holds inside
 * it, and none of its paragraphs, items, links or terms. A block first drawn in the browser (after
 * client-side navigation, or under `docusaurus start`) renders as the Markdown would without it.
 */
export default function StaticBlock({children}: {children: ReactElement<Record<string, unknown>>}) {
  // False while hydrating the server's markup, true for a block first drawn in the browser.
  const [drawnByBrowser] = useState(useIsBrowser());
  const links = useLinksInside();
  if (!ExecutionEnvironment.canUseDOM || drawnByBrowser || process.env.NODE_ENV !== 'production') return children;
  const props = {...children.props};
  delete props.children;
  return createElement(children.type, {
    ...props,
    ...links,
    dangerouslySetInnerHTML: {__html: ''},
    suppressHydrationWarning: true,
  });
}
