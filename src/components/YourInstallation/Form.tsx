import {useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';

import {assumedSchemeNote, withAssumedScheme} from '@site/src/data/assumedScheme';
import {placeholders, type PlaceholderId} from '@site/src/data/placeholders';
import {readValues, subscribeValues, writeValues, type InstallationValues} from './store';

import styles from './styles.module.css';

type Errors = Partial<Record<PlaceholderId, string>>;

/** A value as it is stored: trimmed, and an address with a scheme and without its trailing slashes. */
function normalized(id: PlaceholderId, value: string): string {
  return id === 'site-url' ? withAssumedScheme(value).replace(/\/+$/, '') : value.trim();
}

function errorOf(id: PlaceholderId, value: string): string | undefined {
  const clean = normalized(id, value);
  if (clean === '') return undefined;
  return placeholders.find((placeholder) => placeholder.id === id)?.check(clean) ?? undefined;
}

/**
 * The fields of src/data/placeholders.ts, each with its label, what it means and a check of its
 * form (on leaving the field and on saving). Saving stores the values and the page shows them at
 * once; "Clear" deletes them and brings the examples back.
 */
export default function Form(): ReactNode {
  const id = useId();
  const [values, setValues] = useState<InstallationValues>(readValues);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState('');
  // Said under the address field when it took one typed without a scheme as https://.
  const [addressNote, setAddressNote] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const known = useRef<InstallationValues>(readValues());

  // The address field of the API reference writes the same value; show what it wrote.
  useEffect(
    () =>
      subscribeValues(() => {
        const stored = readValues();
        const changed = placeholders.filter(({id: key}) => stored[key] !== known.current[key]);
        known.current = stored;
        if (changed.length > 0)
          setValues((current) => ({
            ...current,
            ...Object.fromEntries(changed.map(({id: key}) => [key, stored[key] ?? ''])),
          }));
      }),
    [],
  );

  const check = (key: PlaceholderId, value: string) => {
    const error = errorOf(key, value);
    setErrors((current) => ({...current, [key]: error}));
    if (key !== 'site-url') return;
    const address = normalized(key, value);
    const note = error ? null : assumedSchemeNote(value, address);
    setAddressNote(note);
    if (note) setValues((current) => ({...current, [key]: address}));
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = Object.fromEntries(placeholders.map(({id: key}) => [key, errorOf(key, values[key] ?? '')]));
    setErrors(found);
    const invalid = placeholders.find(({id: key}) => found[key]);
    if (invalid) {
      setStatus('Not saved: correct the marked fields.');
      form.current?.querySelector<HTMLInputElement>(`#${CSS.escape(`${id}-${invalid.id}`)}`)?.focus();
      return;
    }
    const clean = Object.fromEntries(
      placeholders.map(({id: key}) => [key, normalized(key, values[key] ?? '')]),
    ) as InstallationValues;
    setAddressNote(assumedSchemeNote(values['site-url'] ?? '', clean['site-url'] ?? ''));
    known.current = clean;
    setValues(clean);
    writeValues(clean);
    setStatus(
      Object.values(clean).some(Boolean)
        ? 'Saved. The code blocks show your values.'
        : 'Nothing to save: the code blocks show the examples.',
    );
  };

  const clear = () => {
    known.current = {};
    setValues({});
    setErrors({});
    setAddressNote(null);
    writeValues({});
    setStatus('Cleared. The code blocks show the examples again.');
  };

  return (
    <form ref={form} className={styles.form} onSubmit={save} noValidate aria-label="Values of your installation">
      {placeholders.map((placeholder) => {
        const field = `${id}-${placeholder.id}`;
        const error = errors[placeholder.id];
        const note = placeholder.id === 'site-url' ? addressNote : null;
        return (
          <div key={placeholder.id} className={styles.field}>
            <label htmlFor={field}>{placeholder.label}</label>
            <input
              id={field}
              name={placeholder.id}
              type={placeholder.id === 'site-url' ? 'url' : 'text'}
              inputMode={placeholder.id === 'site-url' ? 'url' : undefined}
              autoComplete="off"
              spellCheck={false}
              placeholder={placeholder.defaults[0]}
              value={values[placeholder.id] ?? ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${field}-hint${error ? ` ${field}-error` : ''}${note ? ` ${field}-note` : ''}`}
              onChange={(event) => setValues((current) => ({...current, [placeholder.id]: event.target.value}))}
              onBlur={(event) => check(placeholder.id, event.target.value)}
            />
            <p id={`${field}-hint`} className={styles.hint}>
              {placeholder.description}
              {placeholder.storage === 'session' &&
                ' Kept for this browser tab only (sessionStorage): it is deleted when you close the tab, and never stored beyond it.'}
            </p>
            {error && (
              <p id={`${field}-error`} className={styles.error}>
                {error}
              </p>
            )}
            {note && (
              <p id={`${field}-note`} className={styles.hint}>
                {note}
              </p>
            )}
          </div>
        );
      })}
      <div className={styles.buttons}>
        <button type="submit" className="button button--primary button--sm">
          Save
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={clear}>
          Clear
        </button>
        <span role="status">{status}</span>
      </div>
    </form>
  );
}
