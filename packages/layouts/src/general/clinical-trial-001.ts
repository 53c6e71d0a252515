import type {
  CollapsiblePanel,
  ContentIdDeclaration,
  LayoutDeclaration,
  LayoutElement,
  TextStyle,
} from '../model';
import { box, contentFrame, FOOTER_CONTENT_IDS, generalAnimation, staticText, text } from './parts';
import {
  ENDPOINT_VALUE_IDS,
  endpointPanels,
  FACTOR_VALUE_IDS,
  factorsPanel,
  populationPanels,
} from './trial-collapsible';

const small = (colour: TextStyle['colour'] = 'text'): TextStyle => ({
  fontSize: 12,
  minFontSize: 10,
  colour,
  lineHeight: 1.3,
});
const heading: TextStyle = {
  fontSize: 13,
  colour: 'primary',
  weight: 'bold',
  valign: 'middle',
  lineHeight: 1.3,
};

/** An arm box at `y`, `w` wide and `h` high: label, name, and the plan taking the rest of the box. */
function arm(label: 'A' | 'B', y: number, w = 300, h = 84): LayoutElement[] {
  const fill = label === 'A' ? 'armA' : 'armB';
  return [
    { kind: 'shape', key: `arm_${label}`, shape: 'roundRect', box: box(400, y, w, h), fill, radius: 8 },
    staticText(`arm_${label}_label`, { zh: `${label}组`, en: `ARM ${label}` }, box(412, y + 4, 100, 18), {
      fontSize: 10,
      colour: 'inverse',
      weight: 'bold',
      lineHeight: 1.3,
    }),
    text(
      `arm_${label}_name`,
      `ARM_${label}_treatment_name`,
      box(412, y + 22, w - 24, 22),
      { fontSize: 14, colour: 'inverse', weight: 'bold', valign: 'middle', lineHeight: 1.3 },
      { overflow: 'clamp' },
    ),
    text(
      `arm_${label}_plan`,
      `ARM_${label}_treatment_plan`,
      box(412, y + 44, w - 24, h - 48),
      small('inverse'),
      {
        overflow: 'clamp',
      },
    ),
  ];
}

function cycle(w: number, y = 334): LayoutElement {
  return text(
    'cycle',
    'cycle_length',
    box(400, y, w, 24),
    { fontSize: 12, colour: 'textSecondary', align: 'center', valign: 'middle', lineHeight: 1.3 },
    { overflow: 'clamp' },
  );
}

/** The population panel, `h` high (196 on the full chart), its four lines sharing the room, N= under it. */
function patients(h = 196): LayoutElement[] {
  const lineH = Math.floor((h - 36) / 4);
  return [
    {
      kind: 'shape',
      key: 'patients_panel',
      shape: 'roundRect',
      box: box(40, 118, 250, h),
      fill: 'surface',
      radius: 8,
    },
    text(
      'patients_title',
      'title_patients',
      box(52, 124, 226, 24),
      { ...heading, fontSize: 14, colour: 'title' },
      {
        overflow: 'clamp',
        fallbackText: { zh: '入组患者', en: 'Patients' },
      },
    ),
    ...[1, 2, 3, 4].map((n) =>
      text(
        `patients_info_${n}`,
        `patients_basic_info_${n}`,
        box(52, 150 + (n - 1) * lineH, 226, lineH - 2),
        small(),
        { overflow: 'clamp' },
      ),
    ),
    overallN(118 + h + 6),
  ];
}

const overallN = (y: number) =>
  text(
    'overall_n',
    'overall_patient_number',
    box(40, y, 250, 26),
    { fontSize: 15, colour: 'primary', weight: 'bold', align: 'center', valign: 'middle', lineHeight: 1.3 },
    { overflow: 'clamp', prefix: 'N=' },
  );

/**
 * The randomisation: an arrow into the circled R (centred at `r`), the ratio under it, arrows out to both
 * arms (centred at `a` and `b`) and on from them into the endpoints panel.
 */
function randomisation(r = 216, a = 160, b = 284): LayoutElement[] {
  const arrow = (key: string, from: [number, number], to: [number, number]): LayoutElement => ({
    kind: 'line',
    key,
    shape: 'arrow',
    from: { x: from[0], y: from[1] },
    to: { x: to[0], y: to[1] },
    stroke: 'primary',
    strokeWidth: 2,
  });
  return [
    arrow('arrow_in', [290, r], [316, r]),
    { kind: 'shape', key: 'r_circle', shape: 'ellipse', box: box(318, r - 22, 44, 44), fill: 'primary' },
    staticText(
      'r_letter',
      'R',
      box(318, r - 22, 44, 44),
      {
        fontSize: 26,
        colour: 'inverse',
        weight: 'bold',
        align: 'center',
        valign: 'middle',
        lineHeight: 1.2,
      },
      { role: 'title' },
    ),
    text(
      'ratio',
      'randomization_ratio',
      box(300, r + 26, 80, 24),
      { fontSize: 13, colour: 'title', weight: 'bold', align: 'center', valign: 'middle', lineHeight: 1.3 },
      { overflow: 'clamp' },
    ),
    arrow('arrow_a', [362, r - 6], [398, a]),
    arrow('arrow_b', [362, r + 6], [398, b]),
    arrow('arrow_a_out', [700, a], [718, a]),
    arrow('arrow_b_out', [700, b], [718, b]),
  ];
}

/**
 * The arms column when the stratification row has collapsed: both arms 140 high (their plans get the room),
 * the cycle line at the bottom of the panels beside them (456), the randomisation between the arms.
 */
const TALL_ARM_H = 140;
const tallArms = (w: number): LayoutElement[] => [
  ...arm('A', 118, w, TALL_ARM_H),
  ...arm('B', 286, w, TALL_ARM_H),
  cycle(w, 432),
];

const endpointTitle = (key: 'primary' | 'secondary', y: number) =>
  text(
    `${key}_title`,
    key === 'primary' ? 'title_primary_endpoint' : 'title_secondary_endpoints',
    box(730, y, 180, 22),
    heading,
    {
      overflow: 'clamp',
      fallbackText:
        key === 'primary'
          ? { zh: '主要终点', en: 'Primary endpoint' }
          : { zh: '次要终点', en: 'Secondary endpoints' },
    },
  );
const endpointValue = (key: 'primary' | 'secondary', y: number, h: number) =>
  text(key, key === 'primary' ? 'primary_endpoint' : 'secondary_endpoint', box(730, y, 180, h), small());

/** The endpoints panel, 240 high, or 338 when the stratification row below has collapsed. */
function endpoints(h = 240): LayoutElement[] {
  return [
    {
      kind: 'shape',
      key: 'endpoints_panel',
      shape: 'roundRect',
      box: box(720, 118, 200, h),
      fill: 'surface',
      radius: 8,
    },
    endpointTitle('primary', 124),
    endpointValue('primary', 148, 56),
    endpointTitle('secondary', 210),
    endpointValue('secondary', 234, h - 122),
  ];
}

const STRAT_KEYS = ['strat_panel', 'strat_title', 'strat_1', 'strat_2', 'strat_3'];

/**
 * Panels a paper may leave empty: the stratification row (the endpoints panel grows into it), either
 * endpoint (the other takes the panel), both endpoints (the arms run to the edge), the patient lines (N=
 * moves up beside the randomisation) and, with no N= either, the arrow into it. Without factors the arms
 * column runs down to the panels' bottom too (0075), widened or not.
 */
const collapsible: CollapsiblePanel[] = [
  factorsPanel(STRAT_KEYS, [
    // The endpoints panel and the population panel (its lines taller, N= under it) grow into the row, and
    // the arms column runs down to the panels' bottom (no band under ARM B).
    ...endpoints(338).filter((e) => e.key === 'endpoints_panel' || e.key === 'secondary'),
    ...patients(316),
    ...tallArms(300),
    ...randomisation(272, 118 + TALL_ARM_H / 2, 286 + TALL_ARM_H / 2),
  ]),
  ...endpointPanels({
    primaryAlone: [endpointValue('primary', 148, 202)],
    secondaryAlone: [endpointTitle('secondary', 124), endpointValue('secondary', 148, 202)],
    whole: {
      frame: ['endpoints_panel', 'arrow_a_out', 'arrow_b_out'],
      widened: [...arm('A', 118, 520), ...arm('B', 242, 520), cycle(520)],
    },
  }),
  // Neither factors nor endpoints: the widened arms are tall too (declared after both, so its boxes win).
  {
    id: 'no_stratification_or_endpoints',
    whenEmpty: [...FACTOR_VALUE_IDS, ...ENDPOINT_VALUE_IDS],
    members: STRAT_KEYS,
    replace: tallArms(520),
  },
  ...populationPanels(
    { lines: [1, 2, 3, 4].map((n) => `patients_info_${n}`), frame: ['patients_panel', 'patients_title'] },
    overallN(203),
  ),
];

function stratification(): LayoutElement[] {
  return [
    {
      kind: 'shape',
      key: 'strat_panel',
      shape: 'roundRect',
      box: box(40, 366, 880, 90),
      stroke: 'line',
      strokeWidth: 1,
      radius: 8,
    },
    text('strat_title', 'title_stratification_factors', box(52, 372, 300, 22), heading, {
      overflow: 'clamp',
      fallbackText: { zh: '分层因素', en: 'Stratification factors' },
    }),
    ...[1, 2, 3].map((n) =>
      text(
        `strat_${n}`,
        `stratification_factor_${n}`,
        box(52 + (n - 1) * 290, 398, 276, 52),
        small('textSecondary'),
        {
          overflow: 'clamp',
          prefix: '• ',
        },
      ),
    ),
  ];
}

const ids = (names: string[], maxChars: number): ContentIdDeclaration[] =>
  names.map((id) => ({ id, kind: 'text', maxChars }));

/**
 * General clinical-trial design: trial type and number, patients (title, four info lines, N=), the
 * randomisation (circled R, ratio, arrows) into ARM A and ARM B (name and plan), cycle length, primary and
 * secondary endpoints, three stratification factors, footnotes.
 */
export const clinicalTrial001: LayoutDeclaration = {
  id: 'clinical_trial_001',
  family: 'general',
  slideType: 'clinical_trial',
  description:
    'Trial design chart: patients -> circled R (ratio) -> ARM A / ARM B -> endpoints; stratification',
  background: 'content',
  contentIds: [
    {
      id: 'title',
      kind: 'text',
      required: true,
      maxChars: 120,
      description: 'Trial name as the slide header',
    },
    {
      id: 'blinding_randomization_type',
      kind: 'text',
      maxChars: 120,
      description: 'Trial type, e.g. Phase III, randomised, double-blind',
    },
    { id: 'clinical_trial_number', kind: 'text', maxChars: 60, description: 'Registry id, e.g. NCT01234567' },
    { id: 'title_patients', kind: 'text', maxChars: 40 },
    // Population lines, arm names and plans: what their boxes show whole at the floor size (decision 0072).
    ...ids(
      ['patients_basic_info_1', 'patients_basic_info_2', 'patients_basic_info_3', 'patients_basic_info_4'],
      76,
    ),
    { id: 'overall_patient_number', kind: 'text', maxChars: 20, description: 'Number only; shown as N=' },
    { id: 'randomization_ratio', kind: 'text', maxChars: 12, description: 'e.g. 1:1' },
    { id: 'ARM_A_treatment_name', kind: 'text', required: true, maxChars: 32 },
    { id: 'ARM_A_treatment_plan', kind: 'text', maxChars: 100, lines: { lines: 2.76, lineChars: 46 } },
    { id: 'ARM_B_treatment_name', kind: 'text', required: true, maxChars: 32 },
    { id: 'ARM_B_treatment_plan', kind: 'text', maxChars: 100, lines: { lines: 2.76, lineChars: 46 } },
    { id: 'cycle_length', kind: 'text', maxChars: 80 },
    { id: 'title_primary_endpoint', kind: 'text', maxChars: 40 },
    { id: 'primary_endpoint', kind: 'text', maxChars: 160 },
    { id: 'title_secondary_endpoints', kind: 'text', maxChars: 40 },
    {
      id: 'secondary_endpoint',
      kind: 'text',
      maxChars: 400,
      lines: { lines: 9, lineChars: 28 },
      description: 'One endpoint per line',
    },
    { id: 'title_stratification_factors', kind: 'text', maxChars: 40 },
    ...ids(['stratification_factor_1', 'stratification_factor_2', 'stratification_factor_3'], 120),
    ...FOOTER_CONTENT_IDS,
  ],
  elements: [
    ...contentFrame('title'),
    text(
      'trial_type',
      'blinding_randomization_type',
      box(40, 86, 600, 26),
      { fontSize: 14, colour: 'primary', weight: 'bold', valign: 'middle', lineHeight: 1.3 },
      { overflow: 'clamp' },
    ),
    text(
      'trial_number',
      'clinical_trial_number',
      box(640, 86, 280, 26),
      { fontSize: 13, colour: 'muted', align: 'right', valign: 'middle', lineHeight: 1.3 },
      { overflow: 'clamp' },
    ),
    ...patients(),
    ...randomisation(),
    ...arm('A', 118),
    ...arm('B', 242),
    cycle(300),
    ...endpoints(),
    ...stratification(),
  ],
  collapsible,
  animation: generalAnimation({ loadedDelayMs: 1500 }),
};
