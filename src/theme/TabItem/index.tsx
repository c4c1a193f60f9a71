import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useTabs} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/TabItem';

import {usePanelIds} from '../Tabs/tabIds';
// The theme's own styles for this component, so that its layout rules stay the theme's.
import styles from '@docusaurus/theme-classic/lib/theme/TabItem/styles.module.css';

/**
 * Ejected from the classic theme (3.10) with ../Tabs, to add two things: the panel's id and
 * `aria-labelledby`, naming it by its tab (see ../Tabs/tabIds.ts), and its tab's label for print.
 * Otherwise as the theme's.
 */
export default function TabItem({children, className, value}: Props): ReactNode {
  const {selectedValue, lazy, tabValues} = useTabs();
  // Paper shows every panel under its tab's name (src/css/print.css): a RHEL reader's commands
  // must not vanish because the Debian tab was selected on screen.
  const label = tabValues.find((tab) => tab.value === value)?.label ?? value;
  const ids = usePanelIds(value);
  const isSelected = value === selectedValue;
  if (!isSelected && lazy) return null;
  return (
    <div
      role="tabpanel"
      id={ids?.id}
      aria-labelledby={ids?.labelledBy}
      className={clsx(styles.tabItem, className)}
      data-tab-label={label}
      hidden={!isSelected}>
      {children}
    </div>
  );
}
