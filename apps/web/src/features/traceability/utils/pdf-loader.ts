import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { fetchRawFile } from '../api/trace-api';

/*
 * Only imported lazily (by PdfPageView): pdf.js and its worker download the first time a PDF source is shown.
 */
GlobalWorkerOptions.workerSrc = workerUrl;

/** Open documents by file id: opening the same source again (another number) reuses the parsed file. */
const documents = new Map<string, Promise<PDFDocumentProxy>>();
const MAX_OPEN = 4;

export function loadPdf(fileId: string): Promise<PDFDocumentProxy> {
  const cached = documents.get(fileId);
  if (cached) return cached;
  const loading = fetchRawFile(fileId).then(
    (bytes) =>
      // Never evaluate code from a PDF (font programs are interpreted instead).
      getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise,
  );
  documents.set(fileId, loading);
  loading.catch(() => documents.delete(fileId));
  while (documents.size > MAX_OPEN) {
    const [oldest, doc] = documents.entries().next().value as [string, Promise<PDFDocumentProxy>];
    documents.delete(oldest);
    void doc.then((d) => d.destroy()).catch(() => undefined);
  }
  return loading;
}
