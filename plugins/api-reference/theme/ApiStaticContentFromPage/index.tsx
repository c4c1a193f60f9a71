import {useEffect, useRef, useState} from 'react';

import type {StaticContentProps} from '@theme/ApiStaticContent';

// The server renders these components into the page; the browser only needs their styles.
// tests/unit/plugins/api-reference/theme.test.ts checks that none is missing.
import '../ApiStaticContent/styles.module.css';
import '../ApiSection/styles.module.css';
import '../ApiOperation/styles.module.css';
import '../ApiSchemaTree/styles.module.css';
import '../ApiSchemas/styles.module.css';
import '../ApiKnownIssues/styles.module.css';
import '../ApiErrorCatalogue/styles.module.css';
import '../ApiDataModel/styles.module.css';
import '../ApiExamples/styles.module.css';
import '../ApiCodeSamples/styles.module.css';
import '../ApiCodeBlock/styles.module.css';
import '@theme/PageActions/styles';

import {hashTarget} from '../ApiReference/readersPlace';

const rootAttribute = 'data-api-static';

/**
 * The browser's side of ApiStaticContent: it keeps the server's markup instead of rendering it.
 * React does not hydrate what is inside an element with `dangerouslySetInnerHTML`, and never
 * rewrites it while `__html` stays the same, so the empty string leaves the page's HTML in place and
 * neither the markup nor the view model has to reach the browser a second time as JavaScript.
 *
 * Without server markup (a client-side render: in practice src/clientModules/apiDocumentLoad.ts
 * loads /api/ as a document of its own, but a render must not depend on that) it reads the same
 * markup from the page's HTML document.
 */
export default function ApiStaticContentFromPage({onReady}: StaticContentProps) {
  const root = useRef<HTMLDivElement>(null);
  const [html, setHtml] = useState('');

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    if (element.hasChildNodes()) {
      onReady?.(element);
      // On a loaded machine Chrome sometimes gives up scrolling a page this long to its fragment
      // (seen after reloads); a deep link must still land, unless the reader has scrolled already.
      if (window.scrollY === 0) hashTarget()?.scrollIntoView();
      return;
    }
    const controller = new AbortController();
    void fetch(window.location.pathname, {signal: controller.signal})
      .then((response) => response.text())
      .then((text) => {
        const page = new DOMParser().parseFromString(text, 'text/html');
        setHtml(
          page.querySelector(`[${rootAttribute}]`)?.innerHTML ??
            '<p>The API reference could not be loaded. Reload the page to try again.</p>',
        );
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [onReady]);

  useEffect(() => {
    if (!html || !root.current) return;
    onReady?.(root.current);
    // The browser could not scroll to an operation that was not there yet.
    hashTarget()?.scrollIntoView();
  }, [html, onReady]);

  return <div {...{[rootAttribute]: ''}} ref={root} dangerouslySetInnerHTML={{__html: html}} />;
}
