import { CHAPTER_TITLE_MAX_WIDTH, CHAPTER_TITLE_MIN_WIDTH, type LayoutDeclaration } from '../model';
import { box, contentLogo, generalAnimation, pageNumber, text } from './parts';

/** Chapter opener: chapter number, the chapter title on a tag whose width follows the text (132..551 px). */
export const chapterTitle001: LayoutDeclaration = {
  id: 'chapter_title_001',
  family: 'general',
  slideType: 'chapter_title',
  description:
    'Chapter opener: number, title tag (width 132-551 px, typed at 150 ms/char), optional subtitle',
  background: 'section',
  contentIds: [
    { id: 'chapter_number', kind: 'text', maxChars: 24, description: 'e.g. 01 or Chapter 1' },
    { id: 'chapter_title', kind: 'text', required: true, maxChars: 120, description: 'Chapter title' },
    {
      id: 'section_subtitle',
      kind: 'text',
      maxChars: 200,
      description: 'One line under the title (hidden when empty)',
    },
  ],
  elements: [
    text(
      'number',
      'chapter_number',
      box(80, 140, 400, 60),
      { fontSize: 40, minFontSize: 26, colour: 'accent', weight: 'bold', valign: 'bottom', lineHeight: 1.2 },
      { role: 'title', overflow: 'shrink', hideWhenEmpty: true },
    ),
    text(
      'title',
      'chapter_title',
      box(80, 214, CHAPTER_TITLE_MAX_WIDTH, 74),
      { fontSize: 37, minFontSize: 24, colour: 'inverse', weight: 'bold', valign: 'middle', lineHeight: 1.3 },
      {
        role: 'title',
        maxHeight: 150,
        fill: 'secondary',
        padding: 12,
        fitWidth: { min: CHAPTER_TITLE_MIN_WIDTH, max: CHAPTER_TITLE_MAX_WIDTH },
        // The one title typed at 150 ms per character.
        typing: 'slowTitle',
      },
    ),
    text(
      'subtitle',
      'section_subtitle',
      box(80, 386, 640, 60),
      { fontSize: 15, minFontSize: 12, colour: 'inverse', lineHeight: 1.4 },
      { overflow: 'clamp', hideWhenEmpty: true },
    ),
    contentLogo(),
    pageNumber('inverse'),
  ],
  animation: generalAnimation({ loadedDelayMs: 2000 }),
};
