import type { LayoutDeclaration } from '../model';
import { box, medicalAnimation, pageNumber, text } from './parts';

/**
 * Section title over an image (hcp "003" style): the slide's figure fills the slide under a dark band that
 * carries the title; without a figure the section artwork shows.
 */
export const hcpPptA003: LayoutDeclaration = {
  id: 'hcp_ppt_a_003',
  family: 'medical',
  slideType: 'section_title',
  description: 'Section title on a dark band over a full-bleed image (section artwork when none)',
  background: 'section',
  contentIds: [
    { id: 'title', kind: 'text', required: true, maxChars: 80, description: 'Section title' },
    { id: 'figure', kind: 'image', maxItems: 1, description: 'Optional full-bleed picture' },
  ],
  elements: [
    { kind: 'image', key: 'image', contentId: 'figure', box: box(0, 0, 960, 540), fit: 'cover' },
    { kind: 'shape', key: 'band', shape: 'rect', box: box(0, 330, 960, 140), fill: 'title', opacity: 0.82 },
    { kind: 'shape', key: 'band_accent', shape: 'rect', box: box(0, 330, 12, 140), fill: 'accent' },
    text(
      'title',
      'title',
      box(64, 340, 832, 120),
      { fontSize: 40, minFontSize: 26, colour: 'inverse', weight: 'bold', valign: 'middle', lineHeight: 1.2 },
      { role: 'title' },
    ),
    pageNumber('inverse'),
  ],
  animation: medicalAnimation(1000),
};
