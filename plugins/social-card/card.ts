/** The social card's layout: a 1200×630 SVG in the brand's violet, with logo, name, tagline and host. */

export const width = 1200;
export const height = 630;

export interface CardFont {
  family: string;
  weight: number;
  measure: (text: string, fontSize: number) => number;
}

export interface CardContent {
  name: string;
  tagline: string;
  host: string;
  /** The logo's SVG source; drawn on a white badge, because the mark itself is violet. */
  logoSvg: string;
  fonts: {name: CardFont; tagline: CardFont; host: CardFont};
}

const violet = '#712cf9';
const violetDark = '#4a1fa6';
const margin = 80;
const textWidth = width - 2 * margin;
/** The hexagon of the logo, repeated large in the background. */
const hexagon = 'M32 2 58 17v30L32 62 6 47V17Z';

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Greedy word wrap by measured width; a word longer than a line gets a line of its own. */
export function wrap(text: string, maxWidth: number, measure: (line: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest size from `sizes` at which `text` fits `maxLines` lines of `maxWidth`. */
export function fit(
  text: string,
  font: CardFont,
  maxWidth: number,
  sizes: number[],
  maxLines: number,
): {size: number; lines: string[]} {
  const measureAt = (size: number) => (line: string) => font.measure(line, size);
  for (const size of sizes) {
    const lines = wrap(text, maxWidth, measureAt(size));
    if (lines.length <= maxLines && lines.every((line) => measureAt(size)(line) <= maxWidth)) return {size, lines};
  }
  const size = sizes[sizes.length - 1];
  throw new Error(`"${text}" does not fit ${maxLines} line(s) of ${maxWidth}px even at ${size}px: shorten it.`);
}

/** Inner markup and viewBox of the logo, to nest it as an <svg> element of the card. */
export function logoParts(svg: string): {viewBox: string; inner: string} {
  const match = /<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(svg.trim());
  const viewBox = match && /\bviewBox="([^"]+)"/.exec(match[1]);
  if (!match || !viewBox) throw new Error('the logo is not an SVG with a viewBox');
  return {viewBox: viewBox[1], inner: match[2]};
}

function textElement(
  font: CardFont,
  size: number,
  fill: string,
  lines: string[],
  x: number,
  firstBaseline: number,
  lineHeight: number,
): string {
  const spans = lines
    .map((line, i) => `<tspan x="${x}" y="${Math.round(firstBaseline + i * lineHeight)}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<text font-family="${escapeXml(font.family)}" font-weight="${font.weight}" font-size="${size}" fill="${fill}">${spans}</text>`;
}

export function socialCardSvg({name, tagline, host, logoSvg, fonts}: CardContent): string {
  const logo = logoParts(logoSvg);
  const badge = 150;
  const badgeY = 100;
  const nameX = margin + badge + 40;
  const nameFit = fit(name, fonts.name, width - margin - nameX, [128, 112, 96, 80, 64], 1);
  const taglineFit = fit(tagline, fonts.tagline, textWidth - 80, [52, 48, 44, 40, 36], 3);
  const taglineLineHeight = Math.round(taglineFit.size * 1.3);
  const taglineTop = badgeY + badge + 70;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs><linearGradient id="background" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${violet}"/><stop offset="1" stop-color="${violetDark}"/>`,
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#background)"/>`,
    `<path d="${hexagon}" transform="translate(790 -40) scale(10.5)" fill="none" stroke="#ffffff" stroke-opacity="0.12" stroke-width="0.5"/>`,
    `<path d="${hexagon}" transform="translate(960 330) scale(5)" fill="#ffffff" fill-opacity="0.06"/>`,
    `<rect x="${margin}" y="${badgeY}" width="${badge}" height="${badge}" rx="36" fill="#ffffff"/>`,
    `<svg x="${margin + 20}" y="${badgeY + 20}" width="${badge - 40}" height="${badge - 40}" viewBox="${logo.viewBox}">${logo.inner}</svg>`,
    // The name's baseline sits where its capitals are centred on the badge (cap height ≈ 0.7 em).
    textElement(fonts.name, nameFit.size, '#ffffff', nameFit.lines, nameX, badgeY + badge / 2 + nameFit.size * 0.35, 0),
    textElement(
      fonts.tagline,
      taglineFit.size,
      '#efe8ff',
      taglineFit.lines,
      margin,
      taglineTop + taglineFit.size,
      taglineLineHeight,
    ),
    `<rect x="${margin}" y="${height - 118}" width="64" height="6" rx="3" fill="#ffffff" fill-opacity="0.7"/>`,
    textElement(fonts.host, 34, '#ffffff', [host], margin, height - 70, 0),
    '</svg>',
  ].join('');
}
