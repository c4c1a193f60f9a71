import {useSyncExternalStore} from 'react';
import loaders, {preloaded} from '@api-reference/examples';

import type {ApiExamplesChunk, ApiOperation} from '../../types';
import ApiCodeBlock from '@theme/ApiCodeBlock';
import ApiCodeSamples from '@theme/ApiCodeSamples';

import styles from './styles.module.css';

/**
 * Examples and code samples are most of the reference's weight, so the browser gets them in one
 * chunk per tag, loaded when that tag comes near the viewport (ApiReference decides when). Until
 * then each block keeps its server-rendered markup: it is read from the page before React
 * hydrates and handed back as the block's inner HTML, which React leaves as it finds it.
 *
 * No Suspense here on purpose: on a page this large React's server renderer moves suspended
 * boundaries out of line, behind inline scripts that neither the CSP nor a reader without
 * JavaScript would run.
 */

const loaded = new Map<number, ApiExamplesChunk>();
const requested = new Map<number, Promise<ApiExamplesChunk>>();
const listeners = new Set<() => void>();

/** Starts loading a tag's examples (once) and resolves with them. */
export function loadApiExamples(tagIndex: number): Promise<ApiExamplesChunk> {
  let request = requested.get(tagIndex);
  if (!request) {
    request = loaders[tagIndex]().then((chunk) => {
      loaded.set(tagIndex, chunk);
      listeners.forEach((listener) => listener());
      return chunk;
    });
    requested.set(tagIndex, request);
  }
  return request;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function useExamples(tagIndex: number): ApiExamplesChunk | undefined {
  const chunk = () => preloaded[tagIndex] ?? loaded.get(tagIndex);
  return useSyncExternalStore(subscribe, chunk, chunk);
}

const attribute = 'data-api-examples';
// Runs when the page's chunk is evaluated, which Docusaurus does before it hydrates the page.
const serverMarkup = new Map<string, string>();
if (typeof document !== 'undefined') {
  document
    .querySelectorAll(`[${attribute}]`)
    .forEach((element) => serverMarkup.set(element.getAttribute(attribute) ?? '', element.innerHTML));
}

/** Whether the examples' server-rendered markup was found, i.e. the page was not rendered in the browser. */
export function examplesFromServer(): boolean {
  return serverMarkup.size > 0;
}

interface Props {
  operation: ApiOperation;
  tagIndex: number;
}

export default function ApiExamples({operation, tagIndex}: Props) {
  const chunk = useExamples(tagIndex);
  const marker = {[attribute]: operation.id};
  if (!chunk) {
    const markup = serverMarkup.get(operation.id) ?? '<p>Loading the examples and code samples…</p>';
    return <div className={styles.examples} {...marker} dangerouslySetInnerHTML={{__html: markup}} />;
  }
  const examples = chunk[operation.id];
  return (
    <div className={styles.examples} {...marker}>
      {examples && (
        <>
          {(examples.requestBody || examples.responses.length > 0) && <h4>Examples</h4>}
          {examples.requestBody && (
            <>
              <p className={styles.title}>Request body</p>
              <ApiCodeBlock code={examples.requestBody} label="request body example" />
            </>
          )}
          {examples.responses.map(({status, example}) => (
            <details key={status} className={styles.response} open={status.startsWith('2')}>
              <summary>
                Response <span className={styles.status}>{status}</span>
              </summary>
              <ApiCodeBlock code={example} label={`${status} response example`} />
            </details>
          ))}
          <h4>Code samples</h4>
          <ApiCodeSamples operationId={operation.id} samples={examples.samples} />
        </>
      )}
    </div>
  );
}
