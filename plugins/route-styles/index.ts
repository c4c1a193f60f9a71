import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

export interface RouteStylesheet {
  /** Name of the stylesheet: `assets/css/styles-<name>.<hash>.css`. */
  name: string;
  /** CSS files whose rules only these routes use, matched against their absolute path. */
  files: RegExp;
  /** Routes whose pre-rendered HTML links the stylesheet, e.g. `/api/`. */
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
 * the global one (Docusaurus links only the entry's CSS, so that is added after the build). Both
 * groups hold CSS modules, whose class names are unique, so their order does not matter.
 */
export default function routeStyles(_context: LoadContext, {stylesheets}: Options): Plugin {
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
      for (const {name, routes} of stylesheets) {
        const file = files.find((f) => f.startsWith(`styles-${name}.`) && f.endsWith('.css'));
        if (!file) continue;
        for (const route of routes) linkStylesheet(join(outDir, route, route.endsWith('/') ? 'index.html' : ''), file);
      }
    },
  };
}

/** Adds the stylesheet right after the global one, so both load before the first paint. */
export function linkStylesheet(htmlFile: string, file: string): void {
  const html = readFileSync(htmlFile, 'utf8');
  const link = `<link rel="stylesheet" href="/assets/css/${file}">`;
  if (html.includes(link)) return;
  const global = /<link rel="?stylesheet"? href="?\/assets\/css\/styles\.[^"\s>]+"?\s*\/?>/.exec(html);
  if (!global) throw new Error(`[route-styles] ${htmlFile} links no global stylesheet to follow`);
  writeFileSync(htmlFile, html.replace(global[0], global[0] + link));
}
