import type { Arm, Facts, HazardRatio, Median, Provenance, Sourced } from '@prowrite/contracts';
import type { DeckSource } from '../writer/context';
import { sourceTitle } from '../writer/context';

/** What the article writer reads from one source's facts, beyond the facts themselves. */
export type TrialView = {
  source: DeckSource;
  facts: Facts;
  title: string;
  /** The trial's short name ("REAL3", "EMPA-CARD") and where it is printed. */
  acronym: Sourced<string> | null;
  experimental: Arm | null;
  control: Arm | null;
  /** The experimental arm's drug (the added drug of an "A plus B" arm), or null when the arm is generic. */
  drug: Sourced<string> | null;
  /** The first hazard ratio of each endpoint, primary endpoint first. */
  keyHazardRatios: HazardRatio[];
};

const NOT_ACRONYMS = new Set([
  'RCT',
  'ITT',
  'CI',
  'HR',
  'OR',
  'AF',
  'HF',
  'UK',
  'USA',
  'NCT',
  'SGLT2',
  'COVID-19',
]);
/** "the GIRAF randomized clinical trial", "The CONVERT trial", "the EMPA-CARD randomized controlled trial". */
const NAMED_TRIAL =
  /\b[Tt]he\s+([A-Z][A-Za-z0-9-]{2,20})\s+(?:(?:randomi[sz]ed|controlled|clinical|pilot|pivotal|multicent(?:re|er))\s+)*(?:trial|study)\b/;
/** "RECEDE-CHF was a single-center, randomized, … trial". */
const WAS_A_TRIAL = /\b([A-Z][A-Z0-9]+(?:-[A-Z0-9]+)*)\s+(?:was|is)\s+an?\s+[^.]{0,160}?\b(?:trial|study)\b/;
const ACRONYM = /^[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*$/;

/** "(REAL3)", "(UK Medical Research Council ST03)", "the GIRAF randomized clinical trial", "The CONVERT trial". */
function findAcronym(facts: Facts): Sourced<string> | null {
  const candidates: { text: string; source: Provenance }[] = [];
  if (facts.title) candidates.push({ text: facts.title.value, source: facts.title.source });
  // Facts read from the abstract and methods name this trial; discussion sentences may name others.
  const methods = [
    facts.design,
    facts.blinding,
    facts.phase,
    facts.n_randomized,
    facts.ratio,
    facts.registry_id,
    facts.primary_endpoint,
  ];
  for (const s of methods) {
    if (s) candidates.push({ text: s.source.quote, source: s.source });
  }
  // Registry numbers ("NCT05120193") are not names: a short name has few digits.
  const ok = (word: string) =>
    ACRONYM.test(word) &&
    word.replace(/[^A-Z]/g, '').length >= 2 &&
    word.length >= 4 &&
    !/\d{4,}/.test(word) &&
    !NOT_ACRONYMS.has(word);
  for (const c of candidates) {
    for (const m of c.text.matchAll(/\(([^()]{2,60})\)/g)) {
      const last = m[1]!.trim().split(/\s+/).at(-1)!;
      if (ok(last)) return { value: last, source: c.source };
    }
    for (const re of [NAMED_TRIAL, WAS_A_TRIAL]) {
      const named = re.exec(c.text);
      if (named && ok(named[1]!)) return { value: named[1]!, source: c.source };
    }
  }
  return null;
}

const CONTROL =
  /\b(?:placebo|control|sham|standard(?:\s+of)?\s+care|usual\s+care|best\s+supportive|observation|alone|no\s+treatment)\b/i;
const GENERIC_ARM =
  /^(?:investigational|experimental|intervention|treatment|active|study drug)(?:\s+(?:arm|group))?$/i;

/** The experimental and control arms: a control-like name, or an arm another arm adds a drug to, is control. */
function splitArms(arms: Arm[]): { experimental: Arm | null; control: Arm | null } {
  const named = arms.filter((a) => a.name.value.trim());
  const isBase = (a: Arm) =>
    named.some(
      (o) =>
        o !== a &&
        o.name.value.toLowerCase().includes(a.name.value.toLowerCase()) &&
        /\b(?:plus|with|and)\b|\+/.test(o.name.value),
    );
  const control = named.find((a) => CONTROL.test(a.name.value)) ?? named.find(isBase) ?? null;
  const experimental = named.find((a) => a !== control && !CONTROL.test(a.name.value)) ?? null;
  return {
    experimental,
    control: control ?? (named.length === 2 ? (named.find((a) => a !== experimental) ?? null) : null),
  };
}

/** "modified-dose EOC plus panitumumab" -> "panitumumab"; a generic arm name ("investigational") -> null. */
function drugOf(arm: Arm | null): Sourced<string> | null {
  if (!arm) return null;
  const name = arm.name.value.trim();
  if (!name || GENERIC_ARM.test(name)) return null;
  const parts = name.split(/\s+(?:plus|with)\s+|\s*\+\s*/i);
  const drug = (parts.at(-1) ?? name).replace(/\s+alone$/i, '').trim();
  return drug ? { value: drug, source: arm.name.source } : null;
}

const endpointKey = (e: string) => e.trim().toLowerCase();

/**
 * A hazard ratio "for death" is the overall-survival hazard ratio (overall survival is time to death): named so
 * when the source gives no hazard ratio labelled overall survival, so it meets its medians.
 */
function survivalNamed(facts: Facts): HazardRatio[] {
  const hasOs = facts.hazard_ratios.some((h) => endpointKey(h.endpoint) === 'overall survival');
  return facts.hazard_ratios.map((h) =>
    !hasOs && /^(?:death|mortality|all-cause mortality)$/.test(endpointKey(h.endpoint))
      ? { ...h, endpoint: 'overall survival' }
      : h,
  );
}

function keyHazardRatios(facts: Facts): HazardRatio[] {
  const seen = new Set<string>();
  const out: HazardRatio[] = [];
  for (const hr of survivalNamed(facts)) {
    const k = endpointKey(hr.endpoint);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(hr);
  }
  const primary = facts.primary_endpoint?.value.toLowerCase() ?? '';
  // The primary endpoint's hazard ratio leads.
  return out.sort(
    (a, b) =>
      Number(!primary.startsWith(endpointKey(a.endpoint))) -
      Number(!primary.startsWith(endpointKey(b.endpoint))),
  );
}

export function trialView(source: DeckSource): TrialView {
  const facts = source.facts;
  const { experimental, control } = splitArms(facts.arms);
  return {
    source,
    facts,
    title: sourceTitle(source),
    acronym: findAcronym(facts),
    experimental,
    control,
    drug: drugOf(experimental),
    keyHazardRatios: keyHazardRatios(facts),
  };
}

export type Significance = 'significant' | 'not-significant' | null;

/** From the confidence interval (excludes 1 or not), else the p value against 0.05; null when neither is given. */
export function significance(hr: HazardRatio): Significance {
  if (hr.ci_low !== null && hr.ci_high !== null) {
    return hr.ci_high < 1 || hr.ci_low > 1 ? 'significant' : 'not-significant';
  }
  if (!hr.p) return null;
  const m = /^\s*([<>≤≥=]?)\s*(\d*\.?\d+)/.exec(hr.p);
  if (!m) return null;
  const value = Number(m[2]);
  if (m[1] === '<' || m[1] === '≤') return value <= 0.05 ? 'significant' : null;
  if (m[1] === '>' || m[1] === '≥') return value >= 0.05 ? 'not-significant' : null;
  return value < 0.05 ? 'significant' : 'not-significant';
}

/** Medians of one endpoint, one per arm (the first reported). */
export function mediansOf(facts: Facts, endpoint: string): Median[] {
  const k = endpointKey(endpoint);
  const byArm = new Map<string, Median>();
  for (const m of facts.medians) if (endpointKey(m.endpoint) === k && !byArm.has(m.arm)) byArm.set(m.arm, m);
  return [...byArm.values()];
}
