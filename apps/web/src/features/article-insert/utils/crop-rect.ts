export type Point = { x: number; y: number };
export type Rect = { left: number; top: number; width: number; height: number };

/** The smallest crop worth saving, in CSS pixels of the drawn page. */
export const MIN_CROP = 8;
/** workbench brief: the crop is rendered at twice the drawn size. */
export const CROP_SCALE = 2;

/** The rectangle between two drag points, clamped to the page (`width` x `height`). */
export function dragRect(a: Point, b: Point, width: number, height: number): Rect {
  const clampX = (v: number) => Math.min(Math.max(0, v), width);
  const clampY = (v: number) => Math.min(Math.max(0, v), height);
  const x1 = clampX(Math.min(a.x, b.x));
  const x2 = clampX(Math.max(a.x, b.x));
  const y1 = clampY(Math.min(a.y, b.y));
  const y2 = clampY(Math.max(a.y, b.y));
  return { left: x1, top: y1, width: x2 - x1, height: y2 - y1 };
}

export function isUsableCrop(rect: Rect | null): rect is Rect {
  return rect !== null && rect.width >= MIN_CROP && rect.height >= MIN_CROP;
}

/** The crop in the pixels of a page rendered `scale` times larger, rounded outwards to whole pixels. */
export function scaleRect(rect: Rect, scale: number): Rect {
  const left = Math.floor(rect.left * scale);
  const top = Math.floor(rect.top * scale);
  return {
    left,
    top,
    width: Math.ceil((rect.left + rect.width) * scale) - left,
    height: Math.ceil((rect.top + rect.height) * scale) - top,
  };
}
