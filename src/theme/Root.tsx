import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import regular from '@fontsource/nunito/files/nunito-latin-400-normal.woff2';
import bold from '@fontsource/nunito/files/nunito-latin-700-normal.woff2';
import extraBold from '@fontsource/nunito/files/nunito-latin-800-normal.woff2';

/**
 * Preloads the three Nunito faces of src/clientModules/fonts.ts on every page. Without this the
 * browser finds them only after the stylesheet, paints with the fallback font first and reflows
 * when Nunito arrives, which shifts the layout (CLS). The imports resolve to the same hashed files
 * that the stylesheet's @font-face rules use, so nothing is downloaded twice.
 */
export default function Root({children}: {children: ReactNode}) {
  return (
    <>
      <Head>
        {[regular, bold, extraBold].map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
      </Head>
      {children}
    </>
  );
}
