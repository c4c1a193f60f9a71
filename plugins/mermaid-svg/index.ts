import {join} from 'node:path';
import {fileURLToPath} from 'node:url';

import type {LoadContext, Plugin as DocusaurusPlugin} from '@docusaurus/types';
import type {Root, RootContent} from 'mdast';
import type {Plugin} from 'unified';

import {codeBlocks} from '../../lib/markdown.mjs';
import {mdxIdentifierAttribute, mdxImport} from '../../lib/mdxImport';
import {bundleSide, PageModules} from '../../lib/pageModules';
import {renderDiagrams, type Drawing} from './render';

export interface Options {
  /** The site's directory: its font measures the labels, its node_modules/.cache keeps drawn diagrams. */
  siteDir: string;
}

/** The component that shows a rendered diagram: `theme/MermaidDiagram`, imported by the pages that have one. */
export const componentName = 'MermaidDiagram';

const themePath = fileURLToPath(new URL('theme', import.meta.url));

/** Where a page's diagrams are imported from: `<moduleAlias>/<hash>`, resolved by `mermaidSvgPlugin`. */
export const moduleAlias = '@mermaid-svg-diagram';

/** Served at `/<diagramsPath>/<hash>.svg` for pages reached by client-side navigation. */
export const diagramsPath = 'assets/diagrams';

/** Where the diagram modules of a site are written (beside the drawing cache of render.ts). */
function modulesDirOf(siteDir: string): string {
  return join(siteDir, 'node_modules/.cache/mermaid-svg/modules');
}

const diagramModules = new PageModules('.svg', diagramsPath);

/** The smallest size, in CSS pixels, a diagram's labels are shown at: below it, the diagram scrolls sideways. */
export const readableLabelSize = 12;

/**
 * Widths of the docs column a diagram is laid out for: on a desktop (1280 px window, 703 px), and on
 * a phone (390 px, 358 px). Below the theme's 996 px breakpoint the page shows the narrow choice.
 */
export const columnWidths = {wide: 700, narrow: 358};

/**
 * A left-to-right flowchart laid out top-down, the shape that fits a narrow column; null for any
 * other diagram. The author's direction is the first line (`flowchart LR`, `graph RL`).
 */
export function topDownSource(source: string): string | null {
  const lines = source.split('\n');
  const first = lines.findIndex((line) => line.trim() !== '' && !line.trim().startsWith('%%'));
  const header = /^(\s*(?:flowchart|graph)\s+)(?:LR|RL)(\s*(?:;\s*)?)$/.exec(lines[first] ?? '');
  if (!header) return null;
  lines[first] = `${header[1]}TD${header[2]}`;
  return lines.join('\n');
}

/** The width at which a drawing's smallest label is `readableLabelSize` pixels high. */
export function readableWidth(drawing: Pick<Drawing, 'width' | 'labelSize'>): number {
  return Math.ceil((drawing.width * readableLabelSize) / drawing.labelSize);
}

/**
 * The drawing shown on wide screens and the one shown on narrow ones, of the author's layout and,
 * for a left-to-right flowchart, its top-down variant. Each kind of screen keeps the author's
 * layout where it fits the column at a readable size, and gets the narrower one where it does not.
 */
export function chooseDrawings(authored: Drawing, topDown?: Drawing): {wide: Drawing; narrow: Drawing} {
  if (!topDown) return {wide: authored, narrow: authored};
  const narrower = readableWidth(topDown) < readableWidth(authored) ? topDown : authored;
  const fits = (column: number) => (readableWidth(authored) <= column ? authored : narrower);
  return {wide: fits(columnWidths.wide), narrow: fits(columnWidths.narrow)};
}

/**
 * The drawing's markup as the page shows it: as wide as the column up to its own width, and never
 * narrower than its readable width, below which the diagram's box scrolls sideways.
 */
export function sizedSvg(drawing: Drawing): string {
  const style = `max-width: ${Math.ceil(drawing.width)}px; min-width: ${readableWidth(drawing)}px;`;
  return drawing.svg.replace(/^<svg\b[^>]*>/, (tag) =>
    tag.replace(/\sstyle="[^"]*"/, '').replace(/^<svg/, `<svg style="${style}"`),
  );
}

/**
 * An empty SVG of the drawing's size rules and proportions (its `style`, `width` and `viewBox`):
 * what a page reached by client-side navigation shows until the drawing's file arrives, so that the
 * page below does not move when it does (a link to an anchor further down would land off it).
 */
export function placeholderSvg(svg: string): string {
  const tag = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const kept = ['style', 'width', 'viewBox']
    .map((attribute) => new RegExp(`\\s${attribute}="[^"]*"|\\s${attribute}=[^\\s>"]+`).exec(tag)?.[0] ?? '')
    .join('');
  return `<svg${kept} xmlns="http://www.w3.org/2000/svg" aria-hidden="true" data-placeholder=""></svg>`;
}

/**
 * One diagram as two modules of the same name (lib/pageModules.ts): the server bundle gets the
 * SVG markup, the browser bundle the address of the same SVG as a file and a placeholder of its
 * size (`placeholderSvg`). Returns the name.
 */
export function writeDiagramModules(svg: string, dir: string): string {
  const name = PageModules.nameOf(svg);
  diagramModules.write(dir, name, {
    content: svg,
    server: `export default ${JSON.stringify(svg)};\n`,
    client: `export default ${JSON.stringify({file: diagramModules.fileOf(name), placeholder: placeholderSvg(svg)})};\n`,
  });
  return name;
}

/**
 * Remark plugin: replaces every ```mermaid code block with <MermaidDiagram svg={…} source="…" />,
 * the diagram drawn at build time. Readers get the finished SVG in the HTML: no Mermaid in the
 * browser, no layout shift while it draws, and the diagram shows without JavaScript. A
 * left-to-right flowchart is drawn top-down as well; where that fits a column better, it comes as
 * `narrowSvg` (shown below the 996 px breakpoint) or in place of the author's layout.
 */
const remarkMermaidSvg: Plugin<[Options], Root> = (options) => async (tree) => {
  const blocks = codeBlocks(tree, (node) => node.lang === 'mermaid');
  if (blocks.length === 0) return;
  const sources = blocks.map(({node}) => ({authored: node.value, topDown: topDownSource(node.value)}));
  const drawings = await renderDiagrams(
    sources.flatMap(({authored, topDown}) => (topDown ? [authored, topDown] : [authored])),
    options.siteDir,
  );
  const imports: RootContent[] = [];
  /** Imports the drawing's modules as `name`; the attribute that passes it to the component. */
  const attribute = (attributeName: string, drawing: Drawing, name: string) => {
    imports.push(
      mdxImport(`${moduleAlias}/${writeDiagramModules(sizedSvg(drawing), modulesDirOf(options.siteDir))}`, name),
    );
    return mdxIdentifierAttribute(attributeName, name);
  };
  blocks.forEach(({node, index, parent}, i) => {
    const authored = drawings.shift()!;
    const {wide, narrow} = chooseDrawings(authored, sources[i].topDown ? drawings.shift() : undefined);
    (parent.children as unknown[])[index] = {
      type: 'mdxJsxFlowElement',
      name: componentName,
      attributes: [
        attribute('svg', wide, `mermaidDiagram${i}`),
        ...(narrow === wide ? [] : [attribute('narrowSvg', narrow, `mermaidDiagram${i}Narrow`)]),
        {type: 'mdxJsxAttribute', name: 'source', value: node.value},
      ],
      children: [],
    };
  });
  // The page imports the component itself: the docs pages without a diagram do not load it.
  tree.children.unshift(mdxImport(`@theme/${componentName}`, componentName), ...imports);
};

export default remarkMermaidSvg;

/**
 * Resolves the diagram modules per bundle (see `writeDiagramModules`) and publishes the SVG
 * files. `docusaurus start` renders in the browser only, so there the browser gets the markup.
 */
export function mermaidSvgPlugin(context: LoadContext): DocusaurusPlugin {
  const modulesDir = modulesDirOf(context.siteDir);
  return {
    name: 'mermaid-svg',
    getThemePath() {
      return themePath;
    },
    configureWebpack(_config, isServer) {
      return {resolve: {alias: {[moduleAlias]: join(modulesDir, bundleSide(isServer))}}};
    },
    async postBuild({outDir}) {
      diagramModules.publish(modulesDir, outDir);
    },
  };
}
