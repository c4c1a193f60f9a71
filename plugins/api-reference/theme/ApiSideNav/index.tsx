import {useEffect, useId, useRef, useState} from 'react';
import clsx from 'clsx';

import type {ApiNavModel} from '../../types';

import styles from './styles.module.css';

interface Props {
  tags: ApiNavModel['tags'];
}

function matches(query: string, haystack: string[]): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const text = haystack.join(' ').toLowerCase();
  return words.every((word) => text.includes(word));
}

/** The list of operations beside the reference, with a filter; every entry is a plain anchor link. */
export default function ApiSideNav({tags}: Props) {
  const [query, setQuery] = useState('');
  const [current, setCurrent] = useState('');
  const filterId = useId();
  const nav = useRef<HTMLElement>(null);

  // Marks the operation in the address bar, so a reader arriving from a docs link sees where they are.
  useEffect(() => {
    const follow = () => setCurrent(decodeURIComponent(window.location.hash.slice(1)));
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  // Scrolls the list only: scrollIntoView would also move the window, away from the operation.
  useEffect(() => {
    const item = nav.current?.querySelector('[aria-current="location"]');
    if (!nav.current || !item) return;
    const navBox = nav.current.getBoundingClientRect();
    const itemBox = item.getBoundingClientRect();
    if (itemBox.top < navBox.top || itemBox.bottom > navBox.bottom)
      nav.current.scrollTop += itemBox.top - navBox.top - navBox.height / 3;
  }, [current]);
  const visible = tags
    .map((tag) => ({
      tag,
      operations: tag.operations.filter((op) => matches(query, [tag.name, op.summary, op.id, op.method, op.path])),
    }))
    .filter((group) => group.operations.length > 0);
  const count = visible.reduce((sum, group) => sum + group.operations.length, 0);

  return (
    <nav className={styles.nav} aria-label="API operations" ref={nav}>
      <label htmlFor={filterId} className={styles.label}>
        Filter operations
      </label>
      <input
        id={filterId}
        type="search"
        className={styles.filter}
        placeholder="cluster, POST, /users…"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="off"
      />
      <p className={styles.count} role="status">
        {query ? `${count} ${count === 1 ? 'operation matches' : 'operations match'}` : ''}
      </p>
      <ul className="menu__list">
        {visible.map(({tag, operations}) => (
          <li key={tag.name} className="menu__list-item">
            <p className={styles.tag}>{tag.name}</p>
            <ul className="menu__list">
              {operations.map((op) => (
                <li key={op.id} className="menu__list-item">
                  <a
                    className={clsx(
                      'menu__link',
                      styles.link,
                      current === `operation/${op.id}` && 'menu__link--active',
                    )}
                    href={`#operation/${op.id}`}
                    aria-current={current === `operation/${op.id}` ? 'location' : undefined}>
                    <span className={clsx(styles.method, styles[`method_${op.method}`])}>
                      {op.method.toUpperCase()}
                    </span>
                    <span>{op.summary}</span>
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
