import {useId, useState, useSyncExternalStore, type FormEvent} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {createStorageSlot} from '@docusaurus/theme-common';
import useBaseUrl from '@docusaurus/useBaseUrl';
import tryIt from '@api-reference/try-it';

import type {Sandbox, SandboxAnswer, SandboxResponse} from '../../sandbox';
import {buildRequest, toCurl, type BuiltRequest, type RequestErrorKind} from '../../tryIt/request';
import type {ApiTryItOperation} from '../../types';
import ApiCodeBlock from '@theme/ApiCodeBlock';
import {knownIssueAnchor, knownIssuesPage} from '@site/src/data/knownIssueLinks';
import {site} from '@site/src/data/site';
import {apiStorageKeys} from '@site/src/data/storage';
import {getTypedBaseUrl, setTypedBaseUrl, subscribeBaseUrl, usableBaseUrl} from '../ApiReference/baseUrl';
import {readValues} from '@theme/YourInstallation';
import {assumedSchemeNote} from '@site/src/data/assumedScheme';

import styles from './styles.module.css';

/**
 * "Try it": sends one request from the reader's browser to the installation address they typed,
 * and to nothing else, or answers it in the page with the sandbox (../../sandbox), which answers
 * as Kublade 1.2.3 would. This module is its own chunk, loaded when a "Try it" panel is first
 * opened. The address is the page's (ApiReference/baseUrl.ts), shared with the code samples;
 * until the reader has set one, the panels start on the sandbox.
 */

type ApiParameter = ApiTryItOperation['parameters'][number];

interface Settings {
  token: string;
  remember: boolean;
  /** Where requests go: the reader's installation, or the sandbox inside this page. */
  target: 'installation' | 'sandbox';
}

let sandbox: Promise<Sandbox> | null = null;

/** The sandbox's code and the published description, fetched from this site once, when first used. */
function loadSandbox(descriptionUrl: string): Promise<Sandbox> {
  sandbox ??= Promise.all([
    import('../../sandbox'),
    fetch(descriptionUrl).then((response) => {
      if (!response.ok) throw new Error(`${descriptionUrl} answered ${response.status}`);
      return response.json() as Promise<Record<string, unknown>>;
    }),
  ]).then(([module, description]) => new module.Sandbox(description, {releaseAnswers: tryIt.releaseAnswers}));
  // A failed load may succeed on the next try.
  sandbox.catch(() => {
    sandbox = null;
  });
  return sandbox;
}

// One set of settings for every panel on the page: a token typed once serves all operations.
let settings: Settings | null = null;
const listeners = new Set<() => void>();
const tokenSlot = createStorageSlot(apiStorageKeys.token);

function getSettings(): Settings {
  if (settings === null) {
    const token = tokenSlot.get();
    // No request goes to an address the reader never gave: without one, the sandbox answers.
    const address = getTypedBaseUrl();
    settings = {
      // Else the token of the "Your installation" form, which the samples show too.
      token: token ?? readValues()['api-token'] ?? '',
      remember: token !== null,
      target: address !== null && usableBaseUrl(address) ? 'installation' : 'sandbox',
    };
  }
  return settings;
}

function updateSettings(patch: Partial<Settings>) {
  settings = {...getSettings(), ...patch};
  // The token reaches storage only while "remember" is ticked; unticking deletes it.
  if (settings.remember) tokenSlot.set(settings.token);
  else if ('remember' in patch) tokenSlot.del();
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const timeoutMs = 30_000;

const errorTitles: Record<RequestErrorKind, string> = {
  missing: 'Fill in the required fields',
  value: 'A value cannot be sent as it is',
  baseUrl: 'That is not a usable address',
  token: 'The token cannot be sent as it is',
  body: 'The request body is not valid JSON',
};

type Result =
  | {state: 'idle'}
  | {state: 'sending'; url: string}
  | {
      state: 'done';
      /** Who answered: the installation at `url`, or the sandbox in the page. */
      from: 'installation' | 'sandbox';
      url: string;
      status: number;
      statusText: string;
      ms: number;
      headers: [string, string][];
      body: string;
      /** Sandbox only: the answer is 1.2.3's because of this known issue ... */
      knownIssue?: SandboxAnswer['knownIssue'];
      /** ... and this is the one the description documents. */
      documented?: SandboxResponse;
    }
  | {state: 'failed'; title: string; explanation: string[]; causes?: string[]};

function prettyBody(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/**
 * What a status means for the reader. `from` says who answered; a sandbox answer is either what
 * 1.2.3 sends or, where a known issue makes it differ, the one the description documents.
 */
function statusHint(status: number, from: 'installation' | 'sandbox' | 'description'): string | null {
  if (from === 'description')
    return status === 400
      ? "The description's answer: the input fails validation, and data lists each field with the server's messages."
      : null;
  if (from === 'sandbox') {
    if (status === 401)
      return 'The sandbox answered as 1.2.3 does without a token. Enter any text as the bearer token: the sandbox takes every token as valid.';
    if (status === 400)
      return "The sandbox answered as 1.2.3 would: the input fails the server's validation, and data lists each field with the server's messages.";
    if (status === 404)
      return "The sandbox answered as 1.2.3 would: an id in the path names no record (the sandbox knows the examples' ids), or no operation answers at this path. Check the values in the path.";
    if (status === 405) return 'The sandbox answered as 1.2.3 would: no operation answers this method at this path.';
    return null;
  }
  if (status === 401)
    return 'The token is missing, wrong or expired, or your user lacks the permission. Log in again to get a fresh token.';
  if (status === 404) return 'Nothing answers at this path: check the IDs in the path and the installation address.';
  if (status === 400) return 'The installation rejected the input: the answer lists what to fix.';
  return null;
}

function networkFailure(target: URL): Result {
  const here = window.location;
  const causes = [
    `The address is wrong, or the installation is not reachable from this computer. Check that ${target.origin} opens in a new browser tab.`,
    `The installation does not allow requests from this website (CORS). Its answers must carry the header "Access-Control-Allow-Origin: ${here.origin}" and allow the Authorization and Content-Type headers; otherwise use the code samples from a terminal instead.`,
  ];
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(target.hostname);
  if (here.protocol === 'https:' && target.protocol === 'http:' && !local) {
    causes.push(
      'This page was loaded over HTTPS, so the browser blocks requests to a plain http:// address (mixed content). Use the https:// address of your installation.',
    );
  }
  return {
    state: 'failed',
    title: 'The request failed',
    explanation: [
      `Your browser could not complete the request to ${target.origin}, and browsers do not reveal the exact cause. The usual ones:`,
    ],
    causes,
  };
}

/**
 * The project ID a panel starts with: the reader's, from the "Your installation" form, for their
 * installation; the example for the sandbox, which knows only the examples' records.
 */
function projectIdFor(target: Settings['target'], example: string): string {
  return target === 'installation' ? (readValues()['project-id'] ?? example) : example;
}

const projectIdKey = 'path:project_id';

function initialValues(parameters: ApiParameter[], target: Settings['target']): Record<string, string> {
  // Optional parameters start empty unless they have a default (the templates list's `type`):
  // a sample cursor would only make a real installation answer with another page than the first.
  return Object.fromEntries(
    parameters.map((p) => {
      const key = `${p.in}:${p.name}`;
      if (key === projectIdKey) return [key, projectIdFor(target, p.example)];
      return [key, p.in === 'path' || p.required ? p.example : (p.defaultValue ?? '')];
    }),
  );
}

interface Props {
  operationId: string;
  /** The request body example the reader picked on the page when opening the panel. */
  requestExample?: number;
}

export default function ApiTryIt({operationId, requestExample = 0}: Props) {
  const operation = tryIt.operations[operationId];
  const {basePath} = tryIt;
  const id = useId();
  const current = useSyncExternalStore(subscribe, getSettings, getSettings);
  const typedBaseUrl = useSyncExternalStore(subscribeBaseUrl, getTypedBaseUrl, getTypedBaseUrl);
  const baseUrl = typedBaseUrl ?? '';
  const descriptionUrl = useBaseUrl('/api/openapi.json');
  const [values, setValues] = useState(() => initialValues(operation.parameters, current.target));
  const [body, setBody] = useState(() => {
    const examples = operation.requestBody?.examples ?? [];
    return examples[requestExample] ?? examples[0] ?? '';
  });
  const [result, setResult] = useState<Result>({state: 'idle'});
  // The request of the last "Send", for "copy as curl": also one that was not sent because its
  // body is malformed, never an earlier one. The token stays masked unless the reader asks.
  const [sent, setSent] = useState<{request: BuiltRequest; held: boolean} | null>(null);
  const [revealToken, setRevealToken] = useState(false);
  // Where 1.2.3 answers otherwise than documented: show the documented answer instead.
  const [showDocumented, setShowDocumented] = useState(false);
  const editable = operation.parameters.filter((p) => p.in !== 'cookie');
  const usableAddress = usableBaseUrl(baseUrl);
  const assumedScheme = usableAddress ? assumedSchemeNote(baseUrl, usableAddress) : null;
  const projectIdExample = operation.parameters.find((p) => `${p.in}:${p.name}` === projectIdKey)?.example;

  // A project ID the reader has not changed follows the target: theirs, or the sandbox's example.
  const chooseTarget = (target: Settings['target']) => {
    if (projectIdExample !== undefined && values[projectIdKey] === projectIdFor(current.target, projectIdExample))
      setValues((old) => ({...old, [projectIdKey]: projectIdFor(target, projectIdExample)}));
    updateSettings({target});
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const inSandbox = current.target === 'sandbox';
    const built = buildRequest({
      // The sandbox matches on the path only; any usable address will do.
      baseUrl: inSandbox ? (usableBaseUrl(baseUrl) ?? tryIt.defaultBaseUrl) : baseUrl,
      basePath,
      method: operation.method,
      path: operation.path,
      parameters: editable,
      values,
      token: current.token,
      ...(operation.requestBody ? {body: {contentType: operation.requestBody.contentType, text: body}} : {}),
    });
    if (!built.ok) {
      // The curl command shows this request (a malformed body as typed), never an earlier one.
      setSent(built.request ? {request: built.request, held: true} : null);
      setResult({
        state: 'failed',
        title: errorTitles[built.errors[0].kind],
        explanation: built.errors.map((error) => error.message),
      });
      return;
    }
    const {request} = built;
    setSent({request, held: false});
    const url = new URL(request.url);
    setResult({state: 'sending', url: url.toString()});
    if (inSandbox) {
      const started = performance.now();
      try {
        const answer = (await loadSandbox(descriptionUrl)).answer(request);
        setShowDocumented(false);
        setResult({
          state: 'done',
          from: 'sandbox',
          url: 'the sandbox in this page',
          status: answer.status,
          statusText: answer.statusText,
          ms: Math.round(performance.now() - started),
          headers: answer.headers,
          body: prettyBody(answer.body),
          ...(answer.knownIssue && answer.documented
            ? {
                knownIssue: answer.knownIssue,
                documented: {...answer.documented, body: prettyBody(answer.documented.body)},
              }
            : {}),
        });
      } catch (error) {
        setResult({
          state: 'failed',
          title: 'The sandbox could not be loaded',
          explanation: [error instanceof Error ? error.message : String(error), 'Check your connection and try again.'],
        });
      }
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const started = performance.now();
    try {
      const response = await fetch(url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        mode: 'cors',
        credentials: 'omit',
        cache: 'no-store',
        signal: controller.signal,
      });
      const text = await response.text();
      const received: [string, string][] = [];
      response.headers.forEach((value, name) => received.push([name, value]));
      setResult({
        state: 'done',
        from: 'installation',
        url: url.toString(),
        status: response.status,
        statusText: response.statusText,
        ms: Math.round(performance.now() - started),
        headers: received,
        body: prettyBody(text),
      });
    } catch (error) {
      setResult(
        controller.signal.aborted
          ? {
              state: 'failed',
              title: 'No answer',
              explanation: [
                `${url.origin} did not answer within ${timeoutMs / 1000} seconds. Check that the installation is running and reachable.`,
              ],
            }
          : error instanceof TypeError
            ? networkFailure(url)
            : {
                state: 'failed',
                title: 'The request failed',
                explanation: [error instanceof Error ? error.message : String(error)],
              },
      );
    } finally {
      clearTimeout(timer);
    }
  };

  const field = (p: ApiParameter) => {
    const key = `${p.in}:${p.name}`;
    const inputId = `${id}-${p.in}-${p.name}`;
    const stored = readValues()['project-id'];
    const fromForm = key === projectIdKey && stored !== undefined && values[key] === stored;
    return (
      <div key={key} className={styles.field}>
        <label htmlFor={inputId}>
          <code>{p.name}</code>{' '}
          <span className={styles.hint}>
            ({p.in}
            {p.required ? ', required' : ''})
          </span>
        </label>
        <input
          id={inputId}
          className={styles.input}
          value={values[key] ?? ''}
          placeholder={p.example}
          required={p.required}
          onChange={(event) => setValues((old) => ({...old, [key]: event.target.value}))}
          aria-describedby={fromForm ? `${inputId}-hint` : undefined}
        />
        {fromForm && (
          <span id={`${inputId}-hint`} className={styles.hint}>
            Your project ID, from “Your installation”.
          </span>
        )}
      </div>
    );
  };

  return (
    <form className={styles.form} onSubmit={send} noValidate>
      <fieldset className={styles.fieldset}>
        <legend>Send the request to</legend>
        <label className={styles.checkbox}>
          <input
            type="radio"
            name={`${id}-target`}
            checked={current.target === 'sandbox'}
            onChange={() => chooseTarget('sandbox')}
          />{' '}
          The sandbox in this page: answers as {site.productName} {tryIt.version} would, with the description's
          examples; nothing is sent anywhere
        </label>
        <label className={styles.checkbox}>
          <input
            type="radio"
            name={`${id}-target`}
            checked={current.target === 'installation'}
            onChange={() => chooseTarget('installation')}
          />{' '}
          Your installation
        </label>
      </fieldset>
      {current.target === 'installation' && (
        <div className={styles.field}>
          <label htmlFor={`${id}-base`}>Address of your installation</label>
          <input
            id={`${id}-base`}
            className={styles.input}
            type="url"
            inputMode="url"
            value={baseUrl}
            placeholder="https://kublade.example.com"
            onChange={(event) => setTypedBaseUrl(event.target.value)}
            aria-describedby={`${id}-base-hint`}
          />
          <span id={`${id}-base-hint`} className={styles.hint}>
            For example https://kublade.example.com. Requests go to this address
            {basePath ? (
              <>
                {' '}
                followed by <code>{basePath}</code>
              </>
            ) : null}
            , nowhere else.
            {assumedScheme && <> {assumedScheme}</>}
          </span>
        </div>
      )}
      <div className={styles.field}>
        <label htmlFor={`${id}-token`}>Bearer token</label>
        <input
          id={`${id}-token`}
          className={styles.input}
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={current.token}
          onChange={(event) => updateSettings({token: event.target.value})}
          aria-describedby={`${id}-token-hint`}
        />
        <span id={`${id}-token-hint`} className={styles.hint}>
          From <code>POST /api/auth/login</code> (the API token of “Your installation” fills it). Kept in this tab's
          memory only, unless you tick the box below.
        </span>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={current.remember}
            onChange={(event) => updateSettings({remember: event.target.checked})}
          />{' '}
          Remember the token in this browser (unticking deletes it)
        </label>
      </div>

      {editable.length > 0 && (
        <fieldset className={styles.fieldset}>
          <legend>Parameters</legend>
          {editable.map(field)}
        </fieldset>
      )}

      {operation.requestBody && (
        <div className={styles.field}>
          <label htmlFor={`${id}-body`}>
            Request body <span className={styles.hint}>({operation.requestBody.contentType})</span>
          </label>
          <textarea
            id={`${id}-body`}
            className={styles.body}
            value={body}
            spellCheck={false}
            rows={Math.min(16, Math.max(4, body.split('\n').length + 1))}
            onChange={(event) => setBody(event.target.value)}
          />
        </div>
      )}

      <button type="submit" className="button button--primary" disabled={result.state === 'sending'}>
        {result.state === 'sending' ? 'Sending…' : `Send ${operation.method.toUpperCase()} request`}
      </button>

      {sent && (
        <div className={styles.curl}>
          <p className={styles.subTitle}>The request as curl</p>
          {sent.held && (
            <p className={styles.hint}>Not sent, because of the error below; curl would send it as it is.</p>
          )}
          <ApiCodeBlock code={toCurl(sent.request, {revealToken})} label="request as curl" />
          {current.target === 'sandbox' && !usableBaseUrl(baseUrl) && (
            <p className={styles.hint}>
              With the description's default address, {tryIt.defaultBaseUrl}: put your installation's in its place.
            </p>
          )}
          {'Authorization' in sent.request.headers && (
            <label className={styles.checkbox}>
              <input type="checkbox" checked={revealToken} onChange={(event) => setRevealToken(event.target.checked)} />{' '}
              Show my token in the command (it is masked so that a pasted command does not leak it)
            </label>
          )}
        </div>
      )}

      <div className={styles.result} aria-live="polite">
        {result.state === 'sending' && <p>Sending to {result.url}…</p>}
        {result.state === 'failed' && (
          <div className="alert alert--danger" role="alert">
            <p className={styles.resultTitle}>{result.title}</p>
            {result.explanation.map((line) => (
              <p key={line}>{line}</p>
            ))}
            {result.causes && (
              <ul>
                {result.causes.map((cause) => (
                  <li key={cause}>{cause}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        {result.state === 'done' && (
          <Answer result={result} showDocumented={showDocumented} onShowDocumented={setShowDocumented} />
        )}
      </div>
    </form>
  );
}

interface AnswerProps {
  result: Extract<Result, {state: 'done'}>;
  showDocumented: boolean;
  onShowDocumented: (documented: boolean) => void;
}

/** An answer: status, a hint, and for the sandbox the known issue that makes 1.2.3 answer otherwise. */
function Answer({result, showDocumented, onShowDocumented}: AnswerProps) {
  const id = useId();
  const {knownIssue, documented} = result;
  const shown: SandboxResponse = showDocumented && documented ? documented : result;
  // A known issue's answer is explained by its note; the documented one by what the description says.
  const hint =
    knownIssue && !showDocumented ? null : statusHint(shown.status, shown === result ? result.from : 'description');
  return (
    <>
      <p className={styles.resultTitle}>
        <span className={shown.status < 400 ? styles.ok : styles.bad}>
          {shown.status} {shown.statusText}
        </span>{' '}
        <span className={styles.hint}>
          in {result.ms} ms from {result.url}
        </span>
      </p>
      {knownIssue && documented && (
        <div className={clsx('alert alert--warning', styles.knownIssue)} role="note">
          <p>
            The sandbox answers as {site.productName} {tryIt.version} does: {result.status} {result.statusText}
            {knownIssue.when ? ` ${knownIssue.when}` : ''}. The description documents {documented.status}{' '}
            {documented.statusText}, the answer once the defect is fixed. Known issue:{' '}
            <Link to={`${knownIssuesPage}#${knownIssueAnchor(knownIssue.issueId)}`}>
              {withCode(knownIssue.issueTitle)}
            </Link>
            .
          </p>
          <fieldset className={styles.choice}>
            <legend>Answer shown</legend>
            <label className={styles.checkbox}>
              <input
                type="radio"
                name={`${id}-answer`}
                checked={!showDocumented}
                onChange={() => onShowDocumented(false)}
              />{' '}
              What {tryIt.version} sends ({result.status})
            </label>
            <label className={styles.checkbox}>
              <input
                type="radio"
                name={`${id}-answer`}
                checked={showDocumented}
                onChange={() => onShowDocumented(true)}
              />{' '}
              What the description documents ({documented.status})
            </label>
          </fieldset>
        </div>
      )}
      {hint && <p>{hint}</p>}
      <p className={styles.subTitle}>Response headers</p>
      <pre className={styles.output} tabIndex={0}>
        {shown.headers.map(([name, value]) => `${name}: ${value}`).join('\n') || '(none visible)'}
      </pre>
      {result.from === 'installation' && (
        <p className={styles.hint}>
          Browsers show only the headers that the installation exposes to this site (Access-Control-Expose-Headers).
        </p>
      )}
      <p className={styles.subTitle}>Response body</p>
      <pre className={styles.output} tabIndex={0}>
        {shown.body || '(empty)'}
      </pre>
    </>
  );
}

/** A title with `inline code` as the registry writes it. */
function withCode(text: string) {
  return text
    .split(/(`[^`]+`)/)
    .map((part, index) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
        <code key={index}>{part.slice(1, -1)}</code>
      ) : (
        part
      ),
    );
}
