import {useEffect, useRef, useState, type FocusEvent, type KeyboardEvent} from 'react';
import clsx from 'clsx';
import FirstPaintWaitsFor from '@theme/FirstPaintWaitsFor';

import {docsPdf} from '@site/src/data/docsPdf';

import {copyMarkdown, copyMessages} from './copyMarkdown';
import styles from './styles.module.css';

export interface PageActionsProps {
  /** Site-relative address of the page's Markdown copy, e.g. /docs/intro.md. */
  markdownUrl: string;
  /** Absolute address of the page itself, named in the assistants' prompt. */
  pageUrl: string;
  title: string;
  /** What the actions act on, named in the menu: the page, or one operation of the API reference. */
  subject?: 'page' | 'operation';
  /** Address of the documentation as one PDF (src/data/docsPdf.ts), offered when given. */
  pdfUrl?: string;
  className?: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** The menu's last element on a page's own actions; the browser's first paint waits for it. */
const parsedUpToId = 'page-actions-status';

/** The prompt that the assistant links carry: the reader's assistant fetches the page itself. */
export function assistantPrompt(title: string, pageUrl: string, markdownUrl: string): string {
  return `Read "${title}" (${pageUrl}; Markdown: ${markdownUrl}) and help me with questions about it.`;
}

/**
 * Copy the page's Markdown copy, view it, or hand the page to an assistant. A native <details>
 * disclosure keeps the menu keyboard operable and its links usable before hydration; the only
 * script is the copy action and closing the menu: on Escape, when focus leaves it, and on a click or
 * tap anywhere outside it. Nothing contacts another host until the reader follows one of the
 * assistant links.
 */
export default function PageActions({
  markdownUrl,
  pageUrl,
  title,
  subject = 'page',
  pdfUrl,
  className,
}: PageActionsProps) {
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const menu = useRef<HTMLDetailsElement>(null);
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

  // A press outside the open menu (mouse, pen or touch, on text that takes no focus too) closes
  // it, and so does Escape wherever focus is, as Safari leaves it on the page.
  useEffect(() => {
    const details = menu.current;
    if (!details) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !(event.target instanceof Node && details.contains(event.target))) details.open = false;
    };
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      if (!document.activeElement || document.activeElement === document.body)
        details.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onDocumentKeyDown);
    };
  }, []);

  const copy = async () => setCopyState((await copyMarkdown(markdownUrl)) ? 'copied' : 'failed');
  const noun = subject === 'page' ? 'Page' : 'Operation';

  return (
    <div className={clsx(styles.pageActions, className)}>
      {/* Cut before its summary by an early paint, the menu showed the browser's own "Details"
          button, and the float beside the title then grew to the real one. */}
      {subject === 'page' && <FirstPaintWaitsFor id={parsedUpToId} />}
      <details
        ref={menu}
        className={styles.menu}
        data-page-actions=""
        onToggle={() => setCopyState('idle')}
        onKeyDown={onKeyDown}
        onBlur={onBlur}>
        <summary className={clsx('button button--sm button--outline button--secondary', styles.toggle)}>
          {noun} actions
        </summary>
        <div className={styles.panel}>
          <ul className={styles.items}>
            <li>
              <button type="button" className={styles.item} onClick={copy} data-page-action="copy">
                Copy {noun.toLowerCase()} as Markdown
              </button>
            </li>
            <li>
              <a className={styles.item} href={markdownUrl} type="text/markdown">
                View as Markdown
              </a>
            </li>
            {pdfUrl && (
              <li>
                <a className={styles.item} href={pdfUrl} type="application/pdf" data-docs-pdf="">
                  {docsPdf.label}
                </a>
              </li>
            )}
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
          <p className={styles.status} role="status" id={subject === 'page' ? parsedUpToId : undefined}>
            {copyState !== 'idle' && copyMessages[copyState]}
          </p>
        </div>
      </details>
    </div>
  );
}
