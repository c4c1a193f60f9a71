import {
  useEffect,
  useState,
  useSyncExternalStore,
  type HTMLAttributes,
  type MouseEvent,
  type SyntheticEvent,
  type TouchEvent,
} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useHistory} from '@docusaurus/router';

/**
 * A page module of lib/pageModules.ts as a component gets it: the content itself for the server
 * bundle (and in development), else the site path of the published file that holds it.
 */
export type PageModule<Content> = {entries: Content} | {file: string};

const subscribeToNothing = () => () => undefined;

/**
 * Whether the component was first drawn by React hydrating the server's markup (and on the server),
 * fixed at mount. React reads the server snapshot only while it hydrates, so a component drawn
 * afresh in the browser gets false: after client-side navigation, and also when React gives up
 * hydrating a page whose markup an extension or a translator changed and renders it anew, where
 * `useIsBrowser` would still say "not yet a browser" and the served markup is gone.
 */
export function useHydrating(): boolean {
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [atMount] = useState(hydrating);
  return atMount;
}

const fetched = new Map<string, Promise<unknown>>();

/**
 * The JSON file once per address, however many components of the page ask for it (code blocks,
 * known issues); a failed fetch may be retried by the next page that needs the file.
 */
function fetchJson<Content>(file: string): Promise<Content> {
  let content = fetched.get(file);
  if (!content) {
    content = fetch(file).then((response) => {
      if (!response.ok) throw new Error(`${file}: ${response.status}`);
      return response.json() as Promise<unknown>;
    });
    content.catch(() => fetched.delete(file));
    fetched.set(file, content);
  }
  return content as Promise<Content>;
}

/**
 * The module's content as the browser gets it. A component present at load gets none: it keeps
 * the server's markup (`ServerMarkup`), which React hydrates as it is. A component first drawn
 * by client-side navigation fetches the file and gets the content once it is there.
 */
export function usePageModule<Content>(module: PageModule<Content>): Content | undefined {
  const drawnByBrowser = !useHydrating();
  const path = useBaseUrl('file' in module ? module.file : '');
  const file = 'file' in module ? path : undefined;
  const [content, setContent] = useState('entries' in module ? module.entries : undefined);
  useEffect(() => {
    if (!drawnByBrowser || file === undefined) return;
    let current = true;
    fetchJson<Content>(file)
      .then((loaded) => current && setContent(loaded))
      .catch(() => {
        // The page stays readable; the content shows again on a full load of the page.
      });
    return () => {
      current = false;
    };
  }, [drawnByBrowser, file]);
  return content;
}

/** A link of the site in server-rendered markup that the event may follow: not external, new-tab or modified. */
function siteLinkOf(event: SyntheticEvent<HTMLElement>): string | undefined {
  const link = (event.target as Element).closest('a');
  const href = link?.getAttribute('href');
  if (!href?.startsWith('/') || href.startsWith('//') || link!.target) return undefined;
  return href;
}

/** Starts loading the page of the site link the event is on, as a `<Link>` does on hover and touch. */
function preloadLinked(event: SyntheticEvent<HTMLElement>): void {
  const href = siteLinkOf(event);
  // `window.docusaurus` is the client's public preload, the one a `<Link>` calls.
  const client = (window as unknown as {docusaurus?: {preload: (path: string) => unknown}}).docusaurus;
  if (href) client?.preload(href.split(/[?#]/)[0]!);
}

/**
 * Handlers for an element whose markup React did not render: its site links, plain HTML there,
 * navigate inside the site and start loading their page on hover and touch, as a `<Link>` would.
 */
export function useLinksInside(): {
  onClick: (event: MouseEvent<HTMLElement>) => void;
  onMouseOver: (event: MouseEvent<HTMLElement>) => void;
  onTouchStart: (event: TouchEvent<HTMLElement>) => void;
} {
  const history = useHistory();
  return {
    onClick: (event) => {
      const href = siteLinkOf(event);
      if (!href || event.button !== 0 || event.defaultPrevented) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      // As a <Link>: a link to where the reader already is adds no history entry.
      const {pathname, search, hash} = history.location;
      if (href === pathname + search + hash) history.replace(href);
      else history.push(href);
    },
    onMouseOver: preloadLinked,
    onTouchStart: preloadLinked,
  };
}

/**
 * The wrapper of server-rendered markup that the browser has no content for: React keeps what
 * the HTML holds inside it on hydration. The server renders the same wrapper, with the content
 * inside. Its links are plain HTML then: they navigate inside the site as a `<Link>` would.
 */
export default function ServerMarkup(attributes: HTMLAttributes<HTMLDivElement>) {
  const links = useLinksInside();
  return <div {...attributes} {...links} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
}
