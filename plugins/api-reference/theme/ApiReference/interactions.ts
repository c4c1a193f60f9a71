import {createStorageSlot} from '@docusaurus/theme-common';

import {baseUrlMarker, codeLanguages, splitSampleValues} from '../../constants';
import {copyMarkdown, copyMessages} from '@theme/PageActions/copyMarkdown';
import {apiStorageKeys} from '@site/src/data/storage';
import {getTypedBaseUrl, setTypedBaseUrl, subscribeBaseUrl, usableBaseUrl} from './baseUrl';
import {assumedSchemeNote} from '@site/src/data/assumedScheme';
import {insertDeferredSections} from './deferredSections';
import {keepReadersPlace} from './readersPlace';

/**
 * Delegated handlers for the interactive bits of the server-rendered reference (language tabs,
 * copy buttons, the address field, "Try it" panels, each operation's page actions): one listener
 * per event type on the content's root instead of hundreds of hydrated components, which also serve
 * the parts that arrive later (deferredSections.ts).
 */

const languageSlot = createStorageSlot(apiStorageKeys.codeLanguage);
const copiedFor = 2000;

function isLanguage(value: string | null): boolean {
  return codeLanguages.some((language) => language.id === value);
}

function selectLanguage(root: ParentNode, language: string) {
  root.querySelectorAll<HTMLElement>('[data-sample-language]').forEach((tab) => {
    const selected = tab.dataset.sampleLanguage === language;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !selected;
  });
}

type LaterSamples = Record<string, Partial<Record<string, string>>>;
let laterSamples: Promise<LaterSamples> | undefined;

/** The samples in the languages other than curl: a chunk of their own, loaded once a reader picks one. */
function loadLaterSamples(): Promise<LaterSamples> {
  laterSamples ??= import('@api-reference/samples').then((module) => module.default);
  return laterSamples;
}

/**
 * Fills the empty panels of `language` below `scope` (see ApiCodeSamples), each with a copy of its
 * operation's curl block holding the other sample: the same markup, copy button and address spans.
 */
async function fillSamples(scope: ParentNode, language: string): Promise<void> {
  const panels = Array.from(scope.querySelectorAll<HTMLElement>(`[data-sample-pending="${language}"]`));
  if (panels.length === 0) return;
  let samples: LaterSamples;
  try {
    samples = await loadLaterSamples();
  } catch {
    laterSamples = undefined;
    for (const panel of panels) panel.textContent = 'The sample could not be loaded. Reload the page to try again.';
    return;
  }
  const label = codeLanguages.find((candidate) => candidate.id === language)?.label ?? language;
  const suffix = `-sample-panel-${language}`;
  for (const panel of panels) {
    // Another call may have filled it meanwhile.
    if (panel.dataset.samplePending !== language || !panel.id.endsWith(suffix)) continue;
    const operationId = panel.id.slice(0, -suffix.length);
    const code = samples[operationId]?.[language];
    const curl = document.getElementById(`${operationId}-sample-panel-curl`)?.firstElementChild;
    if (code === undefined || !curl) continue;
    const block = curl.cloneNode(true) as HTMLElement;
    block.querySelector('pre > code')?.replaceChildren(
      ...code.split(baseUrlMarker).flatMap((part, index) => {
        // The token and project ID as in ApiCodeBlock: spans that show the reader's values of "Your installation".
        const text = splitSampleValues(part).map((piece) => {
          if (typeof piece === 'string') return piece;
          const value = document.createElement('span');
          value.dataset.ph = piece.ph;
          value.textContent = piece.text;
          return value;
        });
        if (index === 0) return text;
        const address = document.createElement('span');
        address.dataset.baseUrl = '';
        return [address, ...text];
      }),
    );
    const copy = block.querySelector('button[data-copy]');
    copy?.setAttribute('aria-label', `Copy ${label} sample`);
    if (copy) copy.textContent = 'Copy';
    const status = block.querySelector('[role="status"]');
    if (status) status.textContent = '';
    panel.replaceChildren(block);
    delete panel.dataset.samplePending;
  }
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // The asynchronous clipboard API is missing on plain-HTTP origins and in some embedded browsers.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}

async function copyBlock(button: HTMLButtonElement, timers: WeakMap<Element, number>) {
  const block = button.parentElement;
  const code = block?.querySelector('pre');
  const status = block?.querySelector('[role="status"]');
  if (!code || !status) return;
  const label = (button.getAttribute('aria-label') ?? '').replace(/^Copy /, '');
  const copied = await copyText(code.textContent ?? '');
  button.textContent = copied ? 'Copied' : 'Copy failed';
  status.textContent = copied
    ? `${label} copied to the clipboard`
    : 'Copying failed: select the text and copy it by hand';
  window.clearTimeout(timers.get(button));
  timers.set(
    button,
    window.setTimeout(() => {
      button.textContent = 'Copy';
      status.textContent = '';
    }, copiedFor),
  );
}

function showBaseUrl(root: HTMLElement, fallback: string, hintText: string) {
  const typed = getTypedBaseUrl();
  const usable = typed === null ? null : usableBaseUrl(typed);
  const address = usable ?? fallback;
  root.querySelectorAll('[data-base-url]').forEach((element) => {
    if (element.textContent !== address) element.textContent = address;
  });
  const field = root.querySelector<HTMLInputElement>('#api-base-url');
  // Cleared in the "Your installation" form: the field shows the default again.
  if (field && document.activeElement !== field) field.value = typed ?? fallback;
  const hint = root.querySelector('#api-base-url-hint');
  const invalid = typed !== null && typed.trim() !== '' && usable === null;
  field?.setAttribute('aria-invalid', String(invalid));
  if (hint)
    hint.textContent = invalid
      ? 'Not usable as an address: it must start with http:// or https:// (or with the host, taken as https://) and hold no spaces, quotes, "?" or "#". The samples show the default until it is.'
      : ((typed !== null && usable !== null ? assumedSchemeNote(typed, usable) : null) ?? hintText);
}

/** An operation's page actions (@theme/PageActions of plugins/llms-txt, rendered by the server): the copy action. */
async function copyOperation(button: HTMLElement) {
  const menu = button.closest('details');
  const url = menu?.querySelector<HTMLAnchorElement>('a[type="text/markdown"]')?.href;
  const status = menu?.querySelector('[role="status"]');
  if (!url || !status) return;
  status.textContent = copyMessages[(await copyMarkdown(url)) ? 'copied' : 'failed'];
}

/** The page actions' keyboard, focus and pointer behaviour (see PageActions): Escape, focus leaving or a click outside closes the menu. */
function closePageActions(menu: HTMLDetailsElement, refocus: boolean) {
  menu.open = false;
  if (refocus) menu.querySelector('summary')?.focus();
}

export interface Interactions {
  /**
   * A "Try it" panel was opened for the first time: render the form into `container`, its body from
   * the request example the reader picked (its position among the operation's request examples).
   */
  openTryIt: (operationId: string, container: HTMLElement, requestExample: number) => void;
}

/** Attaches the handlers to the reference's root; returns what detaches them. */
export function attachInteractions(root: HTMLElement, {openTryIt}: Interactions): () => void {
  const timers = new WeakMap<Element, number>();
  const hintText = root.querySelector('#api-base-url-hint')?.textContent ?? '';
  // The documented default, as the server rendered it into the address field.
  const fallback = root.querySelector<HTMLInputElement>('#api-base-url')?.defaultValue ?? '';

  // A language other than curl is shown once its samples are in (at once after the first time).
  const choose = async (scope: HTMLElement, language: string) => {
    if (language !== 'curl') {
      await fillSamples(scope, language);
      showBaseUrl(scope, fallback, hintText);
    }
    selectLanguage(scope, language);
  };
  // The server renders curl selected; a part that arrives later shows what the reader chose meanwhile.
  const showLanguage = (scope: HTMLElement) => {
    const language = languageSlot.get();
    if (language && language !== 'curl' && isLanguage(language)) void choose(scope, language);
  };
  showLanguage(root);
  showBaseUrl(root, fallback, hintText);
  const unsubscribe = subscribeBaseUrl(() => showBaseUrl(root, fallback, hintText));
  const place = keepReadersPlace(root);
  // Only the new part's samples: the rest of the page shows the address already.
  const stopInserting = insertDeferredSections(root, place, (section) => {
    showLanguage(section);
    showBaseUrl(section, fallback, hintText);
  });

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const tab = target?.closest<HTMLElement>('[data-sample-language]');
    if (tab?.dataset.sampleLanguage) {
      languageSlot.set(tab.dataset.sampleLanguage);
      void choose(root, tab.dataset.sampleLanguage);
      return;
    }
    const copy = target?.closest<HTMLButtonElement>('button[data-copy]');
    if (copy) void copyBlock(copy, timers);
    const copyAction = target?.closest<HTMLElement>('[data-page-action="copy"]');
    if (copyAction) void copyOperation(copyAction);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const menu =
      event.target instanceof Element ? event.target.closest<HTMLDetailsElement>('details[data-page-actions]') : null;
    if (menu?.open && event.key === 'Escape') return; // onDocumentKeyDown closes it
    const tab =
      event.target instanceof HTMLElement ? event.target.closest<HTMLElement>('[data-sample-language]') : null;
    const tabs = tab?.parentElement
      ? Array.from(tab.parentElement.querySelectorAll<HTMLElement>('[data-sample-language]'))
      : [];
    const index = tab ? tabs.indexOf(tab) : -1;
    const moves: Record<string, number> = {ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1};
    if (index < 0 || !(event.key in moves)) return;
    event.preventDefault();
    const next = tabs[(moves[event.key] + tabs.length) % tabs.length];
    const language = next.dataset.sampleLanguage ?? 'curl';
    languageSlot.set(language);
    next.focus();
    void choose(root, language);
  };

  const onInput = (event: Event) => {
    if (event.target instanceof HTMLInputElement && event.target.id === 'api-base-url')
      setTypedBaseUrl(event.target.value);
  };

  const onFocusOut = (event: FocusEvent) => {
    const menu =
      event.target instanceof Element ? event.target.closest<HTMLDetailsElement>('details[data-page-actions]') : null;
    // A blur towards nothing is ignored, as in PageActions: Safari does not focus a clicked button.
    if (menu?.open && event.relatedTarget instanceof Node && !menu.contains(event.relatedTarget))
      closePageActions(menu, false);
  };

  // A click or tap anywhere outside an open page-actions menu closes it, and so does Escape wherever
  // focus is, as in PageActions.
  const openMenus = () => Array.from(root.querySelectorAll<HTMLDetailsElement>('details[data-page-actions][open]'));
  const onPointerDown = (event: PointerEvent) => {
    const target = event.target instanceof Node ? event.target : null;
    for (const menu of openMenus()) if (!target || !menu.contains(target)) closePageActions(menu, false);
  };
  const onDocumentKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const target = event.target instanceof Node ? event.target : null;
    for (const menu of openMenus()) closePageActions(menu, target !== null && menu.contains(target));
  };

  // "toggle" does not bubble; a listener in the capture phase still sees every panel's.
  const onToggle = (event: Event) => {
    const panel = event.target;
    if (panel instanceof HTMLDetailsElement && panel.dataset.pageActions !== undefined) {
      const status = panel.querySelector('[role="status"]');
      if (status) status.textContent = '';
      return;
    }
    if (!(panel instanceof HTMLDetailsElement) || !panel.open || !panel.dataset.tryIt) return;
    const body = panel.querySelector<HTMLElement>('[data-try-it-body]');
    if (!body || body.dataset.mounted) return;
    body.dataset.mounted = 'true';
    body.replaceChildren();
    const choices = Array.from(
      panel
        .closest('article')
        ?.querySelectorAll<HTMLInputElement>(`input[name="${panel.dataset.tryIt}-request-example"]`) ?? [],
    );
    openTryIt(
      panel.dataset.tryIt,
      body,
      Math.max(
        0,
        choices.findIndex((choice) => choice.checked),
      ),
    );
  };

  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeyDown);
  root.addEventListener('input', onInput);
  root.addEventListener('focusout', onFocusOut);
  root.addEventListener('toggle', onToggle, true);
  document.addEventListener('pointerdown', onPointerDown);
  document.addEventListener('keydown', onDocumentKeyDown);
  root.dataset.interactive = 'true';
  return () => {
    stopInserting();
    place.stop();
    unsubscribe();
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKeyDown);
    root.removeEventListener('input', onInput);
    root.removeEventListener('focusout', onFocusOut);
    root.removeEventListener('toggle', onToggle, true);
    document.removeEventListener('pointerdown', onPointerDown);
    document.removeEventListener('keydown', onDocumentKeyDown);
  };
}
