import {createElement, type ReactElement} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

import {useHydrating, useLinksInside} from '@site/src/components/ServerMarkup';

/**
 * A block of a page's Markdown that holds only text and plain elements (plugins/static-blocks wraps
 * it around the block). The server renders the block itself. While React hydrates the page, the
 * browser keeps the server's markup: React hydrates the block's own element with an empty inner
 * HTML, which leaves what the HTML holds inside it, and none of its paragraphs, items, links or
 * terms. A block rendered in the browser (after client-side navigation, under `docusaurus start`,
 * or when React gives up hydrating and renders the page afresh) renders as the Markdown would
 * without it.
 */
export default function StaticBlock({children}: {children: ReactElement<Record<string, unknown>>}) {
  const keepServed = useHydrating();
  const links = useLinksInside();
  if (!ExecutionEnvironment.canUseDOM || !keepServed) return children;
  const props = {...children.props};
  delete props.children;
  return createElement(children.type, {
    ...props,
    ...links,
    dangerouslySetInnerHTML: {__html: ''},
    suppressHydrationWarning: true,
  });
}
