import type { LayoutDeclaration, LayoutElement } from '../model';
import {
  box,
  FOOTER_CONTENT_IDS,
  medicalAnimation,
  medicalFrame,
  panel,
  panelHeading,
  small,
  staticText,
  TITLE_ID,
  text,
  textIds,
} from './parts';
import { ENDPOINT_IDS, trialArrow } from './trial-parts';

/** The endpoints header is a fixed Chinese heading in both languages (meaning "study endpoints"). */
export const STUDY_ENDPOINTS_HEADING = '研究终点';

function population(): LayoutElement[] {
  return [
    panel('population_panel', 48, 150, 290, 300),
    text('inclusion_title', 'title_inclusion_criteria', box(60, 156, 266, 26), panelHeading('title'), {
      overflow: 'clamp',
      fallbackText: { zh: '入选标准', en: 'Key inclusion criteria' },
    }),
    ...[1, 2, 3, 4].map((n) =>
      text(
        `patients_info_${n}`,
        `patients_basic_info_${n}`,
        box(60, 186 + (n - 1) * 64, 266, 60),
        small('text', 13),
        {
          prefix: '• ',
        },
      ),
    ),
  ];
}

function treatment(): LayoutElement[] {
  return [
    {
      kind: 'shape',
      key: 'treatment_panel',
      shape: 'roundRect',
      box: box(356, 150, 250, 300),
      fill: 'primary',
      radius: 8,
    },
    text(
      'treatment_name',
      'treatment_name',
      box(368, 160, 226, 60),
      { fontSize: 15, minFontSize: 12, colour: 'inverse', weight: 'bold', valign: 'middle', lineHeight: 1.3 },
      { overflow: 'shrink' },
    ),
    {
      kind: 'line',
      key: 'treatment_rule',
      shape: 'line',
      from: { x: 368, y: 226 },
      to: { x: 594, y: 226 },
      stroke: 'inverse',
      strokeWidth: 1,
    },
    text('treatment_plan', 'treatment_plan', box(368, 234, 226, 206), small('inverse', 13)),
  ];
}

function endpoints(): LayoutElement[] {
  const heading = panelHeading('primary', 13);
  return [
    panel('endpoints_panel', 624, 150, 288, 300),
    { kind: 'shape', key: 'endpoints_bar', shape: 'rect', box: box(624, 150, 288, 32), fill: 'secondary' },
    staticText('endpoints_heading', STUDY_ENDPOINTS_HEADING, box(636, 150, 264, 32), {
      ...panelHeading('inverse', 15),
    }),
    text('primary_title', 'title_primary_endpoint', box(636, 190, 264, 22), heading, {
      overflow: 'clamp',
      fallbackText: { zh: '主要终点', en: 'Primary endpoint' },
    }),
    text('primary', 'primary_endpoint', box(636, 214, 264, 70), small()),
    text('secondary_title', 'title_secondary_endpoints', box(636, 290, 264, 22), heading, {
      overflow: 'clamp',
      fallbackText: { zh: '次要终点', en: 'Secondary endpoints' },
    }),
    text('secondary', 'secondary_endpoint', box(636, 314, 264, 128), small()),
  ];
}

/**
 * Single-trial overview: the trial brief in a banner; population (inclusion title + four lines) ->
 * treatment (name and plan) -> study endpoints under the fixed heading 研究终点.
 */
export const hcpPptB005: LayoutDeclaration = {
  id: 'hcp_ppt_b_005',
  family: 'medical',
  slideType: 'roche_slide',
  description: 'Single-trial overview: brief, population, treatment, endpoints under the fixed 研究终点',
  background: 'content',
  contentIds: [
    TITLE_ID,
    { id: 'clinical_trial_brief', kind: 'text', maxChars: 240, description: 'One-sentence design summary' },
    { id: 'title_inclusion_criteria', kind: 'text', maxChars: 40 },
    ...textIds(
      ['patients_basic_info_1', 'patients_basic_info_2', 'patients_basic_info_3', 'patients_basic_info_4'],
      100,
    ),
    { id: 'treatment_name', kind: 'text', required: true, maxChars: 80 },
    { id: 'treatment_plan', kind: 'text', maxChars: 300 },
    ...ENDPOINT_IDS,
    ...FOOTER_CONTENT_IDS,
  ],
  elements: [
    ...medicalFrame('title'),
    text(
      'brief',
      'clinical_trial_brief',
      box(48, 92, 864, 50),
      { fontSize: 14, minFontSize: 11, colour: 'title', valign: 'middle', lineHeight: 1.3 },
      { fill: 'surface', padding: 8 },
    ),
    ...population(),
    trialArrow('arrow_population', [338, 300], [354, 300]),
    ...treatment(),
    trialArrow('arrow_treatment', [606, 300], [622, 300]),
    ...endpoints(),
  ],
  animation: medicalAnimation(1200),
};
