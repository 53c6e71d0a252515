import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeTextPdf } from '@prowrite/engine/testing/make-pdf';

/**
 * A PNG picture of printed text, for OCR tests: the lines are set as a PDF page, then rasterised by
 * poppler's pdftoppm (real glyph shapes, what a screenshot of a document holds). Needs pdftoppm on PATH.
 */
export function textPicturePng(lines: string[], dpi = 200): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'prowrite-textpng-'));
  try {
    const pdf = join(dir, 'page.pdf');
    writeFileSync(pdf, makeTextPdf({ pages: [lines] }));
    execFileSync('pdftoppm', ['-png', '-singlefile', '-r', String(dpi), pdf, join(dir, 'page')]);
    return readFileSync(join(dir, 'page.png'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
