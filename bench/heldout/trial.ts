/**
 * The structured truth of one generated trial: registry, N, arms with plans and sizes, allocation ratio,
 * blinding, primary endpoint and its per-arm results and effect estimate. Numbers are drawn from a seeded
 * source and made consistent with one another (arm sizes add up to N, percentages are n/N, confidence
 * intervals come from a standard error at the stated level), as a paper would print them.
 */
import type { TruthDoc } from '../lib/extract-scoring';
import type { Random } from './random';

export type Blinding = 'open-label' | 'single-blind' | 'double-blind';
export type EndpointKind = 'binary' | 'time-to-event' | 'continuous';
export type Measure = 'HR' | 'OR' | 'RR' | 'MD' | 'RD';

export type TrialArm = {
  /** The arm's name as a paper first names it ("zelorastat", "placebo", "standard care"). */
  name: string;
  /** The word a reader must find in the extracted arm (scorer keyword). */
  keyword: string;
  /** Dose, route, schedule and duration as printed, or null for standard care. */
  plan: string | null;
  n: number;
  control: boolean;
};

export type ArmOutcome = { value: number; events: number | null; of: number | null };

export type Effect = {
  measure: Measure;
  value: number;
  low: number;
  high: number;
  level: 90 | 95 | 97.5;
  /** As printed, without "P": "<0.001", "0.03". */
  p: string;
};

export type Trial = {
  id: string;
  registry: { name: string; id: string };
  /** Another trial's id, cited in the discussion (a reader must not take it). */
  otherRegistryId: string;
  condition: string;
  population: string;
  phase: string;
  blinding: Blinding;
  ratio: number[];
  n: number;
  arms: TrialArm[];
  endpoint: { kind: EndpointKind; name: string; keywords: string[]; unit: string; timepoint: string };
  outcomes: ArmOutcome[];
  effect: Effect;
  /** Whether the paper prints the effect estimate; without it, only per-arm values and a P value. */
  effectStated: boolean;
  /** Whether the body's results sentence is cut by a figure (and hyphenated across lines). */
  resultBroken: boolean;
  durationWeeks: number;
};

const REGISTRIES: { name: string; id: (r: Random) => string }[] = [
  { name: 'ClinicalTrials.gov', id: (r) => `NCT0${r.int(1000000, 6999999)}` },
  { name: 'ISRCTN', id: (r) => `ISRCTN${r.int(10000000, 99999999)}` },
  { name: 'EudraCT', id: (r) => `${r.int(2008, 2022)}-00${r.int(1000, 5999)}-${r.int(10, 99)}` },
  { name: 'ANZCTR', id: (r) => `ACTRN12${r.int(6, 9)}${r.int(10000000000, 99999999999)}` },
  { name: 'Chinese Clinical Trial Registry', id: (r) => `ChiCTR${r.int(1800000000, 2300099999)}` },
  { name: 'German Clinical Trials Register', id: (r) => `DRKS000${r.int(10000, 29999)}` },
  {
    name: 'Clinical Trials Registry–India',
    id: (r) => `CTRI/20${r.int(15, 23)}/0${r.int(1, 9)}/0${r.int(10000, 59999)}`,
  },
  { name: 'Japan Registry of Clinical Trials', id: (r) => `jRCT20${r.int(31, 80)}${r.int(100000, 220000)}` },
  { name: 'Thai Clinical Trials Registry', id: (r) => `TCTR20${r.int(170101, 231231)}00${r.int(1, 9)}` },
];

/** Invented drug names, so no generated paper repeats a corpus paper's words. */
const DRUG_STEMS = [
  'zelor',
  'travi',
  'opaxi',
  'quinder',
  'belvo',
  'marzu',
  'telvan',
  'rosoli',
  'fenor',
  'vadri',
];
const DRUG_ENDINGS = ['astat', 'mab', 'tinib', 'parin', 'lukast', 'gliflozin', 'oxacin', 'vudine'];

const COMPARATORS: { name: string; keyword: string; plan: (r: Random) => string | null; placebo: boolean }[] =
  [
    { name: 'placebo', keyword: 'placebo', plan: () => null, placebo: true },
    { name: 'matching placebo', keyword: 'placebo', plan: () => null, placebo: true },
    { name: 'standard care', keyword: 'standard care', plan: () => null, placebo: false },
    {
      name: 'enoxaparin',
      keyword: 'enoxaparin',
      plan: () => '40 mg subcutaneously once daily',
      placebo: false,
    },
    {
      name: 'methotrexate',
      keyword: 'methotrexate',
      plan: (r) => `${r.pick([15, 20, 25])} mg orally once weekly`,
      placebo: false,
    },
  ];

const SETTINGS: {
  condition: string;
  population: string;
  endpoints: { kind: EndpointKind; name: string; keywords: string[]; unit: string; timepoint: string }[];
}[] = [
  {
    condition: 'moderate-to-severe plaque psoriasis',
    population: 'adults with moderate-to-severe plaque psoriasis',
    endpoints: [
      {
        kind: 'binary',
        name: 'PASI 75 response at week 16',
        keywords: ['PASI 75'],
        unit: '%',
        timepoint: 'week 16',
      },
      {
        kind: 'continuous',
        name: 'change in Dermatology Life Quality Index score at week 16',
        keywords: ['Dermatology Life Quality Index'],
        unit: 'points',
        timepoint: 'week 16',
      },
    ],
  },
  {
    condition: 'advanced hepatocellular carcinoma',
    population: 'patients with unresectable hepatocellular carcinoma',
    endpoints: [
      {
        kind: 'time-to-event',
        name: 'overall survival',
        keywords: ['overall survival'],
        unit: 'months',
        timepoint: '',
      },
      {
        kind: 'time-to-event',
        name: 'progression-free survival',
        keywords: ['progression-free survival'],
        unit: 'months',
        timepoint: '',
      },
    ],
  },
  {
    condition: 'resistant hypertension',
    population: 'adults with uncontrolled hypertension despite three drugs',
    endpoints: [
      {
        kind: 'continuous',
        name: 'change in mean seated systolic blood pressure at week 12',
        keywords: ['systolic blood pressure'],
        unit: 'mm Hg',
        timepoint: 'week 12',
      },
      {
        kind: 'binary',
        name: 'blood pressure control at week 12',
        keywords: ['blood pressure control'],
        unit: '%',
        timepoint: 'week 12',
      },
    ],
  },
  {
    condition: 'community-acquired pneumonia',
    population: 'adults admitted to hospital with community-acquired pneumonia',
    endpoints: [
      {
        kind: 'binary',
        name: 'clinical cure at the test-of-cure visit',
        keywords: ['clinical cure'],
        unit: '%',
        timepoint: 'day 21',
      },
      {
        kind: 'binary',
        name: 'all-cause mortality at day 28',
        keywords: ['mortality'],
        unit: '%',
        timepoint: 'day 28',
      },
    ],
  },
  {
    condition: 'heart failure with reduced ejection fraction',
    population: 'patients with chronic heart failure and an ejection fraction of 40% or less',
    endpoints: [
      {
        kind: 'time-to-event',
        name: 'time to first hospitalisation for heart failure or cardiovascular death',
        keywords: ['hospitalisation for heart failure'],
        unit: 'months',
        timepoint: '',
      },
      {
        kind: 'continuous',
        name: 'change in 6-minute walk distance at week 24',
        keywords: ['6-minute walk distance'],
        unit: 'm',
        timepoint: 'week 24',
      },
    ],
  },
  {
    condition: 'ulcerative colitis',
    population: 'adults with moderately to severely active ulcerative colitis',
    endpoints: [
      {
        kind: 'binary',
        name: 'clinical remission at week 8',
        keywords: ['clinical remission'],
        unit: '%',
        timepoint: 'week 8',
      },
    ],
  },
  {
    condition: 'type 2 diabetes',
    population: 'adults with type 2 diabetes inadequately controlled on metformin',
    endpoints: [
      {
        kind: 'continuous',
        name: 'change in glycated haemoglobin from baseline to week 26',
        keywords: ['glycated haemoglobin'],
        unit: 'percentage points',
        timepoint: 'week 26',
      },
    ],
  },
];

const Z: Record<Effect['level'], number> = { 90: 1.645, 95: 1.96, 97.5: 2.241 };

const round = (x: number, digits: number) => Number(x.toFixed(digits));

/** Two-sided p from a z statistic, printed as journals do. */
function pValue(z: number): string {
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const d = 0.3989423 * Math.exp((-z * z) / 2);
  const tail = d * t * (0.3193815 + t * (-0.3565638 + t * (1.781478 + t * (-1.821256 + t * 1.330274))));
  const p = 2 * tail;
  if (p < 0.001) return '<0.001';
  return p < 0.01 ? p.toFixed(3) : p.toFixed(2);
}

function drugName(r: Random): string {
  return `${r.pick(DRUG_STEMS)}${r.pick(DRUG_ENDINGS)}`;
}

function drugPlan(r: Random, drug: string): string {
  if (drug.endsWith('mab'))
    return `${r.pick([150, 300, 400])} mg subcutaneously every ${r.pick([2, 4])} weeks`;
  if (drug.endsWith('parin')) return `${r.pick([40, 60])} mg subcutaneously once daily`;
  return `${r.pick([5, 10, 25, 50, 100, 200])} mg orally ${r.pick(['once daily', 'twice daily'])}`;
}

/** Sizes in the ratio, adding up to n (the remainder goes to the first arms). */
function armSizes(n: number, ratio: number[]): number[] {
  const total = ratio.reduce((s, x) => s + x, 0);
  const sizes = ratio.map((x) => Math.floor((n * x) / total));
  let rest = n - sizes.reduce((s, x) => s + x, 0);
  for (let i = 0; rest > 0; i = (i + 1) % sizes.length, rest--) sizes[i]! += 1;
  return sizes;
}

function binaryEffect(r: Random, arms: TrialArm[], level: Effect['level']) {
  const base = 0.08 + r.next() * 0.45;
  const lift = (r.chance(0.8) ? 1 : -1) * (0.04 + r.next() * 0.3);
  const rates = [Math.min(0.95, Math.max(0.02, base + lift)), base];
  const outcomes: ArmOutcome[] = arms.map((a, i) => {
    const events = Math.max(1, Math.round(rates[i]! * a.n));
    return { value: round((100 * events) / a.n, 1), events, of: a.n };
  });
  const [p1, p0] = outcomes.map((o) => o.events! / o.of!) as [number, number];
  const [n1, n0] = [arms[0]!.n, arms[1]!.n];
  const measure = r.pick<Measure>(['RD', 'OR', 'RR']);
  const z = Z[level];
  if (measure === 'RD') {
    const rd = 100 * (p1 - p0);
    const se = 100 * Math.sqrt((p1 * (1 - p1)) / n1 + (p0 * (1 - p0)) / n0);
    const value = round(outcomes[0]!.value - outcomes[1]!.value, 1);
    return {
      outcomes,
      effect: {
        measure,
        value,
        low: round(rd - z * se, 1),
        high: round(rd + z * se, 1),
        level,
        p: pValue(rd / se),
      },
    };
  }
  const [e1, e0] = [outcomes[0]!.events!, outcomes[1]!.events!];
  const est = measure === 'OR' ? e1 / (n1 - e1 || 1) / (e0 / (n0 - e0 || 1)) : p1 / p0;
  const se =
    measure === 'OR'
      ? Math.sqrt(1 / e1 + 1 / Math.max(1, n1 - e1) + 1 / e0 + 1 / Math.max(1, n0 - e0))
      : Math.sqrt(1 / e1 - 1 / n1 + 1 / e0 - 1 / n0);
  const log = Math.log(est);
  return {
    outcomes,
    effect: {
      measure,
      value: round(est, 2),
      low: round(Math.exp(log - z * se), 2),
      high: round(Math.exp(log + z * se), 2),
      level,
      p: pValue(log / se),
    },
  };
}

function survivalEffect(r: Random, arms: TrialArm[], level: Effect['level']) {
  const control = round(3 + r.next() * 18, 1);
  const hr = round(0.45 + r.next() * 0.6, 2);
  const treated = round(control / hr, 1);
  const events = Math.round((arms[0]!.n + arms[1]!.n) * (0.4 + r.next() * 0.4));
  const se = Math.sqrt(4 / events);
  const log = Math.log(hr);
  const z = Z[level];
  return {
    outcomes: [
      { value: treated, events: null, of: null },
      { value: control, events: null, of: null },
    ],
    effect: {
      measure: 'HR' as const,
      value: hr,
      low: round(Math.exp(log - z * se), 2),
      high: round(Math.exp(log + z * se), 2),
      level,
      p: pValue(log / se),
    },
  };
}

function continuousEffect(r: Random, arms: TrialArm[], level: Effect['level'], unit: string) {
  const scale = unit === 'm' ? 40 : unit === 'percentage points' ? 0.8 : unit === 'points' ? 5 : 10;
  const control = round(-scale * (0.1 + r.next() * 0.4), 1);
  const treated = round(control - scale * (0.2 + r.next() * 0.8) * (unit === 'm' ? -1 : 1), 1);
  const sd = scale * 1.5;
  const se = sd * Math.sqrt(1 / arms[0]!.n + 1 / arms[1]!.n);
  const md = round(treated - control, 1);
  const z = Z[level];
  return {
    outcomes: [
      { value: treated, events: null, of: null },
      { value: control, events: null, of: null },
    ],
    effect: {
      measure: 'MD' as const,
      value: md,
      low: round(md - z * se, 1),
      high: round(md + z * se, 1),
      level,
      p: pValue(md / se),
    },
  };
}

export function generateTrial(r: Random, id: string): Trial {
  const setting = r.pick(SETTINGS);
  const endpoint = r.pick(setting.endpoints);
  const registry = r.pick(REGISTRIES);
  const comparator = r.pick(COMPARATORS);
  const drug = drugName(r);
  const ratio = r.pick([
    [1, 1],
    [1, 1],
    [2, 1],
    [3, 1],
    [3, 2],
  ]);
  const n = r.int(60, 1400);
  const sizes = armSizes(n, ratio);
  const blinding: Blinding = comparator.placebo
    ? r.pick(['double-blind', 'double-blind', 'single-blind'])
    : r.pick(['open-label', 'open-label', 'single-blind']);
  const arms: TrialArm[] = [
    { name: drug, keyword: drug, plan: drugPlan(r, drug), n: sizes[0]!, control: false },
    {
      name: comparator.name,
      keyword: comparator.keyword,
      plan: comparator.plan(r),
      n: sizes[1]!,
      control: true,
    },
  ];
  const level = r.pick<Effect['level']>([95, 95, 95, 90, 97.5]);
  const drawn =
    endpoint.kind === 'binary'
      ? binaryEffect(r, arms, level)
      : endpoint.kind === 'time-to-event'
        ? survivalEffect(r, arms, level)
        : continuousEffect(r, arms, level, endpoint.unit);
  return {
    id,
    registry: { name: registry.name, id: registry.id(r) },
    otherRegistryId: `NCT0${r.int(1000000, 6999999)}`,
    condition: setting.condition,
    population: setting.population,
    phase: r.pick(['2', '3', '3', '2b']),
    blinding,
    ratio,
    n,
    arms,
    endpoint,
    outcomes: drawn.outcomes,
    effect: drawn.effect,
    effectStated: true,
    resultBroken: false,
    durationWeeks: r.pick([12, 24, 52]),
  };
}

/** The truth in the corpus truth.json's shape, scored by the same rules. */
export function truthOf(
  trial: Trial,
  file: string,
  stated: { ratio: boolean; results: boolean; protocol: boolean },
): TruthDoc {
  const e = trial.effect;
  return {
    id: trial.id,
    file,
    // A bare EudraCT number says nothing of its register: facts name it ("EudraCT 2013-002249-72").
    registry_id: trial.registry.name === 'EudraCT' ? `EudraCT ${trial.registry.id}` : trial.registry.id,
    // A protocol's N is planned, not randomised.
    ...(stated.protocol ? {} : { n_randomized: trial.n, arm_sizes: trial.arms.map((a) => a.n) }),
    ...(stated.ratio ? { ratio: trial.ratio.join(':') } : {}),
    blinding: trial.blinding,
    arm_keywords: trial.arms.map((a) => [a.keyword]),
    primary_endpoint_keywords: trial.endpoint.keywords,
    // The paper's own ratios only: another trial's hazard ratio cited in the introduction is not one, so a
    // paper without a hazard ratio (or any estimate) of its own states none (an empty list).
    ...(stated.protocol ? { effects: [], hazard_ratios: [], primary_result: null } : {}),
    ...(stated.results
      ? {
          effects: trial.effectStated
            ? [{ measure: e.measure, value: e.value, ci_low: e.low, ci_high: e.high }]
            : [],
          hazard_ratios:
            trial.effectStated && e.measure === 'HR'
              ? [{ value: e.value, ci_low: e.low, ci_high: e.high }]
              : [],
          primary_result: {
            what: trial.endpoint.name,
            arms: trial.arms.map((a, i) => ({
              keyword: a.keyword,
              value: trial.outcomes[i]!.value,
              unit: trial.endpoint.unit,
            })),
          },
        }
      : {}),
  };
}
