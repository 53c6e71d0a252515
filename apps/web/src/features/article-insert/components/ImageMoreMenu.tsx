import type { ArticleImage } from '@prowrite/contracts';

export type ImageMoreMenuProps = {
  workId: string;
  image: ArticleImage;
  onReplace: (image: ArticleImage) => void;
  onRemove: () => void;
  onRegenerate: (image: ArticleImage) => void;
  onScreenshot: (image: ArticleImage) => void;
};

export function ImageMoreMenu(_props: ImageMoreMenuProps) {
  return null;
}
