import {useEffect, useRef, useState, type ComponentProps} from 'react';

import styles from './styles.module.css';

/** "Table 3: Permission, Grants": unique on the page, and says what the table holds. */
function describe(box: HTMLElement): string {
  const tables = Array.from(document.querySelectorAll('table'));
  const table = box.querySelector('table');
  const headers = Array.from(table?.querySelectorAll('thead th') ?? [])
    .map((cell) => cell.textContent?.trim())
    .filter(Boolean);
  const number = table ? tables.indexOf(table) + 1 : 0;
  return `Table ${number}${headers.length ? `: ${headers.join(', ')}` : ''}`;
}

/**
 * A table in a box that scrolls sideways when the table is wider than the column. Only a box
 * that really scrolls becomes a tab stop and a named region (keyboard users can then scroll it
 * with the arrow keys); a table that fits adds neither.
 */
export default function ScrollableTable(props: ComponentProps<'table'>) {
  const box = useRef<HTMLDivElement>(null);
  const [label, setLabel] = useState<string | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const measure = () => setLabel(element.scrollWidth > element.clientWidth + 1 ? describe(element) : null);
    measure();
    // The table can grow without the box changing size (the web font arriving, a cell's content
    // drawn late), so both are watched.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={box} className={styles.box} {...(label ? {tabIndex: 0, role: 'region', 'aria-label': label} : {})}>
      <table {...props} />
    </div>
  );
}
