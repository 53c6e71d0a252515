import type { LayoutDeclaration, LayoutElement } from '../model';
import { box, FOOTER_CONTENT_IDS, medicalAnimation, medicalFrame, panel, text, TITLE_ID } from './parts';

const CARD_W = 272;
const cardX = (n: number) => 48 + (n - 1) * 296;
/** Centre of the icon circle of card n. */
const centre = (n: number) => ({ x: cardX(n) + CARD_W / 2, y: 140 });

const line = (key: string, x1: number, y1: number, x2: number, y2: number, stroke: 'inverse' | 'primary') =>
  ({
    kind: 'line',
    key,
    shape: 'line',
    from: { x: x1, y: y1 },
    to: { x: x2, y: y2 },
    stroke,
    strokeWidth: 3,
  }) satisfies LayoutElement;

/** A page with text lines: evidence, design or background. */
function documentIcon(): LayoutElement[] {
  const { x, y } = centre(1);
  return [
    { kind: 'shape', key: 'icon_1_page', shape: 'rect', box: box(x - 12, y - 16, 24, 32), fill: 'inverse' },
    line('icon_1_l1', x - 7, y - 7, x + 7, y - 7, 'primary'),
    line('icon_1_l2', x - 7, y, x + 7, y, 'primary'),
    line('icon_1_l3', x - 7, y + 7, x + 3, y + 7, 'primary'),
  ];
}

/** Rising bars: efficacy and outcomes. */
function chartIcon(): LayoutElement[] {
  const { x, y } = centre(2);
  return [0, 1, 2].map((i) => ({
    kind: 'shape',
    key: `icon_2_bar_${i + 1}`,
    shape: 'rect',
    box: box(x - 15 + i * 11, y + 12 - (i + 1) * 9, 8, (i + 1) * 9),
    fill: 'inverse',
  }));
}

/** A check mark: safety or conclusion. */
function checkIcon(): LayoutElement[] {
  const { x, y } = centre(3);
  return [
    line('icon_3_a', x - 12, y, x - 3, y + 9, 'inverse'),
    line('icon_3_b', x - 3, y + 9, x + 13, y - 9, 'inverse'),
  ];
}

function card(n: 1 | 2 | 3): LayoutElement[] {
  const x = cardX(n);
  const c = centre(n);
  return [
    panel(`card_${n}`, x, 96, CARD_W, 300, { fill: 'surface' }),
    {
      kind: 'shape',
      key: `icon_${n}`,
      shape: 'ellipse',
      box: box(c.x - 32, c.y - 32, 64, 64),
      fill: 'primary',
    },
    text(`text_${n}`, `text_${n}`, box(x + 16, 188, CARD_W - 32, 196), {
      fontSize: 14,
      minFontSize: 10,
      colour: 'text',
      align: 'center',
      lineHeight: 1.45,
    }),
  ];
}

/** Three-icon list: three cards, each a drawn icon (document, chart, check) over its text. */
export const hcpPptA021: LayoutDeclaration = {
  id: 'hcp_ppt_a_021',
  family: 'medical',
  slideType: 'roche_slide',
  description: 'Three-icon list: document, chart and check icons over three texts',
  background: 'content',
  contentIds: [
    TITLE_ID,
    { id: 'text_1', kind: 'text', required: true, maxChars: 240, description: 'Design or background item' },
    { id: 'text_2', kind: 'text', required: true, maxChars: 240, description: 'Efficacy item' },
    { id: 'text_3', kind: 'text', required: true, maxChars: 240, description: 'Safety or conclusion item' },
    ...FOOTER_CONTENT_IDS,
  ],
  elements: [
    ...medicalFrame(),
    ...card(1),
    ...card(2),
    ...card(3),
    ...documentIcon(),
    ...chartIcon(),
    ...checkIcon(),
  ],
  animation: medicalAnimation(1000),
};
