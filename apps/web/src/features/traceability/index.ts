/**
 * Source traceability: the source panel (a source's page with the quote marked), number checks against the
 * sources, and the lookups the boards and the article editor share.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist';

export { findNumber } from './utils/loose-match';
export { useSourcePanel } from './hooks/source-panel-context';
export { provenanceFor, quoteQuery } from './utils/trace-target';
export { CheckNumbersButton } from './components/CheckNumbersButton';
export { useSourceTrace } from './hooks/use-source-trace';
export { SourcePanelProvider } from './components/SourcePanelProvider';

/** A team source file opened with pdf.js, which is loaded on first use (it is large). */
export async function loadPdf(fileId: string): Promise<PDFDocumentProxy> {
  return (await import('./utils/pdf-loader')).loadPdf(fileId);
}
