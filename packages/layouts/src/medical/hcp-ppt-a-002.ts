import type { LayoutDeclaration } from '../model';
import { box, medicalAnimation, pageNumber, text } from './parts';

/** Section title with a brief summary over the section background artwork (hcp "002" style). */
export const hcpPptA002: LayoutDeclaration = {
  id: 'hcp_ppt_a_002',
  family: 'medical',
  slideType: 'section_title',
  description: 'Section title and brief summary over the section background image',
  background: 'section',
  contentIds: [
    { id: 'title', kind: 'text', required: true, maxChars: 80, description: 'Section title' },
    {
      id: 'summary',
      kind: 'text',
      maxChars: 240,
      description: 'Brief summary of the section (hidden when empty)',
    },
  ],
  elements: [
    text(
      'title',
      'title',
      box(80, 140, 620, 150),
      { fontSize: 40, minFontSize: 26, colour: 'inverse', weight: 'bold', valign: 'bottom', lineHeight: 1.2 },
      { role: 'title' },
    ),
    { kind: 'shape', key: 'title_bar', shape: 'rect', box: box(80, 304, 72, 5), fill: 'accent' },
    text(
      'summary',
      'summary',
      box(80, 324, 620, 110),
      { fontSize: 15, minFontSize: 11, colour: 'inverse', lineHeight: 1.5 },
      { hideWhenEmpty: true },
    ),
    pageNumber('inverse'),
  ],
  animation: medicalAnimation(1000),
};
