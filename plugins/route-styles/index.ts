import {existsSync, readdirSync} from 'node:fs';
import {join} from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {recordHeadLinks} from '../../lib/headLinks.mjs';

export interface RouteStylesheet {
  /** Name of the stylesheet: `assets/css/styles-<name>.<hash>.css`. */
  name: string;
  /** CSS files whose rules only these routes use, matched against their absolute path. */
  files: RegExp;
  /** Routes whose pre-rendered HTML links the stylesheet, below the site's base URL, e.g. `/api/`. */
  routes: string[];
}

export interface Options {
  stylesheets: RouteStylesheet[];
}

/**
 * Docusaurus gathers the CSS of every chunk into one global stylesheet (its `styles` cache group,
 * against CSS order problems, facebook/docusaurus#2006), so every page downloads the API
 * reference's and the home page's styles before its first paint. This plugin takes the CSS files
 * of each `stylesheets` entry out of that group into a stylesheet of its own. Client-side
 * navigation loads it with the route's chunks; the pre-rendered HTML of the route links it after
 * the global one (Docusaurus links only the entry's CSS, so the plugin records the link after the
 * build and scripts/deliver.mjs adds it, lib/headLinks.mjs). Both groups hold CSS modules, whose
 * class names are unique, so their order does not matter.
 */
export default function routeStyles(context: LoadContext, {stylesheets}: Options): Plugin {
  return {
    name: 'route-styles',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const routeOnly = new RegExp(stylesheets.map(({files}) => `(?:${files.source})`).join('|'));
      const cacheGroups = Object.fromEntries(
        stylesheets.map(({name, files}) => [
          `styles-${name}`,
          {name: `styles-${name}`, type: 'css/mini-extract', chunks: 'all', enforce: true, priority: 60, test: files},
        ]),
      );
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {styles: {test: new RegExp(`^(?!.*(?:${routeOnly.source}))`)}, ...cacheGroups},
          },
        },
      };
    },
    async postBuild({outDir}) {
      const cssDir = join(outDir, 'assets/css');
      const files = existsSync(cssDir) ? readdirSync(cssDir) : [];
      await recordHeadLinks(outDir, 'route-styles', stylesheetLinks(stylesheets, files, context.baseUrl));
    },
  };
}

/** The HTML file the build writes for a route below the base URL: `/` → `index.html`, `/api/` → `api/index.html`. */
export function routeHtmlFile(route: string): string {
  return `${route.replace(/^\/+/, '').replace(/\/*$/, '/')}index.html`.replace(/^\//, '');
}

/**
 * By page, the links to the route stylesheets the build wrote (`files`: the names in assets/css),
 * below the site's base URL (`/` or `/docs-site/`).
 */
export function stylesheetLinks(
  stylesheets: RouteStylesheet[],
  files: string[],
  baseUrl: string,
): Record<string, string[]> {
  const links: Record<string, string[]> = {};
  for (const {name, routes} of stylesheets) {
    const file = files.find((f) => f.startsWith(`styles-${name}.`) && f.endsWith('.css'));
    if (!file) continue;
    for (const route of routes)
      (links[routeHtmlFile(route)] ??= []).push(`<link rel="stylesheet" href="${baseUrl}assets/css/${file}">`);
  }
  return links;
}
