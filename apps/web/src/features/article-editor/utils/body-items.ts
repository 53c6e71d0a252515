import { type ArticleComponent, type ArticleImage, type BodyItem, randomId } from '@prowrite/contracts';
import {
  type ContainerLoc,
  type ImageLoc,
  readImage,
  updateImage,
  updateItem,
  updateItems,
} from './locations';

/** A new body item holding one image (an image inserted inside a chapter or section). */
export function imageBodyItem(image: ArticleImage): BodyItem {
  return { id: randomId(), body: { text: '', image, images: [] }, image_prefix: '' };
}

export function textBodyItem(text = ''): BodyItem {
  return { id: randomId(), body: { text, image: null, images: [] }, image_prefix: '' };
}

/**
 * Where an item inserted "after `after`" lands in a list of `length` items: after the chosen index; -1 at
 * chapter level appends at the end, -1 at section level puts it first.
 */
export function bodyInsertIndex(length: number, after: number, level: 'chapter' | 'section'): number {
  if (after < 0) return level === 'chapter' ? length : 0;
  return Math.min(after + 1, length);
}

export function insertBodyItem(
  component: ArticleComponent,
  loc: ContainerLoc,
  after: number,
  item: BodyItem,
): ArticleComponent {
  return updateItems(component, loc, (items) => {
    const at = bodyInsertIndex(items.length, after, loc.section === null ? 'chapter' : 'section');
    const next = [...items];
    next.splice(at, 0, item);
    return next;
  });
}

/** Appends an image to a body's image list (a single image becomes the first of the list). */
export function addImageToBody(
  component: ArticleComponent,
  loc: ContainerLoc,
  item: number,
  image: ArticleImage,
): ArticleComponent {
  return updateItem(component, loc, item, (it) => {
    const images = it.body.image ? [it.body.image, ...it.body.images, image] : [...it.body.images, image];
    return { ...it, body: { ...it.body, image: null, images } };
  });
}

function hasImages(item: BodyItem): boolean {
  return item.body.image !== null || item.body.images.length > 0;
}

/**
 * Removing a body: one that has images loses only its text (the images stay); one without images goes
 * entirely.
 */
export function removeBodyItem(
  component: ArticleComponent,
  loc: ContainerLoc,
  item: number,
): ArticleComponent {
  return updateItems(component, loc, (items) => {
    const target = items[item];
    if (!target) return items;
    if (hasImages(target)) {
      if (!target.body.text) return items;
      const next = [...items];
      next[item] = { ...target, body: { ...target.body, text: '' } };
      return next;
    }
    return items.filter((_, i) => i !== item);
  });
}

/** Removes one image; a body left with neither text nor images goes too. */
export function removeImage(component: ArticleComponent, loc: ImageLoc): ArticleComponent {
  if (loc.kind === 'content') return component;
  return updateItems(component, loc.container, (items) => {
    const target = items[loc.item];
    if (!target) return items;
    const body =
      loc.slot === 'image'
        ? { ...target.body, image: null }
        : { ...target.body, images: target.body.images.filter((_, i) => i !== loc.slot) };
    const next = { ...target, body };
    if (!hasImages(next) && !body.text) return items.filter((_, i) => i !== loc.item);
    const out = [...items];
    out[loc.item] = next;
    return out;
  });
}

/**
 * Replacing or regenerating an image swaps its data; a regenerated image keeps its uniq_id. An empty title,
 * prefix or footnote of the new image keeps the old one's.
 */
export function swapImageData(
  old: ArticleImage,
  next: ArticleImage,
  mode: 'replace' | 'regenerate',
): ArticleImage {
  return {
    ...next,
    id: old.id,
    uniq_id: mode === 'regenerate' ? old.uniq_id : next.uniq_id,
    image_title: next.image_title || old.image_title,
    image_prefix: next.image_prefix || old.image_prefix,
    footnote: next.footnote || old.footnote,
  };
}

export function replaceImage(
  component: ArticleComponent,
  loc: ImageLoc,
  next: ArticleImage,
  mode: 'replace' | 'regenerate',
): ArticleComponent {
  if (!readImage(component, loc)) return component;
  return updateImage(component, loc, (old) => swapImageData(old, next, mode));
}
