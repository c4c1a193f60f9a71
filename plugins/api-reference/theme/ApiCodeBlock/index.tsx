import {useEffect, useRef, useState} from 'react';

import styles from './styles.module.css';

interface Props {
  code: string;
  /** What the block holds, for the copy button's accessible name: "curl sample", "response example". */
  label: string;
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // The asynchronous clipboard API is missing on plain-HTTP origins and in some embedded browsers.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}

export default function ApiCodeBlock({code, label}: Props) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onCopy = async () => {
    setStatus((await copyText(code)) ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus('idle'), 2000);
  };

  return (
    <div className={styles.block}>
      {/* Focusable so that keyboard users can scroll long lines. */}
      <pre className={styles.pre} tabIndex={0}>
        <code>{code}</code>
      </pre>
      <button type="button" className={styles.copy} onClick={onCopy} aria-label={`Copy ${label}`}>
        {status === 'copied' ? 'Copied' : status === 'failed' ? 'Copy failed' : 'Copy'}
      </button>
      <span className={styles.visuallyHidden} role="status">
        {status === 'copied'
          ? `${label} copied to the clipboard`
          : status === 'failed'
            ? 'Copying failed: select the text and copy it by hand'
            : ''}
      </span>
    </div>
  );
}
