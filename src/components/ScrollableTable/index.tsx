import type {ComponentProps} from 'react';

import ScrollBox from '@site/src/components/ScrollBox';
import styles from './styles.module.css';

/** "Table 3: Permission, Grants" (or its caption): unique on the page, and says what the table holds. */
function describe(box: HTMLElement): string {
  const tables = Array.from(document.querySelectorAll('table'));
  const table = box.querySelector('table');
  const caption = table?.caption?.textContent?.trim();
  const headers = Array.from(table?.querySelectorAll('thead th') ?? [])
    .map((cell) => cell.textContent?.trim())
    .filter(Boolean);
  const number = table ? tables.indexOf(table) + 1 : 0;
  return `Table ${number}${caption ? `: ${caption}` : headers.length ? `: ${headers.join(', ')}` : ''}`;
}

/**
 * A table in a box that scrolls sideways, visibly (src/components/ScrollBox), when the table is
 * wider than the column; on a phone that keeps its last columns in reach instead of cut off. Such a
 * table keeps its first column and header row in view and its scrollbar near (styles.module.css).
 */
export default function ScrollableTable(props: ComponentProps<'table'>) {
  return (
    <ScrollBox label={describe} className={styles.frame} boxClassName={styles.box}>
      <table {...props} />
    </ScrollBox>
  );
}
