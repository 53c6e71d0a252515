/**
 * One trial written as a paper: front matter (title, authors, abstract) and body blocks, with the phrasing
 * of each fact drawn from phrasings.ts and numbers printed in the layout's style (decimal mark, minus sign,
 * p values). Records which phrasing it used for each fact, so a miss can be traced to a style.
 */
import {
  ALLOCATION,
  BINARY_RESULT,
  BLINDING_WORDS,
  CONTINUOUS_RESULT,
  DESIGN,
  EFFECT_STYLES,
  MEASURE_NAMES,
  PRIMARY_ENDPOINT,
  REGISTRATION,
  SURVIVAL_RESULT,
  type Words,
} from './phrasings';
import type { Random } from './random';
import type { Trial } from './trial';

export type NumberStyle = { decimal: '.' | '·'; minus: '-' | '−'; pLeadingZero: boolean; pLetter: 'P' | 'p' };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  /** `cut`: the paragraph stops mid-sentence (a figure follows); `continued`: it goes on from one. */
  | { kind: 'paragraph'; text: string; label?: string; cut?: boolean; continued?: boolean }
  | { kind: 'figure'; caption: string; labels: string[] }
  | { kind: 'table'; caption: string; head: string[]; rows: string[][] }
  | { kind: 'box'; title: string; blocks: Block[] };

export type Paper = {
  title: string;
  authors: string;
  /** Cover-page lines before the title (protocols). */
  cover: string[];
  /** The abstract's parts: a label ("Methods") or '' for an unstructured abstract, and its text. */
  abstract: { label: string; text: string }[];
  body: Block[];
  /** Which phrasing of each list the paper used (index into the list). */
  variants: Record<string, number>;
  /** Facts the paper states, so the truth lists only what a reader can find. */
  states: { ratio: boolean; results: boolean; protocol: boolean };
  /** A Chinese paper (paper-zh.ts): Chinese abstract heading, CJK fonts, its own heading numbers. */
  lang?: 'zh';
};

const ABSTRACT_LABELS = {
  nejm: ['BACKGROUND', 'METHODS', 'RESULTS', 'CONCLUSIONS'],
  lancet: ['Background', 'Methods', 'Findings', 'Interpretation'],
  jama: ['IMPORTANCE', 'DESIGN, SETTING, AND PARTICIPANTS', 'RESULTS', 'CONCLUSIONS AND RELEVANCE'],
  plain: ['', '', '', ''],
} as const;
export type AbstractStyle = keyof typeof ABSTRACT_LABELS;

export function numberStyle(style: NumberStyle) {
  const num = (x: number, digits: number) => {
    const s = Math.abs(x).toFixed(digits).replace('.', style.decimal);
    return x < 0 ? `${style.minus}${s}` : s;
  };
  const p = (printed: string) => {
    const body = printed.startsWith('<') ? printed.slice(1) : printed;
    let shown = body.replace('.', style.decimal);
    if (!style.pLeadingZero) shown = shown.replace(/^0/, '');
    return printed.startsWith('<') ? `${style.pLetter}<${shown}` : `${style.pLetter}=${shown}`;
  };
  return { num, p };
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The phrasing index for `list`, recorded under `name`. */
function choose<T>(r: Random, variants: Record<string, number>, name: string, list: readonly T[]): T {
  const i = r.index(list.length);
  variants[name] = i;
  return list[i]!;
}

function wordsOf(trial: Trial, r: Random, style: NumberStyle, variants: Record<string, number>): Words {
  const { num, p } = numberStyle(style);
  const e = trial.effect;
  const digits = e.measure === 'MD' || e.measure === 'RD' ? 1 : 2;
  const [name, abbr] = choose(r, variants, 'measure-name', MEASURE_NAMES[e.measure]);
  const rdUnit = e.measure === 'RD' && r.chance(0.5) ? ' percentage points' : '';
  const effect = choose(
    r,
    variants,
    'effect',
    EFFECT_STYLES,
  )({
    name,
    abbr,
    value: `${num(e.value, digits)}${rdUnit}`,
    lo: num(e.low, digits),
    hi: num(e.high, digits),
    level: String(e.level).replace('.', style.decimal),
    P: p(e.p),
  });
  const [a, b] = trial.arms as [Trial['arms'][number], Trial['arms'][number]];
  const [o1, o0] = trial.outcomes as [Trial['outcomes'][number], Trial['outcomes'][number]];
  const blind = r.pick(BLINDING_WORDS[trial.blinding]);
  const outcomeDigits = trial.endpoint.kind === 'binary' || trial.endpoint.kind === 'time-to-event' ? 1 : 1;
  return {
    A: a.name,
    B: b.name,
    planA: a.plan ?? '',
    N: trial.n.toLocaleString('en-US'),
    n1: String(a.n),
    n0: String(b.n),
    ratio: trial.ratio.join(':'),
    screened: String(Math.round(trial.n * 1.6)),
    blind,
    Blind: capital(blind),
    phase: trial.phase,
    control: b.name.includes('placebo') ? 'placebo' : 'active',
    reg: trial.registry.name,
    id: trial.registry.id,
    ep: trial.endpoint.name,
    Ep: capital(trial.endpoint.name),
    measure: trial.endpoint.name.replace(/^change (from baseline )?in /, '').replace(/ (at|from|to) .*$/, ''),
    tp: trial.endpoint.timepoint,
    unit: trial.endpoint.unit,
    v1: num(o1.value, outcomeDigits),
    v0: num(o0.value, outcomeDigits),
    e1: String(o1.events ?? ''),
    e0: String(o0.events ?? ''),
    sd: num(Math.abs(o1.value) * 0.9 + 1, 1),
    // Without an estimate the sentence closes on the P value alone ("(P=0.21)").
    fx: trial.effectStated ? effect : p(e.p),
  };
}

function resultSentence(trial: Trial, r: Random, w: Words, variants: Record<string, number>): string {
  const list =
    trial.endpoint.kind === 'binary'
      ? BINARY_RESULT
      : trial.endpoint.kind === 'time-to-event'
        ? SURVIVAL_RESULT
        : CONTINUOUS_RESULT;
  return choose(r, variants, `result-${trial.endpoint.kind}`, list)(w);
}

/** Another trial's result and id, as a discussion cites them (a reader must not take them). */
function citedTrial(trial: Trial, style: NumberStyle): string {
  const { num } = numberStyle(style);
  return `In the earlier ORCHID trial (${trial.otherRegistryId}), which enrolled 2,310 patients, a related agent reduced the same outcome (hazard ratio, ${num(0.81, 2)}; 95% CI, ${num(0.7, 2)} to ${num(0.94, 2)}), and 1,150 patients were randomly assigned in a 1:1 ratio in a later open-label extension.`;
}

const FILLER = [
  'Adverse events were coded with the Medical Dictionary for Regulatory Activities and summarised by arm.',
  'Missing data were handled by multiple imputation under a missing-at-random assumption.',
  'An independent data and safety monitoring board reviewed unblinded safety data every six months.',
  'The trial was conducted in accordance with the Declaration of Helsinki and Good Clinical Practice guidelines.',
  'All patients provided written informed consent before any study procedure.',
  'Sensitivity analyses in the per-protocol population gave results consistent with the primary analysis.',
  'Prespecified subgroup analyses were performed according to age, sex, region and baseline severity.',
  'The sponsor had no role in the analysis or interpretation of the data.',
];

function filler(r: Random, count: number): string {
  return Array.from({ length: count }, () => r.pick(FILLER)).join(' ');
}

export function writeArticle(
  trial: Trial,
  r: Random,
  style: NumberStyle,
  abstractStyle: AbstractStyle,
): Paper {
  const variants: Record<string, number> = {};
  const w = wordsOf(trial, r, style, variants);
  const { num } = numberStyle(style);
  const allocation = choose(r, variants, 'allocation', ALLOCATION);
  const design = choose(r, variants, 'design', DESIGN)(w);
  const registration = choose(r, variants, 'registration', REGISTRATION)(w);
  const endpoint = choose(r, variants, 'primary-endpoint', PRIMARY_ENDPOINT)(w);
  const result = resultSentence(trial, r, w, variants);
  const labels = ABSTRACT_LABELS[abstractStyle];
  const [a, b] = trial.arms;
  const abstract = [
    { label: labels[0], text: `Whether ${a!.name} improves outcomes in ${trial.population} is unknown.` },
    { label: labels[1], text: `${design} ${endpoint}` },
    { label: labels[2], text: `${allocation.say(w)} ${result}` },
    {
      label: labels[3],
      text: `${capital(a!.name)} improved ${trial.endpoint.name} as compared with ${b!.name}. ${registration}`,
    },
  ];
  const baseline: string[][] = [
    ['Age — yr, mean (SD)', `${num(61.2, 1)} (${num(9.8, 1)})`, `${num(60.7, 1)} (${num(10.1, 1)})`],
    ['Female sex — no. (%)', `${Math.round(a!.n * 0.42)} (42)`, `${Math.round(b!.n * 0.44)} (44)`],
    ['Body-mass index, mean (SD)', `${num(28.4, 1)} (${num(4.9, 1)})`, `${num(28.9, 1)} (${num(5.2, 1)})`],
  ];
  const o = trial.outcomes;
  const e = trial.effect;
  const cell = (i: number) =>
    o[i]!.events === null ? `${num(o[i]!.value, 1)}` : `${o[i]!.events}/${o[i]!.of} (${num(o[i]!.value, 1)})`;
  const digits = e.measure === 'MD' || e.measure === 'RD' ? 1 : 2;
  const body: Block[] = [
    { kind: 'heading', level: 1, text: 'Introduction' },
    {
      kind: 'paragraph',
      text: `${capital(trial.condition)} carries a high burden of disease. ${citedTrial(trial, style)} ${filler(r, 2)}`,
    },
    { kind: 'heading', level: 1, text: 'Methods' },
    { kind: 'heading', level: 2, text: 'Trial Design and Oversight' },
    { kind: 'paragraph', text: `${design} ${registration} ${filler(r, 2)}` },
    { kind: 'heading', level: 2, text: 'Patients' },
    { kind: 'paragraph', text: `We enrolled ${trial.population}. ${filler(r, 1)}` },
    { kind: 'heading', level: 2, text: 'Interventions' },
    {
      kind: 'paragraph',
      text: `${capital(a!.name)} was given at ${a!.plan} for ${trial.durationWeeks} weeks${b!.plan ? `; ${b!.name} was given at ${b!.plan}` : ''}.`,
    },
    { kind: 'heading', level: 2, text: 'Outcomes' },
    { kind: 'paragraph', text: `${endpoint} ${filler(r, 1)}` },
    { kind: 'heading', level: 2, text: 'Statistical Analysis' },
    {
      kind: 'paragraph',
      text: `We estimated that ${Math.round(trial.n * 1.1)} patients would provide 90% power to detect the assumed difference at a two-sided alpha of ${num(0.05, 2)}. ${filler(r, 2)}`,
    },
    { kind: 'heading', level: 1, text: 'Results' },
    { kind: 'heading', level: 2, text: 'Patients' },
    { kind: 'paragraph', text: `${allocation.say(w)} ${filler(r, 1)}` },
    {
      kind: 'table',
      caption: 'Table 1. Characteristics of the Patients at Baseline.',
      head: ['Characteristic', `${capital(a!.name)} (N=${a!.n})`, `${capital(b!.name)} (N=${b!.n})`],
      rows: baseline,
    },
    { kind: 'heading', level: 2, text: 'Primary Outcome' },
    ...primaryOutcomeText(trial, result, filler(r, 2), variants),
    {
      kind: 'table',
      caption: 'Table 2. Primary Outcome.',
      head: [
        'Outcome',
        capital(a!.name),
        capital(b!.name),
        trial.effectStated ? `Effect (${String(e.level).replace('.', style.decimal)}% CI)` : 'P value',
      ],
      rows: [
        [
          capital(trial.endpoint.name),
          cell(0),
          cell(1),
          trial.effectStated
            ? `${e.measure} ${num(e.value, digits)} (${num(e.low, digits)} to ${num(e.high, digits)})`
            : numberStyle(style).p(e.p),
        ],
      ],
    },
    { kind: 'heading', level: 1, text: 'Discussion' },
    {
      kind: 'paragraph',
      text: `${capital(a!.name)} improved ${trial.endpoint.name}. ${citedTrial(trial, style)} ${filler(r, 3)}`,
    },
  ];
  return {
    title: `${capital(a!.name)} versus ${b!.name} in ${trial.condition}`,
    authors: 'A. Moreau, K. Tanaka, L. Okafor, R. Silva, and M. Lindqvist, for the HELD-OUT Investigators',
    cover: [],
    abstract,
    body,
    variants,
    states: { ratio: allocation.ratio, results: true, protocol: false },
  };
}

/**
 * The results paragraph, or (for papers drawn to be broken) the same sentence cut near its middle by a
 * figure set between its halves, its long words open to hyphenation at line ends: the shape that leaves a
 * reader with pieces starting or ending mid-word ("-d to the control arm") when it is not joined back.
 */
function primaryOutcomeText(
  trial: Trial,
  result: string,
  rest: string,
  variants: Record<string, number>,
): Block[] {
  variants['result-break'] = trial.resultBroken ? 1 : 0;
  if (!trial.resultBroken) return [{ kind: 'paragraph', text: `${result} ${rest}` }];
  const words = result.split(' ');
  const half = Math.floor(words.length / 2);
  return [
    { kind: 'paragraph', text: hyphenable(words.slice(0, half).join(' ')), cut: true },
    {
      kind: 'figure',
      caption: `Figure 1. ${capital(trial.endpoint.name)} by randomised group.`,
      labels: ['Months since randomisation', '0', '6', '12', '18', '24', 'Patients (%)'],
    },
    { kind: 'paragraph', text: `${hyphenable(words.slice(half).join(' '))} ${rest}`, continued: true },
  ];
}

/** Soft hyphens inside long words (between letters), where a line may break with a printed hyphen. */
function hyphenable(text: string): string {
  return text.replace(/\p{L}{10,}/gu, (w) => `${w.slice(0, 5)}\u00AD${w.slice(5)}`);
}

/** A protocol: cover page, synopsis table, then sections; no results. */
export function writeProtocol(trial: Trial, r: Random, style: NumberStyle): Paper {
  const variants: Record<string, number> = {};
  const w = wordsOf(trial, r, style, variants);
  const [a, b] = trial.arms;
  const design = choose(r, variants, 'design', DESIGN)(w);
  const endpoint = choose(r, variants, 'primary-endpoint', PRIMARY_ENDPOINT)(w);
  const synopsis: string[][] = [
    [
      'Title',
      `A phase ${trial.phase}, randomised, ${w.blind} study of ${a!.name} versus ${b!.name} in ${trial.condition}`,
    ],
    ['Registry', `${trial.registry.name}: ${trial.registry.id}`],
    ['Phase', trial.phase],
    ['Design', `Randomised (${w.ratio}), ${w.blind}, ${w.control}-controlled, parallel-group, multicentre`],
    ['Primary objective', `To compare ${trial.endpoint.name} between ${a!.name} and ${b!.name}`],
    ['Primary endpoint', capital(trial.endpoint.name)],
    [
      'Treatment arms',
      `Arm A (experimental): ${a!.name} ${a!.plan}. Arm B (control): ${b!.name}${b!.plan ? ` ${b!.plan}` : ''}.`,
    ],
    ['Planned sample size', `${trial.n} participants (${a!.n} and ${b!.n})`],
  ];
  const body: Block[] = [
    { kind: 'table', caption: 'Protocol Synopsis', head: ['Item', 'Description'], rows: synopsis },
    { kind: 'heading', level: 1, text: 'Background and Rationale' },
    { kind: 'paragraph', text: `${citedTrial(trial, style)} ${filler(r, 3)}` },
    { kind: 'heading', level: 1, text: 'Objectives' },
    { kind: 'paragraph', text: `Primary objective: to compare ${trial.endpoint.name} between the arms.` },
    { kind: 'heading', level: 1, text: 'Study Design' },
    {
      kind: 'paragraph',
      text: `${design} Participants are randomly assigned in a ${w.ratio} ratio to ${a!.name} or ${b!.name}. ${endpoint}`,
    },
    { kind: 'heading', level: 1, text: 'Statistical Considerations' },
    { kind: 'paragraph', text: `A total of ${trial.n} participants will be randomised. ${filler(r, 3)}` },
  ];
  return {
    title: `Clinical Study Protocol: ${capital(a!.name)} in ${trial.condition}`,
    authors: 'Sponsor: Meridian Pharma · Version 2.0, 14 January 2022',
    cover: [`Protocol number: HO-${trial.id.toUpperCase()}`, 'Registry number:', trial.registry.id],
    abstract: [],
    body,
    variants,
    states: { ratio: true, results: false, protocol: true },
  };
}
