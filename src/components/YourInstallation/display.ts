import {applyValues} from './apply';
import {readValues, subscribeValues} from './store';

/**
 * The reader's values of the "Your installation" form in every code block of the page: after each
 * navigation, in blocks drawn later (client-side navigation, the API reference's deferred sections)
 * and at once when the form changes them; and the form itself, a chunk of its own, in the
 * disclosure a reader opens. Loaded by src/clientModules/yourInstallation.ts only once values are
 * stored or a reader opens the form, so that pages without values carry none of it.
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

export function openForm(details: HTMLDetailsElement): void {
  const slot = details.querySelector<HTMLElement>('[data-your-installation-form]');
  if (!slot || unmounts.has(slot)) return;
  unmounts.set(slot, () => undefined);
  import('./mount')
    .then(({default: mount}) => unmounts.set(slot, mount(slot)))
    .catch(() => {
      unmounts.delete(slot);
      slot.textContent = 'The form could not be loaded. Reload the page to try again.';
    });
}

subscribeValues(refresh);

export function onRouteDidUpdate(): void {
  for (const [slot, unmount] of unmounts)
    if (!slot.isConnected) {
      unmount();
      unmounts.delete(slot);
    }
  refresh();
}
