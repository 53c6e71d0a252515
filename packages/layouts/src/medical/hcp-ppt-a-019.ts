import { type LayoutDeclaration, TITLE_ROW_CHARS } from '../model';
import { box, FOOTER_CONTENT_IDS, medicalAnimation, medicalFrame, text, TITLE_ID } from './parts';

/** Bullet groups: group titles in the primary colour with their bullets; overflow splits the slide. */
export const hcpPptA019: LayoutDeclaration = {
  id: 'hcp_ppt_a_019',
  family: 'medical',
  slideType: 'roche_slide',
  description: 'Bullet groups (text_group): titled groups of bullets; overflow splits the slide',
  background: 'content',
  contentIds: [
    TITLE_ID,
    {
      id: 'text_group',
      kind: 'text_group',
      required: true,
      maxItems: 12,
      // 358 px of 14 px x 1.45 lines; a bullet's line is the box's width less its indent (decision 0077).
      lines: { lines: 17.63, lineChars: 106 },
      description: 'group_title + list',
    },
    ...FOOTER_CONTENT_IDS,
  ],
  elements: [
    ...medicalFrame(),
    { kind: 'shape', key: 'rail', shape: 'rect', box: box(48, 98, 3, 352), fill: 'surface' },
    text(
      'groups',
      'text_group',
      box(64, 96, 848, 358),
      { fontSize: 14, colour: 'text', lineHeight: 1.45 },
      { overflow: 'split', groupTitle: { colour: 'primary', rowChars: TITLE_ROW_CHARS } },
    ),
  ],
  animation: medicalAnimation(1000),
};
