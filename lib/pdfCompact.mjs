// Packs the dictionaries of a PDF that Chromium (Skia) wrote into compressed object streams, with a
// cross-reference stream (PDF 1.5): what a tagged, outlined PDF of a thousand pages is mostly made of
// (a structure element per paragraph, span and table cell, written uncompressed) shrinks about
// tenfold, while pages, fonts, pictures, links and the outline stay byte for byte as Chromium wrote them.
import {deflateSync} from 'node:zlib';

/** Objects per object stream: large enough to compress well, small enough to read one quickly. */
const perStream = 500;

/**
 * @param {Buffer} pdf a PDF with a classic cross-reference table and trailer (as Skia writes it)
 * @returns {Buffer} the same document with its non-stream objects in object streams; the input,
 *   unchanged, when it is not laid out as expected
 */
export function compactPdf(pdf) {
  const text = pdf.toString('latin1');
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text);
  if (!startxref) return pdf;
  const xrefAt = Number(startxref[1]);
  if (text.slice(xrefAt, xrefAt + 4) !== 'xref') return pdf;
  const trailerAt = text.indexOf('trailer', xrefAt);
  if (trailerAt === -1) return pdf;

  // The classic table: subsections "first count", then 20-byte entries "offset gen n|f".
  const offsets = new Map();
  const table = text
    .slice(xrefAt + 4, trailerAt)
    .trim()
    .split(/\r?\n/);
  for (let line = 0; line < table.length;) {
    const [first, count] = table[line++].trim().split(/\s+/).map(Number);
    for (let index = 0; index < count; index++, line++) {
      const [offset, generation, kind] = table[line].trim().split(/\s+/);
      if (kind === 'n') {
        if (Number(generation) !== 0) return pdf;
        offsets.set(first + index, Number(offset));
      }
    }
  }
  const trailer = /<<([\s\S]*)>>/.exec(text.slice(trailerAt, text.indexOf('startxref', trailerAt)));
  if (!trailer || /\/(?:Encrypt|Prev)\b/.test(trailer[1])) return pdf;
  const size = Number(/\/Size\s+(\d+)/.exec(trailer[1])?.[1] ?? 0);
  if (size === 0) return pdf;

  // Each object's body: from after "N 0 obj" to its "endobj", by the next object's offset.
  const sorted = [...offsets].sort((a, b) => a[1] - b[1]);
  const bodies = new Map();
  for (let index = 0; index < sorted.length; index++) {
    const [number, offset] = sorted[index];
    const end = index + 1 < sorted.length ? sorted[index + 1][1] : xrefAt;
    const opening = `${number} 0 obj`;
    if (text.slice(offset, offset + opening.length) !== opening) return pdf;
    const head = [opening];
    const close = text.lastIndexOf('endobj', end);
    if (close < offset) return pdf;
    bodies.set(number, {start: offset + head[0].length, end: close});
  }

  const header = Buffer.from('%PDF-1.5\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const parts = [header];
  let position = header.length;
  const write = (buffer) => {
    parts.push(buffer);
    position += buffer.length;
  };
  /** @type {Map<number, [number, number, number]>} object → xref entry (type, field 2, field 3) */
  const entries = new Map();
  const packed = [];
  for (const [number, {start, end}] of [...bodies].sort((a, b) => a[0] - b[0])) {
    if (
      text
        .slice(Math.max(start, end - 24), end)
        .trimEnd()
        .endsWith('endstream')
    ) {
      entries.set(number, [1, position, 0]);
      write(
        Buffer.concat([Buffer.from(`${number} 0 obj`, 'latin1'), pdf.subarray(start, end), Buffer.from('endobj\n')]),
      );
    } else {
      packed.push([number, text.slice(start, end).trim()]);
    }
  }
  let next = size;
  for (let from = 0; from < packed.length; from += perStream) {
    const group = packed.slice(from, from + perStream);
    const streamNumber = next++;
    let index = '';
    let data = '';
    group.forEach(([number, body], slot) => {
      index += `${number} ${Buffer.byteLength(data, 'latin1')} `;
      data += `${body}\n`;
      entries.set(number, [2, streamNumber, slot]);
    });
    const content = deflateSync(Buffer.from(index + data, 'latin1'));
    entries.set(streamNumber, [1, position, 0]);
    write(
      Buffer.concat([
        Buffer.from(
          `${streamNumber} 0 obj\n<</Type /ObjStm /N ${group.length} /First ${Buffer.byteLength(index, 'latin1')} /Filter /FlateDecode /Length ${content.length}>> stream\n`,
          'latin1',
        ),
        content,
        Buffer.from('\nendstream\nendobj\n', 'latin1'),
      ]),
    );
  }
  const xrefNumber = next++;
  entries.set(xrefNumber, [1, position, 0]);
  const rows = Buffer.alloc(next * 7);
  for (let number = 0; number < next; number++) {
    const [type, second, third] = entries.get(number) ?? [0, 0, number === 0 ? 0xffff : 0];
    rows.writeUInt8(type, number * 7);
    rows.writeUInt32BE(second, number * 7 + 1);
    rows.writeUInt16BE(third, number * 7 + 5);
  }
  const xref = deflateSync(rows, {level: 9});
  const kept = trailer[1].replace(/\/Size\s+\d+/, '').trim();
  const xrefStart = position;
  write(
    Buffer.concat([
      Buffer.from(
        `${xrefNumber} 0 obj\n<</Type /XRef /Size ${next} /W [1 4 2] /Filter /FlateDecode /Length ${xref.length} ${kept}>> stream\n`,
        'latin1',
      ),
      xref,
      Buffer.from(`\nendstream\nendobj\nstartxref\n${xrefStart}\n%%EOF\n`, 'latin1'),
    ]),
  );
  return Buffer.concat(parts);
}
