import {createElement, useState, useSyncExternalStore, type ReactElement} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

import {useLinksInside} from '@site/src/components/ServerMarkup';

const subscribeToNothing = () => () => undefined;

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
  // React reads the server snapshot only while it hydrates, so this is true exactly then (and on
  // the server); "not yet a browser" would also be true in a fresh render after a failed hydration,
  // which has no served markup to keep.
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [keepServed] = useState(hydrating);
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
