import type {ComponentType, JSX} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';

/**
 * Wraps a theme page that sets a title but no description (the theme's tag and author list
 * pages), so that its search-engine and link-preview description is ours instead of missing.
 */
export default function withDescription<P extends object>(
  Page: ComponentType<P>,
  describe: (props: P) => string,
): (props: P) => JSX.Element {
  return function PageWithDescription(props: P) {
    return (
      <>
        <PageMetadata description={describe(props)} />
        <Page {...props} />
      </>
    );
  };
}
