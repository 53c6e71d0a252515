/**
 * The extraction scorer shared by the benchmarks (bench:extract on the corpus, bench:heldout on generated
 * papers): truth of one document in the corpus truth.json's shape, the per-field verdicts under its "about"
 * matching rules, and the printed table, totals and misses.
 */
import type { Facts } from '@prowrite/contracts';
import { type PrimaryStatement, primaryStatement } from '@prowrite/engine';

export type TruthHr = { value: number; ci_low: number; ci_high: number };
export type TruthEffect = TruthHr & { measure: string };
export type TruthArmResult = { keyword: string | string[]; value: number; unit?: string };
export type TruthDoc = {
  id: string;
  file: string;
  registry_id?: string;
  n_randomized?: number;
  arm_sizes?: number[];
  ratio?: string;
  blinding?: string;
  design?: string;
  phase?: string;
  arm_keywords?: string[][];
  primary_endpoint_keywords?: string[];
  hazard_ratios?: TruthHr[];
  cycle_length_days?: number;
  effects?: TruthEffect[];
  /** null: the document states no primary result (a protocol); any extracted one is wrong. */
  primary_result?: { what?: string; arms: TruthArmResult[] } | null;
};
// A field left out of a truth is not scored; an empty list (hazard_ratios, effects) or a null primary_result
// says the document states none of its own, so whatever is extracted there (another trial's cited hazard
// ratio, a planning assumption) counts as one wrong field.

export const FIELDS = [
  'registry_id',
  'n_randomized',
  'ratio',
  'blinding',
  'arms',
  'primary_endpoint',
  'hazard_ratios',
  'phase',
  'design',
  'arm_sizes',
  'cycle_length',
  'effects',
  'primary_result',
  'primary_stated',
] as const;
export type Field = (typeof FIELDS)[number];
/** Fields with a target of 90% over the corpus. */
const TARGETED: Field[] = [
  'registry_id',
  'n_randomized',
  'ratio',
  'blinding',
  'arms',
  'primary_endpoint',
  'hazard_ratios',
  'effects',
  'primary_result',
  'primary_stated',
];

/** A field's verdict; primary_result counts one field per truth arm (`fields`, `passed`). */
export type Score = { pass: boolean; got: string; want: string; fields?: number; passed?: number };

export function scoreField(field: Field, truth: TruthDoc, facts: Facts): Score | null {
  const v = <T>(x: { value: T } | null) => (x ? x.value : null);
  switch (field) {
    case 'registry_id':
      return truth.registry_id === undefined ? null : exact(v(facts.registry_id), truth.registry_id);
    case 'n_randomized':
      return truth.n_randomized === undefined ? null : exact(v(facts.n_randomized), truth.n_randomized);
    case 'ratio':
      return truth.ratio === undefined ? null : exact(v(facts.ratio), truth.ratio);
    case 'blinding':
      return truth.blinding === undefined ? null : exact(v(facts.blinding), truth.blinding);
    case 'phase':
      return truth.phase === undefined
        ? null
        : exact(v(facts.phase)?.toLowerCase() ?? null, truth.phase.toLowerCase());
    case 'design': {
      const WORD_COUNTS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6 };
      if (truth.design === undefined) return null;
      const got = v(facts.design);
      const kind = (s: string) =>
        s
          .toLowerCase()
          .match(/parallel|crossover|cross-over|factorial/)?.[0]
          ?.replace('-', '');
      const grid = (s: string) =>
        s
          .toLowerCase()
          .replace(/\s|×/g, (c) => (c === '×' ? 'x' : ''))
          .match(/\d+x\d+/)?.[0];
      // A truth that names no allocation kind ("three arms") does not contradict one ("parallel, three
      // arms"); what the truth does name (kind, grid, cluster, a re-analysis, the number of arms) must be read.
      const want = truth.design;
      const analysis = (t: string) => /post[- ]hoc|secondary analys/i.test(t);
      const arms = (t: string) => {
        const m = t.toLowerCase().match(/\b(two|three|four|five|six|[2-6])\s+arms\b/);
        const g = grid(t)
          ?.split('x')
          .reduce((a, b) => a * Number(b), 1);
        return m ? (WORD_COUNTS[m[1]!] ?? Number(m[1])) : g;
      };
      const pass =
        !!got &&
        (!kind(want) || kind(got) === kind(want)) &&
        (!grid(want) || grid(got) === grid(want)) &&
        (!/cluster/i.test(want) || /cluster/i.test(got)) &&
        (!analysis(want) || analysis(got)) &&
        (!/\barms\b/i.test(want) || arms(got) === arms(want));
      return { pass, got: String(got), want: truth.design };
    }
    case 'arms':
      return truth.arm_keywords ? armsScore(truth.arm_keywords, facts) : null;
    case 'arm_sizes': {
      if (!truth.arm_sizes) return null;
      const got = facts.arms.map((a) => a.n?.value ?? null);
      const sorted = (xs: (number | null)[]) => [...xs].sort((a, b) => (a ?? -1) - (b ?? -1)).join(',');
      return {
        pass: sorted(got) === sorted(truth.arm_sizes),
        got: got.join(','),
        want: truth.arm_sizes.join(','),
      };
    }
    case 'primary_endpoint': {
      if (!truth.primary_endpoint_keywords) return null;
      const got = v(facts.primary_endpoint) ?? '';
      const pass =
        !!got && truth.primary_endpoint_keywords.every((k) => got.toLowerCase().includes(k.toLowerCase()));
      return { pass, got: got.slice(0, 90), want: truth.primary_endpoint_keywords.join(' + ') };
    }
    case 'hazard_ratios': {
      if (!truth.hazard_ratios) return null;
      if (truth.hazard_ratios.length === 0) return noneStated(facts.hazard_ratios.map((h) => `${h.value}`));
      const same = (a: number | null, b: number) => a !== null && Math.abs(a - b) < 1e-6;
      const pass = truth.hazard_ratios.every((t) =>
        facts.hazard_ratios.some(
          (h) => same(h.value, t.value) && same(h.ci_low, t.ci_low) && same(h.ci_high, t.ci_high),
        ),
      );
      const show = (h: { value: number; ci_low: number | null; ci_high: number | null }) =>
        `${h.value} (${h.ci_low}–${h.ci_high})`;
      return {
        pass,
        got: facts.hazard_ratios.map(show).join('; ').slice(0, 90),
        want: truth.hazard_ratios.map(show).join('; '),
      };
    }
    case 'effects':
      if (truth.effects?.length === 0)
        return noneStated((facts.effects ?? []).map((e) => `${e.measure} ${e.value}`));
      return truth.effects ? effectsScore(truth.effects, facts) : null;
    case 'primary_result': {
      if (truth.primary_result === null)
        return noneStated((facts.primary_result?.arms ?? []).map((a) => `${a.arm}: ${a.value}${a.unit}`));
      if (!truth.primary_result) return null;
      const arms = primaryResultScores(truth.primary_result.arms, facts);
      return {
        pass: arms.every((a) => a.pass),
        got: arms[0]?.got ?? '',
        want: arms.map((a) => a.want).join(' | '),
        fields: arms.length,
        passed: arms.filter((a) => a.pass).length,
      };
    }
    case 'primary_stated':
      return primaryStatedScore(truth, facts);
    case 'cycle_length': {
      if (truth.cycle_length_days === undefined) return null;
      const got = v(facts.cycle_length);
      const m = got?.match(/^(\d+) (day|week)s?$/);
      const days = m ? Number(m[1]) * (m[2] === 'week' ? 7 : 1) : null;
      return {
        pass: days === truth.cycle_length_days,
        got: String(got),
        want: `${truth.cycle_length_days} days`,
      };
    }
  }
}

/** Within 0.006, or 0.5 % relative when the truth is above 10 in size (truth.json "about"). */
function near(got: number | null | undefined, want: number): boolean {
  if (got === null || got === undefined) return false;
  const tolerance = Math.abs(want) > 10 ? Math.abs(want) * 0.005 : 0.006;
  return Math.abs(got - want) <= tolerance + 1e-9;
}

/** Each truth effect must be found with the same measure and value, ci_low and ci_high within tolerance. */
function effectsScore(want: TruthEffect[], facts: Facts): Score {
  const got = facts.effects ?? [];
  const show = (e: { measure: string; value: number; ci_low: number | null; ci_high: number | null }) =>
    `${e.measure} ${e.value} (${e.ci_low}–${e.ci_high})`;
  const found = want.filter((t) =>
    got.some(
      (e) =>
        e.measure === t.measure &&
        near(e.value, t.value) &&
        near(e.ci_low, t.ci_low) &&
        near(e.ci_high, t.ci_high),
    ),
  );
  return {
    pass: found.length === want.length,
    got: got.map(show).join('; ').slice(0, 120),
    want: want.map(show).join('; '),
    fields: want.length,
    passed: found.length,
  };
}

/** Each truth arm is matched by an extracted primary_result arm holding its keyword(s) with a near value. */
function primaryResultScores(want: TruthArmResult[], facts: Facts): Score[] {
  const arms = facts.primary_result?.arms ?? [];
  return want.map((t) => {
    const keys = (Array.isArray(t.keyword) ? t.keyword : [t.keyword]).map((k) => k.toLowerCase());
    const pass = arms.some(
      (a) => keys.every((k) => a.arm.toLowerCase().includes(k)) && near(a.value, t.value),
    );
    return {
      pass,
      got: arms
        .map((a) => `${a.arm}: ${a.value}${a.unit}`)
        .join('; ')
        .slice(0, 120),
      want: `${keys.join('+')}: ${t.value}${t.unit ?? ''}`,
    };
  });
}

/** A number as the statement prints it ("−8.70", "8.0%") read back. */
const num = (printed: string) => Number(printed.replace(/[−–]/g, '-').replace('%', ''));

/**
 * What the deliverables say about the primary endpoint (primaryStatement, the writers' one source) against the
 * truth: scored where the truth lists the primary's effect(s) or per-arm result. It passes when the result is
 * stated, every stated part the truth lists holds (an effect among the truth's effects, each truth arm among
 * the stated arms, same tolerance) and at least one of them is stated. A wrong effect or arm fails it.
 */
function primaryStatedScore(truth: TruthDoc, facts: Facts): Score | null {
  const effects = truth.effects ?? [];
  const arms = truth.primary_result?.arms ?? [];
  if (effects.length === 0 && arms.length === 0) return null;
  const s: PrimaryStatement | null = primaryStatement(facts);
  const want = [
    ...effects.map((e) => `${e.measure} ${e.value} (${e.ci_low}–${e.ci_high})`),
    arms.map((a) => `${[a.keyword].flat().join('+')}: ${a.value}`).join('; '),
  ]
    .filter(Boolean)
    .join(' or ')
    .slice(0, 120);
  if (!s?.reported) return { pass: false, got: 'not reported', want };
  const e = s.effect;
  const effectOk =
    e !== null &&
    effects.some(
      (t) =>
        t.measure === e.measure &&
        near(num(e.value), t.value) &&
        e.ci !== null &&
        near(num(e.ci[0]), t.ci_low) &&
        near(num(e.ci[1]), t.ci_high),
    );
  const armsOk =
    s.arms.length > 0 &&
    arms.length > 0 &&
    arms.every((t) => {
      const keys = [t.keyword].flat().map((k) => k.toLowerCase());
      return s.arms.some(
        (a) => keys.every((k) => a.arm.toLowerCase().includes(k)) && near(num(a.value), t.value),
      );
    });
  // A stated part the truth can judge must hold; something the truth lists must be stated.
  const effectWrong = e !== null && effects.length > 0 && !effectOk;
  const armsWrong = s.arms.length > 0 && arms.length > 0 && !armsOk;
  const got = [
    e ? `${e.measure} ${e.value} (${e.ci?.join('–') ?? 'no CI'})` : '',
    s.arms.map((a) => `${a.arm}: ${a.value}`).join('; '),
  ]
    .filter(Boolean)
    .join(' | ')
    .slice(0, 120);
  return {
    pass: (effectOk || armsOk) && !effectWrong && !armsWrong,
    got: got || 'reported, no values',
    want,
  };
}

/** The truth says the document states none: right only when nothing was extracted. */
function noneStated(got: string[]): Score {
  return { pass: got.length === 0, got: got.join('; ').slice(0, 90), want: '(none stated)' };
}

function exact<T>(got: T | null, want: T): Score {
  return { pass: got === want, got: String(got), want: String(want) };
}

/** Each truth arm's keywords must all appear in a different extracted arm's name or plan. */
function armsScore(keywords: string[][], facts: Facts): Score {
  const texts = facts.arms.map((a) => `${a.name.value} ${a.plan?.value ?? ''}`.toLowerCase());
  const fits = (group: string[], i: number) => group.every((k) => texts[i]!.includes(k.toLowerCase()));
  const assign = (g: number, used: Set<number>): boolean =>
    g === keywords.length ||
    texts.some((_, i) => !used.has(i) && fits(keywords[g]!, i) && assign(g + 1, new Set([...used, i])));
  return {
    pass: assign(0, new Set()),
    got: facts.arms
      .map((a) => a.name.value)
      .join(' | ')
      .slice(0, 90),
    want: keywords.map((k) => k.join('+')).join(' | '),
  };
}

const ABBREV: Record<Field, string> = {
  registry_id: 'reg',
  n_randomized: 'N',
  ratio: 'ratio',
  blinding: 'blind',
  arms: 'arms',
  primary_endpoint: 'primary',
  hazard_ratios: 'HR',
  phase: 'phase',
  design: 'design',
  arm_sizes: 'sizes',
  cycle_length: 'cycle',
  effects: 'effects',
  primary_result: 'result',
  primary_stated: 'stated',
};

export type Row = {
  id: string;
  scores: Partial<Record<Field, Score>>;
  parseMs: number;
  extractMs: number;
  quotes: string;
};

export function printTable(rows: Row[]): void {
  const header = [
    'document'.padEnd(16),
    ...FIELDS.map((f) => ABBREV[f].padStart(8)),
    'quotes'.padStart(8),
    'parse ms'.padStart(9),
    'extract ms'.padStart(11),
  ];
  console.log(header.join(''));
  for (const r of rows) {
    const cells = FIELDS.map((f) => (r.scores[f] ? (r.scores[f]!.pass ? 'ok' : 'MISS') : '-').padStart(8));
    console.log(
      [
        r.id.padEnd(16),
        ...cells,
        r.quotes.padStart(8),
        r.parseMs.toFixed(0).padStart(9),
        r.extractMs.toFixed(0).padStart(11),
      ].join(''),
    );
  }
}

export function printTotals(rows: Row[], checked: number, failed: number): void {
  console.log('');
  console.log('field            passed  share  target');
  for (const f of FIELDS) {
    const scored = rows.map((r) => r.scores[f]).filter((s): s is Score => !!s);
    if (scored.length === 0) continue;
    const passed = scored.filter((s) => s.pass).length;
    const share = (100 * passed) / scored.length;
    const target = TARGETED.includes(f) ? (share >= 90 ? '>=90% met' : '>=90% NOT met') : '';
    console.log(
      `${f.padEnd(16)} ${`${passed}/${scored.length}`.padStart(6)} ${`${share.toFixed(0)}%`.padStart(6)}  ${target}`,
    );
  }
  // Every truth field counts once (each effect and each primary-result arm on its own); design is informational.
  let fields = 0;
  let passedFields = 0;
  for (const r of rows) {
    for (const f of FIELDS) {
      const score = r.scores[f];
      if (!score || f === 'design') continue;
      fields += score.fields ?? 1;
      passedFields += score.passed ?? (score.pass ? 1 : 0);
    }
  }
  console.log(
    `\nfield accuracy (every truth field, design excluded): ${passedFields}/${fields} (${((100 * passedFields) / Math.max(1, fields)).toFixed(1)}%)`,
  );
  const quoteShare = checked === 0 ? 100 : (100 * (checked - failed)) / checked;
  console.log(
    `\nquotes found on their cited page: ${checked - failed}/${checked} (${quoteShare.toFixed(1)}%)`,
  );
  const parse = rows.reduce((s, r) => s + r.parseMs, 0);
  const extract = rows.reduce((s, r) => s + r.extractMs, 0);
  console.log(
    `time: parse ${parse.toFixed(0)} ms, extract ${extract.toFixed(0)} ms over ${rows.length} documents`,
  );
}

export function printMisses(rows: Row[]): void {
  const misses = rows.flatMap((r) =>
    FIELDS.filter((f) => r.scores[f] && !r.scores[f]!.pass).map(
      (f) => `  ${r.id} ${f}: got ${r.scores[f]!.got} | want ${r.scores[f]!.want}`,
    ),
  );
  if (misses.length > 0) console.log(`\nmisses:\n${misses.join('\n')}`);
}
