import clsx from 'clsx';
import {lazy, Suspense, useCallback, useEffect, useRef, useState} from 'react';
import {createPortal} from 'react-dom';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import ApiStaticContent from '@api-reference/static-content';

import {referenceMarkdownPath} from '../../constants';
import type {ApiNavModel} from '../../types';
import ApiSideNav from '@theme/ApiSideNav';
import {site} from '@site/src/data/site';
import {attachInteractions} from './interactions';

import styles from './styles.module.css';

// A separate chunk: most readers never open "Try it", so its code and data are not part of the page.
const ApiTryIt = lazy(() => import('@theme/ApiTryIt'));

interface Props {
  /** The side navigation's share of the view model; the rest of the page is server-rendered HTML. */
  nav: ApiNavModel;
}

export default function ApiReference({nav}: Props) {
  const [panels, setPanels] = useState<{operationId: string; container: HTMLElement; requestExample: number}[]>([]);
  const detach = useRef<() => void>(undefined);
  useEffect(() => () => detach.current?.(), []);
  const onReady = useCallback((root: HTMLElement) => {
    detach.current?.();
    detach.current = attachInteractions(root, {
      openTryIt: (operationId, container, requestExample) =>
        setPanels((open) => [...open, {operationId, container, requestExample}]),
    });
  }, []);
  const version = nav.version.replace(/^v(?=\d)/, '');
  const markdownUrl = useBaseUrl(`/${referenceMarkdownPath}`);
  return (
    <Layout
      title="API reference"
      description={`Every operation of the ${site.productName} REST API ${version}: parameters, request bodies, responses, code samples and a "Try it" console for your own installation.`}>
      {/* Like every page's (plugins/llms-txt): the Markdown copy, here an index of the operations' copies. */}
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownUrl} />
      </Head>
      <div className={clsx('container margin-vert--lg', styles.page)}>
        <div className="row">
          <div className={clsx('col col--3', styles.sideColumn)}>
            <ApiSideNav
              tags={nav.tags}
              schemas={nav.schemas}
              knownIssueCount={nav.knownIssueCount}
              version={version}
              errors={nav.errors}
              dataModel={nav.dataModel}
            />
          </div>
          <main className="col col--9">
            <ApiStaticContent onReady={onReady} />
          </main>
        </div>
      </div>
      {/* Stay mounted once opened, so closing a panel keeps what the reader typed. */}
      {panels.map(({operationId, container, requestExample}) =>
        createPortal(
          <Suspense fallback={<p>Loading…</p>}>
            <ApiTryIt operationId={operationId} requestExample={requestExample} />
          </Suspense>,
          container,
          operationId,
        ),
      )}
    </Layout>
  );
}
