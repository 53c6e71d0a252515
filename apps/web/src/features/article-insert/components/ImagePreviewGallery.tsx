import type { ArticleImage } from '@prowrite/contracts';

export type ImagePreviewGalleryProps = {
  images: ArticleImage[];
  index: number;
  open: boolean;
  onClose: () => void;
};

export function ImagePreviewGallery(_props: ImagePreviewGalleryProps) {
  return null;
}
