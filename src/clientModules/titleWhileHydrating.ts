/**
 * The tab keeps the page's title while the page hydrates. Docusaurus's site-wide defaults name the
 * bare site title before the page's own head tags, and react-helmet-async writes the title between
 * React's time slices, so every page's tab read "Kublade" for a moment before its own title came
 * back. Until <html data-has-hydrated> turns "true" (Docusaurus serves it "false" and sets it once
 * hydration is done), a change of the title is undone; after it, the page owns its title again.
 */
const hydrated = () => document.documentElement.dataset.hasHydrated === 'true';

if (typeof window !== 'undefined' && !hydrated()) {
  const served = document.title;
  const keeper = new MutationObserver(() => {
    if (hydrated()) keeper.disconnect();
    else if (document.title !== served) document.title = served;
  });
  keeper.observe(document.head, {subtree: true, childList: true, characterData: true});
  keeper.observe(document.documentElement, {attributes: true, attributeFilter: ['data-has-hydrated']});
}

export {};
