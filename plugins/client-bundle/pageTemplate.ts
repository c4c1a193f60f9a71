import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {DOCUSAURUS_VERSION} from '@docusaurus/utils';

/**
 * Docusaurus's page template with one change: the bundle's scripts start once the browser has
 * painted the page. Docusaurus's deferred scripts run as soon as the HTML is parsed, which on a
 * fast connection or from the cache is before anything is on screen, so the page stays blank while
 * React starts. Here an inline script at the end of the body appends them, in order, on the first
 * paint report, and nothing requests them before: their download no longer shares the connection
 * with the HTML, the stylesheet and the font the first paint needs (the preloads the template once
 * had put Lighthouse's LCP 40–150 ms later on docs pages, 3 interleaved runs). A hidden tab paints
 * nothing and a browser without paint timing reports nothing: both start at once; the timeout
 * covers a browser that lists paint timing but never reports.
 */
export const pageTemplatePath = fileURLToPath(new URL('./page.html.eta', import.meta.url));

/**
 * The `ssrTemplate` option. Docusaurus ships the site config, this option included, to the browser
 * in main.js: on 3.x, whose Eta 2 has includeFile, the option names the file (607 bytes gzip less of
 * every page's first-load JavaScript than the template itself). Docusaurus 4 renders with Eta 4,
 * which has no includeFile: there the option is the template.
 */
export const ssrTemplate = DOCUSAURUS_VERSION.startsWith('3.')
  ? `<%~ includeFile(${JSON.stringify(pageTemplatePath)}, it) %>`
  : readFileSync(pageTemplatePath, 'utf8');
