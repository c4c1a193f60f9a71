/**
 * Just enough of a TrueType/OpenType reader to lay out one card: the family name and weight the
 * renderer will know the font by, and the advance width of each character. The card wraps its
 * text by these widths, because an SVG renderer does not wrap text itself.
 */

export interface FontFile {
  /** Family as resvg's font database names it: typographic family (name id 16), else family (1). */
  family: string;
  /** OS/2 usWeightClass, e.g. 800. */
  weight: number;
  /** Width of `text` set at `fontSize` px, without kerning. */
  measure: (text: string, fontSize: number) => number;
}

function tables(font: Buffer): Map<string, number> {
  const count = font.readUInt16BE(4);
  const offsets = new Map<string, number>();
  for (let i = 0; i < count; i += 1) {
    const record = 12 + i * 16;
    offsets.set(font.toString('latin1', record, record + 4), font.readUInt32BE(record + 8));
  }
  for (const tag of ['cmap', 'head', 'hhea', 'hmtx', 'name', 'OS/2']) {
    if (!offsets.has(tag)) throw new Error(`not a usable TrueType/OpenType font: no ${tag} table`);
  }
  return offsets;
}

function names(font: Buffer, offset: number): Map<number, string> {
  const count = font.readUInt16BE(offset + 2);
  const strings = offset + font.readUInt16BE(offset + 4);
  const found = new Map<number, string>();
  for (let i = 0; i < count; i += 1) {
    const record = offset + 6 + i * 12;
    const [platform, , language, id, length, start] = [0, 2, 4, 6, 8, 10].map((at) => font.readUInt16BE(record + at));
    const begin = strings + start;
    if (platform === 3 && language === 0x409) {
      const utf16 = Buffer.from(font.subarray(begin, begin + length)).swap16();
      found.set(id, utf16.toString('utf16le'));
    } else if (platform === 1 && language === 0 && !found.has(id)) {
      found.set(id, font.toString('latin1', begin, begin + length));
    }
  }
  return found;
}

/** Maps code points to glyph ids through the Unicode cmap (format 12 if present, else 4). */
function characterMap(font: Buffer, offset: number): (codePoint: number) => number {
  const count = font.readUInt16BE(offset + 2);
  const subtables: {platform: number; encoding: number; at: number}[] = [];
  for (let i = 0; i < count; i += 1) {
    const record = offset + 4 + i * 8;
    subtables.push({
      platform: font.readUInt16BE(record),
      encoding: font.readUInt16BE(record + 2),
      at: offset + font.readUInt32BE(record + 4),
    });
  }
  const full = subtables.find(
    (s) => font.readUInt16BE(s.at) === 12 && (s.platform === 0 || (s.platform === 3 && s.encoding === 10)),
  );
  if (full) {
    const groups = font.readUInt32BE(full.at + 12);
    return (codePoint) => {
      for (let i = 0; i < groups; i += 1) {
        const group = full.at + 16 + i * 12;
        const start = font.readUInt32BE(group);
        if (codePoint >= start && codePoint <= font.readUInt32BE(group + 4))
          return font.readUInt32BE(group + 8) + codePoint - start;
      }
      return 0;
    };
  }
  const basic = subtables.find(
    (s) => font.readUInt16BE(s.at) === 4 && (s.platform === 0 || (s.platform === 3 && s.encoding === 1)),
  );
  if (!basic) throw new Error('the font has no Unicode character map');
  const segments = font.readUInt16BE(basic.at + 6) / 2;
  const ends = basic.at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (codePoint) => {
    for (let i = 0; i < segments; i += 1) {
      if (codePoint > font.readUInt16BE(ends + i * 2)) continue;
      const start = font.readUInt16BE(starts + i * 2);
      if (codePoint < start) return 0;
      const delta = font.readInt16BE(deltas + i * 2);
      const rangeOffset = font.readUInt16BE(rangeOffsets + i * 2);
      if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
      const glyph = font.readUInt16BE(rangeOffsets + i * 2 + rangeOffset + (codePoint - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

export function readFontFile(font: Buffer): FontFile {
  const offsets = tables(font);
  const at = (tag: string) => offsets.get(tag) as number;
  const name = names(font, at('name'));
  const family = name.get(16) ?? name.get(1);
  if (!family) throw new Error('the font has no family name');
  const unitsPerEm = font.readUInt16BE(at('head') + 18);
  const metrics = font.readUInt16BE(at('hhea') + 34);
  const glyphOf = characterMap(font, at('cmap'));
  const advance = (glyph: number) => font.readUInt16BE(at('hmtx') + Math.min(glyph, metrics - 1) * 4);
  return {
    family,
    weight: font.readUInt16BE(at('OS/2') + 4),
    measure: (text, fontSize) => {
      let units = 0;
      for (const character of text) units += advance(glyphOf(character.codePointAt(0) ?? 0));
      return (units / unitsPerEm) * fontSize;
    },
  };
}
