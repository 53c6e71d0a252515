import type { LayoutDeclaration } from '../model';
import { box, contentLogo, generalAnimation, pageNumber, text } from './parts';

/** Title-only section divider: one centred title on the section artwork. */
export const titleOnly001: LayoutDeclaration = {
  id: 'title_only_001',
  family: 'general',
  slideType: 'section_title',
  description: 'Title-only section divider: one centred title',
  background: 'section',
  contentIds: [{ id: 'Title', kind: 'text', required: true, maxChars: 120 }],
  elements: [
    text(
      'title',
      'Title',
      box(80, 160, 800, 210),
      {
        fontSize: 40,
        minFontSize: 26,
        colour: 'inverse',
        weight: 'bold',
        align: 'center',
        valign: 'middle',
        lineHeight: 1.25,
      },
      { role: 'title' },
    ),
    { kind: 'shape', key: 'accent', shape: 'rect', box: box(440, 384, 80, 4), fill: 'accent' },
    contentLogo(),
    pageNumber('inverse'),
  ],
  animation: generalAnimation({ loadedDelayMs: 800 }),
};
