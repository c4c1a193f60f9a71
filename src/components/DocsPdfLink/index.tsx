import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';

import {docsPdf} from '@site/src/data/docsPdf';

/**
 * A link to the documentation as one PDF (src/data/docsPdf.ts). A plain <a>, not <Link>: the file is
 * written after the build (scripts/deliver.mjs), so it is no route for the router or the link checker.
 */
export default function DocsPdfLink({children, className}: {children?: ReactNode; className?: string}) {
  return (
    <a className={className} href={useBaseUrl(docsPdf.path)} type="application/pdf" data-docs-pdf="">
      {children ?? `${docsPdf.title} (PDF)`}
    </a>
  );
}
