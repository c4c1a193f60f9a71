import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import nunito from '@site/src/fonts/nunito.woff2';

/**
 * Preloads Nunito (src/clientModules/fonts.ts) on every page. Without this the browser finds the
 * font only after the stylesheet, paints with the fallback font first and reflows when Nunito
 * arrives, which shifts the layout (CLS). The import resolves to the same hashed file that the
 * @font-face rule uses, so nothing is downloaded twice.
 */
export default function Root({children}: {children: ReactNode}) {
  return (
    <>
      <Head>
        <link rel="preload" href={nunito} as="font" type="font/woff2" crossOrigin="anonymous" />
      </Head>
      {children}
    </>
  );
}
