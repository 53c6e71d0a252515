import { PrintDeckPage } from '../features/print';

/** /print/deck/:id?ticket=… — the server's read-only deck page for PDF/PNG export. */
export function DeckPrintPage() {
  return <PrintDeckPage />;
}
