import {join} from 'node:path';

import type {LoadContext, Plugin as DocusaurusPlugin} from '@docusaurus/types';
import type {Root, RootContent} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {Plugin} from 'unified';
import {visit} from 'unist-util-visit';

import {mdxIdentifierAttribute, mdxImport} from '../../lib/mdxImport';
import {bundleSide, PageModules} from '../../lib/pageModules';
import {knownIssueAreas} from '../../src/data/knownIssueLinks';
import {findKnownIssue, knownIssues, type KnownIssue} from '../../src/data/knownIssues';

export interface Options {
  /** The site's directory: the list modules are written below its node_modules/.cache. */
  siteDir: string;
}

/**
 * Where a page's `<KnownIssueList>` and `<KnownIssue>` boxes import their entries from:
 * `<modulesAlias>/<hash>`.
 */
export const modulesAlias = '@known-issues';

/** Served at `/<listsPath>/<hash>.json` for the page reached by client-side navigation. */
export const listsPath = 'assets/known-issues';

/** The prop of `<KnownIssueList>` that carries its module: the entries, or the address of their file. */
export const listProperty = 'list';

const modules = new PageModules('.json', listsPath);

function modulesDirOf(siteDir: string): string {
  return join(siteDir, 'node_modules/.cache/known-issues/modules');
}

/**
 * The entries of one area as two modules of the same name (lib/pageModules.ts): the server bundle,
 * which pre-renders the list, gets the entries; the browser bundle gets the address of the same
 * entries as a file, which only a reader who reaches the page by client-side navigation fetches.
 * The page's chunk then carries no registry text: the list travels once, in the HTML. Returns the name.
 */
export function writeListModules(area: string, dir: string): string {
  const entries = knownIssues.filter((entry) => entry.area === area);
  return writeEntryModules(entries, dir);
}

/**
 * Entries as one module pair: an area's list (`writeListModules`), or the entries a page's
 * `<KnownIssue>` boxes show, by id, so the page's chunk carries no registry text. Returns the name.
 */
export function writeEntryModules(entries: KnownIssue[] | Record<string, KnownIssue>, dir: string): string {
  const content = JSON.stringify(entries);
  const name = PageModules.nameOf(content);
  modules.write(dir, name, {
    content,
    server: `export default ${JSON.stringify({entries})};\n`,
    client: `export default ${JSON.stringify({file: modules.fileOf(name)})};\n`,
  });
  return name;
}

/** The prop of `<KnownIssue>` that carries the page's module of its boxes' entries. */
export const boxesProperty = 'boxes';
/** The identifier of that module in the page's code. */
const boxesIdentifier = 'knownIssueBoxes';
/** The prop that marks a box as a repeat of an entry the page already shows in full (compact). */
export const repeatedProperty = 'repeated';
/** The author's prop for a page whose own text gives the workaround: `above` or `below`. */
export const workaroundProperty = 'workaround';
const workaroundValues = ['above', 'below'];

function stringAttribute(node: MdxJsxFlowElement, name: string): MdxJsxAttribute | undefined {
  return node.attributes.find(
    (attribute): attribute is MdxJsxAttribute => attribute.type === 'mdxJsxAttribute' && attribute.name === name,
  );
}

/**
 * Remark plugin of docs and blog: the entries of src/data/knownIssues.ts that a page's
 * `<KnownIssue id="…" />` boxes show become one imported module of the page (see
 * `writeEntryModules`), which every box gets as `boxes`. An id that is not in the registry, or a
 * `workaround` other than `above` or `below`, fails the build, naming the file. A page shows each
 * entry in full at most once: every further box of the same entry without a `workaround` of its
 * own becomes compact (`repeated`).
 * Every `<KnownIssueList area="…" />` gets its area's entries as an imported module (`list`,
 * see `writeListModules`); an area that is not in `knownIssueAreas` fails the build.
 */
const remarkKnownIssues: Plugin<[Options], Root> = (options) => (tree, file) => {
  const shownInFull = new Set<string>();
  const boxEntries: Record<string, KnownIssue> = {};
  const imports: RootContent[] = [];
  visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
    if (node.name === 'KnownIssueList') {
      const areaAttribute = stringAttribute(node, 'area');
      const area = knownIssueAreas.find(({id}) => id === areaAttribute?.value)?.id;
      if (!area)
        throw new Error(
          `${file.path}: <KnownIssueList area="${String(areaAttribute?.value ?? '')}" />: area must be one of ${knownIssueAreas.map(({id}) => id).join(', ')}`,
        );
      const name = `knownIssueList${imports.length}`;
      imports.push(mdxImport(`${modulesAlias}/${writeListModules(area, modulesDirOf(options.siteDir))}`, name));
      node.attributes = [
        ...node.attributes.filter(
          (attribute) => !(attribute.type === 'mdxJsxAttribute' && attribute.name === listProperty),
        ),
        mdxIdentifierAttribute(listProperty, name),
      ];
      return;
    }
    if (node.name !== 'KnownIssue') return;
    const idAttribute = stringAttribute(node, 'id');
    const id = typeof idAttribute?.value === 'string' ? idAttribute.value : undefined;
    const entry = id === undefined ? undefined : findKnownIssue(id);
    if (!entry)
      throw new Error(`${file.path}: <KnownIssue id="${id ?? ''}" /> names no entry of src/data/knownIssues.ts`);
    const workaround = stringAttribute(node, workaroundProperty);
    if (workaround && !(typeof workaround.value === 'string' && workaroundValues.includes(workaround.value)))
      throw new Error(`${file.path}: <KnownIssue id="${entry.id}" />: workaround must be "above" or "below"`);
    const repeated = !workaround && shownInFull.has(entry.id);
    if (!workaround) shownInFull.add(entry.id);
    boxEntries[entry.id] = entry;
    node.attributes = [
      ...node.attributes.filter(
        (attribute) =>
          !(
            attribute.type === 'mdxJsxAttribute' &&
            (attribute.name === boxesProperty || attribute.name === repeatedProperty)
          ),
      ),
      mdxIdentifierAttribute(boxesProperty, boxesIdentifier),
      ...(repeated ? [{type: 'mdxJsxAttribute' as const, name: repeatedProperty, value: null}] : []),
    ];
  });
  if (Object.keys(boxEntries).length > 0)
    imports.push(
      mdxImport(`${modulesAlias}/${writeEntryModules(boxEntries, modulesDirOf(options.siteDir))}`, boxesIdentifier),
    );
  tree.children.unshift(...imports);
};

export default remarkKnownIssues;

/**
 * Resolves the list modules per bundle (see `writeListModules`) and publishes their files.
 * `docusaurus start` renders in the browser only, so there the browser gets the entries.
 */
export function knownIssuesPlugin(context: LoadContext): DocusaurusPlugin {
  const modulesDir = modulesDirOf(context.siteDir);
  return {
    name: 'known-issues',
    configureWebpack(_config, isServer) {
      return {resolve: {alias: {[modulesAlias]: join(modulesDir, bundleSide(isServer))}}};
    },
    async postBuild({outDir}) {
      modules.publish(modulesDir, outDir);
    },
  };
}
