import type { ContentIdDeclaration, LayoutElement, TextStyle } from '../model';
import { box, panel, text } from './parts';

/** Figure frames, captions, figure ids and the key-point header of the figure slides (hcp_ppt_a_013-018, 025, 030). */

/** A light frame with one figure of `contentId` inside it (contain: the drawn box keeps the ratio). */
export function figureFrame(
  key: string,
  contentId: string,
  x: number,
  y: number,
  w: number,
  h: number,
  index = 0,
): LayoutElement[] {
  return [
    panel(`${key}_frame`, x, y, w, h, { fill: 'background', stroke: 'line', strokeWidth: 1 }),
    { kind: 'image', key, contentId, index, box: box(x + 6, y + 6, w - 12, h - 12), fit: 'contain' },
  ];
}

/** A caption under or over a figure. */
export const captionStyle = (align: 'left' | 'center' = 'center'): TextStyle => ({
  fontSize: 13,
  minFontSize: 10,
  colour: 'textSecondary',
  weight: 'bold',
  align,
  valign: 'middle',
  lineHeight: 1.3,
});

/** Common content ids of figure slides. */
export const figureIds = (id: 'figure' | 'figures', maxItems: number, description: string) =>
  ({ id, kind: 'image', required: true, maxItems, description }) satisfies ContentIdDeclaration;

/** The key-point header of retrospective slides: a primary band with one statement in white. */
export function keyPointHeader(contentId = 'key_points_title'): LayoutElement[] {
  return [
    { kind: 'shape', key: 'key_point_band', shape: 'rect', box: box(48, 92, 864, 48), fill: 'primary' },
    text(
      'key_point_header',
      contentId,
      box(62, 96, 836, 40),
      { fontSize: 15, minFontSize: 11, colour: 'inverse', weight: 'bold', valign: 'middle', lineHeight: 1.3 },
      { overflow: 'shrink' },
    ),
  ];
}
