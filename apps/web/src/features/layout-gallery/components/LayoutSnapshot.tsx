import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SlideView } from '../../slide-render';
import { type GalleryTemplate, galleryItems, resolveSample, type SampleLang } from '../utils/gallery-items';
import '../layout-gallery.css';

/**
 * Test-only mode of /layouts (?snapshot=1&id=..&template=..&lang=..): ONE slide at 960 x 540, scale 1, no
 * animation, fixed over the page's top-left corner so a screenshot of it does not depend on the console frame.
 */
export function LayoutSnapshot({
  id,
  template,
  lang,
}: {
  id: string;
  template: GalleryTemplate;
  lang: SampleLang;
}) {
  const { t } = useTranslation();
  const resolved = useMemo(() => {
    const item = galleryItems(template, lang).find((i) => i.layout.id === id);
    return item ? resolveSample(item, lang) : null;
  }, [id, template, lang]);
  return (
    <div
      className="pw-gallery-snapshot"
      data-testid="layout-snapshot"
      data-ready={resolved ? 'true' : 'false'}
    >
      {resolved ? <SlideView resolved={resolved} scale={1} /> : <p>{t('gallery.noSample')}</p>}
    </div>
  );
}
