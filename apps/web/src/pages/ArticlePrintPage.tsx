import { useParams, useSearchParams } from 'react-router';
import { PrintArticle } from '../features/article-public';
import { PrintFailure, readPrintParams } from '../features/print';

/** /print/article/:id?ticket=&mode=&width= — the server's read-only article page for PNG export. */
export function ArticlePrintPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const params = readPrintParams(search);
  if (!id || !params) return <PrintFailure message="This print page needs a work id and a ticket" />;
  return <PrintArticle params={params} />;
}
