import type { Blinding, Sourced } from '@prowrite/contracts';
import { type Candidate, findAll, OTHER_WORK, OWN_TRIAL, pickBest, sourced } from './candidates';
import type { DocContext } from './context';

type Rule = { re: RegExp; value: Blinding; strength: number };

const RULES: Rule[] = [
  {
    re: /\b(?:double|triple|quadruple)[- ]?(?:blind(?:ed)?|mask(?:ed)?)\b/gi,
    value: 'double-blind',
    strength: 3,
  },
  { re: /\bplacebo[- ]controlled,? double\b/gi, value: 'double-blind', strength: 3 },
  { re: /\bsingle[- ]?(?:blind(?:ed)?|mask(?:ed)?)\b/gi, value: 'single-blind', strength: 3 },
  {
    re: /\b(?:patient|participant|subject)s?[- ](?:blind(?:ed)?|mask(?:ed)?)\b/gi,
    value: 'single-blind',
    strength: 2.5,
  },
  // Assessor blinding alone is weak evidence: open-label trials often have blinded outcome assessment.
  {
    re: /\b(?:assessor|evaluator|observer|rater)s?[- ](?:blind(?:ed)?|mask(?:ed)?)\b/gi,
    value: 'single-blind',
    strength: 0.5,
  },
  { re: /\bopen[- ]?label(?:led)?\b/gi, value: 'open-label', strength: 3 },
  // "an open, randomised trial", "a randomised open study"
  {
    re: /\ban?\s+(?:(?:randomi[sz]ed|multicent(?:re|er)|prospective|controlled),?\s+)*open,?\s+(?:randomi[sz]ed|multicent(?:re|er)|prospective|controlled|parallel|trial|study)\b/gi,
    value: 'open-label',
    strength: 2,
  },
  {
    re: /\b(?:investigator|physician|clinician)s?[- ](?:blind(?:ed)?|mask(?:ed)?)\b/gi,
    value: 'single-blind',
    strength: 1.5,
  },
  { re: /\b(?:were|was|are|is|be) not (?:blinded|masked)\b/gi, value: 'open-label', strength: 2.5 },
  { re: /\bno (?:blinding|masking)\b/gi, value: 'open-label', strength: 2.5 },
  {
    re: /\b(?:unblinded|unmasked|non-blinded|non-masked) (?:trial|study|design|fashion)\b/gi,
    value: 'open-label',
    strength: 2.5,
  },
];

const PERSON_MASKED =
  /\b(?:patients?|participants?|subjects?)\b[^.;]{0,80}\b(?:were|was|remained)\s+(?:blinded|masked|unaware)\b/i;
const STAFF =
  /\b(?:investigators?|physicians?|clinicians?|staff|personnel|assessors?|care providers?|site)\b/i;
const NEGATED = /\b(?:not|un|no)\s*(?:blinded|masked)|\bunaware\b.*\bnot\b/i;

/** Open-label, single-blind or double-blind, voted over every statement about masking. */
export function extractBlinding(ctx: DocContext): Sourced<Blinding> | null {
  const candidates: Candidate<Blinding>[] = [];
  const push = (
    value: Blinding,
    strength: number,
    hit: { sentence: Candidate<Blinding>['sentence']; start: number; end: number },
  ) => {
    const s = hit.sentence;
    if (s.isReference) return;
    let score = strength + s.weight;
    if (OWN_TRIAL.test(s.text)) score += 1;
    if (OTHER_WORK.test(s.text)) score -= 2;
    if (s.index < 3 && s.page === 1) score += 2; // the title names the design
    if (/extension|run-in/i.test(s.text) && value === 'open-label') score -= 2;
    candidates.push({ value, score, sentence: s, start: hit.start, end: hit.end });
  };
  for (const rule of RULES) {
    for (const hit of findAll(ctx, rule.re)) push(rule.value, rule.strength, hit);
  }
  // "Patients were blinded to ..." (single) or "both the investigator and the patient were blinded" (double).
  for (const hit of findAll(ctx, new RegExp(PERSON_MASKED.source, 'gi'))) {
    if (NEGATED.test(hit.match[0])) continue;
    const value: Blinding = STAFF.test(hit.sentence.text) ? 'double-blind' : 'single-blind';
    push(value, 2, hit);
  }
  // Votes add up per class; the class with the most support wins.
  const totals = new Map<Blinding, number>();
  for (const c of candidates) if (c.score > 0) totals.set(c.value, (totals.get(c.value) ?? 0) + c.score);
  let winner: Blinding | null = null;
  for (const [value, total] of totals) if (!winner || total > totals.get(winner)!) winner = value;
  if (!winner || totals.get(winner)! < 2) return null;
  const best = pickBest(candidates.filter((c) => c.value === winner));
  return best ? sourced(ctx, best) : null;
}
