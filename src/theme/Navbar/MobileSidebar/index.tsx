import {useEffect, useRef} from 'react';
import {useLocation} from '@docusaurus/router';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Wrapped, not ejected: the theme's sidebar is a modal panel for keyboard users in all but name.
 * While it is open, Tab stays inside it and Escape closes it; closing it without navigating puts
 * focus back on the control that opened it.
 */
export default function MobileSidebarWithFocusManagement() {
  const sidebar = useNavbarMobileSidebar();
  const {pathname} = useLocation();
  const opener = useRef<{element: HTMLElement | null; pathname: string} | null>(null);
  const {shown, toggle} = sidebar;

  useEffect(() => {
    if (!shown) return undefined;
    opener.current = {element: document.activeElement as HTMLElement | null, pathname};
    const panel = () => document.querySelector<HTMLElement>('.navbar-sidebar');
    const candidates = () =>
      Array.from(panel()?.querySelectorAll<HTMLElement>(focusable) ?? []).filter(
        (el) => !el.closest('[inert]') && el.getClientRects().length > 0,
      );
    candidates()[0]?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        toggle();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = candidates();
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      const outside = !panel()?.contains(active);
      if (event.shiftKey && (active === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
    // The pathname is read once when the sidebar opens, to tell a close from a navigation later.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, toggle]);

  useEffect(() => {
    if (shown || !opener.current) return;
    const {element, pathname: openedOn} = opener.current;
    opener.current = null;
    // After a navigation the theme moves focus to the top of the new page; leave that alone.
    if (openedOn === pathname && element?.isConnected) element.focus();
  }, [shown, pathname]);

  return <MobileSidebar />;
}
