import type { ContentItem } from '@prowrite/contracts';
import type {
  ContentIdDeclaration,
  LayoutElement,
  RepeatElement,
  TableElement,
  TemplateElement,
  TextStyle,
} from '../model';
import { box, panel, text } from './parts';

/**
 * Helpers of engineer B's medical layouts: figure frames, the generic table slot, icon bullets and the
 * drawn icons (shapes and lines only, so the PPTX writer draws them natively).
 */

/**
 * The spec's table content ids. A table slide declares one generic `table` slot; a writer that holds a
 * table under one of these ids stores it as `table` (see `asTableSlot`), keeping the kind in `text`.
 */
export const MEDICAL_TABLE_CONTENT_IDS = [
  'table_baseline_characteristics',
  'table_adverse_events',
  'table_grade_5_AE',
  'table_pfs',
  'table_anti_lymphoma_therapies',
  'table_EFS',
  'table_efficacy',
  'table_subgroup_analysis',
  'table_primary_endpoint',
  'table_special_adverse_event',
  'table_common_adverse_events',
] as const;
export type MedicalTableContentId = (typeof MEDICAL_TABLE_CONTENT_IDS)[number];

/** A spec table content item moved into the generic `table` slot; other items are returned unchanged. */
export function asTableSlot(item: ContentItem): ContentItem {
  if (!(MEDICAL_TABLE_CONTENT_IDS as readonly string[]).includes(item.id)) return item;
  return { ...item, id: 'table', text: item.text ?? item.id };
}

export const TABLE_SLOT: ContentIdDeclaration = {
  id: 'table',
  kind: 'table',
  required: true,
  maxItems: 80,
  description: `headers and rows (cells may have col_span); one of ${MEDICAL_TABLE_CONTENT_IDS.join(', ')}`,
};

/** A spec-sized table (header 15, cells 13, one-line rows 24 px high) whose extra rows split the slide. */
export function medicalTable(
  x: number,
  y: number,
  width: 870 | 866 | 877 | 571 | 548 | 440 | 430,
  maxHeight: number,
): TableElement {
  return {
    kind: 'table',
    key: 'table',
    contentId: 'table',
    x,
    y,
    width,
    maxHeight,
    headerFontSize: 15,
    cellFontSize: 13,
    cellMaxHeight: 24,
    overflow: 'split',
  };
}

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
