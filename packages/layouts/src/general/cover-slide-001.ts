import type { LayoutDeclaration } from '../model';
import { box, COPYRIGHT_NOTE, DISTRIBUTION_NOTE, generalAnimation, staticText, text } from './parts';

/** Cover: title over the cover artwork, optional subtitle, fixed distribution and copyright lines, logo. */
export const coverSlide001: LayoutDeclaration = {
  id: 'cover_slide_001',
  family: 'general',
  slideType: 'cover',
  description:
    'Cover: title and optional subtitle on the cover artwork, fixed distribution/copyright lines, logo',
  background: 'cover',
  contentIds: [
    { id: 'Title', kind: 'text', required: true, maxChars: 200, description: 'Presentation title' },
    {
      id: 'Subtitle',
      kind: 'text',
      maxChars: 240,
      description: 'Subtitle, meeting or speaker (hidden when empty)',
    },
  ],
  elements: [
    { kind: 'logo', key: 'logo', placement: 'cover' },
    text(
      'title',
      'Title',
      box(80, 120, 640, 150),
      { fontSize: 40, minFontSize: 26, colour: 'inverse', weight: 'bold', valign: 'bottom', lineHeight: 1.2 },
      { role: 'title' },
    ),
    { kind: 'shape', key: 'divider', shape: 'rect', box: box(80, 286, 96, 4), fill: 'accent' },
    text(
      'subtitle',
      'Subtitle',
      box(80, 304, 640, 70),
      { fontSize: 26, minFontSize: 15, colour: 'inverse', lineHeight: 1.3 },
      { role: 'title', hideWhenEmpty: true },
    ),
    staticText('distribution', DISTRIBUTION_NOTE, box(80, 470, 600, 18), {
      fontSize: 10,
      colour: 'inverse',
      lineHeight: 1.3,
    }),
    staticText('copyright', COPYRIGHT_NOTE, box(80, 490, 600, 18), {
      fontSize: 10,
      colour: 'inverse',
      lineHeight: 1.3,
    }),
  ],
  // The one layout whose footer moves 800 ms after the first animation.
  animation: generalAnimation({ loadedDelayMs: 1200, footerMoveMs: 800 }),
};
