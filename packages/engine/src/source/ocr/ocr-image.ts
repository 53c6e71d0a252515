import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OCR_LANGUAGES, runTesseract } from './tesseract';

/**
 * The text Tesseract reads in one picture (PNG, JPEG, GIF or WEBP bytes), whitespace tidied; '' when it
 * reads none. Fails with MissingOcrError when Tesseract or a language is not installed.
 */
export async function ocrImage(bytes: Uint8Array, extension: string, timeoutMs: number): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'prowrite-ocr-'));
  try {
    const file = join(dir, `image.${extension}`);
    await writeFile(file, bytes);
    const out = await runTesseract([file, 'stdout', '-l', OCR_LANGUAGES.join('+'), '--psm', '3'], timeoutMs);
    return out
      .split(/\n{2,}/)
      .map((p) => p.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .join('\n\n');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
