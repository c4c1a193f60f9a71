import {Fragment} from 'react';

import {baseUrlMarker, sampleToken} from '../../constants';

import styles from './styles.module.css';

interface Props {
  code: string;
  /** What the block holds, for the copy button's accessible name: "curl sample", "response example". */
  label: string;
  /** Shown where the code has `baseUrlMarker`; the page swaps in the reader's address after hydration. */
  baseUrl?: string;
}

/**
 * A sample's text with its token marked as the "Your installation" token
 * (src/data/placeholders.ts): the page shows the reader's token there once given.
 */
function withToken(text: string) {
  return text.split(sampleToken).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <span data-ph="api-token">{sampleToken}</span>}
      {part}
    </Fragment>
  ));
}

/**
 * A code block with a copy button. Static markup: the page's delegated handlers
 * (ApiReference/interactions.ts) make the button work, so React never hydrates it.
 */
export default function ApiCodeBlock({code, label, baseUrl}: Props) {
  const parts = baseUrl === undefined ? [code] : code.split(baseUrlMarker);
  return (
    <div className={styles.block}>
      {/* Focusable so that keyboard users can scroll long lines. */}
      <pre className={styles.pre} tabIndex={0}>
        <code>
          {parts.map((part, index) => (
            <Fragment key={index}>
              {index > 0 && <span data-base-url="">{baseUrl}</span>}
              {baseUrl === undefined ? part : withToken(part)}
            </Fragment>
          ))}
        </code>
      </pre>
      <button type="button" className={styles.copy} data-copy="" aria-label={`Copy ${label}`}>
        Copy
      </button>
      <span className={styles.visuallyHidden} role="status" />
    </div>
  );
}
