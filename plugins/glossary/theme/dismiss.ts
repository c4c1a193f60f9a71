/**
 * Escape hides the definition of the term that has focus or the pointer, until the focus or the
 * pointer leaves it; and a definition that would run past the window's right edge (a term near the
 * end of a line on a wide screen) moves left until it fits. The definition is otherwise pure CSS
 * (glossary.css).
 */
const term = '.glossary-term';
const dismissed = 'glossary-term--dismissed';
/** Room kept between a definition and the window's edge, in pixels. */
const margin = 8;

/** Shifts the shown definition of `element` left by as much as it would overflow the window. */
function keepInView(element: Element) {
  const definition = element.querySelector<HTMLElement>(':scope > .glossary-term__definition');
  if (!definition) return;
  definition.style.removeProperty('--glossary-shift');
  const box = definition.getBoundingClientRect();
  const overflow = box.right - (document.documentElement.clientWidth - margin);
  if (box.width === 0 || overflow <= 0) return;
  definition.style.setProperty('--glossary-shift', `${-Math.min(overflow, box.left - margin)}px`);
}

if (typeof document !== 'undefined') {
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    document
      .querySelectorAll(`${term}:hover, ${term}:focus-within`)
      .forEach((element) => element.classList.add(dismissed));
  });
  const restore = (event: Event) => {
    const element = (event.target as Element | null)?.closest?.(term);
    if (element && !element.contains((event as FocusEvent | MouseEvent).relatedTarget as Node | null))
      element.classList.remove(dismissed);
  };
  document.addEventListener('focusout', restore);
  document.addEventListener('mouseout', restore);
  const show = (event: Event) => {
    const element = (event.target as Element | null)?.closest?.(term);
    if (element) keepInView(element);
  };
  document.addEventListener('focusin', show);
  document.addEventListener('mouseover', show);
}
