import { useParams, useSearchParams } from 'react-router';
import { previewPair, PublicNotFound, PublicPreview } from '../features/public-preview';

/** /preview-ppt/:pptId?reportId= — public, no login, no console frame. Both halves or nothing loads. */
export function PublicPreviewPage() {
  const { pptId } = useParams();
  const [search] = useSearchParams();
  const pair = previewPair(pptId, search.get('reportId'));
  if (!pair) return <PublicNotFound />;
  return <PublicPreview key={`${pair.pptId}:${pair.reportId}`} pptId={pair.pptId} reportId={pair.reportId} />;
}
