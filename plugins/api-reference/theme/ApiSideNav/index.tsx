import {useEffect, useId, useRef, useState, type MouseEvent} from 'react';
import clsx from 'clsx';

import {knownIssuesSectionId} from '../../constants';
import type {ApiNavModel} from '../../types';

import styles from './styles.module.css';

interface Props {
  tags: ApiNavModel['tags'];
  schemas: ApiNavModel['schemas'];
  knownIssueCount?: number;
  version?: string;
  errors?: ApiNavModel['errors'];
  dataModel?: ApiNavModel['dataModel'];
}

/** A group of plain anchor links below the operations: error catalogue, data model, schemas. */
function LinkGroup({
  title,
  href,
  prefix,
  names,
  current,
  onPick,
}: {
  title: string;
  href?: string;
  prefix: string;
  names: string[];
  current: string;
  onPick: () => void;
}) {
  if (names.length === 0) return null;
  return (
    <li className="menu__list-item">
      <p className={styles.tag}>{href ? <a href={href}>{title}</a> : title}</p>
      <ul className="menu__list">
        {names.map((name) => (
          <li key={name} className="menu__list-item">
            <a
              className={clsx('menu__link', styles.link, current === `${prefix}/${name}` && 'menu__link--active')}
              href={`#${prefix}/${name}`}
              onClick={onPick}
              // Schemas share some of these names (Cluster, ValidationError): the group tells them apart.
              aria-label={`${name} (${title})`}
              aria-current={current === `${prefix}/${name}` ? 'location' : undefined}>
              <span>{name}</span>
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}

function matches(query: string, haystack: string[]): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const text = haystack.join(' ').toLowerCase();
  return words.every((word) => text.includes(word));
}

/** Where the list is, for the link back to it. */
export const sideNavId = 'api-operations';

/**
 * The list of operations and schemas beside the reference, with a filter; every entry is a plain
 * anchor link. Below the theme's 996 px breakpoint the list would stand above the page's title, so
 * there it sits behind one disclosure button, and a link fixed to the window's corner leads back
 * to it from anywhere on the page: a plain anchor that, without JavaScript, shows the list through
 * `:target`, and with it opens the list and puts the reader in its filter.
 */
export default function ApiSideNav({
  tags,
  schemas,
  knownIssueCount = 0,
  version = '',
  errors = [],
  dataModel = [],
}: Props) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const panelId = useId();
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
  const visibleSchemas = schemas.filter((name) => matches(query, ['schema', name]));
  const knownIssuesLabel = `Known issues${version ? ` in ${version}` : ''}`;
  const showKnownIssues = knownIssueCount > 0 && matches(query, [knownIssuesLabel, 'defects']);
  const visibleErrors = errors.filter((name) => matches(query, ['error catalogue', name]));
  const visibleModel = dataModel.filter((name) => matches(query, ['data model', name]));
  const operationCount = tags.reduce((sum, tag) => sum + tag.operations.length, 0);
  // On a phone the list closes once the reader has picked an entry, uncovering it.
  const closeAfterPick = () => setOpen(false);
  const filter = useRef<HTMLInputElement>(null);
  const backToList = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setOpen(true);
    nav.current?.scrollIntoView({block: 'start'});
    // The panel shows on the next render; the filter takes focus then, without scrolling again.
    requestAnimationFrame(() => filter.current?.focus({preventScroll: true}));
  };

  return (
    <nav id={sideNavId} className={styles.nav} aria-label="API operations" ref={nav}>
      {/* Fixed to the window's corner below the breakpoint; in the landmark it leads back to. */}
      <a className={styles.backToList} href={`#${sideNavId}`} onClick={backToList}>
        <span aria-hidden="true">↑ </span>Operations
      </a>
      <button
        type="button"
        className={clsx('button button--secondary button--block', styles.toggle)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}>
        {open ? 'Hide' : 'Show'} the {operationCount} operations and {schemas.length} schemas
      </button>
      <div id={panelId} className={clsx(styles.panel, open && styles.panelOpen)}>
        <label htmlFor={filterId} className={styles.label}>
          Filter operations
        </label>
        <input
          id={filterId}
          ref={filter}
          type="search"
          className={styles.filter}
          placeholder="cluster, POST, /users…"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
        <p className={styles.count} role="status">
          {query
            ? `${count} ${count === 1 ? 'operation matches' : 'operations match'}${visibleSchemas.length > 0 ? `, ${visibleSchemas.length} ${visibleSchemas.length === 1 ? 'schema' : 'schemas'}` : ''}`
            : ''}
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
                      onClick={closeAfterPick}
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
          {showKnownIssues && (
            <li className="menu__list-item">
              <a
                className={clsx(
                  'menu__link',
                  styles.link,
                  styles.section,
                  current === knownIssuesSectionId && 'menu__link--active',
                )}
                href={`#${knownIssuesSectionId}`}
                onClick={closeAfterPick}
                aria-current={current === knownIssuesSectionId ? 'location' : undefined}>
                <span>
                  {knownIssuesLabel} ({knownIssueCount})
                </span>
              </a>
            </li>
          )}
          <LinkGroup
            title="Error catalogue"
            href="#errors"
            prefix="error"
            names={visibleErrors}
            current={current}
            onPick={closeAfterPick}
          />
          <LinkGroup
            title="Data model"
            href="#data-model"
            prefix="model"
            names={visibleModel}
            current={current}
            onPick={closeAfterPick}
          />
          {visibleSchemas.length > 0 && (
            <li className="menu__list-item">
              <p className={styles.tag}>Schemas</p>
              <ul className="menu__list">
                {visibleSchemas.map((name) => (
                  <li key={name} className="menu__list-item">
                    <a
                      className={clsx('menu__link', styles.link, current === `schema/${name}` && 'menu__link--active')}
                      href={`#schema/${name}`}
                      onClick={closeAfterPick}
                      aria-current={current === `schema/${name}` ? 'location' : undefined}>
                      <span>{name}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          )}
        </ul>
      </div>
    </nav>
  );
}
