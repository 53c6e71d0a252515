/**
 * The primary endpoint's result as the paper states it: the sentence that gives every arm a value for the
 * primary endpoint (named as such, or by the primary endpoint's own words), the abstract's first.
 */
import type { Effect, PrimaryResult, Sourced } from '@prowrite/contracts';
import type { ArmNames } from './arm-match';
import { armTokens } from './arm-match';
import { armLabel, attributeValues, DESIGN_ASSUMPTION, withRoleAliases } from './arm-results';
import type { DocContext, Sentence } from './context';

const PRIMARY =
  /\bprimary\s+(?:and\s+(?:key\s+)?secondary\s+)?(?:efficacy\s+|effectiveness\s+|composite\s+|end-?\s?point\s+)?(?:end-?\s?points?|outcomes?|analysis|objectives?)\b/i;
const SECONDARY = /\bsecondary\b/i;
// Where a primary result is stated; methods is allowed for results text a layout put under a methods head.
const KINDS: Record<string, number> = {
  abstract: 2,
  front: 1.5,
  results: 1.5,
  conclusion: 0.5,
  other: 0.5,
  methods: 0,
};
const STOP = new Set([
  'the',
  'of',
  'in',
  'at',
  'to',
  'and',
  'or',
  'with',
  'for',
  'from',
  'was',
  'were',
  'rate',
  'proportion',
  'patients',
  'change',
  'baseline',
  'week',
  'weeks',
  'primary',
  'endpoint',
  'outcome',
]);

export function extractPrimaryResult(
  ctx: DocContext,
  names: ArmNames[],
  primaryEndpoint: Sourced<string> | null,
  effects: Effect[],
  glossary: Map<string, string> = new Map(),
): PrimaryResult | null {
  if (names.length < 2) return null;
  const arms = withRoleAliases(names);
  const endpointWords = contentWords(primaryEndpoint?.value ?? '');
  // Abbreviations the endpoint is defined with: "sustained virologic response (SVR)".
  const endpointAbbreviations = [
    ...(primaryEndpoint?.value ?? '').matchAll(/\(([A-Z][A-Za-z0-9-]{1,7})\)/g),
  ].map((m) => m[1]!.toLowerCase());
  let best: { score: number; sentence: Sentence; values: ReturnType<typeof attributeValues> } | null = null;
  // What stands before the introduction is the abstract, whatever its run-in labels ("Methods and results").
  const introduction = ctx.sentences.find((s) => s.kind === 'introduction')?.index ?? -1;
  for (const s of ctx.sentences) {
    const kindWeight = s.index < introduction && s.kind !== 'references' ? KINDS.abstract : KINDS[s.kind];
    if (s.isReference || kindWeight === undefined || DESIGN_ASSUMPTION.test(s.text)) continue;
    const attributed = attributeValues(s.text, arms);
    const values = firstPerArm(attributed);
    // An arm given two values of one kind leaves open which is the endpoint's.
    const ambiguous = attributed.length > values.length ? 1.5 : 0;
    // One endpoint's result is given in one kind of unit for every arm.
    if (values.length < 2 || new Set(values.map((v) => v.unit)).size > 1) continue;
    const named = PRIMARY.test(s.text) ? 4 : 0;
    const overlap = overlapShare(endpointWords, s.text.slice(0, values[0]!.end + 60), endpointAbbreviations);
    if (named === 0 && overlap < 0.5) continue;
    const score =
      unitFit(primaryEndpoint?.value ?? '', values[0]!.unit) +
      named +
      3 * overlap +
      kindWeight +
      (values.length === names.length ? 2 : 0) -
      (SECONDARY.test(s.text) && !named ? 2 : 0) -
      (values.every((v) => v.unit === '') ? 0.5 : 0) -
      ambiguous;
    if (!best || score > best.score) best = { score, sentence: s, values };
  }
  // CONSORT abstracts give the primary outcome's result first: with no sentence naming the endpoint, the
  // abstract's first sentence that values every arm in one unit beside an effect estimate is that result.
  if (!best) best = firstAbstractResult(ctx, arms, names.length, effects, introduction);
  if (!best) return null;
  const { sentence, values } = best;
  const endpoint = primaryEndpoint?.value ?? '';
  const effect = effectOf(ctx, sentence, effects);
  return {
    endpoint,
    arms: values.map((v) => ({
      arm: armLabel(arms[v.arm]!, glossary),
      value: v.value,
      unit: v.unit,
      n: v.n,
      N: v.N,
      source: ctx.source(sentence, sentence.start + v.start, sentence.start + v.end),
    })),
    effect: effect
      ? {
          measure: effect.measure,
          value: effect.value,
          ci_low: effect.ci_low,
          ci_high: effect.ci_high,
          ci_level: effect.ci_level,
          p: effect.p,
        }
      : null,
    source: ctx.source(sentence),
  };
}

function firstAbstractResult(
  ctx: DocContext,
  arms: ArmNames[],
  armCount: number,
  effects: Effect[],
  introduction: number,
): { score: number; sentence: Sentence; values: ReturnType<typeof attributeValues> } | null {
  for (const s of ctx.sentences) {
    const inAbstract = s.kind === 'abstract' || (introduction >= 0 && s.index < introduction);
    if (!inAbstract || s.isReference || DESIGN_ASSUMPTION.test(s.text) || SECONDARY.test(s.text)) continue;
    // Harms are reported after the efficacy result, never as it.
    if (/\b(?:adverse|side[- ]effects?|safety|toxicit\w*|harms?)\b/i.test(s.text)) continue;
    const attributed = attributeValues(s.text, arms);
    const values = firstPerArm(attributed);
    if (values.length !== armCount || attributed.length > values.length) continue;
    if (new Set(values.map((v) => v.unit)).size > 1) continue;
    const stated = effects.some(
      (e) => e.source.page === s.page && s.text.includes(e.source.quote.slice(0, 40)),
    );
    if (stated) return { score: 0, sentence: s, values };
  }
  return null;
}

const DURATION_UNITS = new Set(['min', 'hours', 'days', 'weeks', 'months', 'years']);

/** A time-to-event endpoint is stated in time, a rate or proportion in percent. */
function unitFit(endpoint: string, unit: string): number {
  if (/\btime\s+to\b|\bduration\b|\bsurvival\b/i.test(endpoint))
    return DURATION_UNITS.has(unit) || unit === '%' ? 1 : -1;
  if (/\b(?:rates?|proportion|percentage|incidence|risk|occurrence|success)\b/i.test(endpoint))
    return unit === '%' ? 1 : -0.5;
  return 0;
}

/** One value per arm: the first the sentence gives it. */
function firstPerArm<T extends { arm: number }>(values: T[]): T[] {
  const seen = new Set<number>();
  return values.filter((v) => {
    if (seen.has(v.arm)) return false;
    seen.add(v.arm);
    return true;
  });
}

/** The effect stated in the same sentence, else in the next one of the same page. */
function effectOf(ctx: DocContext, sentence: Sentence, effects: Effect[]): Effect | null {
  const next = ctx.sentences[sentence.index + 1];
  for (const s of [sentence, next]) {
    if (!s || s.page !== sentence.page) continue;
    const hit = effects.find((e) => e.source.page === s.page && s.text.includes(e.source.quote.slice(0, 40)));
    if (hit) return hit;
  }
  return null;
}

/** The endpoint's words and its abbreviations ("SR"), the words it leads with first. */
function contentWords(text: string): string[] {
  const abbreviations = (text.match(/\b[A-Z][A-Z0-9]{1,5}\b/g) ?? []).map((a) => a.toLowerCase());
  return [...new Set([...armTokens(text).filter((t) => !STOP.has(t)), ...abbreviations])];
}

/**
 * How well the text names the endpoint, compared by stem ("conversion" and "converted" agree): four of its
 * words found is a full match, since endpoint definitions run on with time frames and methods.
 */
function overlapShare(words: string[], text: string, abbreviations: string[] = []): number {
  if (words.length === 0) return 0;
  const lowerText = text.toLowerCase();
  const stems = new Set([
    ...armTokens(text).map(stem),
    ...(text.match(/\b[A-Z][A-Z0-9]{1,5}\b/g) ?? []).map((a) => a.toLowerCase()),
  ]);
  const found = words.filter((w) => stems.has(stem(w)) || (w.length > 6 && lowerText.includes(w))).length;
  const share = Math.min(1, found / Math.min(words.length, 4));
  // The endpoint's own abbreviation ("SVR") names all of it.
  return abbreviations.some((a) => stems.has(a)) ? Math.max(share, 0.75) : share;
}

function stem(word: string): string {
  return word.length > 6 ? word.slice(0, 6) : word;
}
