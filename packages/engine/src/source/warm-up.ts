import { extractFacts } from '../facts/extract-facts';
import { parseSource } from './parse-source';

/** A one-page PDF (Helvetica, one sentence) built in memory, for warming up the PDF path. */
export function warmUpPdf(): Uint8Array {
  const text = 'A total of 12 patients were randomly assigned in a 1:1 ratio to drug A or placebo.';
  const content = `BT /F1 10 Tf 50 770 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = out.length;
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xrefAt = out.length;
  const xref = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${xref}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

/**
 * Loads pdf.js and runs one tiny PDF through parsing and extraction, so the first real document a process
 * (or worker thread) reads does not pay for loading and compiling them. Returns the time taken in ms.
 */
export async function warmUpEngine(): Promise<number> {
  const start = performance.now();
  const doc = await parseSource(
    { bytes: warmUpPdf(), fileId: 'warm-up', kind: 'pdf', name: 'warm-up.pdf' },
    { cropFigures: false },
  );
  extractFacts(doc);
  return performance.now() - start;
}
