import { ENDPOINT_VALUE_IDS, endpointPanels, PATIENT_LINE_IDS } from '../general/trial-collapsible';
import { type CollapsiblePanel, type LayoutDeclaration, type LayoutElement, withLines } from '../model';
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

function treatment(x = 356, w = 250): LayoutElement[] {
  return [
    {
      kind: 'shape',
      key: 'treatment_panel',
      shape: 'roundRect',
      box: box(x, 150, w, 300),
      fill: 'primary',
      radius: 8,
    },
    text(
      'treatment_name',
      'treatment_name',
      box(x + 12, 160, w - 24, 60),
      { fontSize: 15, minFontSize: 12, colour: 'inverse', weight: 'bold', valign: 'middle', lineHeight: 1.3 },
      { overflow: 'shrink' },
    ),
    {
      kind: 'line',
      key: 'treatment_rule',
      shape: 'line',
      from: { x: x + 12, y: 226 },
      to: { x: x + w - 12, y: 226 },
      stroke: 'inverse',
      strokeWidth: 1,
    },
    text('treatment_plan', 'treatment_plan', box(x + 12, 234, w - 24, 206), small('inverse', 13)),
  ];
}

const endpointHeading = (key: 'primary' | 'secondary', y: number) =>
  text(
    `${key}_title`,
    key === 'primary' ? 'title_primary_endpoint' : 'title_secondary_endpoints',
    box(636, y, 264, 22),
    panelHeading('primary', 13),
    {
      overflow: 'clamp',
      fallbackText:
        key === 'primary'
          ? { zh: '主要终点', en: 'Primary endpoint' }
          : { zh: '次要终点', en: 'Secondary endpoints' },
    },
  );
const endpointValue = (key: 'primary' | 'secondary', y: number, h: number) =>
  text(key, key === 'primary' ? 'primary_endpoint' : 'secondary_endpoint', box(636, y, 264, h), small());

function endpoints(): LayoutElement[] {
  return [
    panel('endpoints_panel', 624, 150, 288, 300),
    { kind: 'shape', key: 'endpoints_bar', shape: 'rect', box: box(624, 150, 288, 32), fill: 'secondary' },
    staticText('endpoints_heading', STUDY_ENDPOINTS_HEADING, box(636, 150, 264, 32), {
      ...panelHeading('inverse', 15),
    }),
    endpointHeading('primary', 190),
    endpointValue('primary', 214, 70),
    endpointHeading('secondary', 290),
    endpointValue('secondary', 314, 128),
  ];
}

const POPULATION_KEYS = [
  'population_panel',
  'inclusion_title',
  ...[1, 2, 3, 4].map((n) => `patients_info_${n}`),
];
const ENDPOINT_FRAME_KEYS = ['endpoints_panel', 'endpoints_bar', 'endpoints_heading'];
const ENDPOINT_KEYS = ['primary_title', 'primary', 'secondary_title', 'secondary'];

/**
 * Without patient lines or endpoints their panels go and the treatment panel takes the space (the whole
 * width without both); without one endpoint the other fills the endpoints panel.
 */
function collapsible(): CollapsiblePanel[] {
  const endpoints = endpointPanels({
    primaryAlone: [endpointValue('primary', 214, 228)],
    secondaryAlone: [endpointHeading('secondary', 190), endpointValue('secondary', 214, 228)],
    whole: { frame: [...ENDPOINT_FRAME_KEYS, 'arrow_treatment'], widened: treatment(356, 556) },
  });
  const noPatientLines: CollapsiblePanel = {
    id: 'no_patient_lines',
    whenEmpty: PATIENT_LINE_IDS,
    members: [...POPULATION_KEYS, 'arrow_population'],
    replace: treatment(48, 558),
  };
  return [
    // The declared order stays: one endpoint, then no patient lines, then no endpoints.
    ...endpoints.slice(0, 2),
    noPatientLines,
    ...endpoints.slice(2),
    {
      id: 'treatment_only',
      whenEmpty: [...PATIENT_LINE_IDS, ...ENDPOINT_VALUE_IDS],
      members: [
        ...POPULATION_KEYS,
        ...ENDPOINT_FRAME_KEYS,
        ...ENDPOINT_KEYS,
        'arrow_population',
        'arrow_treatment',
      ],
      replace: treatment(48, 864),
    },
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
    ...withLines(ENDPOINT_IDS, { secondary_endpoint: { lines: 9.84, lineChars: 44 } }),
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
  collapsible: collapsible(),
  animation: medicalAnimation(1200),
};
