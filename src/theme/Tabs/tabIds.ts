import {createContext, useContext} from 'react';

/**
 * Pairs each tab with its panel for assistive technology (and the Nu HTML Checker): the tab's id
 * and `aria-controls`, the panel's id and `aria-labelledby`. The classic theme renders neither, so
 * ./index.tsx and ../TabItem are ejected; the ids come from React's useId in Tabs, the same on the
 * server and after hydration, and a panel finds its index by its value.
 */
export const TabIdsContext = createContext<{base: string; values: readonly string[]} | null>(null);

export const tabId = (base: string, index: number): string => `${base}tab-${index}`;
export const panelId = (base: string, index: number): string => `${base}panel-${index}`;

/** The panel's own id and its tab's, or null outside ejected Tabs or for an unknown value. */
export function usePanelIds(value: string): {id: string; labelledBy: string} | null {
  const ids = useContext(TabIdsContext);
  const index = ids ? ids.values.indexOf(value) : -1;
  return ids && index !== -1 ? {id: panelId(ids.base, index), labelledBy: tabId(ids.base, index)} : null;
}
