import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { readScreenshotParams, TweetsScreenshot } from '../features/article-public';

/** /tweets-screenshot/:prowriteId/:token?width=&size= — public, no login, no frame. Both parts or nothing loads. */
export function ArticleScreenshotPage() {
  const { prowriteId = '', token = '' } = useParams();
  const [search] = useSearchParams();
  const params = useMemo(() => readScreenshotParams(search), [search]);
  if (!prowriteId || !token) return null;
  return (
    <TweetsScreenshot key={`${prowriteId}:${token}`} prowriteId={prowriteId} token={token} params={params} />
  );
}
