import {useId, type KeyboardEvent, type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  useScrollPositionBlocker,
  useTabsContextValue,
  useTabs,
  sanitizeTabsChildren,
  TabsProvider,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';

import {panelId, TabIdsContext, tabId} from './tabIds';

// The theme's own styles for this component, so that its layout rules stay the theme's.
import styles from '@docusaurus/theme-classic/lib/theme/Tabs/styles.module.css';

function TabList({className, ids}: {className?: string; ids: string}) {
  const {selectedValue, selectValue, tabValues, block, lazy} = useTabs();
  const tabRefs: (HTMLLIElement | null)[] = [];
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();

  const handleTabChange = (event: KeyboardEvent<HTMLLIElement> | MouseEvent<HTMLLIElement>) => {
    const newTab = event.currentTarget;
    const newTabValue = tabValues[tabRefs.indexOf(newTab)]!.value;
    if (newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      selectValue(newTabValue);
    }
  };

  const handleKeydown = (event: KeyboardEvent<HTMLLIElement>) => {
    let focusElement: HTMLLIElement | null = null;
    switch (event.key) {
      case 'Enter':
        handleTabChange(event);
        break;
      case 'ArrowRight':
        focusElement = tabRefs[tabRefs.indexOf(event.currentTarget) + 1] ?? tabRefs[0]!;
        break;
      case 'ArrowLeft':
        focusElement = tabRefs[tabRefs.indexOf(event.currentTarget) - 1] ?? tabRefs[tabRefs.length - 1]!;
        break;
      default:
        break;
    }
    focusElement?.focus();
  };

  return (
    <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', {'tabs--block': block}, className)}>
      {tabValues.map(({value, label, attributes}, index) => (
        <li
          role="tab"
          id={tabId(ids, index)}
          // A lazy Tabs renders only the selected panel: the others' ids would point at nothing.
          aria-controls={!lazy || selectedValue === value ? panelId(ids, index) : undefined}
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(ref) => {
            tabRefs.push(ref);
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          className={clsx('tabs__item', styles.tabItem, attributes?.className as string, {
            'tabs__item--active': selectedValue === value,
          })}>
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

/**
 * Ejected from the classic theme for two reasons. It pairs each tab with its panel (ids,
 * `aria-controls`, and `aria-labelledby` in ../TabItem, see ./tabIds.ts), which the theme leaves
 * out. And it drops one line: its Tabs re-mount everything inside them once
 * hydration is done (`key={String(isBrowser)}`, a workaround for hydration mismatches of the
 * selected tab from React 17 days). The selected tab now comes from storage through
 * useSyncExternalStore after hydration, with no mismatch, while the re-mount threw away the
 * server's markup of every tab panel: each panel's code blocks were drawn again and fetched their
 * highlighted HTML (plugins/code-highlight/blocks.ts), and the long how-tos paid the re-render
 * on the main thread at load.
 */
export default function Tabs(props: Props): ReactNode {
  const value = useTabsContextValue(props);
  const base = useId();
  const values = value.tabValues.map((tab) => tab.value);
  return (
    <TabsProvider value={value}>
      <TabIdsContext value={{base, values}}>
        <div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.tabList)}>
          {/* As in the theme: the className is the tab list's. */}
          <TabList className={props.className} ids={base} />
          <div className="margin-top--md">{sanitizeTabsChildren(props.children)}</div>
        </div>
      </TabIdsContext>
    </TabsProvider>
  );
}
