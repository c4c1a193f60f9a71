import type {ClientModule} from '@docusaurus/types';

import {applyValues} from '@site/src/components/YourInstallation/apply';
import {readValues, subscribeValues} from '@site/src/components/YourInstallation/store';

/**
 * The reader's values of the "Your installation" form in every code block of every page: after
 * hydration and after each navigation, in blocks drawn later (client-side navigation, the API
 * reference's deferred sections) and at once when the form changes them. The form itself is a
 * chunk of its own, loaded when a reader opens its disclosure. With no values stored this does
 * nothing but read storage once.
 */

let observer: MutationObserver | undefined;
const unmounts = new Map<Element, () => void>();

function hasValues(): boolean {
  return Object.keys(readValues()).length > 0;
}

function refresh(): void {
  applyValues(document, readValues());
  if (!observer && hasValues()) {
    observer = new MutationObserver((records) => {
      if (!hasValues()) return;
      for (const record of records)
        record.addedNodes.forEach((node) => {
          if (node instanceof Element && (node.matches('[data-ph]') || node.querySelector('[data-ph]')))
            applyValues(node.parentNode ?? node, readValues());
        });
    });
    observer.observe(document.body, {childList: true, subtree: true});
  }
}

function openForm(event: Event): void {
  const details = event.target;
  if (!(details instanceof HTMLDetailsElement) || !details.open || details.dataset.yourInstallation === undefined)
    return;
  const slot = details.querySelector<HTMLElement>('[data-your-installation-form]');
  if (!slot || unmounts.has(slot)) return;
  unmounts.set(slot, () => undefined);
  import('@site/src/components/YourInstallation/mount')
    .then(({default: mount}) => unmounts.set(slot, mount(slot)))
    .catch(() => {
      unmounts.delete(slot);
      slot.textContent = 'The form could not be loaded. Reload the page to try again.';
    });
}

if (typeof document !== 'undefined') {
  subscribeValues(refresh);
  // "toggle" does not bubble; a listener in the capture phase sees every disclosure's.
  document.addEventListener('toggle', openForm, true);
}

const yourInstallation: ClientModule = {
  onRouteDidUpdate() {
    for (const [slot, unmount] of unmounts)
      if (!slot.isConnected) {
        unmount();
        unmounts.delete(slot);
      }
    refresh();
  },
};

export default yourInstallation;
