import type { ArticleImage } from '@prowrite/contracts';
import { Image } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileSrc } from '../../../lib/url-tickets';

export type ImagePreviewGalleryProps = {
  /** The work's images in reading order; one image gives a single-image preview. */
  images: ArticleImage[];
  index: number;
  open: boolean;
  onClose: () => void;
};

/**
 * The preview gallery of an article's images: arrow keys and the side buttons move between images, Escape
 * closes; a single image previews alone.
 */
export function ImagePreviewGallery({ images, index, open, onClose }: ImagePreviewGalleryProps) {
  const { t } = useTranslation();
  const fileSrc = useFileSrc();
  const [current, setCurrent] = useState(index);
  useEffect(() => {
    if (open) setCurrent(Math.min(Math.max(0, index), Math.max(0, images.length - 1)));
  }, [open, index, images.length]);

  const items = useMemo(
    () =>
      images.map((image) => ({
        src: fileSrc(image.url),
        alt: image.image_title || t('insert.image.defaultTitle'),
      })),
    [images, t, fileSrc],
  );
  if (items.length === 0) return null;

  return (
    <Image.PreviewGroup
      items={items}
      preview={{
        open,
        current,
        onChange: (next) => setCurrent(next),
        onOpenChange: (next) => {
          if (!next) onClose();
        },
      }}
    />
  );
}
