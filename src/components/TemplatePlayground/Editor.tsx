import {useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';

import type {PlaygroundState, TemplateValue} from '@site/src/data/bladeVariables';

import {renderTemplate, type RenderResult} from './blade/render';
import {checkManifest, type SchemaCheck} from './schema';
import {encodeState} from '@site/src/data/playgroundLink';
import styles from './styles.module.css';

type Context = PlaygroundState['context'];

/** The variables as the form edits them: the maps as JSON text, the rest as fields. */
interface Form {
  namespace: string;
  data: string;
  secret: string;
  portClaims: string;
  limitsEnabled: 'true' | 'false';
  cpu: string;
  memory: string;
  paused: boolean;
}

const json = (value: TemplateValue | undefined) => JSON.stringify(value ?? {}, null, 2);

function formOf(variables: Record<string, TemplateValue>): Form {
  const limits = (variables.limits ?? {}) as Record<string, TemplateValue>;
  const number = (value: TemplateValue | undefined) =>
    value === null || value === undefined
      ? ''
      : typeof value === 'object' && !Array.isArray(value) && 'float' in value
        ? String(value.float)
        : String(value);
  return {
    namespace: typeof variables.namespace === 'string' ? variables.namespace : '',
    data: json(variables.data),
    secret: json(variables.secret),
    portClaims: json(variables.portClaims),
    limitsEnabled: limits.enabled === 'false' ? 'false' : 'true',
    cpu: number(limits.cpu),
    memory: number(limits.memory),
    paused: variables.paused === true,
  };
}

/** A JSON object typed into a field: its value, or the parser's message. */
function parseObject(text: string): {value: Record<string, TemplateValue>} | {error: string} {
  try {
    const value: unknown = JSON.parse(text === '' ? '{}' : text);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return {error: 'must be a JSON object'};
    return {value: value as Record<string, TemplateValue>};
  } catch (error) {
    return {error: error instanceof Error ? error.message : String(error)};
  }
}

/** What the form gives Blade, or the fields that are not valid. */
function variablesOf(
  form: Form,
  context: Context,
): {variables: Record<string, TemplateValue>; errors: Record<string, string>} {
  const errors: Record<string, string> = {};
  const object = (name: keyof Form) => {
    const parsed = parseObject(String(form[name]));
    if ('error' in parsed) {
      errors[name] = parsed.error;
      return {};
    }
    return parsed.value;
  };
  const data = object('data');
  const secret = object('secret');
  if (context === 'cluster') return {variables: {data, secret}, errors};
  const number = (name: 'cpu' | 'memory', kind: 'float' | 'int'): TemplateValue => {
    const text = form[name].trim();
    if (text === '') return null;
    const value = Number(text);
    if (!Number.isFinite(value) || (kind === 'int' && !Number.isInteger(value))) {
      errors[name] = kind === 'int' ? 'a whole number of bytes, or empty' : 'a number of cores, or empty';
      return null;
    }
    // A CPU limit is a float in Kublade's database (DeploymentLimit), also when it is whole.
    return kind === 'float' ? {float: value} : value;
  };
  return {
    variables: {
      namespace: form.namespace,
      data,
      secret,
      limits: {enabled: form.limitsEnabled, cpu: number('cpu', 'float'), memory: number('memory', 'int')},
      portClaims: object('portClaims'),
      paused: form.paused,
    },
    errors,
  };
}

/** The line of `text` numbered `line`, for an error message. */
const lineOf = (text: string, line: number) => text.split('\n')[line - 1] ?? '';

function download(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], {type}));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.click();
  URL.revokeObjectURL(url);
}

function Step({state, children}: {state: 'done' | 'failed' | 'skipped' | 'waiting'; children: ReactNode}): ReactNode {
  const label = {done: 'done', failed: 'failed', skipped: 'not applied', waiting: 'not reached'}[state];
  return (
    <li className={styles.step} data-state={state}>
      {children} <span className={styles.stepState}>({label})</span>
    </li>
  );
}

function Steps({result, context}: {result: RenderResult; context: Context}): ReactNode {
  // Blade's output is there once Blade ran: a stop after it, refused or failed, is the YAML step's.
  const bladeRan = result.ok || result.blade !== undefined;
  const blade = bladeRan ? 'done' : 'failed';
  const yaml = result.ok ? 'done' : bladeRan ? 'failed' : 'waiting';
  const namespace = !result.ok ? 'waiting' : context === 'cluster' || !result.namespaceReplaced ? 'skipped' : 'done';
  const dump = !result.ok ? 'waiting' : result.yaml === null ? 'skipped' : 'done';
  return (
    <ol className={styles.steps} aria-label="Kublade's steps">
      <Step state="done">Tabs become two spaces</Step>
      <Step state={blade}>Blade renders the template</Step>
      <Step state={yaml}>Symfony YAML reads the output</Step>
      <Step state={namespace}>
        An existing <code>metadata.namespace</code> is replaced with the namespace
        {context === 'cluster' ? ' (not for cluster templates)' : ''}
      </Step>
      <Step state={dump}>
        <code>Yaml::dump</code> writes the file
        {result.ok && result.yaml === null ? ': empty, so Kublade writes none' : ''}
      </Step>
    </ol>
  );
}

function Problem({
  result,
  template,
  context,
}: {
  result: Extract<RenderResult, {ok: false}>;
  template: string;
  context: Context;
}): ReactNode {
  // A stop while reading the YAML counts lines of Blade's output, any other those of the template.
  const inOutput = result.blade !== undefined;
  const where = result.blade ?? template;
  const heading = {
    refused: 'The playground cannot render this',
    blade: 'Blade fails',
    yaml: 'The output is not YAML that Kublade reads',
  }[result.stage];
  return (
    <div className={styles.problem} role="alert">
      <p>
        <strong>{heading}</strong>
        {result.line !== null ? ` at line ${result.line} of the ${inOutput ? 'output' : 'template'}` : ''}:{' '}
        {result.message}
      </p>
      {result.line !== null && (
        <pre className={styles.excerpt}>
          <code>
            {result.line}: {lineOf(where, result.line)}
          </code>
        </pre>
      )}
      {result.stage !== 'refused' && (
        <p className={styles.hint}>
          Kublade stops the whole{' '}
          {context === 'cluster' ? 'cluster creation here; kops is not run' : 'deployment here; nothing is committed'}.
        </p>
      )}
    </div>
  );
}

function SchemaResult({check}: {check: SchemaCheck | null}): ReactNode {
  if (!check) return <p>Checking against the Kubernetes schema…</p>;
  if (check.status === 'unchecked') return <p>Not checked: {check.reason}.</p>;
  if (check.status === 'valid')
    return <p className={styles.valid}>Valid {check.kind} for the Kubernetes 1.36 API schema.</p>;
  return (
    <div role="alert">
      <p>
        <strong>Not valid for the Kubernetes 1.36 API schema of {check.kind}:</strong>
      </p>
      <ul>
        {check.problems.map((problem) => (
          <li key={`${problem.path} ${problem.message}`}>
            <code>{problem.path}</code> {problem.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The playground: a template and its variables on one side, what Kublade writes on the other. */
export default function Editor({initial}: {initial: PlaygroundState}): ReactNode {
  const id = useId();
  const [template, setTemplate] = useState(initial.template);
  const [context, setContext] = useState<Context>(initial.context);
  const [form, setForm] = useState<Form>(() => formOf(initial.variables));
  const [check, setCheck] = useState<SchemaCheck | null>(null);
  const [copied, setCopied] = useState('');
  const templateRef = useRef<HTMLTextAreaElement>(null);

  // The button that opened the playground is gone: focus moves to what replaced it.
  useEffect(() => templateRef.current?.focus({preventScroll: true}), []);

  const {variables, errors} = useMemo(() => variablesOf(form, context), [form, context]);
  const result = useMemo(() => renderTemplate({template, variables, context}), [template, variables, context]);
  const yaml = result.ok ? result.yaml : null;

  useEffect(() => {
    if (yaml === null) return undefined;
    let current = true;
    setCheck(null);
    checkManifest(yaml).then(
      (outcome) => current && setCheck(outcome),
      (error: unknown) => current && setCheck({status: 'unchecked', reason: `the check failed (${String(error)})`}),
    );
    return () => {
      current = false;
    };
  }, [yaml]);

  const set =
    <K extends keyof Form>(name: K) =>
    (value: Form[K]) =>
      setForm((old) => ({...old, [name]: value}));
  const link = () =>
    `${window.location.origin}${window.location.pathname}#${encodeState({template, variables, context})}`;
  const share = async () => {
    const address = link();
    window.history.replaceState(null, '', address);
    try {
      await navigator.clipboard.writeText(address);
      setCopied(
        'The link is copied; its template and values are in the part after #, which is never sent to a server.',
      );
    } catch {
      setCopied('The address bar now holds the link.');
    }
  };

  const textField = (name: 'data' | 'secret' | 'portClaims', label: string, hint: string) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <textarea
        id={`${id}-${name}`}
        className={styles.code}
        value={form[name]}
        onChange={(event) => set(name)(event.target.value)}
        rows={Math.min(8, form[name].split('\n').length + 1)}
        spellCheck={false}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={`${id}-${name}-hint`}
      />
      <p id={`${id}-${name}-hint`} className={errors[name] ? styles.fieldError : styles.hint}>
        {errors[name] ? `Not used: ${errors[name]}.` : hint}
      </p>
    </div>
  );

  const limitField = (name: 'cpu' | 'memory', unit: string, inputMode: 'decimal' | 'numeric') => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`}>
        <code>$limits[&apos;{name}&apos;]</code> {unit}
      </label>
      <input
        id={`${id}-${name}`}
        inputMode={inputMode}
        value={form[name]}
        onChange={(event) => set(name)(event.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={`${id}-${name}-hint`}
      />
      <p id={`${id}-${name}-hint`} className={errors[name] ? styles.fieldError : styles.hint}>
        {errors[name] ?? 'Empty: null, as without a limit record (an empty form field is stored as 0).'}
      </p>
    </div>
  );

  return (
    <div className={styles.editor}>
      <div className={styles.inputs}>
        <div className={styles.field}>
          <label htmlFor={`${id}-template`}>Template file (Blade)</label>
          <textarea
            ref={templateRef}
            id={`${id}-template`}
            className={styles.code}
            value={template}
            onChange={(event) => setTemplate(event.target.value)}
            rows={Math.min(24, template.split('\n').length + 2)}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
          />
        </div>
        <fieldset className={styles.variables}>
          <legend>Variables</legend>
          <div className={styles.radios} role="radiogroup" aria-label="Kind of template">
            <label>
              <input
                type="radio"
                name={`${id}-context`}
                checked={context === 'deployment'}
                onChange={() => setContext('deployment')}
              />{' '}
              Application template: six variables
            </label>
            <label>
              <input
                type="radio"
                name={`${id}-context`}
                checked={context === 'cluster'}
                onChange={() => setContext('cluster')}
              />{' '}
              Cluster template: <code>data</code> and <code>secret</code> only
            </label>
          </div>
          {context === 'deployment' && (
            <div className={styles.field}>
              <label htmlFor={`${id}-namespace`}>
                <code>$namespace</code>: the deployment&apos;s UUID
              </label>
              <input
                id={`${id}-namespace`}
                value={form.namespace}
                onChange={(event) => set('namespace')(event.target.value)}
                spellCheck={false}
                aria-describedby={`${id}-namespace-hint`}
              />
              <p id={`${id}-namespace-hint`} className={styles.hint}>
                The deployment job passes it; the preview in a deployment&apos;s Files tab does not.
              </p>
            </div>
          )}
          {textField(
            'data',
            '$data: field values by key (JSON)',
            'Values typed into the form are strings; the API may send numbers.',
          )}
          {textField(
            'secret',
            '$secret: secret field values by key (JSON)',
            'The values of the secret fields, decrypted.',
          )}
          {context === 'deployment' && (
            <>
              <div className={styles.limits}>
                <div className={styles.field}>
                  <label htmlFor={`${id}-enabled`}>
                    <code>$limits[&apos;enabled&apos;]</code>
                  </label>
                  <select
                    id={`${id}-enabled`}
                    value={form.limitsEnabled}
                    onChange={(event) => set('limitsEnabled')(event.target.value as 'true' | 'false')}>
                    <option value="true">&apos;true&apos;</option>
                    <option value="false">&apos;false&apos;</option>
                  </select>
                </div>
                {limitField('cpu', '(cores)', 'decimal')}
                {limitField('memory', '(bytes)', 'numeric')}
              </div>
              {textField(
                'portClaims',
                '$portClaims: claim name to port number (JSON)',
                'Kublade fills these from the ports it claims for the deployment.',
              )}
              <label className={styles.checkbox}>
                <input
                  type="checkbox"
                  checked={form.paused}
                  onChange={(event) => set('paused')(event.target.checked)}
                />{' '}
                <code>$paused</code>: the deployment is paused
              </label>
            </>
          )}
        </fieldset>
      </div>

      <section className={styles.outputs} aria-labelledby={`${id}-result`}>
        <h3 id={`${id}-result`}>What Kublade writes</h3>
        <Steps result={result} context={context} />
        {result.ok ? (
          result.yaml === null ? (
            <p role="status">
              The result is empty: Kublade writes no file for this template (and deletes one it wrote before).
            </p>
          ) : (
            <pre className={styles.output} aria-label="The file Kublade writes" tabIndex={0}>
              <code>{result.yaml}</code>
            </pre>
          )
        ) : (
          <Problem result={result} template={template.replace(/\t/g, '  ')} context={context} />
        )}
        {yaml !== null && (
          <div className={styles.schema}>
            <h4>Kubernetes schema</h4>
            <SchemaResult check={check} />
          </div>
        )}
        {'blade' in result && result.blade !== undefined && (
          <details className={styles.blade}>
            <summary>Blade&apos;s output, before the YAML parser</summary>
            <pre className={styles.output} tabIndex={0}>
              <code>{result.blade}</code>
            </pre>
          </details>
        )}
        <div className={styles.actions}>
          <button type="button" className="button button--secondary button--sm" onClick={() => void share()}>
            Copy link
          </button>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => download('template.yaml', template, 'text/yaml')}>
            Download the template
          </button>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => download('variables.json', JSON.stringify(variables, null, 2), 'application/json')}>
            Download the variables
          </button>
          {yaml !== null && (
            <button
              type="button"
              className="button button--secondary button--sm"
              onClick={() => download('rendered.yaml', yaml, 'text/yaml')}>
              Download the file
            </button>
          )}
        </div>
        <p role="status" className={styles.hint}>
          {copied}
        </p>
      </section>
    </div>
  );
}
