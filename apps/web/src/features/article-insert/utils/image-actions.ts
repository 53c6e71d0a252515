import type { ArticleImage } from '@prowrite/contracts';

export type ImageAction = 'screenshot' | 'retitle' | 'regenerate' | 'replace' | 'remove';

/**
 * Which entries an image's more-menu offers: a manual screenshot only for source figures with a file id, a
 * new title and footnote for source figures, regenerate only for AI images, replace for the others, remove
 * always.
 */
export function imageMenuActions(image: Pick<ArticleImage, 'image_source' | 'fid'>): ImageAction[] {
  const out: ImageAction[] = [];
  const ai = image.image_source === 'ai' || image.image_source === 'run_ai';
  if (image.image_source === 'file_source') {
    if (image.fid) out.push('screenshot');
    out.push('retitle');
  }
  out.push(ai ? 'regenerate' : 'replace');
  out.push('remove');
  return out;
}
