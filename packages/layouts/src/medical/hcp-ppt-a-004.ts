import type { LayoutDeclaration } from '../model';
import { box, COPYRIGHT_NOTE, DISTRIBUTION_NOTE, medicalAnimation, staticText, text } from './parts';
import { COVER_IDS } from './cover-parts';

/**
 * Medical cover, centred variant: a colour band holding the centred title, a short centred divider under
 * it, subtitle and brief summary on white (both hidden when empty), logo top right (hidden when blank).
 */
export const hcpPptA004: LayoutDeclaration = {
  id: 'hcp_ppt_a_004',
  family: 'medical',
  slideType: 'cover',
  description:
    'Cover, centred: title on a colour band, divider, optional subtitle and summary, logo top right',
  background: 'content',
  contentIds: COVER_IDS,
  elements: [
    { kind: 'shape', key: 'band', shape: 'rect', box: box(0, 96, 960, 200), fill: 'primary' },
    { kind: 'shape', key: 'band_edge', shape: 'rect', box: box(0, 296, 960, 6), fill: 'secondary' },
    { kind: 'logo', key: 'logo', placement: 'cover', box: box(760, 28, 150, 48) },
    text(
      'title',
      'presentation_title',
      box(100, 112, 760, 168),
      {
        fontSize: 35,
        minFontSize: 24,
        colour: 'inverse',
        weight: 'bold',
        align: 'center',
        valign: 'middle',
        lineHeight: 1.2,
      },
      { role: 'title' },
    ),
    {
      kind: 'line',
      key: 'divider',
      shape: 'line',
      from: { x: 430, y: 322 },
      to: { x: 530, y: 322 },
      stroke: 'accent',
      strokeWidth: 3,
    },
    text(
      'subtitle',
      'presentation_subtitle',
      box(100, 334, 760, 40),
      { fontSize: 26, minFontSize: 15, colour: 'primary', align: 'center', lineHeight: 1.3 },
      { role: 'title', hideWhenEmpty: true },
    ),
    text(
      'summary',
      'brief_summary',
      box(140, 380, 680, 80),
      { fontSize: 14, minFontSize: 11, colour: 'textSecondary', align: 'center', lineHeight: 1.45 },
      { hideWhenEmpty: true },
    ),
    staticText('distribution', DISTRIBUTION_NOTE, box(100, 478, 760, 18), {
      fontSize: 10,
      colour: 'muted',
      align: 'center',
      lineHeight: 1.3,
    }),
    staticText('copyright', COPYRIGHT_NOTE, box(100, 498, 760, 18), {
      fontSize: 10,
      colour: 'muted',
      align: 'center',
      lineHeight: 1.3,
    }),
  ],
  animation: medicalAnimation(1200),
};
