import {mkdir, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {readFile} from 'node:fs/promises';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {aliasedSitePathToRelativePath, normalizeUrl} from '@docusaurus/utils';
import {stringify} from 'yaml';

import {bundleOpenApi} from '../../lib/openapi.mjs';
import {knownIssuesOfOperation} from '../../src/data/knownIssues';
import {embeddedOperations, publishEmbeddedOperations} from './embedded';
import {type Guide, guidesByOperation} from './guides';
import {operationMarkdownDir} from './constants';
import {operationMarkdownFiles} from './operationMarkdown';
import {referenceMarkdown} from './referenceMarkdown';
import {chooseDescription} from './source';
import {searchRecords} from './searchRecords';
import {buildViewModel, type BuiltViewModel, laterSamples} from './viewModel';

export {default as remarkApiOperations} from './remark';

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
  const aliases = {model: '', tryIt: '', samples: ''};
  const apiPath = normalizeUrl([context.baseUrl, 'api/']);
  /** By operation id, the docs pages that embed or link it (known once every plugin has loaded). */
  let guides: Record<string, Guide[]> = {};
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
      const built = buildViewModel(chosen.description, {knownIssuesOf: knownIssuesOfOperation});
      // Guides embed operations (<ApiOperation id>, ./remark.ts) from this very view model.
      publishEmbeddedOperations(embeddedOperations(built.model, built.examples));
      return {
        description: chosen.description,
        built,
        // Read by plugins/site-search (allContentLoaded): operations from the description, not from HTML.
        searchRecords: {path: apiPath, records: searchRecords(chosen.description)},
      };
    },

    async contentLoaded({content, actions}) {
      const {built} = content as Content;
      const nav = await actions.createData('api-reference-nav.json', JSON.stringify(built.nav));
      aliases.tryIt = await actions.createData('api-reference-try-it.json', JSON.stringify(built.tryIt));
      aliases.samples = await actions.createData('api-reference-samples.json', JSON.stringify(laterSamples(built)));
      actions.addRoute({
        path: apiPath,
        exact: true,
        component: '@theme/ApiReference',
        modules: {nav},
      });
    },

    // The model goes out once the docs are loaded: under each operation the page lists the guides that use it.
    async allContentLoaded({allContent, actions}) {
      const {built} = allContent['api-reference']?.default as Content;
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const version = docs?.loadedVersions.find((candidate) => candidate.isLast) ?? docs?.loadedVersions[0];
      const sources = await Promise.all(
        (version?.docs ?? []).map(async (doc) => ({
          title: doc.title,
          permalink: doc.permalink,
          mdx: doc.source.endsWith('.mdx'),
          text: await readFile(join(context.siteDir, aliasedSitePathToRelativePath(doc.source)), 'utf8'),
        })),
      );
      guides = guidesByOperation(sources, apiPath);
      aliases.model = await actions.createData(
        'api-reference-model.json',
        JSON.stringify({model: built.model, examples: built.examples, guides}),
      );
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
            '@api-reference/samples': aliases.samples,
            '@api-reference/static-content': join(themePath, renders ? 'ApiStaticContent' : 'ApiStaticContentFromPage'),
          },
        },
      };
    },

    async postBuild({content, outDir}) {
      const {description, built} = content as Content;
      const dir = join(outDir, 'api');
      await mkdir(join(outDir, operationMarkdownDir), {recursive: true});
      await writeFile(join(dir, 'openapi.json'), `${JSON.stringify(description, null, 2)}\n`);
      await writeFile(join(dir, 'openapi.yaml'), stringify(description, {lineWidth: 0, aliasDuplicateObjects: false}));
      const siteUrl = normalizeUrl([context.siteConfig.url, context.baseUrl]).replace(/\/$/, '');
      await Promise.all(
        [
          ...operationMarkdownFiles(built, {siteUrl, apiPath, guides}),
          referenceMarkdown(built, {siteUrl, apiPath}),
        ].map(({path, markdown}) => writeFile(join(outDir, path), markdown)),
      );
    },
  };
}
