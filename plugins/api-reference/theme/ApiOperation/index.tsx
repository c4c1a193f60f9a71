import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

import type {ApiOperation as Operation, ApiOperationExamples, ApiSecurityScheme, SchemaNode} from '../../types';
import {operationMarkdownPath} from '../../constants';
import type {Guide} from '../../guides';
import ApiDeferred from '@theme/ApiDeferred';
import ApiExamples from '@theme/ApiExamples';
import ApiSchemaTree from '@theme/ApiSchemaTree';
import {withCode} from '@theme/KnownIssueDetails';
import PageActions from '@theme/PageActions';
import {knownIssueAnchor} from '@site/src/data/knownIssueLinks';
import type {KnownIssue} from '@site/src/data/knownIssues';
import {knownIssueSummary} from '../../knownIssueSummary';

import styles from './styles.module.css';

interface Props {
  operation: Operation;
  schemas: Record<string, SchemaNode>;
  securitySchemes: ApiSecurityScheme[];
  /** Registry entries by id (the view model's `knownIssues`). */
  knownIssues: Record<string, KnownIssue>;
  version: string;
  basePath: string;
  examples?: ApiOperationExamples;
  /** The documented default address of an installation, shown in the code samples. */
  baseUrl: string;
  /** The docs pages that embed or link this operation. */
  guides?: Guide[];
}

/** 4xx, 5xx and `default` answers. */
function isError(status: string): boolean {
  return !/^[123]/.test(status);
}

export function operationAnchor(id: string): string {
  return `operation/${id}`;
}

/**
 * The path with a chance to break the line after each "/", the only places a narrow screen breaks
 * it: each segment is kept whole (a hyphen would otherwise break `env-variables`).
 */
function pathWithBreaks(path: string): ReactNode[] {
  return path.split(/(?<=\/)/).flatMap((part, index) => [
    ...(index === 0 ? [] : [<wbr key={`break-${index}`} />]),
    <span key={index} className={styles.pathSegment}>
      {part}
    </span>,
  ]);
}

function Html({html, className}: {html: string; className?: string}) {
  return html ? <div className={className} dangerouslySetInnerHTML={{__html: html}} /> : null;
}

/**
 * A known issue where an operation meets it: its title and what the reader sees, in a sentence or
 * two of the entry's symptom; the full entry is once on the page, under "Known issues" (ApiKnownIssues).
 */
function KnownIssueNote({
  entry,
  operation,
  basePath,
  version,
}: {
  entry: KnownIssue;
  operation: Operation;
  basePath: string;
  version: string;
}) {
  const title = `Known issue in ${version}: ${entry.title.replace(/`/g, '')}`;
  const summary = knownIssueSummary(entry, {...operation, path: basePath + operation.path});
  return (
    <div className={clsx('alert alert--warning', styles.warning)} role="note" aria-label={title}>
      <p className={styles.warningTitle}>
        Known issue in {version}: {withCode(entry.title)}
      </p>
      <p>
        {withCode(summary)}{' '}
        <a
          href={`#${knownIssueAnchor(entry.id)}`}
          aria-label={`Cause and workaround: ${entry.title.replace(/`/g, '')}`}>
          Cause and workaround
        </a>
      </p>
    </div>
  );
}

function MethodBadge({method}: {method: string}) {
  return <span className={clsx(styles.method, styles[`method_${method}`])}>{method.toUpperCase()}</span>;
}

/**
 * The page mounts "Try it" into the panel's body when it is first opened (see ApiReference), so its
 * code is a chunk of its own that most readers never load.
 */
function TryItPanel({operationId}: {operationId: string}) {
  return (
    <details className={styles.tryIt} data-try-it={operationId}>
      <summary>Try it</summary>
      <div className={styles.tryItBody} data-try-it-body="">
        <p>"Try it" sends the request from your browser to your own installation and needs JavaScript.</p>
      </div>
    </details>
  );
}

export default function ApiOperation({
  operation,
  schemas,
  securitySchemes,
  knownIssues: entries,
  version,
  basePath,
  examples,
  baseUrl,
  guides = [],
}: Props) {
  const anchor = operationAnchor(operation.id);
  // The docs link to /api/#operation/<id>; the build's anchor check only knows ids registered here.
  useBrokenLinks().collectAnchor(anchor);
  const titleId = `${anchor}-title`;
  const markdownUrl = useBaseUrl(`/${operationMarkdownPath(operation.id)}`);
  const operationUrl = `${useBaseUrl('/api/', {absolute: true})}#${anchor}`;
  const schemesUsed = securitySchemes.filter((scheme) => operation.security.includes(scheme.name));
  const knownIssues = operation.knownIssues
    .map((id) => entries[id])
    .filter((entry): entry is KnownIssue => entry !== undefined);

  return (
    <article id={anchor} className={styles.operation} aria-labelledby={titleId}>
      {/* Server-rendered like the rest: the copy action runs from the page's delegated handler. */}
      <PageActions markdownUrl={markdownUrl} pageUrl={operationUrl} title={operation.summary} subject="operation" />
      <h3 id={titleId} className={styles.title}>
        {operation.summary}
        <a
          className="hash-link"
          href={`#${anchor}`}
          aria-label={`Direct link to ${operation.summary}`}
          title={`Direct link to ${operation.summary}`}>
          &#8203;
        </a>
      </h3>
      <p className={styles.endpoint}>
        <MethodBadge method={operation.method} />
        <code className={styles.path}>{pathWithBreaks(basePath + operation.path)}</code>
        <span className={styles.operationId}>
          id <code>{operation.id}</code>
        </span>
      </p>
      {(operation.deprecated || knownIssues.length > 0) && (
        <p className={styles.badges}>
          {operation.deprecated && <span className="badge badge--secondary">Deprecated</span>}
          {knownIssues.length > 0 && (
            <span className={clsx('badge', styles.warningBadge)}>Known issue in {version}</span>
          )}
        </p>
      )}
      <Html html={operation.descriptionHtml} className={styles.description} />
      {/* The head is in the page from the start; the rest becomes markup when the reader gets near
          it. The intro alone is taller than two screens, so no operation is in view on arrival. */}
      <ApiDeferred>
        {knownIssues.map((entry) => (
          <KnownIssueNote key={entry.id} entry={entry} operation={operation} basePath={basePath} version={version} />
        ))}
        <p className={styles.auth}>
          <strong>Authentication:</strong>{' '}
          {schemesUsed.length > 0 ? schemesUsed.map((scheme) => scheme.label).join(' or ') : 'none (public)'}
        </p>
        {guides.length > 0 && (
          <p className={styles.guides}>
            <strong>Used in {guides.length === 1 ? 'the guide' : 'the guides'}:</strong>{' '}
            {guides.map((guide, index) => (
              <span key={guide.permalink}>
                {index > 0 && ', '}
                <Link to={guide.permalink}>{guide.title}</Link>
              </span>
            ))}
          </p>
        )}

        {operation.parameters.length > 0 && (
          <>
            <h4>Parameters</h4>
            <table className={styles.parameters}>
              <thead>
                <tr>
                  <th scope="col">Parameter</th>
                  <th scope="col">Description</th>
                </tr>
              </thead>
              <tbody>
                {operation.parameters.map((parameter) => (
                  <tr key={`${parameter.in}:${parameter.name}`}>
                    <td>
                      <code>{parameter.name}</code>
                      {parameter.required && <span className={styles.required}>required</span>}
                      <span className={styles.parameterKind}>
                        {parameter.type}, in {parameter.in}
                      </span>
                    </td>
                    <td>
                      <Html html={parameter.descriptionHtml} />
                      {parameter.example && (
                        <span className={styles.example}>
                          Example: <code>{parameter.example}</code>
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}

        {operation.requestBody && (
          <>
            <h4>
              Request body <span className={styles.mediaType}>{operation.requestBody.contentType}</span>
              {operation.requestBody.required && <span className={styles.required}>required</span>}
            </h4>
            <Html html={operation.requestBody.descriptionHtml} />
            {operation.requestBody.schema && <ApiSchemaTree node={operation.requestBody.schema} schemas={schemas} />}
          </>
        )}

        <h4>Responses</h4>
        {operation.responses.map((response) => (
          <details key={response.status} className={styles.response} open={response.status.startsWith('2')}>
            <summary>
              <span className={clsx(styles.status, styles[`status_${response.status.charAt(0)}`])}>
                {response.status}
              </span>{' '}
              <span dangerouslySetInnerHTML={{__html: response.descriptionHtml}} />
            </summary>
            <div className={styles.responseBody}>
              {response.headers && (
                <table className={styles.parameters}>
                  <caption className={styles.caption}>Response headers</caption>
                  <thead>
                    <tr>
                      <th scope="col">Header</th>
                      <th scope="col">Description</th>
                    </tr>
                  </thead>
                  <tbody>
                    {response.headers.map((header) => (
                      <tr key={header.name}>
                        <td>
                          <code>{header.name}</code>
                          {header.required && <span className={styles.required}>always sent</span>}
                          <span className={styles.parameterKind}>{header.type}</span>
                        </td>
                        <td>
                          <Html html={header.descriptionHtml} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              {response.contentType && <p className={styles.mediaType}>{response.contentType}</p>}
              {/* An error answer's schema is one of the few every operation shares: linked to its
                  place under Schemas, not spelled out 75 times; its example below shows the body. */}
              {response.schema && (
                <ApiSchemaTree
                  node={response.schema}
                  schemas={schemas}
                  components={isError(response.status) ? 'link' : 'expand'}
                />
              )}
            </div>
          </details>
        ))}

        {examples && <ApiExamples operationId={operation.id} examples={examples} baseUrl={baseUrl} />}
        <TryItPanel operationId={operation.id} />
      </ApiDeferred>
    </article>
  );
}
