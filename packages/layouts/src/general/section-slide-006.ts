import type { LayoutDeclaration } from '../model';
import { bodyStyle, box, contentFrame, FOOTER_CONTENT_IDS, generalAnimation, text } from './parts';

/** Key number: one figure (e.g. HR 0.62 or 38%) on a colour panel with its label, explanation on the right. */
export const sectionSlide006: LayoutDeclaration = {
  id: 'section_slide_006',
  family: 'general',
  slideType: 'section_slide',
  description: 'Key number: a large value with its label on a colour panel, titled explanation beside it',
  background: 'content',
  contentIds: [
    { id: 'section_title', kind: 'text', required: true, maxChars: 120 },
    { id: 'highlight', kind: 'text', required: true, maxChars: 24, description: 'The number, e.g. HR 0.62' },
    { id: 'highlight_title', kind: 'text', maxChars: 120, description: 'What the number measures' },
    { id: 'text_1_title', kind: 'text', maxChars: 60 },
    { id: 'text_1', kind: 'text', maxChars: 900 },
    ...FOOTER_CONTENT_IDS,
  ],
  elements: [
    ...contentFrame('section_title'),
    {
      kind: 'shape',
      key: 'panel',
      shape: 'roundRect',
      box: box(40, 100, 340, 352),
      fill: 'primary',
      radius: 12,
    },
    // One line: a long value shrinks rather than wraps.
    text(
      'number',
      'highlight',
      box(60, 196, 300, 60),
      {
        fontSize: 40,
        minFontSize: 26,
        colour: 'inverse',
        weight: 'bold',
        align: 'center',
        valign: 'middle',
        lineHeight: 1.2,
      },
      { role: 'title' },
    ),
    { kind: 'shape', key: 'panel_rule', shape: 'rect', box: box(170, 282, 40, 3), fill: 'accent' },
    text(
      'label',
      'highlight_title',
      box(60, 296, 300, 110),
      { fontSize: 15, minFontSize: 11, colour: 'inverse', align: 'center', lineHeight: 1.4 },
      { overflow: 'shrink' },
    ),
    text(
      'body_title',
      'text_1_title',
      box(410, 104, 510, 34),
      { fontSize: 15, minFontSize: 12, colour: 'primary', weight: 'bold', valign: 'middle', lineHeight: 1.3 },
      { role: 'title', hideWhenEmpty: true },
    ),
    text('body', 'text_1', box(410, 146, 510, 306), bodyStyle(14)),
  ],
  animation: generalAnimation({ loadedDelayMs: 900 }),
};
