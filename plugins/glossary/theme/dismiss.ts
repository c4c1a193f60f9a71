/**
 * Escape hides the definition of the term that has focus or the pointer, until the focus or the
 * pointer leaves it; the definition is otherwise pure CSS (glossary.css).
 */
const term = '.glossary-term';
const dismissed = 'glossary-term--dismissed';

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
}
