import { type LayoutDeclaration, type LayoutElement, withLines } from '../model';
import {
  box,
  FOOTER_CONTENT_IDS,
  medicalAnimation,
  medicalFrame,
  panel,
  small,
  text,
  TITLE_ID,
  textIds,
} from './parts';
import {
  armBox,
  cycleText,
  ENDPOINT_IDS,
  endpointsCollapsible,
  endpointsPanel,
  FACTOR_IDS,
  factorsBlock,
  factorsCollapsible,
  populationCollapsible,
  populationPanel,
  randomisation,
  planLines,
  trialCoreIds,
  trialArrow,
  trialTypeRow,
} from './trial-parts';

/** The three free text items in a panel beside the stratification factors. */
function freeTexts(x = 490, w = 422): LayoutElement[] {
  return [
    panel('notes_panel', x, 362, w, 94),
    ...[1, 2, 3].map((n) =>
      text(`text_${n}`, `text_${n}`, box(x + 10, 368 + (n - 1) * 28, w - 20, 26), small('textSecondary'), {
        overflow: 'shrink',
        prefix: '▪ ',
      }),
    ),
  ];
}

/**
 * Trial design flow chart, full version: trial type and number; inclusion-criteria title, four patient
 * lines and N=; arrow into the circled R (ratio under it), arrows out to ARM A and ARM B (name and plan);
 * cycle length; primary and secondary endpoints; three stratification factors; three free text items.
 */
export const hcpPptA005: LayoutDeclaration = {
  id: 'hcp_ppt_a_005',
  family: 'medical',
  slideType: 'roche_slide',
  description: 'Trial design flow chart: population -> R -> ARM A/B -> endpoints; factors and free texts',
  background: 'content',
  contentIds: [
    { ...TITLE_ID, description: 'Trial title (slide header)' },
    ...withLines(trialCoreIds({ patientLine: 74, armName: 40 }), planLines(3.23, 46)),
    ...withLines(ENDPOINT_IDS, { secondary_endpoint: { lines: 8.53, lineChars: 32 } }),
    ...FACTOR_IDS,
    ...textIds(['text_1', 'text_2', 'text_3'], 90, 'Free note on the design, e.g. crossover or follow-up'),
    ...FOOTER_CONTENT_IDS,
  ],
  elements: [
    ...medicalFrame('title'),
    ...trialTypeRow(48, 864),
    ...populationPanel(48, 118, 230, 36),
    ...randomisation(278, 318, 220, 370, 164, 278),
    ...armBox('A', 370, 118, 300),
    ...armBox('B', 370, 232, 300),
    cycleText(370, 328, 300),
    trialArrow('arrow_a_out', [670, 164], [688, 164]),
    trialArrow('arrow_b_out', [670, 278], [688, 278]),
    ...endpointsPanel(690, 118, 222, 236),
    ...factorsBlock(48, 362, 430, 94, 20),
    ...freeTexts(),
  ],
  // The factors and the notes share the bottom row: either takes it whole when the other is empty.
  collapsible: [
    factorsCollapsible(freeTexts(48, 864)),
    {
      id: 'no_notes',
      whenEmpty: ['text_1', 'text_2', 'text_3'],
      members: ['notes_panel', 'text_1', 'text_2', 'text_3'],
      replace: factorsBlock(48, 362, 864, 94, 20),
    },
    ...populationCollapsible(48, 118, 230, 36),
    ...endpointsCollapsible(690, 118, 222, 236, {
      outArrows: ['arrow_a_out', 'arrow_b_out'],
      widened: [...armBox('A', 370, 118, 542), ...armBox('B', 370, 232, 542), cycleText(370, 328, 542)],
    }),
  ],
  animation: medicalAnimation(1500),
};
