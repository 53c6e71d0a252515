import type { LayoutDeclaration } from '../model';
import { box, COPYRIGHT_NOTE, DISTRIBUTION_NOTE, medicalAnimation, staticText, text } from './parts';
import { COVER_IDS } from './cover-parts';

/**
 * Medical cover, left-aligned on the cover artwork: logo (hidden when blank), presentation title, divider
 * line, subtitle and brief summary (both hidden when empty), fixed distribution and copyright lines.
 */
export const hcpPptA001: LayoutDeclaration = {
  id: 'hcp_ppt_a_001',
  family: 'medical',
  slideType: 'cover',
  description: 'Cover on artwork: logo, title, divider, optional subtitle and brief summary',
  background: 'cover',
  contentIds: COVER_IDS,
  elements: [
    { kind: 'logo', key: 'logo', placement: 'cover', box: box(64, 40, 160, 48) },
    text(
      'title',
      'presentation_title',
      box(64, 110, 580, 180),
      { fontSize: 37, minFontSize: 24, colour: 'inverse', weight: 'bold', valign: 'bottom', lineHeight: 1.2 },
      { role: 'title' },
    ),
    {
      kind: 'line',
      key: 'divider',
      shape: 'line',
      from: { x: 64, y: 306 },
      to: { x: 424, y: 306 },
      stroke: 'accent',
      strokeWidth: 3,
    },
    text(
      'subtitle',
      'presentation_subtitle',
      box(64, 320, 580, 44),
      { fontSize: 26, minFontSize: 15, colour: 'inverse', lineHeight: 1.3 },
      { role: 'title', hideWhenEmpty: true },
    ),
    text(
      'summary',
      'brief_summary',
      box(64, 372, 580, 84),
      { fontSize: 14, minFontSize: 11, colour: 'inverse', lineHeight: 1.45 },
      { hideWhenEmpty: true },
    ),
    staticText('distribution', DISTRIBUTION_NOTE, box(64, 474, 580, 18), {
      fontSize: 10,
      colour: 'inverse',
      lineHeight: 1.3,
    }),
    staticText('copyright', COPYRIGHT_NOTE, box(64, 494, 580, 18), {
      fontSize: 10,
      colour: 'inverse',
      lineHeight: 1.3,
    }),
  ],
  animation: medicalAnimation(1200),
};
