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

/** A valid PCM WAV (16-bit mono) of `seconds` of silence at `rate` samples per second. */
export function makeWav(seconds: number, rate = 8000): Buffer {
  const dataBytes = Math.round(seconds * rate) * 2;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(dataBytes, 40);
  return Buffer.concat([header, Buffer.alloc(dataBytes)]);
}
