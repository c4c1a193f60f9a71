import assert from 'node:assert/strict';
import {copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';
import type {LoadContext} from '@docusaurus/types';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {unified} from 'unified';

import remarkMermaidSvg, {
  chooseDrawings,
  columnWidths,
  componentName,
  diagramsPath,
  mermaidSvgPlugin,
  moduleAlias,
  placeholderSvg,
  readableWidth,
  sizedSvg,
  topDownSource,
  writeDiagramModules,
} from '../../../plugins/mermaid-svg';
import {validSvg} from '../../../plugins/mermaid-svg/render';

test('validSvg drops the attributes HTML rejects and keeps the rest of the drawing', () => {
  const svg =
    '<svg id="m"><style>#m p{margin:0;}#m .edgeLabel p{background-color:#e9f7ef;}#m .label{color:#333;}</style>' +
    '<g name="A"><rect x="1" y="2" width="150" height="65" name="F" rx="3"/><line x1="0" name="F" y1="5"/></g>' +
    '<circle class="state-start" r="7" width="14" height="14"/><rect width="3" height="4"/>' +
    '<foreignObject width="75" height="24"><div xmlns="http://www.w3.org/1999/xhtml"><span class="nodeLabel"><p>Approving</p></span></div></foreignObject></svg>';
  assert.equal(
    validSvg(svg),
    '<svg id="m"><style>#m span.p{margin:0;}#m .edgeLabel span.p{background-color:#e9f7ef;}#m .label{color:#333;}</style>' +
      '<g><rect x="1" y="2" width="150" height="65" rx="3"/><line x1="0" y1="5"/></g>' +
      '<circle class="state-start" r="7"/><rect width="3" height="4"/>' +
      '<foreignObject width="75" height="24"><div xmlns="http://www.w3.org/1999/xhtml"><span class="nodeLabel"><span class="p" style="display:block">Approving</span></span></div></foreignObject></svg>',
  );
});

test('the remark plugin replaces each mermaid block with the diagram drawn and cached in the site directory', async () => {
  const siteDir = mkdtempSync(join(tmpdir(), 'mermaid-svg-test-'));
  try {
    mkdirSync(join(siteDir, 'src/fonts'), {recursive: true});
    copyFileSync(join(import.meta.dirname, '../../../src/fonts/nunito.woff2'), join(siteDir, 'src/fonts/nunito.woff2'));
    const tree = fromMarkdown(
      'Text.\n\n```mermaid\nflowchart LR\n  A[Approve] --> B[Deploy]\n```\n\n```yaml\na: 1\n```\n',
    );
    await unified().use(remarkMermaidSvg, {siteDir}).run(tree);
    const [component, esm, paragraph, diagram, yaml] = tree.children as unknown as {
      type: string;
      value?: string;
      name?: string;
      attributes?: {name: string; value: string | {value: string}}[];
    }[];
    assert.equal(paragraph!.type, 'paragraph');
    assert.equal(yaml!.type, 'code', 'other code blocks stay code');
    // A page with a diagram imports the component; one without loads none of it (next test).
    assert.equal(component!.value, `import ${componentName} from "@theme/${componentName}";`);
    assert.equal(diagram!.type, 'mdxJsxFlowElement');
    assert.equal(diagram!.name, componentName);
    // The page imports the diagram as a module, so the browser bundle can get its file instead.
    assert.equal(esm!.type, 'mdxjsEsm');
    const hash = new RegExp(`^import mermaidDiagram0 from "${moduleAlias}/([0-9a-f]{16})";$`).exec(esm!.value!)?.[1];
    assert.ok(hash, esm!.value);
    const svgAttribute = diagram!.attributes!.find((attribute) => attribute.name === 'svg')!.value;
    assert.equal((svgAttribute as {value: string}).value, 'mermaidDiagram0');
    const modules = join(siteDir, 'node_modules/.cache/mermaid-svg/modules');
    assert.match(
      readFileSync(join(modules, 'server', `${hash}.js`), 'utf8'),
      /^export default "<svg[\s\S]*Approve[\s\S]*Deploy[\s\S]*<\/svg>";\n$/,
    );
    assert.equal(
      diagram!.attributes!.find((attribute) => attribute.name === 'source')!.value,
      'flowchart LR\n  A[Approve] --> B[Deploy]',
    );
    assert.equal(
      readdirSync(join(siteDir, 'node_modules/.cache/mermaid-svg')).filter((f) => f.endsWith('.json')).length,
      2,
      'the drawing and its top-down variant cached in the site directory',
    );
    // Sized to stay readable: the box scrolls below the drawing's readable width.
    const server = readFileSync(join(modules, 'server', `${hash}.js`), 'utf8');
    assert.match(server, /^export default "<svg style=\\"max-width: \d+px; min-width: \d+px;\\"/);

    const withoutDiagram = fromMarkdown('Text.\n\n```yaml\na: 1\n```\n');
    await unified().use(remarkMermaidSvg, {siteDir}).run(withoutDiagram);
    assert.deepEqual(
      withoutDiagram.children.map((node) => node.type),
      ['paragraph', 'code'],
      'a page without a diagram imports nothing',
    );
  } finally {
    rmSync(siteDir, {recursive: true, force: true});
  }
});

test('a diagram becomes a server module with its markup and a browser module with its file and an empty SVG of its size', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mermaid-svg-'));
  try {
    const svg =
      '<svg style="max-width: 276px; min-width: 207px;" id="d" width="100%" class="flowchart" viewBox="0 0 276 945.5"><text>Approve "it"</text></svg>';
    const hash = writeDiagramModules(svg, dir);
    assert.match(hash, /^[0-9a-f]{16}$/);
    assert.equal(writeDiagramModules(svg, dir), hash, 'the name follows the content');
    assert.equal(readFileSync(join(dir, 'server', `${hash}.js`), 'utf8'), `export default ${JSON.stringify(svg)};\n`);
    const client = readFileSync(join(dir, 'client', `${hash}.js`), 'utf8');
    const placeholder =
      '<svg style="max-width: 276px; min-width: 207px;" width="100%" viewBox="0 0 276 945.5" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" data-placeholder=""></svg>';
    assert.equal(placeholderSvg(svg), placeholder);
    assert.equal(client, `export default ${JSON.stringify({file: `${diagramsPath}/${hash}.svg`, placeholder})};\n`);
    assert.doesNotMatch(client, /Approve/, 'the drawing itself travels as its file only');
    assert.equal(readFileSync(join(dir, 'client', `${hash}.svg`), 'utf8'), svg);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('the server bundle resolves diagrams to their markup, the production browser bundle to their files', () => {
  const plugin = mermaidSvgPlugin({siteDir: '/site'} as LoadContext);
  const alias = (isServer: boolean) =>
    (plugin.configureWebpack!({}, isServer, {} as never, undefined) as {resolve: {alias: Record<string, string>}})
      .resolve.alias[moduleAlias];
  const environment = process.env.NODE_ENV;
  try {
    process.env.NODE_ENV = 'production';
    assert.match(alias(true), /^\/site\/node_modules\/\.cache\/mermaid-svg\/modules\/server$/);
    assert.match(alias(false), /mermaid-svg\/modules\/client$/);
    // docusaurus start renders in the browser only: there the browser needs the markup.
    process.env.NODE_ENV = 'development';
    assert.match(alias(false), /mermaid-svg\/modules\/server$/);
  } finally {
    process.env.NODE_ENV = environment;
  }
});

test('a left-to-right flowchart gets a top-down source; other diagrams get none', () => {
  assert.equal(topDownSource('flowchart LR\n  A --> B'), 'flowchart TD\n  A --> B');
  assert.equal(topDownSource('%% comment\ngraph RL;\n  A --> B'), '%% comment\ngraph TD;\n  A --> B');
  assert.equal(topDownSource('flowchart TD\n  A --> B'), null);
  assert.equal(topDownSource('sequenceDiagram\n  A->>B: hi'), null);
  // A subgraph's own direction is the author's choice and stays.
  assert.equal(
    topDownSource('flowchart LR\n  subgraph S\n    direction LR\n  end'),
    'flowchart TD\n  subgraph S\n    direction LR\n  end',
  );
});

test('a drawing is shown down to the width at which its smallest label is 12 px, then scrolls', () => {
  const drawing = (width: number, labelSize = 16) => ({
    svg: `<svg id="d${width}" width="100%" style="max-width: ${width}px;" viewBox="0 0 ${width} 100"><text>A</text></svg>`,
    width,
    labelSize,
  });
  assert.equal(readableWidth(drawing(1600)), 1200);
  assert.equal(readableWidth(drawing(700, 14)), 600);
  assert.equal(
    sizedSvg(drawing(1600.4)),
    '<svg style="max-width: 1601px; min-width: 1201px;" id="d1600.4" width="100%" viewBox="0 0 1600.4 100"><text>A</text></svg>',
  );

  const small = drawing(columnWidths.narrow);
  const narrowEnough = drawing(900);
  const wide = drawing(2000);
  const tall = drawing(500);
  assert.ok(readableWidth(narrowEnough) <= columnWidths.wide && readableWidth(narrowEnough) > columnWidths.narrow);
  // No variant: one drawing everywhere.
  assert.deepEqual(chooseDrawings(wide), {wide, narrow: wide});
  // The author's layout fits even a phone's column: kept everywhere.
  assert.deepEqual(chooseDrawings(small, drawing(200)), {wide: small, narrow: small});
  // It fits a desktop column at a readable size: kept there; phones get the narrower.
  assert.deepEqual(chooseDrawings(narrowEnough, tall), {wide: narrowEnough, narrow: tall});
  // Too wide even for a desktop: the narrower drawing everywhere.
  assert.deepEqual(chooseDrawings(wide, tall), {wide: tall, narrow: tall});
  // A top-down variant that is no narrower is not used.
  assert.deepEqual(chooseDrawings(tall, wide), {wide: tall, narrow: tall});
});
