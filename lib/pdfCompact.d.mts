/** The PDF with its non-stream objects packed into compressed object streams; the input when it cannot. */
export function compactPdf(pdf: Buffer): Buffer;
