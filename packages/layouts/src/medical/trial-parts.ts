import type {
  CollapsiblePanel,
  ContentIdDeclaration,
  LayoutElement,
  LineCapacity,
  LocalText,
  TextStyle,
} from '../model';
import { endpointPanels, factorsPanel, populationPanels } from '../general/trial-collapsible';
import { box, panel, panelHeading, small, staticText, text, textIds } from './parts';

/**
 * Pieces of the medical trial-design charts (hcp_ppt_a_005, hcp_ppt_a_034, hcp_ppt_b_004, hcp_ppt_b_005):
 * the population panel, the randomisation (circled R + ratio + arrows), the arms, endpoints, factors.
 * Every piece takes its position so the charts can share them at different widths.
 */

const INCLUSION_FALLBACK: LocalText = { zh: '入选标准', en: 'Key inclusion criteria' };

function arrow(key: string, from: [number, number], to: [number, number]): LayoutElement {
  return {
    kind: 'line',
    key,
    shape: 'arrow',
    from: { x: from[0], y: from[1] },
    to: { x: to[0], y: to[1] },
    stroke: 'primary',
    strokeWidth: 2,
  };
}
export { arrow as trialArrow };

/** Trial type on the left and the registry number on the right, under the header. */
export function trialTypeRow(x: number, w: number, y = 88): LayoutElement[] {
  return [
    text(
      'trial_type',
      'blinding_randomization_type',
      box(x, y, w - 260, 24),
      { fontSize: 14, colour: 'primary', weight: 'bold', valign: 'middle', lineHeight: 1.3 },
      { overflow: 'clamp' },
    ),
    text(
      'trial_number',
      'clinical_trial_number',
      box(x + w - 250, y, 250, 24),
      { fontSize: 13, colour: 'muted', align: 'right', valign: 'middle', lineHeight: 1.3 },
      { overflow: 'clamp' },
    ),
  ];
}

/** Inclusion-criteria title, four patient lines and, under them, N= (the overall patient number). */
export function populationPanel(x: number, y: number, w: number, lineH = 38): LayoutElement[] {
  const h = 30 + 4 * lineH + 34;
  return [
    panel('population_panel', x, y, w, h),
    text(
      'inclusion_title',
      'title_inclusion_criteria',
      box(x + 10, y + 4, w - 20, 24),
      panelHeading('title'),
      {
        overflow: 'clamp',
        fallbackText: INCLUSION_FALLBACK,
      },
    ),
    ...[1, 2, 3, 4].map((n) =>
      text(
        `patients_info_${n}`,
        `patients_basic_info_${n}`,
        box(x + 10, y + 30 + (n - 1) * lineH, w - 20, lineH - 2),
        small('text', 12),
        { overflow: 'shrink', bullets: false },
      ),
    ),
    overallN(x, y + 30 + 4 * lineH + 2, w),
  ];
}

export function overallN(x: number, y: number, w: number, fontSize = 15): LayoutElement {
  return text(
    'overall_n',
    'overall_patient_number',
    box(x, y, w, 28),
    { fontSize, colour: 'primary', weight: 'bold', align: 'center', valign: 'middle', lineHeight: 1.3 },
    { overflow: 'clamp', prefix: 'N=' },
  );
}

/** Arrow in, circled R at (cx, cy), ratio under it, arrows out to the two arm centres (x = armX). */
export function randomisation(
  fromX: number,
  cx: number,
  cy: number,
  armX: number,
  armAy: number,
  armBy: number,
): LayoutElement[] {
  return [
    arrow('arrow_in', [fromX, cy], [cx - 24, cy]),
    { kind: 'shape', key: 'r_circle', shape: 'ellipse', box: box(cx - 22, cy - 22, 44, 44), fill: 'primary' },
    staticText(
      'r_letter',
      'R',
      box(cx - 22, cy - 22, 44, 44),
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
      box(cx - 40, cy + 26, 80, 24),
      { fontSize: 13, colour: 'title', weight: 'bold', align: 'center', valign: 'middle', lineHeight: 1.3 },
      { overflow: 'clamp' },
    ),
    arrow('arrow_a', [cx + 20, cy - 8], [armX - 2, armAy]),
    arrow('arrow_b', [cx + 20, cy + 8], [armX - 2, armBy]),
  ];
}

/** ARM A or ARM B: a coloured box with the label, treatment name and plan. */
export function armBox(label: 'A' | 'B', x: number, y: number, w: number, h = 92): LayoutElement[] {
  const fill = label === 'A' ? 'armA' : 'armB';
  return [
    { kind: 'shape', key: `arm_${label}`, shape: 'roundRect', box: box(x, y, w, h), fill, radius: 8 },
    staticText(`arm_${label}_label`, { zh: `${label}组`, en: `ARM ${label}` }, box(x + 12, y + 4, 100, 18), {
      fontSize: 10,
      colour: 'inverse',
      weight: 'bold',
      lineHeight: 1.3,
    }),
    text(
      `arm_${label}_name`,
      `ARM_${label}_treatment_name`,
      box(x + 12, y + 22, w - 24, 24),
      { fontSize: 14, minFontSize: 11, colour: 'inverse', weight: 'bold', valign: 'middle', lineHeight: 1.3 },
      { overflow: 'shrink' },
    ),
    text(
      `arm_${label}_plan`,
      `ARM_${label}_treatment_plan`,
      box(x + 12, y + 46, w - 24, h - 50),
      small('inverse'),
      {
        overflow: 'shrink',
      },
    ),
  ];
}

const ENDPOINT_FALLBACK = {
  primary: { zh: '主要终点', en: 'Primary endpoint' },
  secondary: { zh: '次要终点', en: 'Secondary endpoints' },
} as const;

/** Endpoint headings and values at a given place (the panel and its collapsed forms share them). */
const endpointTitle = (key: 'primary' | 'secondary', x: number, y: number, w: number): LayoutElement =>
  text(
    `${key}_title`,
    key === 'primary' ? 'title_primary_endpoint' : 'title_secondary_endpoints',
    box(x, y, w, 24),
    panelHeading(),
    { overflow: 'clamp', fallbackText: ENDPOINT_FALLBACK[key] },
  );
const endpointValue = (key: 'primary' | 'secondary', x: number, y: number, w: number, h: number) =>
  text(key, key === 'primary' ? 'primary_endpoint' : 'secondary_endpoint', box(x, y, w, h), small());

/** Primary and secondary endpoints (titles and values) stacked in a panel. */
export function endpointsPanel(x: number, y: number, w: number, h: number): LayoutElement[] {
  const primaryH = Math.round((h - 68) * 0.35);
  const secondaryY = y + 30 + primaryH + 4;
  return [
    panel('endpoints_panel', x, y, w, h),
    endpointTitle('primary', x + 10, y + 4, w - 20),
    endpointValue('primary', x + 10, y + 30, w - 20, primaryH),
    endpointTitle('secondary', x + 10, secondaryY, w - 20),
    endpointValue('secondary', x + 10, secondaryY + 26, w - 20, y + h - secondaryY - 32),
  ];
}

/**
 * The endpoints panel of endpointsPanel(x, y, w, h) without one of its endpoints: the other takes the whole
 * panel. Without both, the panel and `outArrows` go and `widened` take the space.
 */
export function endpointsCollapsible(
  x: number,
  y: number,
  w: number,
  h: number,
  whole: { outArrows: string[]; widened: LayoutElement[] },
): CollapsiblePanel[] {
  return endpointPanels({
    primaryAlone: [endpointValue('primary', x + 10, y + 30, w - 20, h - 38)],
    secondaryAlone: [
      endpointTitle('secondary', x + 10, y + 4, w - 20),
      endpointValue('secondary', x + 10, y + 30, w - 20, h - 38),
    ],
    whole: { frame: ['endpoints_panel', ...whole.outArrows], widened: whole.widened },
  });
}

/**
 * The population panel of populationPanel(x, y, w, lineH) without patient lines: N= moves to the panel's
 * middle; without N= either, the arrow into the randomisation goes too.
 */
export function populationCollapsible(x: number, y: number, w: number, lineH: number): CollapsiblePanel[] {
  const h = 30 + 4 * lineH + 34;
  return populationPanels(
    { lines: [1, 2, 3, 4].map((n) => `patients_info_${n}`), frame: ['population_panel', 'inclusion_title'] },
    overallN(x, y + Math.round(h / 2) - 14, w),
  );
}

/** The factors block of factorsBlock(...) without factors: the block goes, `widened` take its space. */
export function factorsCollapsible(widened: LayoutElement[]): CollapsiblePanel {
  return factorsPanel(['factors_panel', 'factors_title', 'factor_1', 'factor_2', 'factor_3'], widened);
}

/** Two endpoint rows across the slide: title on the left, value on the right (hcp_ppt_b_004). */
export function endpointRows(x: number, y: number, w: number, rowH: number): LayoutElement[] {
  const titleW = 200;
  const row = (key: 'primary' | 'secondary', i: number): LayoutElement[] => {
    const ry = y + i * (rowH + 8);
    const titleId = key === 'primary' ? 'title_primary_endpoint' : 'title_secondary_endpoints';
    const valueId = key === 'primary' ? 'primary_endpoint' : 'secondary_endpoint';
    return [
      panel(`${key}_row`, x, ry, w, rowH),
      {
        kind: 'shape',
        key: `${key}_tag`,
        shape: 'rect',
        box: box(x, ry, titleW, rowH),
        fill: key === 'primary' ? 'primary' : 'secondary',
      },
      text(
        `${key}_title`,
        titleId,
        box(x + 12, ry + 4, titleW - 24, rowH - 8),
        { ...panelHeading('inverse'), align: 'center' },
        { overflow: 'shrink', fallbackText: ENDPOINT_FALLBACK[key] },
      ),
      text(key, valueId, box(x + titleW + 14, ry + 4, w - titleW - 24, rowH - 8), {
        ...small('text', 13),
        valign: 'middle',
      }),
    ];
  };
  return [...row('primary', 0), ...row('secondary', 1)];
}

/** The rows of endpointRows(...) without one endpoint: its row goes and the secondary moves up. */
export function endpointRowsCollapsible(x: number, y: number, w: number, rowH: number): CollapsiblePanel[] {
  const rowKeys = (key: string) => [`${key}_row`, `${key}_tag`, `${key}_title`, key];
  const moved = endpointRows(x, y - (rowH + 8), w, rowH).filter((el) =>
    rowKeys('secondary').includes(el.key),
  );
  // Without a secondary endpoint the primary row takes the height of both rows (no blank band below it).
  const tall = endpointRows(x, y, w, 2 * rowH + 8).filter((el) => rowKeys('primary').includes(el.key));
  return endpointPanels({ members: rowKeys, primaryAlone: tall, secondaryAlone: moved });
}

/** Stratification title and the three factors as bullets. */
export function factorsBlock(x: number, y: number, w: number, h: number, factorH: number): LayoutElement[] {
  return [
    panel('factors_panel', x, y, w, h, { stroke: 'line', strokeWidth: 1 }),
    text('factors_title', 'title_stratification_factors', box(x + 10, y + 4, w - 20, 24), panelHeading(), {
      overflow: 'clamp',
      fallbackText: { zh: '分层因素', en: 'Stratification factors' },
    }),
    ...[1, 2, 3].map((n) =>
      text(
        `factor_${n}`,
        `stratification_factor_${n}`,
        box(x + 10, y + 30 + (n - 1) * factorH, w - 20, factorH - 2),
        small('textSecondary'),
        { overflow: 'shrink', prefix: '• ' },
      ),
    ),
  ];
}

export function cycleText(x: number, y: number, w: number, style?: Partial<TextStyle>): LayoutElement {
  return text(
    'cycle',
    'cycle_length',
    box(x, y, w, 24),
    {
      fontSize: 12,
      colour: 'textSecondary',
      align: 'center',
      valign: 'middle',
      lineHeight: 1.3,
      ...style,
    },
    { overflow: 'clamp' },
  );
}

/**
 * The content ids every design chart shares. Population lines and arm names declare what their boxes show
 * whole at the floor font size (the writer's measured limits, decision 0072), which differs per chart.
 */
export function trialCoreIds(limits: {
  patientLine: number;
  armName: number;
  /** Plan boxes: most charts show 140 characters whole; a narrower chart says its own. */
  armPlan?: number;
}): ContentIdDeclaration[] {
  const armPlan = limits.armPlan ?? 140;
  return [
    {
      id: 'blinding_randomization_type',
      kind: 'text',
      maxChars: 120,
      description: 'e.g. Phase III, randomised, double-blind',
    },
    { id: 'clinical_trial_number', kind: 'text', maxChars: 60, description: 'Registry id, e.g. NCT01234567' },
    {
      id: 'title_inclusion_criteria',
      kind: 'text',
      maxChars: 40,
      description: 'Heading of the patient lines',
    },
    ...textIds(
      ['patients_basic_info_1', 'patients_basic_info_2', 'patients_basic_info_3', 'patients_basic_info_4'],
      limits.patientLine,
      'One inclusion criterion or population fact',
    ),
    { id: 'overall_patient_number', kind: 'text', maxChars: 20, description: 'Number only; shown as N=' },
    { id: 'randomization_ratio', kind: 'text', maxChars: 12, description: 'e.g. 1:1' },
    { id: 'ARM_A_treatment_name', kind: 'text', required: true, maxChars: limits.armName },
    { id: 'ARM_A_treatment_plan', kind: 'text', maxChars: armPlan },
    { id: 'ARM_B_treatment_name', kind: 'text', required: true, maxChars: limits.armName },
    { id: 'ARM_B_treatment_plan', kind: 'text', maxChars: armPlan },
    { id: 'cycle_length', kind: 'text', maxChars: 80 },
  ];
}

/** Both plan boxes of a chart (a moved arm name, then the plan): `lines` high, `lineChars` wide. */
export const planLines = (lines: number, lineChars: number): Record<string, LineCapacity> => ({
  ARM_A_treatment_plan: { lines, lineChars },
  ARM_B_treatment_plan: { lines, lineChars },
});

export const ENDPOINT_IDS: ContentIdDeclaration[] = [
  { id: 'title_primary_endpoint', kind: 'text', maxChars: 40 },
  { id: 'primary_endpoint', kind: 'text', maxChars: 160 },
  { id: 'title_secondary_endpoints', kind: 'text', maxChars: 40 },
  {
    id: 'secondary_endpoint',
    kind: 'text',
    maxChars: 300,
    description: 'Secondary endpoints, comma separated',
  },
];

export const FACTOR_IDS: ContentIdDeclaration[] = [
  { id: 'title_stratification_factors', kind: 'text', maxChars: 40 },
  ...textIds(['stratification_factor_1', 'stratification_factor_2', 'stratification_factor_3'], 80),
];
