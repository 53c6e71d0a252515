import { withLines } from '../model';
import type { LayoutDeclaration } from '../model';
import { FOOTER_CONTENT_IDS, medicalAnimation, medicalFrame, TITLE_ID } from './parts';
import {
  armBox,
  cycleText,
  ENDPOINT_IDS,
  endpointRows,
  endpointRowsCollapsible,
  populationCollapsible,
  populationPanel,
  randomisation,
  planLines,
  trialCoreIds,
  trialTypeRow,
} from './trial-parts';

/**
 * Compact trial design: population with N= (overall patient number), the circled R into two wide arms,
 * and a two-row endpoint panel (primary, secondary) across the slide.
 */
export const hcpPptB004: LayoutDeclaration = {
  id: 'hcp_ppt_b_004',
  family: 'medical',
  slideType: 'roche_slide',
  description: 'Trial design with N= and a two-row endpoint panel (primary / secondary)',
  background: 'content',
  contentIds: [
    { ...TITLE_ID, description: 'Trial title (slide header)' },
    ...withLines(trialCoreIds({ patientLine: 86, armName: 60 }), planLines(3.23, 82)),
    ...withLines(ENDPOINT_IDS, { secondary_endpoint: { lines: 3.23, lineChars: 116 } }),
    ...FOOTER_CONTENT_IDS,
  ],
  elements: [
    ...medicalFrame('title'),
    ...trialTypeRow(48, 864),
    ...populationPanel(48, 118, 260, 34),
    ...randomisation(308, 350, 218, 400, 170, 270),
    ...armBox('A', 400, 124, 512),
    ...armBox('B', 400, 224, 512),
    cycleText(400, 318, 512),
    ...endpointRows(48, 350, 864, 50),
  ],
  collapsible: [...populationCollapsible(48, 118, 260, 34), ...endpointRowsCollapsible(48, 350, 864, 50)],
  animation: medicalAnimation(1500),
};
