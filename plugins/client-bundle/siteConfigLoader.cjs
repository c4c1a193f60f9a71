// Rspack loader for Docusaurus's generated copy of the site config (.docusaurus/docusaurus.config.mjs),
// browser bundle only; ./index.ts adds it. Core serializes the whole config into main.js, but the
// browser reads only the site's identity, its URL rules and themeConfig: the options below are
// read by the build alone (0.6 KiB of gzip on every page).
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

// The module as core's codegen writes it (codegen.js, genSiteConfig): a comment, then the JSON.
const generated = /^(\/\*[\s\S]*?\*\/\n)export default ([\s\S]*);\n$/;

function siteConfigForBrowser(source) {
  const parts = generated.exec(source);
  if (!parts) throw new Error('client-bundle: Docusaurus changed how it writes the site config for the browser');
  const config = JSON.parse(parts[2]);
  for (const option of buildOnlyOptions) delete config[option];
  return `${parts[1]}export default ${JSON.stringify(config)};\n`;
}

module.exports = siteConfigForBrowser;
module.exports.buildOnlyOptions = buildOnlyOptions;
