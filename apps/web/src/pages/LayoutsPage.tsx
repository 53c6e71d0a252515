import { useSearchParams } from 'react-router';
import { isGalleryTemplate, LayoutGallery, LayoutSnapshot } from '../features/layout-gallery';

/** /layouts (administrators; the route guard checks): the layout gallery, or one slide for visual tests. */
export function LayoutsPage() {
  const [params] = useSearchParams();
  const template = params.get('template');
  if (params.get('snapshot') === '1') {
    return (
      <LayoutSnapshot
        id={params.get('id') ?? ''}
        template={isGalleryTemplate(template) ? template : 'general'}
        lang={params.get('lang') === 'en' ? 'en' : 'zh'}
      />
    );
  }
  return <LayoutGallery />;
}
