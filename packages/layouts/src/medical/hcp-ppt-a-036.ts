import { type LayoutDeclaration, NUMBERED_GROUP_THRESHOLD, type RepeatElement } from '../model';
import { box, medicalAnimation, pageNumber, text } from './parts';

/** Variant id for more than three groups: every group is numbered (the id is also the layout's class name). */
export const HAS_NUMBER_ALL = 'has-number-all';
const MAX_GROUPS = 6;

/** One to three groups: one column of tall rows with an accent marker instead of a number. */
const listed: RepeatElement = {
  kind: 'repeat',
  key: 'groups',
  contentId: 'text_group',
  maxCount: NUMBERED_GROUP_THRESHOLD,
  origin: { x: 340, y: 56 },
  step: { dx: 0, dy: 134 },
  template: [
    { kind: 'shape', key: 'marker', shape: 'rect', box: box(0, 4, 5, 26), fill: 'accent' },
    {
      kind: 'itemText',
      key: 'title',
      field: 'title',
      box: box(16, 0, 556, 34),
      role: 'body',
      style: {
        fontSize: 15,
        minFontSize: 12,
        colour: 'title',
        weight: 'bold',
        valign: 'middle',
        lineHeight: 1.3,
      },
      overflow: 'shrink',
      typing: 'title',
    },
    {
      kind: 'itemText',
      key: 'bullets',
      field: 'bullets',
      box: box(16, 38, 556, 86),
      role: 'body',
      style: { fontSize: 13, minFontSize: 10, colour: 'textSecondary', lineHeight: 1.35 },
      overflow: 'shrink',
    },
  ],
};

/** Four to six groups: two per row, each group with its zero-padded number (01, 02, ...). */
const numbered: RepeatElement = {
  kind: 'repeat',
  key: 'groups',
  contentId: 'text_group',
  maxCount: MAX_GROUPS,
  origin: { x: 336, y: 52 },
  step: { dx: 296, dy: 0 },
  columns: 2,
  rowStep: { dx: 0, dy: 136 },
  template: [
    { kind: 'shape', key: 'badge', shape: 'ellipse', box: box(0, 0, 36, 36), fill: 'primary' },
    {
      kind: 'itemText',
      key: 'number',
      field: 'number',
      numberFormat: 'pad2',
      box: box(0, 0, 36, 36),
      role: 'label',
      style: {
        fontSize: 13,
        colour: 'inverse',
        weight: 'bold',
        align: 'center',
        valign: 'middle',
        lineHeight: 1.2,
      },
      overflow: 'clamp',
      typing: 'none',
    },
    {
      kind: 'itemText',
      key: 'title',
      field: 'title',
      box: box(44, 0, 232, 36),
      role: 'body',
      style: {
        fontSize: 14,
        minFontSize: 11,
        colour: 'title',
        weight: 'bold',
        valign: 'middle',
        lineHeight: 1.25,
      },
      overflow: 'shrink',
      typing: 'title',
    },
    {
      kind: 'itemText',
      key: 'bullets',
      field: 'bullets',
      box: box(44, 40, 232, 86),
      role: 'body',
      style: { fontSize: 12, minFontSize: 10, colour: 'textSecondary', lineHeight: 1.3 },
      overflow: 'shrink',
    },
  ],
};

/**
 * Title on a coloured left panel and a right-hand list of groups (group title + bullet texts). More than
 * three groups switch to the `has-number-all` variant: two columns, every group numbered 01, 02, ...
 */
export const hcpPptA036: LayoutDeclaration = {
  id: 'hcp_ppt_a_036',
  family: 'medical',
  slideType: 'roche_slide',
  description: 'Title on a coloured left panel, groups on the right; >3 groups: has-number-all (numbered)',
  background: 'content',
  contentIds: [
    { id: 'title', kind: 'text', required: true, maxChars: 80, description: 'Slide title (left panel)' },
    {
      id: 'text_group',
      kind: 'text_group',
      required: true,
      maxItems: MAX_GROUPS,
      description: 'Groups: group_title + bullet texts (up to 6; more than 3 are numbered)',
    },
  ],
  elements: [
    { kind: 'shape', key: 'panel', shape: 'rect', box: box(0, 0, 300, 540), fill: 'primary' },
    { kind: 'shape', key: 'panel_edge', shape: 'rect', box: box(300, 0, 6, 540), fill: 'accent' },
    text(
      'title',
      'title',
      box(36, 120, 236, 260),
      {
        fontSize: 30,
        minFontSize: 18,
        colour: 'inverse',
        weight: 'bold',
        valign: 'middle',
        lineHeight: 1.25,
      },
      { role: 'title' },
    ),
    { kind: 'logo', key: 'logo', placement: 'content', box: box(36, 40, 140, 40) },
    { kind: 'references', key: 'references', box: box(340, 470, 520, 36), fontSize: 10, colour: 'link' },
    pageNumber(),
  ],
  variants: [
    { id: 'listed', countOf: 'text_group', min: 0, max: NUMBERED_GROUP_THRESHOLD, elements: [listed] },
    { id: HAS_NUMBER_ALL, countOf: 'text_group', min: NUMBERED_GROUP_THRESHOLD + 1, elements: [numbered] },
  ],
  animation: medicalAnimation(1200),
};
