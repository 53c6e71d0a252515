import type { Effect, EffectMeasure, Facts, Median, Provenance } from '@prowrite/contracts';
import { standardEndpoint } from '../facts/endpoint-terms';
import { shownKey, sourceValueKeys, valueTokens } from '../text/value-tokens';
import { printedNumber } from '../writer/printed-number';
import { namesPrimary } from './endpoint-key-terms';

/** One arm's value for the primary endpoint, as printed in its quote. */
export type PrimaryArmValue = {
  arm: string;
  /** "45.7", "−22.6": the number as the source prints it. */
  value: string;
  unit: string;
  /** Responders and denominator when the source prints them ("59 of 129"). */
  n: string | null;
  N: string | null;
  source: Provenance;
  /** Where the arm's name is printed (its dose, "haloperidol 1 mg", is cited there). */
  nameSource: Provenance | null;
};

export type PrimaryEffect = {
  measure: EffectMeasure;
  /** As printed; a difference printed in percentage points keeps its "%" ("8.0%"). */
  value: string;
  ci: [string, string] | null;
  ciLevel: number;
  source: Provenance;
  /**
   * The scale the estimate is on when the primary endpoint's name does not say it: "MMSE" for "cognitive
   * performance" measured with several scales (the paper ties them; decision 0085). Absent otherwise.
   */
  scale?: string;
};

/**
 * What the deliverables say about the primary endpoint: its name, every arm's value, the effect estimate with
 * its interval, and the p value, each with the quote it was read from. `reported` is false when the sources
 * name a primary endpoint but no result for it could be read: the writers then say so without a number.
 */
export type PrimaryStatement = {
  endpoint: string;
  endpointSource: Provenance | null;
  arms: PrimaryArmValue[];
  effect: PrimaryEffect | null;
  /** As printed after the comparator: "<0.0001", "=0.013". */
  p: { text: string; source: Provenance } | null;
  reported: boolean;
  /** The arm values are medians: read from the medians facts, or times the result sentence calls median. */
  medians: boolean;
  /** The arm values are the medians facts of the endpoint (the patient post says them per arm in words). */
  fromMedianFacts: boolean;
};

/**
 * Labels the extractor keeps in front of an endpoint ("efficacy: …", "study was the incidence of …"): they are
 * headings or sentence starts of the source, not part of the endpoint's name.
 */
const ENDPOINT_LEAD =
  /^(?:(?:primary\s+)?(?:efficacy|effectiveness|safety|feasibility)\s*(?:end-?\s?points?|outcomes?)?\s*:\s*|(?:the\s+)?(?:study|trial)\s+(?:was|is)\s+(?:the\s+)?|(?:the\s+)?(?:primary\s+)?(?:end-?\s?point|outcome)\s+(?:was|is)\s+(?:the\s+)?)/i;

/** An extracted endpoint as a name: leading labels gone, first letter kept as printed. */
export function cleanEndpoint(endpoint: string): string {
  let text = endpoint.replace(/\s+/g, ' ').trim();
  for (let i = 0; i < 3 && ENDPOINT_LEAD.test(text); i++) text = text.replace(ENDPOINT_LEAD, '').trim();
  return text.replace(/[.;,:]+$/, '');
}

const key = (s: string) => cleanEndpoint(s).toLowerCase();

/**
 * An effect's or median's endpoint is the primary endpoint's when its name is the same or leads it, or when
 * both stand for one standard endpoint ("overall survival" is "OS (overall survival)").
 */
function sameEndpoint(primary: string, other: string): boolean {
  const k = key(primary);
  const ok = key(other);
  if (ok.length >= 3 && (ok === k || k.startsWith(ok))) return true;
  const term = standardEndpoint(primary);
  return term !== null && term === standardEndpoint(other);
}

/** "p < 0.0001", "P=0.013", "p-value 0.03": the first p value of a quote, as printed. */
export function pValueIn(quote: string): string | null {
  const m = /\b[pP](?:\s*-?\s*value)?\s*([<>=≤≥])\s*(0?[.·]\d+|1(?:\.0+)?)\b/.exec(quote);
  if (!m) return null;
  return `${m[1]}${m[2]!.replace('·', '.')}`;
}

/**
 * The p value a quote prints right after the endpoint's name: "overall survival (OS) (p=0.28) or PFS
 * (p=0.55)" gives OS "=0.28". The endpoint's names: as extracted, its parenthesised abbreviation or
 * expansion, its standard name. Undefined when none is printed there.
 */
export function pValueAfterEndpoint(quote: string, endpoint: string): string | undefined {
  const clean = cleanEndpoint(endpoint);
  const names = [clean, ...clean.split(/\s*[()]\s*/), standardEndpoint(clean) ?? ''].filter(
    (n) => n.trim().length >= 2,
  );
  for (const name of names) {
    const escaped = name.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const re = new RegExp(
      `\\b${escaped}(?:\\s*\\([A-Z][A-Za-z0-9-]{1,7}\\))?\\s*[,(;]?\\s*\\bp\\s*([<>=≤≥])\\s*(0?[.·]\\d+)`,
      'i',
    );
    const m = re.exec(quote);
    if (m) return `${m[1]}${m[2]!.replace('·', '.')}`;
  }
  return undefined;
}

/** "to week 6", "at day 3", "at 6 weeks": the point in time a name states ("week 6"), else null. */
export function pointInTime(name: string): string | null {
  const ordinal = /\b(?:at|to|by)\s+(?:both\s+)?(day|week|month|year)\s+(\d+)\b/i.exec(name);
  if (ordinal) return `${ordinal[1]!.toLowerCase()} ${ordinal[2]}`;
  const after = /\b(?:at|after)\s+(\d+)[-\s](day|week|month|year)s?\b/i.exec(name);
  return after ? `${after[2]!.toLowerCase()} ${after[1]}` : null;
}

/** The effect of the primary endpoint among all effects: same endpoint, or one the primary endpoint names. */
function effectOf(facts: Facts, endpoint: string): Effect | null {
  if (!key(endpoint)) return null;
  // Facts written before `effects` existed carry their hazard ratios only.
  const every: Effect[] = [
    ...facts.effects,
    ...facts.hazard_ratios.map((h) => ({ ...h, measure: 'HR' as const, ci_level: 95 })),
  ];
  const names = facts.arms.map((a) => a.name.value);
  // An estimate named at another point in time than the primary endpoint's ("at day 3" for "to week 6") is
  // the same quantity measured at another time, not the primary result.
  const when = pointInTime(endpoint);
  const all = when ? every.filter((e) => [null, when].includes(pointInTime(e.endpoint))) : every;
  // Same name first; then one whose name says the primary's key terms and nothing else; then an effect the
  // paper ties to its primary (or a co-primary) endpoint. When none holds, the result is not reported: never a guess.
  return (
    all.find((e) => sameEndpoint(endpoint, e.endpoint)) ??
    all.find((e) => namesPrimary(endpoint, e.endpoint, names)) ??
    all.find((e) => 'primary' in e && e.primary === true) ??
    null
  );
}

/** The effect of the primary endpoint as stated, naming its scale when the primary's name does not. */
function linkedEffect(found: Effect, primary: string): PrimaryEffect {
  const effect = toEffect(found, found.source);
  const name = found.endpoint.trim();
  const acronym = /^[A-Z][A-Za-z0-9-]{1,9}$/.test(name) && (name.match(/[A-Z]/g)?.length ?? 0) >= 2;
  const said = new RegExp(`(?<![\\w-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(
    primary,
  );
  return acronym && !said ? { ...effect, scale: name } : effect;
}

/** A number as printed in its quote; a negative one with the typographic minus. */
function printed(value: number, quote: string): string {
  return printedNumber(value, quote).replace(/^-/, '−');
}

export function toEffect(e: Omit<Effect, 'endpoint' | 'source'>, source: Provenance): PrimaryEffect {
  const q = source.quote;
  // A difference of percentages is printed with "%" on its value and bounds: shown the same way.
  const pct = (v: string) =>
    new RegExp(`${v.replace(/^−/, '[-−–]?').replace('.', '\\.')}\\s*%`).test(q) ? `${v}%` : v;
  const value = printed(e.value, q);
  return {
    measure: e.measure,
    value: pct(value),
    ci:
      e.ci_low !== null && e.ci_high !== null
        ? [pct(printed(e.ci_low, q)), pct(printed(e.ci_high, q))]
        : null,
    ciLevel: e.ci_level,
    source,
  };
}

function armNameSource(facts: Facts, arm: string): Provenance | null {
  const k = arm.trim().toLowerCase();
  return facts.arms.find((a) => a.name.value.trim().toLowerCase() === k)?.name.source ?? null;
}

const countText = (n: number | null, quote: string) => (n === null ? null : printedNumber(n, quote));

/**
 * The primary statement of a source's facts: from `primary_result` (per-arm values and its effect), the effect
 * reported for the primary endpoint elsewhere, the p value printed in the result's own sentence; only the
 * endpoint (reported: false) when no result was read; null when the facts name no primary endpoint at all.
 */
export function primaryStatement(facts: Facts): PrimaryStatement | null {
  const result = facts.primary_result;
  if (result) {
    const arms = result.arms.map((a) => ({
      arm: a.arm.trim(),
      value: printedNumber(a.value, a.source.quote),
      unit: a.unit.trim(),
      // A count is shown with its denominator or not at all ("59 of 129").
      n: a.n !== null && a.N !== null ? countText(a.n, a.source.quote) : null,
      N: a.n !== null && a.N !== null ? countText(a.N, a.source.quote) : null,
      source: a.source,
      nameSource: armNameSource(facts, a.arm),
    }));
    // The effect keeps no quote of its own in primary_result: it is cited to the effect fact it came from
    // (same measure, value and interval), else to the result's sentence.
    const own = result.effect
      ? (facts.effects.find(
          (e) =>
            e.measure === result.effect!.measure &&
            e.value === result.effect!.value &&
            e.ci_low === result.effect!.ci_low &&
            e.ci_high === result.effect!.ci_high,
        ) ?? null)
      : null;
    const effectSource = own?.source ?? result.source;
    const found = result.effect ? null : effectOf(facts, result.endpoint);
    const effect = result.effect
      ? toEffect(result.effect, effectSource)
      : found
        ? linkedEffect(found, result.endpoint)
        : null;
    const credible = arms.filter((a) => armValueCredible(a, effect));
    const pText = result.effect?.p ?? found?.p ?? null;
    const pSource = result.effect ? effectSource : (found?.source ?? result.source);
    const printed = pText
      ? /^[<>=≤≥]/.test(pText.trim())
        ? pText.trim()
        : `=${pText.trim()}`
      : pValueIn(result.source.quote);
    return {
      endpoint: cleanEndpoint(result.endpoint || facts.primary_endpoint?.value || ''),
      endpointSource: facts.primary_endpoint?.source ?? result.source,
      // Arm values are shown only when every arm's value holds up: a comparison missing an arm misleads.
      arms: credible.length === arms.length ? arms : [],
      effect,
      p: printed ? { text: printed.replace(/\s+/g, ''), source: pSource } : null,
      reported: true,
      // "Median overall survival was 30 months with … and 25 months with …": times called median.
      medians:
        arms.length > 0 &&
        arms.every((a) => /^(?:months?|years?|weeks?|days?)$/i.test(a.unit)) &&
        /\bmedian\b/i.test(result.source.quote),
      fromMedianFacts: false,
    };
  }
  const pe = facts.primary_endpoint;
  if (!pe) return null;
  const found = effectOf(facts, pe.value);
  // Medians of the primary endpoint, one per arm, are its arm values when no result sentence was read.
  const byArm = new Map<string, Median>();
  for (const m of facts.medians)
    if (sameEndpoint(pe.value, m.endpoint) && !byArm.has(m.arm)) byArm.set(m.arm, m);
  // Medians of pooled groups ("groups A + B" in a factorial trial) are not the arms of one comparison. Where
  // the trial's arms are not known, the medians name their own arms.
  const named =
    facts.arms.length === 0 || [...byArm.values()].every((m) => armNameSource(facts, m.arm) !== null);
  const medianArms: PrimaryArmValue[] =
    byArm.size >= 2 && named
      ? [...byArm.values()].map((m) => ({
          arm: m.arm,
          value: printed(m.value, m.source.quote),
          unit: m.unit,
          n: null,
          N: null,
          source: m.source,
          nameSource: armNameSource(facts, m.arm),
        }))
      : [];
  if (found || medianArms.length > 0) {
    const pText = found ? (found.p?.trim() ?? pValueAfterEndpoint(found.source.quote, pe.value)) : undefined;
    return {
      endpoint: cleanEndpoint(pe.value),
      endpointSource: pe.source,
      arms: medianArms,
      medians: medianArms.length > 0,
      fromMedianFacts: medianArms.length > 0,
      effect: found ? linkedEffect(found, pe.value) : null,
      p: found && pText ? { text: /^[<>=≤≥]/.test(pText) ? pText : `=${pText}`, source: found.source } : null,
      reported: true,
    };
  }
  return {
    endpoint: cleanEndpoint(pe.value),
    endpointSource: pe.source,
    arms: [],
    effect: null,
    p: null,
    reported: false,
    medians: false,
    fromMedianFacts: false,
  };
}

/**
 * An arm's value as the deliverables would show it ("3 mmol/L", "45.7% (59 of 129)") must be printed in its
 * quote as that value (the check-numbers tokens: "day 3" is not "3 mmol/L"), and a difference's estimate is
 * not an arm's value.
 */
function armValueCredible(a: PrimaryArmValue, effect: PrimaryEffect | null): boolean {
  const keys = sourceValueKeys(a.source.quote);
  const unit = a.unit && a.unit !== '%' ? ` ${a.unit}` : a.unit;
  const shown = valueTokens(`${a.value.replace('−', '-')}${unit}`).filter(
    (t) => !t.trivial && t.kind !== 'id',
  );
  if (!shown.every((t) => keys.has(shownKey(t)))) return false;
  const difference = effect && ['MD', 'RD', 'SMD'].includes(effect.measure);
  return !(difference && effect.value.replace('%', '') === a.value);
}

/** Whether p is below 0.05 as printed ("<0.0001", "=0.013"); null when it cannot tell. */
export function pSignificant(p: string): boolean | null {
  const m = /^([<>=≤≥])\s*(\d*\.?\d+)$/.exec(p.trim());
  if (!m) return null;
  const v = Number(m[2]);
  if (m[1] === '<' || m[1] === '≤') return v <= 0.05 ? true : null;
  if (m[1] === '>' || m[1] === '≥') return v >= 0.05 ? false : null;
  return v < 0.05;
}

/** Significance from the interval (excludes the null value) or else the p value. */
export function statementSignificance(s: PrimaryStatement): boolean | null {
  if (s.effect?.ci) {
    const nullValue = ['MD', 'RD', 'SMD'].includes(s.effect.measure) ? 0 : 1;
    const low = Number(s.effect.ci[0].replace('−', '-'));
    const high = Number(s.effect.ci[1].replace('−', '-'));
    if (Number.isFinite(low) && Number.isFinite(high)) return high < nullValue || low > nullValue;
  }
  return s.p ? pSignificant(s.p.text) : null;
}

/** Every provenance the statement's numbers were read from, each once. */
export function statementSources(s: PrimaryStatement): Provenance[] {
  const all = [...s.arms.flatMap((a) => [a.source, a.nameSource]), s.effect?.source, s.p?.source].filter(
    (p): p is Provenance => Boolean(p),
  );
  const seen = new Set<string>();
  return all.filter((p) => {
    const k = `${p.file_id}|${p.page}|${p.quote}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
