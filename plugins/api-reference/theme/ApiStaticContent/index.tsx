import {useEffect, useRef} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import built from '@api-reference/model';

import YourInstallation from '@theme/YourInstallation';
import {sampleProjectId, sampleToken} from '../../constants';
import type {ApiTag} from '../../types';
import ApiKnownIssues from '@theme/ApiKnownIssues';
import ApiOperation from '@theme/ApiOperation';
import ApiSchemas from '@theme/ApiSchemas';
import ApiErrorCatalogue from '@theme/ApiErrorCatalogue';
import ApiDataModel from '@theme/ApiDataModel';
import ApiSection from '@theme/ApiSection';
import DocsPdfLink from '@theme/DocsPdfLink';
import {site} from '@site/src/data/site';

import styles from './styles.module.css';

export interface StaticContentProps {
  /** Called once the content is in the page, with its root: the page attaches its handlers there. */
  onReady?: (root: HTMLElement) => void;
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

function TagSection({tag, version, baseUrl}: {tag: ApiTag; version: string; baseUrl: string}) {
  const {model, examples, guides} = built;
  const anchor = tagAnchor(tag);
  useBrokenLinks().collectAnchor(anchor);
  return (
    <ApiSection id={anchor} title={tag.name}>
      <Html html={tag.descriptionHtml} />
      {tag.operations.map((operation) => (
        <ApiOperation
          key={operation.id}
          operation={operation}
          schemas={model.schemas}
          securitySchemes={model.securitySchemes}
          knownIssues={model.knownIssues}
          version={version}
          basePath={model.server.basePath}
          examples={examples[operation.id]}
          baseUrl={baseUrl}
          guides={guides[operation.id]}
        />
      ))}
    </ApiSection>
  );
}

function BaseUrlField({defaultValue}: {defaultValue: string}) {
  return (
    <div className={styles.baseUrl} data-base-url-field="">
      <label htmlFor="api-base-url" className={styles.baseUrlLabel}>
        Address of your installation, for the code samples and "Try it"
      </label>
      <input
        id="api-base-url"
        className={styles.baseUrlInput}
        type="url"
        inputMode="url"
        spellCheck={false}
        autoComplete="url"
        defaultValue={defaultValue}
        aria-describedby="api-base-url-hint"
      />
      <p id="api-base-url-hint" className={styles.baseUrlHint} role="status">
        Scheme, host and port, for example https://kublade.example.com. Your browser remembers it; it is sent nowhere.
      </p>
    </div>
  );
}

/**
 * Everything of the reference that does not change after the build, rendered on the server from
 * the whole view model. The browser never renders it (see ApiStaticContentFromPage), so its
 * interactive bits are plain markup with data attributes that ApiReference's handlers serve.
 */
export default function ApiStaticContent({onReady}: StaticContentProps) {
  const {model} = built;
  const root = useRef<HTMLDivElement>(null);
  // Runs only where the browser renders this component itself: the development server.
  useEffect(() => {
    if (root.current) onReady?.(root.current);
  }, [onReady]);
  const version = model.version.replace(/^v(?=\d)/, '');
  const operations = model.tags.flatMap((tag) => tag.operations);
  const baseUrl = model.server.variables[0]?.defaultValue || 'http://localhost';
  return (
    <div data-api-static="" ref={root}>
      <header className={styles.header}>
        <h1>API reference</h1>
        <p className={styles.version}>
          Documents {model.title} <strong>{version}</strong> · {operations.length} operations
          {model.license && (
            <>
              {' '}
              · Licence{' '}
              {model.license.url ? (
                <a href={model.license.url}>{model.license.label}</a>
              ) : (
                <span>{model.license.label}</span>
              )}
            </>
          )}
        </p>
        <Html html={model.descriptionHtml} />
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
          . The whole documentation with this reference, to read offline: <DocsPdfLink />
        </p>
        <p className={styles.downloads}>
          Printing this page prints every operation. To print one, choose <strong>View as Markdown</strong> in its{' '}
          <strong>Operation actions</strong> menu and print that page.
        </p>
      </header>

      <section aria-labelledby="api-server" className={styles.intro}>
        <h2 id="api-server">Your installation's address</h2>
        <p>
          {site.productName} runs on your own servers, so there is no central API host. Every path below is relative to
          the address of <em>your</em> installation: the server URL of the description is{' '}
          <code>{model.server.url}</code>
          {model.server.basePath && (
            <>
              , so requests go to <code>https://your-installation{model.server.basePath}/…</code>
            </>
          )}
          . The code samples use <code>{baseUrl}</code> in its place until you enter yours.
        </p>
        {model.server.variables.length > 0 && (
          <ul>
            {model.server.variables.map((variable) => (
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
        <BaseUrlField defaultValue={baseUrl} />
        {/* The same address, and the other values of the docs' code blocks; the token and project ID go into the samples and "Try it" here too. */}
        <YourInstallation />
        <h2 id="api-authentication">How requests authenticate</h2>
        {model.securitySchemes.map((scheme) => (
          <div key={scheme.name}>
            <p>
              <strong>{scheme.label}</strong> (<code>{scheme.name}</code>)
            </p>
            <Html html={scheme.descriptionHtml} />
          </div>
        ))}
        <p>
          The code samples use the placeholder <code>{sampleToken}</code> and the project ID{' '}
          <code>{sampleProjectId}</code>; the token and project ID you give in “Your installation” take their place, in
          the samples and in “Try it”. “Try it” sends requests from your browser straight to the address you enter; this
          website never sees them.
        </p>
      </section>

      {model.tags.map((tag) => (
        <TagSection key={tag.name} tag={tag} version={version} baseUrl={baseUrl} />
      ))}
      <ApiKnownIssues
        entries={[...new Set(operations.flatMap((operation) => operation.knownIssues))].flatMap(
          (id) => model.knownIssues[id] ?? [],
        )}
        operations={operations}
        version={version}
      />
      <ApiErrorCatalogue errors={model.errors} />
      <ApiDataModel entities={model.dataModel} />
      <ApiSchemas schemas={model.schemas} usage={model.schemaUsage} operations={operations} />
    </div>
  );
}
