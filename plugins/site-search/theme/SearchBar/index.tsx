import {useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import FirstPaintWaitsFor from '@theme/FirstPaintWaitsFor';

import type {SearchGroup, SearchHit} from '../../engine';
import {Marked, useSearchEngine, useSiteSearchData} from '../SearchEngine';
import {HitDetails, PageType} from '../SearchResult';

import styles from './styles.module.css';

const limits = {groups: 6, hitsPerGroup: 3, excerptLength: 110};

function isEditable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      target.tagName === 'INPUT' ||
      target.tagName === 'TEXTAREA' ||
      target.tagName === 'SELECT')
  );
}

function Hit({
  hit,
  id,
  selected,
  onPointer,
  onChoose,
}: {
  hit: SearchHit;
  id: string;
  selected: boolean;
  onPointer: () => void;
  onChoose: () => void;
}) {
  return (
    <Link
      role="option"
      id={id}
      aria-selected={selected}
      tabIndex={-1}
      to={hit.href}
      className={styles.option}
      onMouseMove={onPointer}
      onClick={onChoose}>
      <span className={styles.optionHeading}>
        <Marked parts={hit.heading} />
      </span>
      <HitDetails hit={hit} compact />
    </Link>
  );
}

/** The element after the search field, at the end of the navigation bar: the first paint waits for it. */
const parsedUpToId = 'site-search-status';

/**
 * The navbar search box: a combobox whose listbox shows the best sections, grouped by page. The
 * index is fetched on first focus, so pages do not pay for it on load.
 */
export default function SearchBar(): ReactNode {
  const {searchPath} = useSiteSearchData();
  const history = useHistory();
  const {state, load} = useSearchEngine();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const trimmed = query.trim();
  const groups: SearchGroup[] = useMemo(
    () => (state.status === 'ready' && trimmed ? state.engine.search(trimmed, limits) : []),
    [state, trimmed],
  );
  const hits = groups.flatMap((group) => group.hits);
  const allResultsHref = `${searchPath}?q=${encodeURIComponent(trimmed)}`;
  const expanded = open && hits.length > 0;
  const selected = Math.min(active, Math.max(hits.length - 1, 0));

  useEffect(() => {
    function onKeyDown(event: globalThis.KeyboardEvent) {
      // Chrome's autofill dispatches keydown events without a key.
      const shortcut =
        (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) ||
        (event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !isEditable(event.target));
      if (!shortcut || !inputRef.current) return;
      event.preventDefault();
      inputRef.current.focus();
      inputRef.current.select();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    if (expanded) document.getElementById(`${baseId}-option-${selected}`)?.scrollIntoView({block: 'nearest'});
  }, [baseId, expanded, selected]);

  function finish() {
    setOpen(false);
    setQuery('');
    inputRef.current?.blur();
  }

  function go(href: string) {
    history.push(href);
    finish();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Keys that confirm an input method's composition are not ours.
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          return;
        }
        if (hits.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((selected + step + hits.length) % hits.length);
        return;
      }
      case 'Enter':
        if (!trimmed) return;
        event.preventDefault();
        go(expanded ? hits[selected]!.href : allResultsHref);
        return;
      case 'Escape':
        // Instead of the browser's own clearing of a search field: the first Escape only closes the list.
        event.preventDefault();
        if (open && trimmed) setOpen(false);
        else setQuery('');
        return;
    }
  }

  function onPanelKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape') return;
    // Back to the box, which its focus handler would reopen: close after it.
    inputRef.current?.focus();
    setOpen(false);
  }

  let status = '';
  if (trimmed && open) {
    if (state.status === 'loading' || state.status === 'idle') status = 'Loading the search index…';
    else if (state.status === 'failed') status = 'Search is unavailable: the search index could not be loaded.';
    else if (hits.length === 0) status = `No results for “${trimmed}”.`;
    else status = `${hits.length} ${hits.length === 1 ? 'result' : 'results'}. Use the arrow keys to choose one.`;
  }

  let index = 0;
  return (
    <div
      className={styles.search}
      role="search"
      aria-label="Site"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}>
      {/* The bar's right-hand items are aligned right: each one parsed after an early paint pushed
          the ones before it aside (src/css/custom.css keeps the search box's padding from waiting
          for the end of the bar). */}
      <FirstPaintWaitsFor id={parsedUpToId} />
      <input
        ref={inputRef}
        // type="text": HTML allows role="combobox" on a text field, not on type="search".
        type="text"
        role="combobox"
        className={clsx('navbar__search-input', styles.input)}
        placeholder="Search"
        aria-label="Search the site"
        aria-keyshortcuts="Control+K Meta+K /"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded ? optionId(selected) : undefined}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="search"
        value={query}
        onFocus={() => {
          load();
          setOpen(true);
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <div role="status" id={parsedUpToId} className={styles.visuallyHidden}>
        {status}
      </div>
      {/* Clicks inside the panel must not blur the input, or the panel would close before the click lands. */}
      <div
        className={styles.panel}
        hidden={!open || !trimmed}
        onMouseDown={(event) => event.preventDefault()}
        onKeyDown={onPanelKeyDown}>
        {!expanded && <p className={styles.message}>{status}</p>}
        <div role="listbox" id={listboxId} aria-label="Search results" hidden={!expanded}>
          {groups.map((group, groupIndex) => {
            const labelId = `${baseId}-group-${groupIndex}`;
            return (
              <div role="group" aria-labelledby={labelId} key={group.url} className={styles.group}>
                <div id={labelId} className={styles.groupLabel}>
                  <PageType type={group.type} /> <Marked parts={group.title} />
                </div>
                {group.hits.map((hit) => {
                  const optionIndex = index++;
                  return (
                    <Hit
                      key={hit.key}
                      hit={hit}
                      id={optionId(optionIndex)}
                      selected={optionIndex === selected}
                      onPointer={() => setActive(optionIndex)}
                      onChoose={finish}
                    />
                  );
                })}
              </div>
            );
          })}
        </div>
        {/* A link of its own, outside the list: Tab reaches it, and with it the scrolling panel. */}
        {hits.length > 0 && (
          <Link to={allResultsHref} className={styles.allResults} onClick={finish}>
            See all results for “{trimmed}”
          </Link>
        )}
      </div>
    </div>
  );
}
