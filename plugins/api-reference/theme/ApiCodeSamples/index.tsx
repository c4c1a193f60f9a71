import {useRef, useState, type KeyboardEvent} from 'react';
import {useStorageSlot} from '@docusaurus/theme-common';

import type {CodeLanguage} from '../../types';
import {apiStorageKeys} from '@site/src/data/storage';
import ApiCodeBlock from '@theme/ApiCodeBlock';

import styles from './styles.module.css';

const languages: {id: CodeLanguage; label: string}[] = [
  {id: 'curl', label: 'curl'},
  {id: 'javascript', label: 'JavaScript'},
  {id: 'python', label: 'Python'},
  {id: 'php', label: 'PHP'},
];

function isLanguage(value: string | null): value is CodeLanguage {
  return languages.some((language) => language.id === value);
}

interface Props {
  operationId: string;
  samples: Record<CodeLanguage, string>;
}

/**
 * Tabs of code samples. The choice lives in localStorage, and Docusaurus' storage slot notifies
 * every instance on the page, so picking Python once switches all operations.
 */
export default function ApiCodeSamples({operationId, samples}: Props) {
  const [stored, slot] = useStorageSlot(apiStorageKeys.codeLanguage);
  // Keeps the tabs working when the browser refuses storage.
  const [picked, setPicked] = useState<CodeLanguage | null>(null);
  const current = isLanguage(stored) ? stored : (picked ?? 'curl');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const choose = (language: CodeLanguage) => {
    setPicked(language);
    slot.set(language);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: languages.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + languages.length) % languages.length;
    choose(languages[next].id);
    tabs.current[next]?.focus();
  };

  const idFor = (kind: 'tab' | 'panel', language: CodeLanguage) => `${operationId}-sample-${kind}-${language}`;

  return (
    <div className={styles.samples}>
      <div role="tablist" aria-label="Language of the code sample" className={styles.tablist}>
        {languages.map((language, index) => (
          <button
            key={language.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={idFor('tab', language.id)}
            aria-selected={current === language.id}
            aria-controls={idFor('panel', language.id)}
            tabIndex={current === language.id ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(language.id)}
            onKeyDown={(event) => onKeyDown(event, index)}>
            {language.label}
          </button>
        ))}
      </div>
      {languages.map((language) => (
        <div
          key={language.id}
          role="tabpanel"
          id={idFor('panel', language.id)}
          aria-labelledby={idFor('tab', language.id)}
          hidden={current !== language.id}>
          <ApiCodeBlock code={samples[language.id]} label={`${language.label} sample`} />
        </div>
      ))}
    </div>
  );
}
