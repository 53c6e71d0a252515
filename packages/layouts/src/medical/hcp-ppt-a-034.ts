import { withLines } from '../model';
import type { LayoutDeclaration } from '../model';
import { FOOTER_CONTENT_IDS, medicalAnimation, medicalFrame, TITLE_ID } from './parts';
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

/**
 * Trial design with a left factors block: the stratification title and three factor bullets in a tall
 * panel at the left, then the population, the circled R, the arms and the endpoints.
 */
export const hcpPptA034: LayoutDeclaration = {
  id: 'hcp_ppt_a_034',
  family: 'medical',
  slideType: 'roche_slide',
  description: 'Trial design with a left stratification-factors block (title and three bullets)',
  background: 'content',
  contentIds: [
    { ...TITLE_ID, description: 'Trial title (slide header)' },
    ...withLines(trialCoreIds({ patientLine: 62, armName: 25, armPlan: 104 }), planLines(3.23, 28)),
    ...withLines(ENDPOINT_IDS, { secondary_endpoint: { lines: 13.53, lineChars: 23 } }),
    ...FACTOR_IDS,
    ...FOOTER_CONTENT_IDS,
  ],
  elements: [
    ...medicalFrame('title'),
    ...trialTypeRow(48, 864),
    ...factorsBlock(48, 118, 180, 224, 62),
    ...populationPanel(240, 118, 200, 40),
    ...randomisation(440, 478, 230, 528, 176, 290),
    ...armBox('A', 528, 130, 200),
    ...armBox('B', 528, 244, 200),
    cycleText(528, 340, 200),
    trialArrow('arrow_a_out', [728, 176], [742, 176]),
    trialArrow('arrow_b_out', [728, 290], [742, 290]),
    ...endpointsPanel(744, 118, 168, 336),
  ],
  // Without factors the population panel takes the left side; without endpoints the arms run to the edge.
  collapsible: [
    factorsCollapsible(populationPanel(48, 118, 392, 40)),
    ...populationCollapsible(240, 118, 200, 40),
    ...endpointsCollapsible(744, 118, 168, 336, {
      outArrows: ['arrow_a_out', 'arrow_b_out'],
      widened: [...armBox('A', 528, 130, 384), ...armBox('B', 528, 244, 384), cycleText(528, 340, 384)],
    }),
  ],
  animation: medicalAnimation(1500),
};
