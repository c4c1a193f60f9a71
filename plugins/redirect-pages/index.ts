import {mkdir, writeFile} from 'node:fs/promises';
import {join} from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';

export interface Redirect {
  /** Path of the redirect page below the site's base URL (`/docs`). */
  from: string;
  /** Route it leads to, below the base URL; must be a route of the build. */
  to: string;
}

export interface Options {
  redirects: Redirect[];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[c]!);

/**
 * The page of one redirect: what @docusaurus/plugin-client-redirects writes (meta refresh,
 * canonical link, a script forwarding the query and fragment), as a valid HTML document.
 */
export function redirectPage(to: string, siteTitle: string): string {
  const url = escapeHtml(encodeURI(to));
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="UTF-8">
    <title>Redirecting to ${url} · ${escapeHtml(siteTitle)}</title>
    <meta http-equiv="refresh" content="0; url=${url}">
    <link rel="canonical" href="${url}">
    <script>
    window.location.href = ${JSON.stringify(encodeURI(to))} + window.location.search + window.location.hash;
    </script>
  </head>
  <body>
    <p>This page has moved to <a href="${url}">${url}</a>.</p>
  </body>
</html>
`;
}

export default function redirectPages(context: LoadContext, {redirects}: Options): Plugin {
  return {
    name: 'redirect-pages',
    async postBuild({outDir, routesPaths}) {
      // Routes carry the base URL (`/docs-site/docs/intro`); the build's folder is the base URL's.
      const withBase = (path: string) => normalizeUrl([context.baseUrl, path]);
      for (const {from, to} of redirects) {
        if (!routesPaths.includes(withBase(to)))
          throw new Error(`[redirect-pages] ${from} leads to ${to}, which is not a route of the build`);
        if (routesPaths.includes(withBase(from)))
          throw new Error(`[redirect-pages] ${from} is a route of the build; a redirect page would replace it`);
        const dir = join(outDir, from);
        await mkdir(dir, {recursive: true});
        await writeFile(join(dir, 'index.html'), redirectPage(withBase(to), context.siteConfig.title));
      }
    },
  };
}
