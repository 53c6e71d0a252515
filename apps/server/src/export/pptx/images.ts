import type { Box, ResolvedImage } from '@prowrite/layouts';
import type PptxGenJS from 'pptxgenjs';
import type { DeckMedia } from './media';
import { inch, xmlSafe } from './units';
import type { VectorParts } from './vectors';

/** The part of a frame a picture of this ratio fills under contain (centred), as the browser's object-fit. */
function containBox(frame: Box, ratio: number): Box {
  if (ratio >= frame.w / frame.h) {
    const h = frame.w / ratio;
    return { x: frame.x, y: frame.y + (frame.h - h) / 2, w: frame.w, h };
  }
  const w = frame.h * ratio;
  return { x: frame.x + (frame.w - w) / 2, y: frame.y, w, h: frame.h };
}

/**
 * A figure or logo at its draw box. Contain: the picture's own ratio fits it inside the draw box (the resolver
 * fitted that box when the content gave a ratio), as object-fit does on the board. Cover: the picture is
 * cropped (srcRect) to fill the frame. An SVG in the converter's subset becomes native shapes (see
 * masters.ts for why); a picture that could not be loaded leaves the slot empty.
 */
export function addImageElement(
  slide: PptxGenJS.Slide,
  el: ResolvedImage,
  media: DeckMedia,
  vectors: VectorParts,
) {
  const image = media.get(el.src);
  if (!image) return;
  const svg = media.svgOf(el.src);
  if (svg && vectors.add(slide, svg, el.drawBox, el.fit, xmlSafe(el.caption))) return;
  const ratio = image.ratio ?? el.ratio;
  const base = { data: image.data, objectName: el.key, altText: xmlSafe(el.caption) };
  if (el.fit === 'cover' && ratio) {
    const frame = el.drawBox;
    slide.addImage({
      ...base,
      x: inch(frame.x),
      y: inch(frame.y),
      w: inch(frame.w),
      h: inch(frame.w / ratio),
      sizing: { type: 'cover', w: inch(frame.w), h: inch(frame.h) },
    });
    return;
  }
  const box = image.ratio ? containBox(el.drawBox, image.ratio) : el.drawBox;
  slide.addImage({ ...base, x: inch(box.x), y: inch(box.y), w: inch(box.w), h: inch(box.h) });
}
