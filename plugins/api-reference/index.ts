import {mkdir, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {stringify} from 'yaml';

import {bundleOpenApi} from '../../scripts/openapi.mjs';
import {knownIssuesOfOperation} from '../../src/data/knownIssues';
import {chooseDescription} from './source';
import {buildViewModel, type BuiltViewModel} from './viewModel';

export interface Options {
  baseUrl: string;
}

interface Content {
  description: Record<string, unknown>;
  built: BuiltViewModel;
}

/** Import specifier of the generated module that loads the examples chunks, one loader per tag. */
export const examplesModule = '@api-reference/examples';

/**
 * Builds the API reference at /api/ from the description on the documents host, or from the one in
 * openapi/ when the host's is missing or unusable, and publishes the description that was used
 * as /api/openapi.json and /api/openapi.yaml.
 */
export default function apiReferencePlugin(context: LoadContext, options: Options): Plugin {
  let clientLoaders = '';
  let serverLoaders = '';
  return {
    name: 'api-reference',

    getThemePath() {
      return fileURLToPath(new URL('theme', import.meta.url));
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
      };
    },

    async contentLoaded({content, actions}) {
      const {built} = content as Content;
      const api = await actions.createData('api-reference.json', JSON.stringify(built.model));
      const names = await Promise.all(
        built.examples.map(async (chunk, index) => {
          const name = `api-reference-examples-${index}.json`;
          await actions.createData(name, JSON.stringify(chunk));
          return `./${name}`;
        }),
      );
      // The browser gets one chunk per tag through import(); the server renders every example,
      // so its module has them all at hand.
      clientLoaders = await actions.createData(
        'api-reference-examples.client.js',
        [
          'export const preloaded = [];',
          'export default [',
          ...names.map((name) => `  () => import(${JSON.stringify(name)}).then((module) => module.default),`),
          '];',
          '',
        ].join('\n'),
      );
      serverLoaders = await actions.createData(
        'api-reference-examples.server.js',
        [
          ...names.map((name, index) => `import chunk${index} from ${JSON.stringify(name)};`),
          `export const preloaded = [${names.map((_, index) => `chunk${index}`).join(', ')}];`,
          'export default preloaded.map((chunk) => () => Promise.resolve(chunk));',
          '',
        ].join('\n'),
      );
      actions.addRoute({
        path: normalizeUrl([context.baseUrl, 'api/']),
        exact: true,
        component: '@theme/ApiReference',
        modules: {api},
      });
    },

    configureWebpack(_config, isServer) {
      return {resolve: {alias: {[examplesModule]: isServer ? serverLoaders : clientLoaders}}};
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
