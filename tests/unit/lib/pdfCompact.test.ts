/** lib/pdfCompact.mjs: the PDF packer the docs PDF goes through (its output is read in tests/e2e/docs-pdf.spec.ts). */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {getDocument} from 'pdfjs-dist/legacy/build/pdf.mjs';

import {compactPdf} from '../../../lib/pdfCompact.mjs';

describe('compactPdf', () => {
  test('leaves what it cannot read alone', () => {
    const notPdf = Buffer.from('not a PDF');
    assert.equal(compactPdf(notPdf), notPdf);
  });

  test('packs the objects of a small PDF into an object stream that a reader opens', async () => {
    // A one-page PDF with a classic cross-reference table, as Skia writes one.
    const objects = [
      '<</Type /Catalog /Pages 2 0 R>>',
      '<</Type /Pages /Kids [3 0 R] /Count 1>>',
      '<</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R>>',
      '<</Length 0>> stream\n\nendstream',
    ];
    let body = '%PDF-1.4\n';
    const offsets: number[] = [];
    objects.forEach((object, index) => {
      offsets.push(body.length);
      body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    });
    const xref = body.length;
    body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
    body += `trailer\n<</Size ${objects.length + 1} /Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
    const packed = compactPdf(Buffer.from(body, 'latin1'));
    assert.match(packed.toString('latin1'), /\/Type \/ObjStm/);
    const pdf = await getDocument({data: new Uint8Array(packed), verbosity: 0, isEvalSupported: false}).promise;
    assert.equal(pdf.numPages, 1);
    await pdf.destroy();
  });
});
