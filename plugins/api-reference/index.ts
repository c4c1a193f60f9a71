import {mkdir, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {stringify} from 'yaml';

import {bundleOpenApi} from '../../lib/openapi.mjs';
import {knownIssuesOfOperation} from '../../src/data/knownIssues';
import {chooseDescription} from './source';
import {searchRecords} from './searchRecords';
import {buildViewModel, type BuiltViewModel} from './viewModel';

export interface Options {
  baseUrl: string;
}

interface Content {
  description: Record<string, unknown>;
  built: BuiltViewModel;
}

/**
 * Builds the API reference at /api/ from the description on the documents host, or from the one in
 * openapi/ when the host's is missing or unusable, and publishes the description that was used
 * as /api/openapi.json and /api/openapi.yaml.
 */
const themePath = fileURLToPath(new URL('theme', import.meta.url));

export default function apiReferencePlugin(context: LoadContext, options: Options): Plugin {
  const aliases = {model: '', tryIt: ''};
  return {
    name: 'api-reference',

    getThemePath() {
      return themePath;
    },

    getPathsToWatch() {
      return [join(context.siteDir, 'openapi/**/*.{yaml,yml,json}')];
    },

    async loadContent() {
      const chosen = await chooseDescription({
        baseUrl: options.baseUrl,
        loadLocal: () => bundleOpenApi(),
      });
      console.log(chosen.line);
      return {
        description: chosen.description,
        built: buildViewModel(chosen.description, {knownIssuesOf: knownIssuesOfOperation}),
        // Read by plugins/site-search (allContentLoaded): operations from the description, not from HTML.
        searchRecords: {path: normalizeUrl([context.baseUrl, 'api/']), records: searchRecords(chosen.description)},
      };
    },

    async contentLoaded({content, actions}) {
      const {built} = content as Content;
      const nav = await actions.createData('api-reference-nav.json', JSON.stringify(built.nav));
      aliases.model = await actions.createData(
        'api-reference-model.json',
        JSON.stringify({model: built.model, examples: built.examples}),
      );
      aliases.tryIt = await actions.createData('api-reference-try-it.json', JSON.stringify(built.tryIt));
      actions.addRoute({
        path: normalizeUrl([context.baseUrl, 'api/']),
        exact: true,
        component: '@theme/ApiReference',
        modules: {nav},
      });
    },

    configureWebpack(config, isServer) {
      // The browser takes the static part over from the page's HTML instead of rendering it, so
      // neither its components nor the view model reach the browser's bundles. The development
      // server renders nothing on the server, so there the browser renders it all.
      const renders = isServer || config.mode === 'development';
      return {
        resolve: {
          alias: {
            '@api-reference/model': aliases.model,
            '@api-reference/try-it': aliases.tryIt,
            '@api-reference/static-content': join(themePath, renders ? 'ApiStaticContent' : 'ApiStaticContentFromPage'),
          },
        },
      };
    },

    async postBuild({content, outDir}) {
      const {description} = content as Content;
      const dir = join(outDir, 'api');
      await mkdir(dir, {recursive: true});
      await writeFile(join(dir, 'openapi.json'), `${JSON.stringify(description, null, 2)}\n`);
      await writeFile(join(dir, 'openapi.yaml'), stringify(description, {lineWidth: 0, aliasDuplicateObjects: false}));
    },
  };
}
