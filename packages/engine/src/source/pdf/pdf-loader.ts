import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { UnreadableSourceError } from '../source-document';

/** Above this many pages a file is refused: parsing time and memory grow with pages. */
export const MAX_PDF_PAGES = 1000;

type PdfjsModule = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjsPromise: Promise<PdfjsModule> | null = null;

/** pdfjs is large: load it once, on first use, so importing the engine stays cheap. */
export function loadPdfjs(): Promise<PdfjsModule> {
  pdfjsPromise ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjsPromise;
}

function pdfjsAssetDir(sub: string): string {
  const require = createRequire(import.meta.url);
  return `${join(dirname(require.resolve('pdfjs-dist/package.json')), sub)}/`;
}

/** True when the bytes look like a PDF at all (the header may follow a little junk). */
export function hasPdfHeader(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  return head.includes('%PDF-');
}

/** Opens a PDF with pdfjs (fake worker in Node) and maps its failures to messages a user can act on. */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  if (!hasPdfHeader(bytes)) {
    throw new UnreadableSourceError('This file is not a PDF (no PDF header found).');
  }
  const pdfjs = await loadPdfjs();
  // pdfjs takes ownership of (and may detach) the buffer it is given, and refuses Node Buffers: hand it
  // a plain Uint8Array copy (Buffer.prototype.slice would be a view, and still a Buffer).
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    standardFontDataUrl: pdfjsAssetDir('standard_fonts'),
    cMapUrl: pdfjsAssetDir('cmaps'),
    cMapPacked: true,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
    stopAtErrors: false,
  });
  // A password prompt would wait forever: refuse at the first request instead.
  let passwordRequested = false;
  task.onPassword = () => {
    passwordRequested = true;
    void task.destroy();
  };
  let doc: PDFDocumentProxy;
  try {
    doc = await task.promise;
  } catch (error) {
    throw toUnreadable(passwordRequested ? new Error('password required') : error);
  }
  if (doc.numPages > MAX_PDF_PAGES) {
    const pages = doc.numPages;
    await doc.destroy();
    throw new UnreadableSourceError(
      `This PDF has ${pages} pages; at most ${MAX_PDF_PAGES} pages can be read. Split it into smaller files.`,
    );
  }
  if (doc.numPages === 0) {
    await doc.destroy();
    throw new UnreadableSourceError('This PDF has no pages.');
  }
  return doc;
}

function toUnreadable(error: unknown): UnreadableSourceError {
  if (error instanceof UnreadableSourceError) return error;
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'PasswordException' || /password/i.test(message)) {
    return new UnreadableSourceError(
      'This PDF is password-protected (encrypted). Remove the password and upload it again.',
    );
  }
  if (name === 'InvalidPDFException' || name === 'FormatError' || name === 'UnknownErrorException') {
    return new UnreadableSourceError('This PDF is damaged or incomplete and cannot be read.');
  }
  return new UnreadableSourceError(`This PDF cannot be read (${message.slice(0, 200)}).`);
}
