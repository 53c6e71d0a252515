import type { LayoutElement, RepeatElement, TemplateElement, TextStyle } from '../model';
import { box, panel, text } from './parts';

/**
 * Icon bullets, the drawn icons (shapes and lines only, so the PPTX writer draws them natively) and the
 * statement band, shared by the figure and table slides (hcp_ppt_a_013-014, 024, 027-028, 030).
 */

/** A white check mark drawn with two lines inside a circle of `size` at (x, y). */
function checkMark(key: string, x: number, y: number, size: number, colour: TextStyle['colour']) {
  const s = size / 16;
  return [
    {
      kind: 'line',
      key: `${key}_a`,
      shape: 'line',
      from: { x: x + 4 * s, y: y + 8.5 * s },
      to: { x: x + 7 * s, y: y + 11.5 * s },
      stroke: colour,
      strokeWidth: Math.max(1.5, 2 * s),
    },
    {
      kind: 'line',
      key: `${key}_b`,
      shape: 'line',
      from: { x: x + 7 * s, y: y + 11.5 * s },
      to: { x: x + 12 * s, y: y + 5 * s },
      stroke: colour,
      strokeWidth: Math.max(1.5, 2 * s),
    },
  ] as const satisfies TemplateElement[];
}

/** The bullet icon of key-point lists: a filled circle with a check. */
export function checkIcon(key: string, x: number, y: number, size = 16): TemplateElement[] {
  return [
    { kind: 'shape', key, shape: 'ellipse', box: box(x, y, size, size), fill: 'primary' },
    ...checkMark(key, x, y, size, 'inverse'),
  ];
}

/**
 * Key points as icon bullets: one row per entry (at most `maxCount`, so a layout showing "the first 2"
 * never draws a third), each a check icon and its text shrunk to fit the row.
 */
export function iconBullets(
  key: string,
  contentId: string,
  x: number,
  y: number,
  w: number,
  rowH: number,
  maxCount: number,
  fontSize = 14,
): RepeatElement {
  return {
    kind: 'repeat',
    key,
    contentId,
    maxCount,
    origin: { x, y },
    step: { dx: 0, dy: rowH },
    template: [
      ...checkIcon('icon', 0, 3, 16),
      {
        kind: 'itemText',
        key: 'text',
        field: 'text',
        box: box(26, 0, w - 26, rowH - 6),
        role: 'body',
        style: { fontSize, minFontSize: 10, colour: 'text', lineHeight: 1.35 },
        overflow: 'shrink',
      },
    ],
  };
}

/** A band with a bold statement (key conclusion, conclusion, main point) on the surface colour. */
export function statementBand(
  key: string,
  contentId: string,
  x: number,
  y: number,
  w: number,
  h: number,
  fontSize = 15,
): LayoutElement[] {
  return [
    panel(`${key}_band`, x, y, w, h, { fill: 'surface' }),
    { kind: 'shape', key: `${key}_mark`, shape: 'rect', box: box(x, y, 5, h), fill: 'accent' },
    text(
      key,
      contentId,
      box(x + 16, y + 4, w - 28, h - 8),
      { fontSize, minFontSize: 10, colour: 'title', weight: 'bold', valign: 'middle', lineHeight: 1.3 },
      { overflow: 'shrink' },
    ),
  ];
}
