/**
 * `<html>` keeps the classes it was served with while the page hydrates. Each layout level (plugin,
 * docs version, doc page, doc) adds its classes through react-helmet-async, which writes them in an
 * animation frame between React's time slices: before the inner levels had rendered, it wrote only
 * the outer ones, dropping the rest, then added them back in two more frames. Each write restyled the
 * whole document (on /docs/installation/bare-metal, a phone's CPU slowed 4x: style 780–855 ms of
 * blocking time with the writes, 415–496 without). The classes come from the route, so the server's
 * are the ones hydration ends with: until `<html data-has-hydrated>` turns "true", a write of fewer
 * of them is left out. Then Helmet owns the attribute again.
 */
const root = typeof document === 'undefined' ? null : document.documentElement;
const hydrated = () => root?.dataset.hasHydrated === 'true';

if (root && !hydrated()) {
  const served = new Set(Array.from(root.classList));
  const setAttribute = root.setAttribute;
  root.setAttribute = function keepServedClasses(name: string, value: string) {
    const fewer =
      name === 'class' &&
      String(value)
        .split(/\s+/)
        .every((className) => !className || served.has(className));
    if (!fewer || hydrated()) setAttribute.call(this, name, value);
  };
  const release = new MutationObserver(() => {
    if (!hydrated()) return;
    release.disconnect();
    // The prototype's method again: nothing of this module stays on the element.
    delete (root as Partial<HTMLElement>).setAttribute;
  });
  release.observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});
}

export {};
