import type { LayoutDeclaration } from '../model';
import { bodyStyle, box, contentFrame, FOOTER_CONTENT_IDS, generalAnimation, text } from './parts';

/** Text + image: a paragraph (or bullets) on the left, one figure on the right. */
export const sectionSlide001: LayoutDeclaration = {
  id: 'section_slide_001',
  family: 'general',
  slideType: 'section_slide',
  description: 'Text and image: body text left, one figure right (contain)',
  background: 'content',
  contentIds: [
    { id: 'section_title', kind: 'text', required: true, maxChars: 120, description: 'Slide title' },
    { id: 'section_subtitle', kind: 'text', maxChars: 160, description: 'Lead line (hidden when empty)' },
    { id: 'text_1', kind: 'text', maxChars: 1200, description: 'Body text; lines become paragraphs' },
    { id: 'image', kind: 'image', maxItems: 1, description: 'The figure' },
    ...FOOTER_CONTENT_IDS,
  ],
  elements: [
    ...contentFrame('section_title'),
    text(
      'subtitle',
      'section_subtitle',
      box(40, 88, 880, 24),
      { fontSize: 15, colour: 'primary', lineHeight: 1.3 },
      {
        overflow: 'clamp',
        hideWhenEmpty: true,
      },
    ),
    text('body', 'text_1', box(40, 120, 420, 332), bodyStyle(14)),
    { kind: 'image', key: 'image', contentId: 'image', box: box(484, 120, 436, 332), fit: 'contain' },
  ],
  animation: generalAnimation(),
};
