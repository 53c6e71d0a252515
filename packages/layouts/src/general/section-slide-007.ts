import type { LayoutDeclaration } from '../model';
import {
  bodyStyle,
  box,
  contentFrame,
  FOOTER_CONTENT_IDS,
  generalAnimation,
  staticText,
  text,
} from './parts';

/** Summary: bullet list of take-aways and a conclusion band at the bottom. */
export const sectionSlide007: LayoutDeclaration = {
  id: 'section_slide_007',
  family: 'general',
  slideType: 'section_slide',
  description: 'Summary: take-away bullets and a conclusion band',
  background: 'content',
  contentIds: [
    { id: 'section_title', kind: 'text', required: true, maxChars: 120 },
    { id: 'group_summary', kind: 'array', required: true, maxItems: 8, description: 'Take-away bullets' },
    { id: 'Conclusion_text', kind: 'text', maxChars: 300, description: 'The conclusion' },
    ...FOOTER_CONTENT_IDS,
  ],
  elements: [
    ...contentFrame('section_title'),
    text('summary', 'group_summary', box(40, 100, 880, 250), bodyStyle(15)),
    {
      kind: 'shape',
      key: 'band',
      shape: 'roundRect',
      box: box(40, 362, 880, 90),
      fill: 'primary',
      radius: 8,
      showWhen: 'Conclusion_text',
    },
    {
      kind: 'shape',
      key: 'band_mark',
      shape: 'rect',
      box: box(40, 362, 8, 90),
      fill: 'accent',
      showWhen: 'Conclusion_text',
    },
    staticText(
      'band_label',
      { zh: '结论', en: 'Conclusion' },
      box(64, 368, 200, 20),
      {
        fontSize: 12,
        colour: 'accent',
        weight: 'bold',
        lineHeight: 1.3,
      },
      { showWhen: 'Conclusion_text' },
    ),
    text(
      'conclusion',
      'Conclusion_text',
      box(64, 390, 840, 56),
      {
        fontSize: 15,
        minFontSize: 11,
        colour: 'inverse',
        weight: 'bold',
        valign: 'middle',
        lineHeight: 1.35,
      },
      { hideWhenEmpty: true },
    ),
  ],
  animation: generalAnimation(),
};
