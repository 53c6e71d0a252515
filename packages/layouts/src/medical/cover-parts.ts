import type { ContentIdDeclaration } from '../model';

/** Content ids of every medical cover (stored works name their cover texts by these ids). */
export const COVER_IDS: ContentIdDeclaration[] = [
  {
    id: 'presentation_title',
    kind: 'text',
    required: true,
    maxChars: 160,
    description: 'Presentation title',
  },
  { id: 'presentation_subtitle', kind: 'text', maxChars: 120, description: 'Subtitle (hidden when empty)' },
  {
    id: 'brief_summary',
    kind: 'text',
    maxChars: 300,
    description: 'One-paragraph summary (hidden when empty)',
  },
];
