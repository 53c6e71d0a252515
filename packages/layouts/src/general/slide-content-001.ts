import { type LayoutDeclaration, TITLE_ROW_CHARS } from '../model';
import { box, contentFrame, FOOTER_CONTENT_IDS, generalAnimation, text } from './parts';

/**
 * Grouped text: groups of a title and bullets. Group titles are laid in rows of 60 measured characters so
 * long titles wrap the same on the board and in PPTX; content taller than the body moves to a continuation
 * slide (split), a cut group keeps its title.
 */
export const slideContent001: LayoutDeclaration = {
  id: 'slide_content_001',
  family: 'general',
  slideType: 'slide_content',
  description: 'Grouped text: group titles (60-character rows) with bullets; overflow splits the slide',
  background: 'content',
  contentIds: [
    { id: 'slide_title', kind: 'text', required: true, maxChars: 120 },
    {
      id: 'text_group',
      kind: 'text_group',
      required: true,
      maxItems: 12,
      // 360 px of 14 px x 1.45 lines; a bullet's line is the box's width less its indent (decision 0077).
      lines: { lines: 17.73, lineChars: 110 },
      description: 'Groups: group_title + list',
    },
    ...FOOTER_CONTENT_IDS,
  ],
  elements: [
    ...contentFrame('slide_title'),
    text(
      'groups',
      'text_group',
      box(40, 96, 880, 360),
      { fontSize: 14, colour: 'text', lineHeight: 1.45 },
      { overflow: 'split', groupTitle: { colour: 'primary', rowChars: TITLE_ROW_CHARS } },
    ),
  ],
  animation: generalAnimation(),
};
