import {useState, type FocusEvent, type KeyboardEvent} from 'react';
import clsx from 'clsx';

import styles from './styles.module.css';

export interface PageActionsProps {
  /** Site-relative address of the page's Markdown copy, e.g. /docs/intro.md. */
  markdownUrl: string;
  /** Absolute address of the page itself, named in the assistants' prompt. */
  pageUrl: string;
  title: string;
  className?: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** The prompt that the assistant links carry: the reader's assistant fetches the page itself. */
export function assistantPrompt(title: string, pageUrl: string, markdownUrl: string): string {
  return `Read "${title}" (${pageUrl}; Markdown: ${markdownUrl}) and help me with questions about it.`;
}

async function markdownBlob(url: string): Promise<Blob> {
  const response = await fetch(url, {headers: {Accept: 'text/markdown'}});
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return new Blob([await response.text()], {type: 'text/plain'});
}

/**
 * Copy the page's Markdown copy, view it, or hand the page to an assistant. A native <details>
 * disclosure keeps the menu keyboard operable and its links usable before hydration; the only
 * script is the copy action and closing on Escape or when focus leaves the menu. Nothing contacts another
 * host until the reader follows one of the assistant links.
 */
export default function PageActions({markdownUrl, pageUrl, title, className}: PageActionsProps) {
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const prompt = encodeURIComponent(assistantPrompt(title, pageUrl, new URL(markdownUrl, pageUrl).href));

  // Escape, or focus moving to something outside (Tab, a click on another control), closes the
  // menu. A blur towards nothing is ignored: Safari does not focus a clicked button, and closing
  // then would hide the copy button before its click arrives.
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !event.currentTarget.open) return;
    event.currentTarget.open = false;
    event.currentTarget.querySelector('summary')?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLDetailsElement>) => {
    if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) event.currentTarget.open = false;
  };

  const copy = async () => {
    try {
      // Safari only allows a clipboard write in the click's own task: hand it the pending blob.
      if (typeof ClipboardItem === 'function') {
        await navigator.clipboard.write([new ClipboardItem({'text/plain': markdownBlob(markdownUrl)})]);
      } else {
        await navigator.clipboard.writeText(await (await markdownBlob(markdownUrl)).text());
      }
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  return (
    <div className={clsx(styles.pageActions, className)}>
      <details className={styles.menu} onToggle={() => setCopyState('idle')} onKeyDown={onKeyDown} onBlur={onBlur}>
        <summary className={clsx('button button--sm button--outline button--secondary', styles.toggle)}>
          Page actions
        </summary>
        <div className={styles.panel}>
          <ul className={styles.items}>
            <li>
              <button type="button" className={styles.item} onClick={copy}>
                Copy page as Markdown
              </button>
            </li>
            <li>
              <a className={styles.item} href={markdownUrl} type="text/markdown">
                View as Markdown
              </a>
            </li>
            <li>
              <a className={styles.item} href={`https://chatgpt.com/?q=${prompt}`} rel="noreferrer">
                Open in ChatGPT
              </a>
            </li>
            <li>
              <a className={styles.item} href={`https://claude.ai/new?q=${prompt}`} rel="noreferrer">
                Open in Claude
              </a>
            </li>
          </ul>
          <p className={styles.status} role="status">
            {copyState === 'copied' && 'Copied to the clipboard.'}
            {copyState === 'failed' && 'Copying failed: use "View as Markdown".'}
          </p>
        </div>
      </details>
    </div>
  );
}
