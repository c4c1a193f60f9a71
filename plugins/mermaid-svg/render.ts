import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {chromium} from 'playwright-core';

import {chromiumFlags, chromiumPath} from '../../lib/setup.mjs';

const require = createRequire(import.meta.url);

/** Mermaid's look on the site: the brand violet, Nunito, SVG text (no HTML in foreignObject). */
const mermaidConfig = {
  startOnLoad: false,
  securityLevel: 'strict',
  theme: 'base',
  themeVariables: {
    fontFamily: 'Nunito, system-ui, sans-serif',
    primaryColor: '#f3edff',
    primaryBorderColor: '#712cf9',
    primaryTextColor: '#1c1e21',
    lineColor: '#4a1fa6',
    secondaryColor: '#e9f7ef',
    tertiaryColor: '#fff7e6',
  },
  flowchart: {htmlLabels: false},
};

/** Rendered diagrams survive between builds here, keyed by their source and the renderer's setup. */
const cacheDir = (siteDir: string) => join(siteDir, 'node_modules/.cache/mermaid-svg');

/** The site's own Nunito file (scripts/subset-font.mjs), so labels are measured as pages draw them. */
const fonts = new Map<string, Buffer>();
function fontBytes(siteDir: string): Buffer {
  const file = join(siteDir, 'src/fonts/nunito.woff2');
  if (!fonts.has(file)) fonts.set(file, readFileSync(file));
  return fonts.get(file)!;
}

function diagramKey(source: string, font: Buffer): string {
  const mermaidVersion = (require('mermaid/package.json') as {version: string}).version;
  return createHash('sha256')
    .update(JSON.stringify([source, mermaidConfig, mermaidVersion]))
    .update(font)
    .digest('hex')
    .slice(0, 16);
}

function fontFace(font: Buffer): string {
  const data = font.toString('base64');
  return `@font-face{font-family:Nunito;font-weight:200 1000;src:url(data:font/woff2;base64,${data}) format('woff2')}`;
}

/** Attributes Mermaid writes that SVG in HTML does not allow and that draw nothing. */
const invalidAttributes: Record<string, string[]> = {
  // Sequence diagrams name actors' boxes and lifelines.
  rect: ['name'],
  line: ['name'],
  g: ['name'],
  // State diagrams size their start dot twice; the radius is what draws it.
  circle: ['width', 'height'],
};

/**
 * Makes Mermaid's SVG valid inline HTML (Nu HTML Checker) without changing the drawing: drops the
 * attributes above, and turns the `<p>` of HTML labels (not allowed in their `<span>`) into
 * `<span class="p">` displayed as a block, with the stylesheet's `p` selectors following it (a
 * span has no margin, which Mermaid's `p{margin:0}` gave the paragraph).
 */
export function validSvg(svg: string): string {
  return svg
    .replace(/<(\w+)(\s[^>]*)>/g, (tag, name: string, attributes: string) => {
      const drop = invalidAttributes[name];
      if (!drop) return tag;
      return `<${name}${attributes.replace(/\s([\w:-]+)="[^"]*"/g, (attribute, key: string) => (drop.includes(key) ? '' : attribute))}>`;
    })
    .replace(/<style>([^<]*)<\/style>/g, (_style, css: string) => `<style>${paragraphSelectors(css)}</style>`)
    .replace(/<p>/g, '<span class="p" style="display:block">')
    .replace(/<\/p>/g, '</span>');
}

/** `#id p{…}`, `#id .edgeLabel p{…}` → `span.p`, in the selectors (not the declarations) of a stylesheet. */
function paragraphSelectors(css: string): string {
  return css
    .split('}')
    .map((chunk) => {
      const open = chunk.lastIndexOf('{');
      if (open === -1) return chunk;
      const selector = chunk.slice(0, open).replace(/(^|[\s,>+~])p(?=$|[\s,:.>[+~])/g, '$1span.p');
      return selector + chunk.slice(open);
    })
    .join('}');
}

/** A diagram as Mermaid drew it, with what it takes to show it at a readable size. */
export interface Drawing {
  /** The SVG markup, valid in HTML (`validSvg`). */
  svg: string;
  /** Width of the drawing in its own units (its viewBox), which it is drawn at when there is room. */
  width: number;
  /** The smallest font size of its labels, in the drawing's units. */
  labelSize: number;
}

/** What the cache keeps of a drawing: Mermaid's markup and the measured label size. */
type CachedDrawing = {svg: string; labelSize: number};

function widthOf(svg: string): number {
  const viewBox = /<svg[^>]*\sviewBox="[-\d.e]+ [-\d.e]+ ([\d.e]+) [\d.e]+"/.exec(svg);
  if (!viewBox) throw new Error('[mermaid-svg] a drawing has no viewBox');
  return Number(viewBox[1]);
}

function drawingOf({svg, labelSize}: CachedDrawing): Drawing {
  return {svg: validSvg(svg), width: widthOf(svg), labelSize};
}

/**
 * Renders Mermaid sources to SVG in one headless Chromium, the way the browser would, so that
 * pages ship the finished diagram instead of Mermaid itself (about 190 KiB of gzipped script).
 * Text is measured with Nunito, the font the page shows it in, and so is the size of the smallest
 * label, which says how far the drawing may be scaled down. Font and cache are the site's in `siteDir`.
 */
export async function renderDiagrams(sources: string[], siteDir: string): Promise<Drawing[]> {
  const font = fontBytes(siteDir);
  const diagrams = sources.map((source) => {
    const key = diagramKey(source, font);
    return {source, key, file: join(cacheDir(siteDir), `${key}.json`)};
  });
  const results = diagrams.map(({file}) =>
    existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as CachedDrawing) : undefined,
  );
  const missing = diagrams
    .map((diagram, index) => ({...diagram, index}))
    .filter(({index}) => results[index] === undefined);
  if (missing.length === 0) return (results as CachedDrawing[]).map(drawingOf);

  if (!existsSync(chromiumPath)) {
    throw new Error(
      `[mermaid-svg] Chromium is needed to draw diagrams and is missing at ${chromiumPath}: npm test or npm run build installs it`,
    );
  }
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
  try {
    const page = await browser.newPage();
    await page.setContent(`<!doctype html><style>${fontFace(font)}body{font-family:Nunito}</style><body></body>`);
    await page.addScriptTag({path: require.resolve('mermaid/dist/mermaid.min.js')});
    await page.evaluate(async () => {
      await document.fonts.load('16px Nunito');
    });
    mkdirSync(cacheDir(siteDir), {recursive: true});
    for (const {source, key, file, index} of missing) {
      const id = `mermaid-${key}`;
      const drawing = await page.evaluate(
        async ({id, source, config}) => {
          const mermaid = (
            window as unknown as {
              mermaid: {initialize: (c: unknown) => void; render: (id: string, text: string) => Promise<{svg: string}>};
            }
          ).mermaid;
          mermaid.initialize(config);
          const {svg} = await mermaid.render(id, source);
          // The labels' font sizes as the drawing's own stylesheet sets them (in its units).
          const holder = document.createElement('div');
          holder.innerHTML = svg;
          document.body.append(holder);
          const sizes = Array.from(holder.querySelectorAll('text, tspan, foreignObject span'))
            .filter((label) => label.textContent?.trim())
            .map((label) => parseFloat(getComputedStyle(label).fontSize));
          holder.remove();
          return {svg, labelSize: Math.min(...sizes)};
        },
        {id, source, config: mermaidConfig},
      );
      if (!Number.isFinite(drawing.labelSize)) throw new Error(`[mermaid-svg] no labels found in:\n${source}`);
      writeFileSync(file, JSON.stringify(drawing));
      results[index] = drawing;
    }
  } finally {
    await browser.close();
  }
  return (results as CachedDrawing[]).map(drawingOf);
}
