import type { LayoutDeclaration } from '../model';
import { box, FOOTER_CONTENT_IDS, medicalAnimation, medicalFrame, TITLE_ID } from './parts';

/**
 * Bullets of the first array: of the groups in text_group only the first is drawn (its title as a lead
 * line, its items as bullets); later groups are ignored, so writers send one group.
 */
export const hcpPptA023: LayoutDeclaration = {
  id: 'hcp_ppt_a_023',
  family: 'medical',
  slideType: 'roche_slide',
  description: 'Bullet slide: the items of the first array (first text_group group) as bullets',
  background: 'content',
  contentIds: [
    TITLE_ID,
    {
      id: 'text_group',
      kind: 'text_group',
      required: true,
      description: 'The first group is shown: group_title (optional lead) and its list (up to 8 items)',
    },
    ...FOOTER_CONTENT_IDS,
  ],
  elements: [
    ...medicalFrame(),
    {
      kind: 'repeat',
      key: 'first',
      contentId: 'text_group',
      maxCount: 1,
      origin: { x: 48, y: 94 },
      step: { dx: 0, dy: 0 },
      template: [
        {
          kind: 'itemText',
          key: 'title',
          field: 'title',
          box: box(0, 0, 864, 26),
          role: 'body',
          style: { fontSize: 15, colour: 'primary', weight: 'bold', valign: 'middle', lineHeight: 1.3 },
          overflow: 'clamp',
          hideWhenEmpty: true,
        },
        {
          kind: 'itemText',
          key: 'bullets',
          field: 'bullets',
          box: box(0, 34, 864, 326),
          role: 'body',
          style: { fontSize: 15, minFontSize: 10, colour: 'text', lineHeight: 1.6 },
          overflow: 'shrink',
        },
      ],
    },
  ],
  animation: medicalAnimation(1000),
};
