import type { LayoutDeclaration } from '../model';
import { figureFrame, figureIds } from './figure-parts';
import { box, FOOTER_CONTENT_IDS, footer, medicalAnimation, text } from './parts';

/**
 * Section slide with one figure: the section title and a short summary on a primary panel at the left, the
 * figure at the right. No header bar: the panel is the heading. Footer as on content slides.
 */
export const hcpPptA018: LayoutDeclaration = {
  id: 'hcp_ppt_a_018',
  family: 'medical',
  slideType: 'roche_slide',
  description: 'Section slide with one figure: title and summary on a left panel, figure right',
  background: 'content',
  contentIds: [
    { id: 'title', kind: 'text', required: true, maxChars: 60, description: 'Section title' },
    { id: 'summary', kind: 'text', maxChars: 240, description: 'What the section shows (hidden when empty)' },
    figureIds('figure', 1, 'The section figure'),
    ...FOOTER_CONTENT_IDS,
  ],
  elements: [
    { kind: 'shape', key: 'panel', shape: 'rect', box: box(0, 0, 336, 456), fill: 'primary' },
    { kind: 'shape', key: 'panel_bar', shape: 'rect', box: box(40, 96, 56, 4), fill: 'inverse' },
    text(
      'title',
      'title',
      box(40, 112, 268, 120),
      { fontSize: 30, minFontSize: 20, colour: 'inverse', weight: 'bold', lineHeight: 1.25 },
      { role: 'title', overflow: 'shrink' },
    ),
    text(
      'summary',
      'summary',
      box(40, 244, 268, 190),
      { fontSize: 14, minFontSize: 10, colour: 'inverse', lineHeight: 1.45 },
      { hideWhenEmpty: true },
    ),
    ...figureFrame('figure', 'figure', 368, 72, 544, 380),
    ...footer(),
  ],
  animation: medicalAnimation(1000),
};
