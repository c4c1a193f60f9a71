import {useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Button from '@theme/CodeBlock/Buttons/Button';
import type {Props} from '@theme/CodeBlock/Buttons/CopyButton';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';

import {shownCode} from '@site/src/components/YourInstallation/shownCode';

// The theme's own styles for this component.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/CopyButton/styles.module.css';

function title(): string {
  return translate({id: 'theme.CodeBlock.copy', message: 'Copy', description: 'The copy button label on code blocks'});
}

function ariaLabel(isCopied: boolean): string {
  return isCopied
    ? translate({
        id: 'theme.CodeBlock.copied',
        message: 'Copied',
        description: 'The copied button label on code blocks',
      })
    : translate({
        id: 'theme.CodeBlock.copyButtonAriaLabel',
        message: 'Copy code to clipboard',
        description: 'The ARIA label for copy code blocks button',
      });
}

async function copyToClipboard(text: string): Promise<void> {
  // The clipboard API is only defined in secure contexts (HTTPS, localhost).
  if (navigator.clipboard) return navigator.clipboard.writeText(text);
  const {default: copy} = await import('copy-text-to-clipboard');
  copy(text);
}

/**
 * Ejected from the classic theme (3.10) for one change: the button copies what the block shows.
 * Once the reader's values of "Your installation" are filled in (src/components/YourInstallation),
 * that is the block's lines as drawn; otherwise, as before, the block's code.
 */
export default function CopyButton({className}: Props): ReactNode {
  const {
    metadata: {code},
  } = useCodeBlockContext();
  const [isCopied, setIsCopied] = useState(false);
  const copyTimeout = useRef<number | undefined>(undefined);
  const copyCode = useCallback(
    (event: MouseEvent<HTMLButtonElement>) => {
      const block = event.currentTarget.closest('.theme-code-block')?.querySelector('pre > code');
      void copyToClipboard(shownCode(block) ?? code).then(() => {
        setIsCopied(true);
        copyTimeout.current = window.setTimeout(() => setIsCopied(false), 1000);
      });
    },
    [code],
  );
  useEffect(() => () => window.clearTimeout(copyTimeout.current), []);
  return (
    <Button
      aria-label={ariaLabel(isCopied)}
      title={title()}
      className={clsx(className, styles.copyButton, isCopied && styles.copyButtonCopied)}
      onClick={copyCode}>
      <span className={styles.copyButtonIcons} aria-hidden="true">
        <IconCopy className={styles.copyButtonIcon} />
        <IconSuccess className={styles.copyButtonSuccessIcon} />
      </span>
    </Button>
  );
}
