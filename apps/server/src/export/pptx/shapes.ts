import type { ResolvedLineShape, ResolvedShape } from '@prowrite/layouts';
import type PptxGenJS from 'pptxgenjs';
import { hex, inch, pt } from './units';

const PRESET = { rect: 'rect', roundRect: 'roundRect', ellipse: 'ellipse' } as const;

/**
 * A rectangle, rounded rectangle or ellipse. The web draws the border inside the box (border-box), PowerPoint
 * centres the outline on the geometry, so the geometry is inset by half the stroke to cover the same pixels.
 */
export function addShapeElement(slide: PptxGenJS.Slide, el: ResolvedShape) {
  const stroke = el.stroke && el.strokeWidth > 0 ? el.strokeWidth : 0;
  const half = stroke / 2;
  const w = Math.max(el.box.w - stroke, 0);
  const h = Math.max(el.box.h - stroke, 0);
  const transparency = Math.round((1 - Math.min(Math.max(el.opacity, 0), 1)) * 100);
  const radius = el.shape === 'roundRect' ? Math.min(Math.max(el.radius - half, 0), Math.min(w, h) / 2) : 0;
  slide.addShape(PRESET[el.shape], {
    x: inch(el.box.x + half),
    y: inch(el.box.y + half),
    w: inch(w),
    h: inch(h),
    objectName: el.key,
    fill: el.fill ? { color: hex(el.fill), transparency } : { type: 'none' },
    line: stroke > 0 ? { color: hex(el.stroke), width: pt(stroke), transparency } : { type: 'none' },
    ...(radius > 0 ? { rectRadius: inch(radius) } : {}),
  });
}

/**
 * A line or arrow between its two points: PowerPoint draws a line from the top-left to the bottom-right of its
 * box unless flipped, so the flips follow from where `to` lies; the arrow head sits at the end (`to`). Dashes
 * are PowerPoint's "dash" preset (4 on, 3 off in line widths), the same pattern the web draws.
 */
export function addLineElement(slide: PptxGenJS.Slide, el: ResolvedLineShape) {
  const x = Math.min(el.from.x, el.to.x);
  const y = Math.min(el.from.y, el.to.y);
  slide.addShape('line', {
    x: inch(x),
    y: inch(y),
    w: inch(Math.abs(el.to.x - el.from.x)),
    h: inch(Math.abs(el.to.y - el.from.y)),
    objectName: el.key,
    flipH: el.to.x < el.from.x,
    flipV: el.to.y < el.from.y,
    line: {
      color: hex(el.stroke),
      width: pt(el.strokeWidth),
      dashType: el.dash ? 'dash' : 'solid',
      ...(el.shape === 'arrow' ? { endArrowType: 'triangle' as const } : {}),
    },
  });
}
