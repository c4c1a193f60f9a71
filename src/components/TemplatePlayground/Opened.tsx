import {useEffect, useState, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';

import {decodeState, exampleFragmentPrefix, examplesFile, fragmentPrefix, stateOf} from '@site/src/data/playgroundLink';
import type {PlaygroundState} from '@site/src/data/bladeVariables';

import Editor from './Editor';
import styles from './styles.module.css';

/**
 * What a request to open the playground names: a fragment with a template (`#playground=…`), a
 * fragment naming an example (`#playground-example=…`), or an example's key.
 */
async function stateFor(request: string, examplesUrl: string): Promise<PlaygroundState> {
  if (request.startsWith(`#${fragmentPrefix}`)) {
    const linked = decodeState(request);
    if (!linked) throw new Error('the link holds no template the playground can read');
    return linked;
  }
  const key = request.startsWith(`#${exampleFragmentPrefix}`)
    ? decodeURIComponent(request.slice(1 + exampleFragmentPrefix.length))
    : request;
  const response = await fetch(examplesUrl);
  if (!response.ok) throw new Error(`the examples file answered HTTP ${response.status}`);
  const example = stateOf(((await response.json()) as Record<string, unknown>)[key]);
  if (!example) throw new Error(`there is no example ${key}`);
  return example;
}

/** The playground for a request, once its template is read or fetched. */
export default function Opened({request}: {request: string}): ReactNode {
  const examplesUrl = useBaseUrl(`/${examplesFile}`);
  const [state, setState] = useState<PlaygroundState | null>(null);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    let current = true;
    setProblem('');
    stateFor(request, examplesUrl).then(
      (found) => current && setState(found),
      (error: unknown) =>
        current &&
        setProblem(`The playground could not open: ${error instanceof Error ? error.message : String(error)}.`),
    );
    return () => {
      current = false;
    };
  }, [request, examplesUrl]);

  if (problem)
    return (
      <p role="alert" className={styles.fieldError}>
        {problem}
      </p>
    );
  if (!state) return <p role="status">Loading the example…</p>;
  return <Editor initial={state} key={JSON.stringify(state)} />;
}
