import { useParams, useSearchParams } from 'react-router';
import { readPrintParams } from '../utils/print-params';
import { PrintDeck } from './PrintDeck';
import { PrintFailure } from './PrintFailure';

/** /print/deck/:id?ticket=&mode=&width= — the server's own read-only deck page for PDF and PNG export. */
export function PrintDeckPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const params = readPrintParams(search);
  if (!id || !params) return <PrintFailure message="This print page needs a work id and a ticket" />;
  return <PrintDeck params={params} />;
}
