import { Card, Empty, Tag } from 'antd';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SlideView } from '../../slide-render';
import { type GalleryItem, resolveSample, type SampleLang } from '../utils/gallery-items';

/** Card width 320 px: the slide is drawn at a third of its 960 px size. */
const CARD_SCALE = 1 / 3;

/** One layout in one template: its sample slide, id and description. */
export const GalleryCard = memo(function GalleryCard({
  item,
  lang,
}: {
  item: GalleryItem;
  lang: SampleLang;
}) {
  const { t } = useTranslation();
  const resolved = useMemo(() => resolveSample(item, lang), [item, lang]);
  return (
    <Card
      size="small"
      className="pw-gallery-card"
      data-testid="gallery-card"
      data-layout-id={item.layout.id}
      cover={
        <div className="pw-gallery-slide">
          {resolved ? (
            <SlideView resolved={resolved} scale={CARD_SCALE} />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('gallery.noSample')} />
          )}
        </div>
      }
    >
      <div className="pw-gallery-meta">
        <code className="pw-gallery-id">{item.layout.id}</code>
        <Tag>{t(item.layout.family === 'medical' ? 'gallery.family.medical' : 'gallery.family.general')}</Tag>
      </div>
      <p className="pw-gallery-description">{item.layout.description}</p>
    </Card>
  );
});
