import { useParams, useSearchParams } from 'react-router';
import { PrintArticle } from '../features/article-public/components/PrintArticle';
import { PrintFailure } from '../features/print/components/PrintFailure';
import { readPrintParams } from '../features/print/utils/print-params';

/** /print/article/:id?ticket=&mode=&width= — the server's read-only article page for PNG export. */
export function ArticlePrintPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const params = readPrintParams(search);
  if (!id || !params) return <PrintFailure message="This print page needs a work id and a ticket" />;
  return <PrintArticle params={params} />;
}
