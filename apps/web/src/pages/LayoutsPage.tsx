import { useSearchParams } from 'react-router';
import { LayoutGallery } from '../features/layout-gallery/components/LayoutGallery';
import { LayoutSnapshot } from '../features/layout-gallery/components/LayoutSnapshot';
import { isGalleryTemplate } from '../features/layout-gallery/utils/gallery-items';

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
