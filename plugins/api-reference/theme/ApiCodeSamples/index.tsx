import {codeLanguages} from '../../constants';
import type {CodeLanguage} from '../../types';
import ApiCodeBlock from '@theme/ApiCodeBlock';

import styles from './styles.module.css';

interface Props {
  operationId: string;
  samples: Record<CodeLanguage, string>;
  /** The documented default address, shown until the reader sets their own. */
  baseUrl: string;
}

/**
 * Tabs of code samples, rendered as static markup with curl selected. The page's delegated handlers
 * switch every operation's tabs at once and remember the choice; @theme/Tabs with a `groupId`
 * would do the same, but as ~300 hydrated components (see ARCHITECTURE.md).
 *
 * Only curl is in the page: the other languages' panels stay empty (`data-sample-pending`) until a
 * reader picks one, when the page fills every panel from the samples' own chunk
 * (`@api-reference/samples`, ApiReference/interactions.ts). Without JavaScript the tabs cannot be
 * switched, so those panels could never be seen there; in the page they were 3 of every 4 samples.
 */
export default function ApiCodeSamples({operationId, samples, baseUrl}: Props) {
  const idFor = (kind: 'tab' | 'panel', language: CodeLanguage) => `${operationId}-sample-${kind}-${language}`;
  return (
    <div className={styles.samples}>
      <div role="tablist" aria-label="Language of the code sample" className={styles.tablist}>
        {codeLanguages.map((language) => (
          <button
            key={language.id}
            type="button"
            role="tab"
            id={idFor('tab', language.id)}
            aria-selected={language.id === 'curl'}
            aria-controls={idFor('panel', language.id)}
            tabIndex={language.id === 'curl' ? 0 : -1}
            className={styles.tab}
            data-sample-language={language.id}>
            {language.label}
          </button>
        ))}
      </div>
      {codeLanguages.map((language) => (
        <div
          key={language.id}
          role="tabpanel"
          id={idFor('panel', language.id)}
          aria-labelledby={idFor('tab', language.id)}
          hidden={language.id !== 'curl'}
          {...(language.id === 'curl' ? {} : {'data-sample-pending': language.id})}>
          {language.id === 'curl' && (
            <ApiCodeBlock code={samples.curl} label={`${language.label} sample`} baseUrl={baseUrl} />
          )}
        </div>
      ))}
    </div>
  );
}
