import type { LayoutDeclaration } from '../model';
import { contentFrame, FOOTER_CONTENT_IDS, generalAnimation } from './parts';

/** A table 870 px wide under the header; rows that do not fit continue on a split slide (by_split header). */
export const slideTable001: LayoutDeclaration = {
  id: 'slide_table_001',
  family: 'general',
  slideType: 'slide_table',
  description: 'Table (870 px, header 15 / cells 13, banded rows); overflow splits the slide',
  background: 'content',
  contentIds: [
    { id: 'slide_title', kind: 'text', required: true, maxChars: 120 },
    {
      id: 'table',
      kind: 'table',
      required: true,
      maxItems: 60,
      description: 'headers and rows; cells may have col_span',
    },
    ...FOOTER_CONTENT_IDS,
  ],
  elements: [
    ...contentFrame('slide_title'),
    {
      kind: 'table',
      key: 'table',
      contentId: 'table',
      x: 45,
      y: 96,
      width: 870,
      maxHeight: 360,
      overflow: 'split',
    },
  ],
  animation: generalAnimation({ loadedDelayMs: 1200 }),
};
