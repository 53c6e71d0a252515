import { extractFacts } from '../facts/extract-facts';
import { parseSource } from './parse-source';

const WARM_UP_ROUNDS = 3;

const WARM_UP_SENTENCES = [
  'A total of 12 patients were randomly assigned in a 1:1 ratio to drug A or placebo.',
  'The primary endpoint was progression-free survival assessed by blinded central review.',
  'The hazard ratio for death was 0.74 (95% CI, 0.65 to 0.85; P<0.001) in the drug A group.',
  'The median overall survival was 14.2 months with drug A and 11.0 months with placebo.',
];

/**
 * A two-page, two-column paper built in memory (Helvetica, bold headings, a small table), so warming up runs
 * the same layout, table and extraction code a real paper does.
 */
export function warmUpPdf(): Uint8Array {
  const pages = [0, 1].map((p) => {
    const ops: string[] = [];
    const text = (font: string, size: number, x: number, y: number, s: string) =>
      ops.push(`BT /${font} ${size} Tf ${x} ${y} Td (${s}) Tj ET`);
    if (p === 0) text('F2', 16, 50, 790, 'Drug A versus placebo in a warm-up trial');
    for (const [column, x] of [50, 310].entries()) {
      let y = 750;
      text('F2', 11, x, y, ['Methods', 'Results', 'Discussion', 'References'][p * 2 + column]!);
      y -= 16;
      for (let i = 0; i < 28; i++, y -= 12) {
        const words = WARM_UP_SENTENCES[(i + column + p) % WARM_UP_SENTENCES.length]!.split(' ');
        // Body lines alternate Times and Helvetica: pdf.js then loads and parses both a Type 1 and a TrueType
        // font program (its standard-font stand-ins), as it does for the embedded fonts of real papers.
        text(i % 3 === 0 ? 'F3' : 'F1', 9, x, y, words.slice((i % 2) * 8, (i % 2) * 8 + 8).join(' '));
      }
    }
    text('F2', 9, 50, 330, 'Table 1. Outcomes');
    ['Outcome|Drug A|Placebo', 'Death|12 (10.1)|20 (16.8)', 'Stroke|3 (2.5)|5 (4.2)'].forEach((row, r) => {
      row.split('|').forEach((cell, c) => {
        text(r === 0 ? 'F2' : 'F1', 9, 50 + c * 120, 314 - r * 12, cell);
      });
    });
    text('F1', 8, 290, 30, String(p + 1));
    return ops.join('\n');
  });
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [6 0 R 8 0 R] /Count 2 >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding >>',
  ];
  pages.forEach((content, i) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R /F3 5 0 R >> >> /Contents ${7 + i * 2} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    );
  });
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
 * Loads pdf.js and runs a small two-page paper through parsing and extraction a few times, so the first real
 * document a process (or worker thread) reads does not pay for loading and compiling them. Returns the ms taken.
 */
export async function warmUpEngine(): Promise<number> {
  const start = performance.now();
  // A few rounds: the first loads the code, the next ones let the JIT compile its hot paths.
  for (let round = 0; round < WARM_UP_ROUNDS; round++) {
    const doc = await parseSource(
      { bytes: warmUpPdf(), fileId: 'warm-up', kind: 'pdf', name: 'warm-up.pdf' },
      { cropFigures: false },
    );
    extractFacts(doc);
  }
  return performance.now() - start;
}
