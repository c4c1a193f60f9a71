// Rspack loader for Docusaurus's generated copy of the site config (.docusaurus/docusaurus.config.mjs),
// browser bundle only; ./index.ts adds it. Core serializes the whole config into main.js, but the
// browser reads only the site's identity, its URL rules and themeConfig: the options below are
// read by the build alone (0.6 KiB of gzip on every page), and of two others the browser reads
// one part (0.5 KiB more).
'use strict';

const buildOnlyOptions = [
  'presets',
  'plugins',
  'themes',
  'clientModules',
  'ssrTemplate',
  'headTags',
  'markdown',
  'staticDirectories',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
];

// Of `future`, core's client reads the router's kind alone (clientEntry.js, Link.js, useBaseUrl.js).
const browserFutureOptions = ['experimental_router'];

// Code is highlighted at build time (plugins/code-highlight): of a Prism theme the browser reads
// only `plain`, the block's own colours; the token styles are in the highlighted HTML already.
const prismThemes = ['theme', 'darkTheme'];

// The module as core's codegen writes it (codegen.js, genSiteConfig): a comment, then the JSON.
const generated = /^(\/\*[\s\S]*?\*\/\n)export default ([\s\S]*);\n$/;

function siteConfigForBrowser(source) {
  const parts = generated.exec(source);
  if (!parts) throw new Error('client-bundle: Docusaurus changed how it writes the site config for the browser');
  const config = JSON.parse(parts[2]);
  for (const option of buildOnlyOptions) delete config[option];
  if (config.future)
    config.future = Object.fromEntries(
      browserFutureOptions.filter((key) => key in config.future).map((key) => [key, config.future[key]]),
    );
  const prism = config.themeConfig && config.themeConfig.prism;
  for (const theme of prismThemes) if (prism && prism[theme]) prism[theme] = {plain: prism[theme].plain};
  return `${parts[1]}export default ${JSON.stringify(config)};\n`;
}

module.exports = siteConfigForBrowser;
module.exports.buildOnlyOptions = buildOnlyOptions;
module.exports.browserFutureOptions = browserFutureOptions;
