import {Fragment} from 'react';

import {baseUrlMarker, splitSampleValues} from '../../constants';

import styles from './styles.module.css';

interface Props {
  code: string;
  /** What the block holds, for the copy button's accessible name: "curl sample", "response example". */
  label: string;
  /** Shown where the code has `baseUrlMarker`; the page swaps in the reader's address after hydration. */
  baseUrl?: string;
}

/**
 * A sample's text with its token and project ID marked as the "Your installation" values
 * (src/data/placeholders.ts): the page shows the reader's values there once given.
 */
function withSampleValues(text: string) {
  return splitSampleValues(text).map((piece, index) =>
    typeof piece === 'string' ? (
      <Fragment key={index}>{piece}</Fragment>
    ) : (
      <span key={index} data-ph={piece.ph}>
        {piece.text}
      </span>
    ),
  );
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
              {baseUrl === undefined ? part : withSampleValues(part)}
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
