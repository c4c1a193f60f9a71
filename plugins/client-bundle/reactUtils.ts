/**
 * theme-common's `utils/reactUtils` for the two theme-common modules that call its
 * `useShallowMemoObject`: the navbar's secondary menu (which the sidebar of every docs page and
 * post fills) and `useMutationObserver` (replaced by ./index.ts for those importers only). The
 * original sorts the object's keys with `localeCompare`, whose first call loads the browser's
 * collation data: 20–25 ms of a phone's hydration task on every docs page. Any fixed order of the
 * keys serves (they only line up the memo's dependencies), so code-unit order does.
 */
import {useMemo} from 'react';

export {useEvent, usePrevious, composeProviders, ReactContextError} from '@docusaurus/theme-common';

export function useShallowMemoObject<T extends object>(obj: T): T {
  const deps = Object.entries(obj).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // The object's own values are the dependencies, in a fixed order.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => obj, deps.flat());
}
