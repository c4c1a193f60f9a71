import {existsSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {create, type Font} from 'fontkit';

import {site} from '../../src/data/site';
import {socialCardSvg, type CardFont} from './card';

export interface Options {
  /** Where the card is written, relative to the build directory; themeConfig.image points here. */
  output?: string;
  /** The logo, relative to the site directory. */
  logo?: string;
}

/** The part of @resvg/resvg-js that we use. */
interface ResvgModule {
  Resvg: new (
    svg: string,
    options: {
      fitTo: {mode: 'original'};
      font: {fontFiles: string[]; loadSystemFonts: boolean; defaultFontFamily: string};
    },
  ) => {render: () => {asPng: () => Buffer}};
}

const fontPackage = '@expo-google-fonts/nunito';
const rendererPackage = '@resvg/resvg-js';
const fontFiles = {name: 'Nunito_800ExtraBold.ttf', tagline: 'Nunito_600SemiBold.ttf', host: 'Nunito_700Bold.ttf'};

/**
 * Loaded from the site's node_modules when the card is rendered, not imported at the top: the
 * renderer is a native package with a prebuilt binary per platform, and a machine that lacks it
 * should fail here, with the names of the packages to install, not when the config is loaded (which
 * would also stop `docusaurus start`, which never renders the card).
 */
function loadFromSite(siteDir: string) {
  const requireFromSite = createRequire(join(siteDir, 'package.json'));
  const resolve = (request: string, packageName: string) => {
    try {
      return requireFromSite.resolve(request);
    } catch {
      throw new Error(`[social-card] ${packageName} is not installed: npm install ${rendererPackage} ${fontPackage}`);
    }
  };
  const fontDir = dirname(resolve(`${fontPackage}/package.json`, fontPackage));
  // The package has kept each weight in a folder of its own (800ExtraBold/…) and, earlier, flat.
  const fontPath = (file: string) => {
    const candidates = [join(fontDir, file.replace(/^Nunito_(\w+)\.ttf$/, '$1'), file), join(fontDir, file)];
    const found = candidates.find((candidate) => existsSync(candidate));
    if (!found) throw new Error(`[social-card] ${file} not found in ${fontDir}`);
    return found;
  };
  return {renderer: requireFromSite(resolve(rendererPackage, rendererPackage)) as ResvgModule, fontPath};
}

/**
 * The family and weight resvg knows a font file by, and the width of a text in it as resvg sets it
 * (shaped with the font's kerning): the card wraps its text by these widths, because an SVG
 * renderer does not wrap text itself.
 */
export function cardFont(file: Buffer): CardFont {
  const font = create(file);
  if (!('layout' in font)) throw new Error('[social-card] expected one font, got a font collection');
  const face: Font = font;
  // resvg's font database names a family by its typographic name (name id 16) where there is one.
  const family = face.getName('preferredFamily', 'en') ?? face.familyName;
  return {
    family,
    weight: face['OS/2'].usWeightClass,
    measure: (text, fontSize) => (face.layout(text).advanceWidth / face.unitsPerEm) * fontSize,
  };
}

/** Renders the card from src/data/site.ts and the logo; returns the PNG. */
export async function renderSocialCard(siteDir: string, logo: string): Promise<Buffer> {
  const {renderer, fontPath} = loadFromSite(siteDir);
  const paths = {name: fontPath(fontFiles.name), tagline: fontPath(fontFiles.tagline), host: fontPath(fontFiles.host)};
  const [name, tagline, host] = await Promise.all(
    [paths.name, paths.tagline, paths.host].map(async (path) => cardFont(await readFile(path))),
  );
  const svg = socialCardSvg({
    name: site.productName,
    tagline: site.tagline,
    host: new URL(site.url).host,
    logoSvg: await readFile(join(siteDir, logo), 'utf8'),
    fonts: {name, tagline, host},
  });
  const resvg = new renderer.Resvg(svg, {
    fitTo: {mode: 'original'},
    // Only the fonts we ship: the card must look the same on every build machine.
    font: {fontFiles: Object.values(paths), loadSystemFonts: false, defaultFontFamily: name.family},
  });
  return resvg.render().asPng();
}

/**
 * Draws the Open Graph / Twitter card (1200×630 PNG) after the build from the product's name,
 * tagline, URL and logo, so that the image never lags behind a rename or a new tagline.
 */
export default function socialCardPlugin(context: LoadContext, options: Options = {}): Plugin {
  const output = options.output ?? 'img/social-card.png';
  const logo = options.logo ?? 'static/img/logo.svg';
  return {
    name: 'social-card',
    async postBuild({outDir}) {
      const file = join(outDir, output);
      await mkdir(dirname(file), {recursive: true});
      await writeFile(file, await renderSocialCard(context.siteDir, logo));
    },
  };
}
