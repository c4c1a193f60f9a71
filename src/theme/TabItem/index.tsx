import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useTabs} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/TabItem';

import {usePanelIds} from '../Tabs/tabIds';
// The theme's own styles for this component, so that its layout rules stay the theme's.
import styles from '@docusaurus/theme-classic/lib/theme/TabItem/styles.module.css';

/**
 * Ejected from the classic theme (3.10) with ../Tabs, to add one thing: the panel's id and
 * `aria-labelledby`, naming it by its tab (see ../Tabs/tabIds.ts). Otherwise as the theme's.
 */
export default function TabItem({children, className, value}: Props): ReactNode {
  const {selectedValue, lazy} = useTabs();
  const ids = usePanelIds(value);
  const isSelected = value === selectedValue;
  if (!isSelected && lazy) return null;
  return (
    <div
      role="tabpanel"
      id={ids?.id}
      aria-labelledby={ids?.labelledBy}
      className={clsx(styles.tabItem, className)}
      hidden={!isSelected}>
      {children}
    </div>
  );
}
