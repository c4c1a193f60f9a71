import clsx from 'clsx';
import {useEffect} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

import {sampleBaseUrl, sampleToken} from '../../constants';
import type {ApiTag, ApiViewModel} from '../../types';
import {examplesFromServer, loadApiExamples} from '@theme/ApiExamples';
import ApiOperation from '@theme/ApiOperation';
import ApiSideNav from '@theme/ApiSideNav';
import {site} from '@site/src/data/site';

import styles from './styles.module.css';

interface Props {
  /** The view model computed by plugins/api-reference at build time. */
  api: ApiViewModel;
}

function tagAnchor(tag: ApiTag): string {
  return `tag/${tag.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}

function Html({html, className}: {html: string; className?: string}) {
  return html ? <div className={className} dangerouslySetInnerHTML={{__html: html}} /> : null;
}

function TagSection({tag, index, api, version}: {tag: ApiTag; index: number; api: ApiViewModel; version: string}) {
  const anchor = tagAnchor(tag);
  useBrokenLinks().collectAnchor(anchor);
  return (
    <section aria-labelledby={anchor} className={styles.tag} data-tag-index={index}>
      <h2 id={anchor} className={styles.tagTitle}>
        {tag.name}
      </h2>
      <Html html={tag.descriptionHtml} />
      {tag.operations.map((operation) => (
        <ApiOperation
          key={operation.id}
          operation={operation}
          schemas={api.schemas}
          securitySchemes={api.securitySchemes}
          knownIssues={api.knownIssues}
          version={version}
          basePath={api.server.basePath}
          tagIndex={index}
        />
      ))}
    </section>
  );
}

/** Loads a tag's examples once any part of its section is within a screen of the viewport. */
function useExamplesNearViewport() {
  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          loadApiExamples(Number((entry.target as HTMLElement).dataset.tagIndex));
          observer.unobserve(entry.target);
        }
      },
      {rootMargin: '100% 0px'},
    );
    document.querySelectorAll('[data-tag-index]').forEach((section) => observer.observe(section));
    return () => observer.disconnect();
  }, []);
}

/**
 * After a client-side navigation (a docs link to /api/#operation/…) there is no server markup to
 * keep the examples' place, so the page grows as they arrive and the target would drift away:
 * load them all at once and scroll to the target again, unless the reader has scrolled meanwhile.
 */
function useExamplesAfterClientNavigation(tagCount: number) {
  useEffect(() => {
    if (examplesFromServer()) return;
    const scrolledTo = window.scrollY;
    void Promise.all(Array.from({length: tagCount}, (_, index) => loadApiExamples(index))).then(() => {
      const target = window.location.hash && document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
      if (target && window.scrollY === scrolledTo) requestAnimationFrame(() => target.scrollIntoView());
    });
  }, [tagCount]);
}

export default function ApiReference({api}: Props) {
  useExamplesNearViewport();
  useExamplesAfterClientNavigation(api.tags.length);
  const version = api.version.replace(/^v(?=\d)/, '');
  const operationCount = api.tags.reduce((sum, tag) => sum + tag.operations.length, 0);
  return (
    <Layout
      title="API reference"
      description={`Every operation of the ${site.productName} REST API ${version}: parameters, request bodies, responses, code samples and a "Try it" console for your own installation.`}>
      <div className={clsx('container margin-vert--lg', styles.page)}>
        <div className="row">
          <div className="col col--3">
            <ApiSideNav tags={api.tags} />
          </div>
          <main className="col col--9">
            <header className={styles.header}>
              <h1>API reference</h1>
              <p className={styles.version}>
                Documents {api.title} <strong>{version}</strong> · {operationCount} operations
                {api.license && (
                  <>
                    {' '}
                    · Licence{' '}
                    {api.license.url ? (
                      <a href={api.license.url}>{api.license.label}</a>
                    ) : (
                      <span>{api.license.label}</span>
                    )}
                  </>
                )}
              </p>
              <Html html={api.descriptionHtml} />
              <p className={styles.downloads}>
                Download the OpenAPI description:{' '}
                {/* pathname:// : files written by the plugin after the build, outside the router. */}
                <Link to="pathname:///api/openapi.json" download>
                  openapi.json
                </Link>{' '}
                ·{' '}
                <Link to="pathname:///api/openapi.yaml" download>
                  openapi.yaml
                </Link>
              </p>
            </header>

            <section aria-labelledby="api-server" className={styles.intro}>
              <h2 id="api-server">Your installation's address</h2>
              <p>
                {site.productName} runs on your own servers, so there is no central API host. Every path below is
                relative to the address of <em>your</em> installation: the server URL of the description is{' '}
                <code>{api.server.url}</code>
                {api.server.basePath && (
                  <>
                    , so requests go to <code>https://your-installation{api.server.basePath}/…</code>
                  </>
                )}
                . The code samples use <code>{sampleBaseUrl}</code> in its place.
              </p>
              {api.server.variables.length > 0 && (
                <ul>
                  {api.server.variables.map((variable) => (
                    <li key={variable.name}>
                      <code>{`{${variable.name}}`}</code>
                      {variable.defaultValue && (
                        <>
                          {' '}
                          (default <code>{variable.defaultValue}</code>)
                        </>
                      )}
                      <Html html={variable.descriptionHtml} />
                    </li>
                  ))}
                </ul>
              )}
              <h2 id="api-authentication">How requests authenticate</h2>
              {api.securitySchemes.map((scheme) => (
                <div key={scheme.name}>
                  <p>
                    <strong>{scheme.label}</strong> (<code>{scheme.name}</code>)
                  </p>
                  <Html html={scheme.descriptionHtml} />
                </div>
              ))}
              <p>
                The code samples use the placeholder <code>{sampleToken}</code>. "Try it" sends requests from your
                browser straight to the address you enter; this website never sees them.
              </p>
            </section>

            {api.tags.map((tag, index) => (
              <TagSection key={tag.name} tag={tag} index={index} api={api} version={version} />
            ))}
          </main>
        </div>
      </div>
    </Layout>
  );
}
