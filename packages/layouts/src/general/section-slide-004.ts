import type { LayoutDeclaration } from '../model';
import { box, contentFrame, FOOTER_CONTENT_IDS, generalAnimation, staticText, text } from './parts';

/** Quote / highlight: one statement set large and centred, with a label above and its source below. */
export const sectionSlide004: LayoutDeclaration = {
  id: 'section_slide_004',
  family: 'general',
  slideType: 'section_slide',
  description:
    'Quote or highlight: one large centred statement (segments may be emphasised), label and source',
  background: 'content',
  contentIds: [
    { id: 'section_title', kind: 'text', required: true, maxChars: 120 },
    { id: 'highlight_title', kind: 'text', maxChars: 80, description: 'Label above the statement' },
    {
      id: 'highlight',
      kind: 'text_arr',
      required: true,
      maxChars: 300,
      description: 'The statement; highlight segments',
    },
    { id: 'text_1', kind: 'text', maxChars: 240, description: 'Source or explanation' },
    ...FOOTER_CONTENT_IDS,
  ],
  elements: [
    ...contentFrame('section_title'),
    text(
      'label',
      'highlight_title',
      box(120, 100, 720, 30),
      { fontSize: 15, colour: 'primary', weight: 'bold', align: 'center', valign: 'middle', lineHeight: 1.3 },
      { role: 'title', overflow: 'clamp', hideWhenEmpty: true },
    ),
    staticText(
      'quote_mark',
      '\u201C',
      box(70, 130, 60, 60),
      { fontSize: 40, colour: 'accent', weight: 'bold', lineHeight: 1.2 },
      {
        role: 'title',
      },
    ),
    text(
      'statement',
      'highlight',
      box(120, 140, 720, 236),
      {
        fontSize: 30,
        minFontSize: 15,
        colour: 'title',
        weight: 'bold',
        align: 'center',
        valign: 'middle',
        lineHeight: 1.35,
      },
      { role: 'title' },
    ),
    {
      kind: 'line',
      key: 'rule',
      shape: 'line',
      from: { x: 420, y: 392 },
      to: { x: 540, y: 392 },
      stroke: 'accent',
      strokeWidth: 3,
    },
    text(
      'source',
      'text_1',
      box(120, 402, 720, 50),
      { fontSize: 13, minFontSize: 11, colour: 'textSecondary', align: 'center', lineHeight: 1.4 },
      { hideWhenEmpty: true },
    ),
  ],
  animation: generalAnimation({ loadedDelayMs: 900 }),
};
