/**
 * Effect estimates with their confidence intervals: hazard, odds, risk and rate ratios, mean, risk and
 * standardised differences. A value counts as an effect only when the text names a measure before it, or
 * continues a list of effects, or says a quantity changed "by" it; a lone estimate with a CI ("median 11.3
 * months (95% CI 9.6–13.0)") is an arm's result, not an effect.
 */
import type { Effect, EffectMeasure, HazardRatio } from '@prowrite/contracts';
import { parseDecimal } from '../text/numbers';
import { holds, readInterval, SIGNED } from './confidence-interval';
import type { DocContext, Sentence } from './context';
import { adjustmentBefore, findMeasureMentions, isRatio, type MeasureMention } from './effect-measures';
import { findEndpointTerm } from './endpoint-terms';

const VALUE = new RegExp(`(?<![\\w./:])(${SIGNED})(?![\\d.]*\\s*(?:/|:\\d|-\\d))`, 'g');
const NOT_UNIT =
  /^(?:for|in|and|or|vs|versus|of|with|the|was|were|to|at|by|on|per|than|after|from|respectively|favou?ring|between|among|points?)$/i;
const UNIT =
  /^\s*(percentage[- ]points?|%[- ]?points?|%|mm\s?Hg|pp|[a-zA-Zµμ]{1,6}(?:\/[a-zA-Z0-9²]{1,5})?\.?)(?![\w-])/;
// A difference of two percentages printed in their own unit: "12.3 percentage points", "12.3 pp".
const PERCENTAGE_POINTS = /^(?:percentage[- ]points?|%[- ]?points?|pp)$/i;
// A mean, a change or a level of a measured quantity: a difference in percentage points there is an MD
// ("HbA1c fell by a mean of 0.8 percentage points"), not a difference of two rates.
const MEASURED_PERCENTAGE =
  /\b(?:mean|means|LS|least[- ]squares|changes?|HbA1c|A1c|glycated|levels?|concentrations?|fractions?)\b/i;
// "for MMSE", "in favour of the EOC group": a short aside between a value and its interval.
const ASIDE =
  /^\s*(?:for|in(?!\s+\d)|on)\s+([^\d()[\];,.]{2,60}?)(?=\s*[,;]?\s*[([]?\s*(?:\d{2}\s*%\s*)?(?:CI|confidence|credible))/i;
const P_VALUE =
  /^(?:\s*[)\]]?\s*[;,]?\s*)[^.;\d]{0,30}?\b(?:log-rank\s+|two-sided\s+)?p(?:\s*(?:value|for\s+\w+))?\s*(=|<|>|≤|≥|¼)\s*(\d*\.?\d+(?:\s*[×x]\s*10\s*[-\u2013\u2212]?\d+)?)/i;
const CHANGED_BY =
  /\b(?:reduc|decreas|increas|lower|rais|improv|declin|shorten|lengthen|prolong)\w*\b[^.;()]{0,90}?\bby\s*$/i;
const RATE_WORD =
  /\b(?:rates?|proportions?|percentages?|incidences?|risks?|response|prevalence|SVR|remission|success|occurrence)\b/i;
// "superior to placebo (", "lower than with usual care [": a comparison, then the estimate opens a bracket.
const COMPARED =
  /\b(?:(?:non-?)?(?:superior|inferior)|better|worse|greater|smaller|larger|higher|lower|more|less)\s+(?:to|than)\s+[^\d.;()[\]]{2,60}?[([]\s*$/i;
// "lowered X compared with placebo (", "reduced X versus usual care [": a change, then the other arm.
const CHANGED_AGAINST =
  /\b(?:reduc|decreas|increas|lower|rais|improv)\w*\b[^.;()[\]\d]{0,80}?\b(?:compared\s+(?:with|to)|versus|vs\.?|relative\s+to)\s+[^\d.;()[\]]{2,60}?[([]\s*$/i;
const TIME_UNIT = /^(?:months?|mo|weeks?|wk|days?|years?|hours?|h)$/i;
// Between two estimates of one list: words without numbers, and no switch to a per-arm statement.
const LIST_GAP = /^[^\d]{0,100}$/;
const ARM_STATEMENT = /\bmedian\b|\b(?:in|for)\s+the\s+[\w+-]+(?:\s+[\w+-]+)?\s+(?:group|arm)s?\b/i;
// "(HR, 0.69; 95% CI, 0.56-0.84) after adjustment for …", "…, in the multivariable model": said right after.
const ADJUSTED_AFTER =
  /^\s*[)\]]*\s*,?\s*(?:after\s+(?:multivariable\s+|full\s+)?adjust(?:ment|ing)|adjusted\s+for|in\s+(?:the\s+)?(?:multivariable|multivariate|adjusted|fully\s+adjusted)\s+(?:analys[ie]s|models?))\b/i;
const SKIPPED_KINDS = new Set(['introduction', 'discussion', 'references']);

type Found = Effect & { order: number; weight: number };

/** Every effect estimate the paper reports for its endpoints, the hazard ratios among them. */
export function extractEffects(ctx: DocContext, hazardRatios: HazardRatio[]): Effect[] {
  const found: Found[] = [];
  for (const s of ctx.sentences) {
    if (s.isReference || SKIPPED_KINDS.has(s.kind)) continue;
    for (const e of readSentence(ctx, s)) found.push({ ...e, order: s.index, weight: s.weight });
  }
  for (const hr of hazardRatios) {
    if (hr.ci_low === null || hr.ci_high === null) continue;
    const adjusted = adjustmentBefore(hr.source.quote.split(/\d/)[0] ?? '') ?? false;
    found.push({ ...hr, measure: 'HR', ci_level: 95, adjusted, order: -1, weight: 0 });
  }
  // The same estimate is repeated (abstract, results, tables): keep its best-placed, best-labelled mention.
  const byKey = new Map<string, Found>();
  for (const e of found) {
    const key = `${e.measure}|${e.value}|${e.ci_low}|${e.ci_high}`;
    const prior = byKey.get(key);
    if (!prior || e.weight > prior.weight || (!prior.endpoint && e.endpoint)) {
      byKey.set(key, prior && !e.endpoint ? { ...e, endpoint: prior.endpoint } : e);
    }
  }
  return [...byKey.values()].sort((a, b) => a.order - b.order).map(({ order: _o, weight: _w, ...e }) => e);
}

/** The effects of one sentence, left to right; a list after one measure name shares that measure. */
export function readSentence(ctx: DocContext, s: Sentence): Effect[] {
  const text = s.text;
  const mentions = findMeasureMentions(text);
  const out: Effect[] = [];
  let consumedEnd = 0;
  let listMeasure: EffectMeasure | null = null;
  let listAdjusted = false;
  VALUE.lastIndex = 0;
  for (let m = VALUE.exec(text); m; m = VALUE.exec(text)) {
    if (m.index < consumedEnd) continue;
    const valueAt = m.index;
    const parsed = parseDecimal(m[1]!);
    if (parsed === null) continue;
    let cursor = valueAt + m[0].length;
    const unitMatch = text.slice(cursor).match(UNIT);
    const unit = unitMatch && !NOT_UNIT.test(unitMatch[1]!) ? unitMatch[1]!.trim() : '';
    if (unit) cursor += unitMatch![0].length;
    const aside = text.slice(cursor).match(ASIDE);
    if (aside) cursor += aside[0].length;
    const mention = mentionFor(mentions, consumedEnd, valueAt, text);
    const gap = text.slice(consumedEnd, valueAt);
    const continues: boolean =
      listMeasure !== null && !mention && LIST_GAP.test(gap) && !ARM_STATEMENT.test(gap);
    const ci = readInterval(text.slice(cursor), !!mention || continues);
    if (!ci) continue;
    const before = text.slice(consumedEnd, valueAt);
    const named = mention?.measure ?? null;
    const measure: EffectMeasure | null = PERCENTAGE_POINTS.test(unit)
      ? inPercentagePoints(named ?? (continues ? listMeasure : null), text.slice(0, valueAt))
      : (named ?? (continues ? listMeasure : (byChange(before, unit) ?? byComparison(before, unit))));
    if (!measure) continue;
    const value = orient(parsed, ci.low, ci.high);
    if (value === null) continue;
    if (isRatio(measure) && !(value > 0 && ci.low > 0)) continue;
    cursor += ci.length;
    const p = text.slice(cursor).match(P_VALUE);
    let pValue: string | null = null;
    if (p && !findMeasureMentions(text.slice(cursor, cursor + (p.index ?? 0) + p[0].length)).length) {
      pValue = `${p[1] === '=' || p[1] === '¼' ? '' : p[1]}${p[2]!.replace(/\s+/g, '')}`;
      cursor += (p.index ?? 0) + p[0].length;
    }
    const endpoint = withPoint(
      endpointName(aside?.[1]?.trim() ?? endpointOf(text, mention?.start ?? consumedEnd, valueAt)) ||
        endpointAfter(text.slice(cursor)) ||
        endpointCompared(text.slice(consumedEnd, mention?.start ?? valueAt)) ||
        endpointLater(text.slice(consumedEnd, mention?.start ?? valueAt), out.at(-1)?.endpoint),
    );
    // The words since the last estimate say adjusted or crude; a list after one measure name shares its word.
    const said =
      adjustmentBefore(text.slice(consumedEnd, mention ? mention.end : valueAt)) ??
      (ADJUSTED_AFTER.test(text.slice(cursor)) ? true : null);
    const adjusted: boolean = said ?? (continues ? listAdjusted : false);
    out.push({
      endpoint,
      measure,
      value,
      ci_low: ci.low,
      ci_high: ci.high,
      ci_level: ci.named ? ci.level : (levelNamedBefore(text.slice(consumedEnd, valueAt)) ?? ci.level),
      p: pValue,
      adjusted,
      source: ctx.source(s, s.start + (mention?.start ?? valueAt), s.start + cursor),
    });
    listMeasure = measure;
    listAdjusted = adjusted;
    consumedEnd = cursor;
    VALUE.lastIndex = cursor;
  }
  return out;
}

/** The measure named closest before the value, after the last effect read, without another number between. */
function mentionFor(
  mentions: MeasureMention[],
  from: number,
  valueAt: number,
  text: string,
): MeasureMention | null {
  const before = mentions.filter((m) => m.start >= from && m.end <= valueAt);
  const last = before[before.length - 1];
  if (!last) return null;
  const gap = text.slice(last.end, valueAt);
  // A name far from its value, or with another estimate between, names something else.
  if (
    gap.length > 120 ||
    /\d+(?:\.\d+)?\s*(?:%|months?|weeks?|days?)?\s*[([]\s*(?:\d{2}\s*%\s*)?CI/i.test(gap)
  )
    return null;
  return last;
}

/**
 * An estimate printed in percentage points is a difference of two percentages: of two rates (RD) unless the
 * sentence measures a quantity that is itself a percentage (a mean, a change or a level: MD). A ratio
 * cannot be in percentage points; a named risk, mean or standardised difference keeps its name.
 */
function inPercentagePoints(named: EffectMeasure | null, before: string): EffectMeasure | null {
  if (named && isRatio(named)) return null;
  if (named === 'RD' || named === 'SMD') return named;
  return MEASURED_PERCENTAGE.test(before) ? 'MD' : 'RD';
}

/** "reduced X by 6.0 (95% CI …)": a difference in the measured unit, or in percentage points of a rate. */
function byChange(before: string, unit: string): EffectMeasure | null {
  if (!CHANGED_BY.test(before)) return null;
  if (unit !== '%') return 'MD';
  return RATE_WORD.test(before) ? 'RD' : null;
}

/**
 * "A was superior to placebo (–8.70 mm Hg [95% CI …])": an estimate opening the parenthesis right after a
 * comparison of the treatments is their difference in the measured unit. Percentages are left out (a rate
 * in parentheses may be an arm's own).
 */
function byComparison(before: string, unit: string): EffectMeasure | null {
  if (unit === '%') return null;
  if (COMPARED.test(before)) return 'MD';
  // "Drug A lowered systolic pressure compared with placebo (–5.2 mm Hg [95% CI …])": a change against the
  // other arm. Times are left out: "(8.0 months [95% CI …])" there is the other arm's median.
  return CHANGED_AGAINST.test(before) && !TIME_UNIT.test(unit) ? 'MD' : null;
}

/**
 * The confidence level named before a value whose interval follows bare: "difference (97.5% CI) -0.4
 * (-0.8 to 0.0)", a table's "Effect (97.5% CI)" column over "MD -0.2 (-0.6 to 0.2)". The last one named wins.
 */
function levelNamedBefore(text: string): number | null {
  const named = [...text.matchAll(/(\d{2}(?:\.\d)?)\s*%\s*(?:CI|confidence|credible|CrI)\b/gi)].pop();
  if (!named) return null;
  const level = Number(named[1]);
  return level >= 50 && level < 100 ? level : null;
}

/** The value as oriented by its interval: "reduced by 6.0 (95% CI –10.8 to –1.2)" is −6.0. */
function orient(value: number, low: number, high: number): number | null {
  if (holds(low, high, value)) return value;
  if (value > 0 && holds(low, high, -value)) return -value;
  return null;
}

function endpointOf(text: string, from: number, valueAt: number): string {
  const term = findEndpointTerm(text, from, valueAt);
  if (term) return term;
  // "reduced LV end-systolic volume index by": the object of the change verb.
  const clause = text.slice(0, valueAt);
  const changed = clause.match(
    /\b(?:reduc|decreas|increas|lower|rais|improv)\w*\s+(?:the\s+)?([^.;()\d]{3,70}?)\s+by\s*$/i,
  );
  if (changed) return changed[1]!.trim();
  const subject = clause.match(
    /(?:^|[.;:]\s+)(?:the\s+)?([A-Za-z][^.;:()\d]{3,70}?)\s+(?:was|were)\b[^.;]*$/i,
  );
  if (!subject) return '';
  // "odds ratio for remission" names the endpoint after the measure.
  const named = subject[1]!.match(/\b(?:ratio|difference|risk|effect)s?\s+(?:for|of|in)\s+(?:the\s+)?(.+)$/i);
  return (named ? named[1]! : subject[1]!).trim();
}

// Sentence starters the subject reading keeps in front of a name ("Moreover, the P-selectin …").
const STARTER =
  /^(?:(?:moreover|furthermore|in\s+addition|additionally|also|however|similarly|likewise|notably|importantly|finally|overall|in\s+contrast|by\s+contrast|in\s+comparison|conversely|thus|therefore|accordingly)\s*,?\s+)+(?:the\s+)?/i;
// Words that name the comparison, not what was measured: "There", "adjusted difference between group(s) at the
// end of the study", "the mean difference", "the effect".
const NOT_A_NAME =
  /^(?:there|it|this|these|that|those|they|we|results?|findings?|(?:the\s+)?(?:(?:adjusted|unadjusted|crude|estimated|overall|absolute|relative|mean|average|least[- ]squares|LS|treatment|between[- ]group)\s+)*(?:differences?|effects?|changes?|estimates?|ratios?|reductions?)(?:\s+(?:between|in\s+favou?r|at|after|from|over|across|for\s+(?:the\s+)?(?:two|both|all)|of\s+(?:the\s+)?(?:treatment|groups?|arms?))\b.*)?)$/i;

/**
 * An endpoint as a whole name: sentence starters gone ("Moreover, the P-selectin antigen expression" is
 * "P-selectin antigen expression"); a pronoun or a phrase naming only the comparison ("There", "adjusted
 * difference between group at the end of the study") is no name: "".
 */
export function endpointName(raw: string): string {
  const text = raw.replace(/\s+/g, ' ').trim().replace(STARTER, '').trim();
  // "both IL-1β and Hs-CRP": two endpoints, neither one's name.
  if (!text || NOT_A_NAME.test(text) || /^both\b/i.test(text)) return '';
  return text;
}

// "…, 0.05 (95% CI −0.07 to 0.18; P = 0.40) for NTB, …": the endpoint named right after a list item's interval.
const FOR_AFTER =
  /^\s*[)\]]*\s*(?:for|in)\s+(?:the\s+)?([A-Za-z][^\d,;.()[\]]{1,50}?)\s*(?=,|;|\.|\)|\band\b|\bwith\b|$)/i;

function endpointAfter(after: string): string {
  const m = after.match(FOR_AFTER);
  if (!m) return '';
  const name = endpointName(m[1]!);
  // "for all patients", "in the placebo group": a population, not an endpoint.
  return /\b(?:patients?|participants?|group|arm|population|subjects?|all|both|each)\b/i.test(name)
    ? ''
    : name;
}

// "… had lower levels of interleukin 6 (IL-6) (adjusted difference …": the quantity compared right before the
// estimate's parenthesis.
const COMPARED_QUANTITY =
  /\b(?:(?:lower|higher|greater|smaller|reduced|increased|decreased|improved|elevated)\s+(?:(?:levels?|concentrations?|values?|scores?)\s+(?:of|in)\s+)?|(?:increase|decrease|reduction|rise|fall|improvement)s?\s+in\s+)(?:the\s+)?((?:[A-Za-z]|\d+-[A-Za-z])[^.;()[\]]{1,60}?(?:\s*\([A-Za-z][A-Za-z0-9-]{0,9}\))?)\s*[([]\s*$/i;

// "… at both day 3 (…) and week 6 (mean difference, 545": the same quantity at a later point in time.
const LATER_POINT = /^[\s;,)\]]*(?:and|or)\s+(?:at\s+)?((?:day|week|month|year)\s+\d+)\s*[([]\s*$/i;
// "24-hour urinary volume at both day 3": the quantity, and when it was measured.
const AT_POINT = /^(.+?)\s+(?:at|by)\s+(?:both\s+)?((?:day|week|month|year)\s+\d+)$/i;

/** The name of the previous estimate's quantity at the point in time the gap names, else "". */
function endpointLater(gap: string, previous: string | undefined): string {
  const later = gap.match(LATER_POINT);
  const base = previous?.match(AT_POINT)?.[1];
  return later && base ? `${base} at ${later[1]!.toLowerCase()}` : '';
}

/** "X at both day 3" is "X at day 3": the point in time stays with the name, "both" does not. */
function withPoint(name: string): string {
  const m = name.match(AT_POINT);
  return m ? `${m[1]} at ${m[2]!.toLowerCase()}` : name;
}

// "There was no difference in LV GLS between the groups: …".
const DIFFERENCE_IN =
  /\b(?:no|a|the|any)\s+(?:significant\s+)?differences?\s+in\s+(?:the\s+)?([A-Za-z][^.;:()[\]]{1,50}?)\s+between\b/i;

function endpointCompared(before: string): string {
  const named = before.match(DIFFERENCE_IN);
  if (named) return endpointName(named[1]!);
  // The estimate's parenthesis may open on measure words first: "(IL-6) (adjusted difference (adiff ): −1.06".
  for (let at = before.length - 1; at >= 0; at--) {
    if (before[at] !== '(' && before[at] !== '[') continue;
    if (/[\d.;]/.test(before.slice(at + 1))) break;
    const m = before.slice(0, at + 1).match(COMPARED_QUANTITY);
    // "improved significantly (": an adverb, not a quantity.
    if (m && !/^\w+ly$/i.test(m[1]!.trim())) return endpointName(m[1]!);
  }
  return '';
}
