import Head from '@docusaurus/Head';

/**
 * Holds the browser's first paint until the element with this id is parsed (`<link rel="expect"
 * blocking="render">`, Chromium). A browser may paint a page it is still parsing, and a block cut
 * short then moves when the rest of it arrives: a layout shift. The element must be in the page,
 * once, or the paint waits for the whole page (tests/e2e/loading.spec.ts checks both).
 */
export default function FirstPaintWaitsFor({id}: {id: string}) {
  return (
    <Head>
      <link rel="expect" href={`#${id}`} blocking="render" />
    </Head>
  );
}
