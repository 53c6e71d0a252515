import type { LayoutDeclaration, LayoutElement } from '../model';
import { box, contentFrame, FOOTER_CONTENT_IDS, generalAnimation, text } from './parts';

function tile(n: 1 | 2 | 3): LayoutElement[] {
  const x = 40 + (n - 1) * 300;
  return [
    {
      kind: 'shape',
      key: `frame_${n}`,
      shape: 'rect',
      box: box(x, 100, 280, 264),
      stroke: 'line',
      strokeWidth: 1,
    },
    {
      kind: 'image',
      key: `image_${n}`,
      contentId: `image_${n}`,
      box: box(x + 4, 104, 272, 256),
      fit: 'contain',
    },
    text(
      `caption_${n}`,
      `text_${n}`,
      box(x, 372, 280, 80),
      { fontSize: 13, minFontSize: 10, colour: 'textSecondary', align: 'center', lineHeight: 1.4 },
      { overflow: 'clamp' },
    ),
  ];
}

/** Image grid: up to three figures in a row, each with a caption (e.g. three Kaplan-Meier panels). */
export const sectionSlide005: LayoutDeclaration = {
  id: 'section_slide_005',
  family: 'general',
  slideType: 'section_slide',
  description: 'Image grid: three framed figures with captions',
  background: 'content',
  contentIds: [
    { id: 'section_title', kind: 'text', required: true, maxChars: 120 },
    { id: 'image_1', kind: 'image', required: true, maxItems: 1 },
    { id: 'image_2', kind: 'image', maxItems: 1 },
    { id: 'image_3', kind: 'image', maxItems: 1 },
    { id: 'text_1', kind: 'text', maxChars: 200, description: 'Caption of image_1' },
    { id: 'text_2', kind: 'text', maxChars: 200, description: 'Caption of image_2' },
    { id: 'text_3', kind: 'text', maxChars: 200, description: 'Caption of image_3' },
    ...FOOTER_CONTENT_IDS,
  ],
  elements: [...contentFrame('section_title'), ...tile(1), ...tile(2), ...tile(3)],
  animation: generalAnimation({ loadedDelayMs: 1200 }),
};
