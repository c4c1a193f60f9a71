import type {ClientModule} from '@docusaurus/types';

import {installationStorageKeys} from '@site/src/data/installationStorage';

/**
 * "Your installation" on every page, at the cost of a storage read: the code that shows the reader's
 * values and mounts the form (src/components/YourInstallation/display.ts) loads only once values
 * are stored or a reader opens the form's disclosure, so a page without values loads none of it.
 */

type Display = typeof import('@site/src/components/YourInstallation/display');
let display: Promise<Display> | undefined;

function load(): Promise<Display> {
  display ??= import('@site/src/components/YourInstallation/display');
  return display;
}

function stored(): boolean {
  try {
    return Boolean(
      localStorage.getItem(installationStorageKeys.values) ??
      localStorage.getItem(installationStorageKeys.previousApiBaseUrl) ??
      sessionStorage.getItem(installationStorageKeys.token),
    );
  } catch {
    return false;
  }
}

if (typeof document !== 'undefined') {
  // "toggle" does not bubble; a listener in the capture phase sees every disclosure's.
  document.addEventListener(
    'toggle',
    (event) => {
      const details = event.target;
      if (details instanceof HTMLDetailsElement && details.open && details.dataset.yourInstallation !== undefined)
        void load().then((module) => module.openForm(details));
    },
    true,
  );
}

const yourInstallation: ClientModule = {
  onRouteDidUpdate() {
    if (display || stored()) void load().then((module) => module.onRouteDidUpdate());
  },
};

export default yourInstallation;
