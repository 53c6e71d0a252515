import type { Sourced } from '@prowrite/contracts';
import { type Candidate, findAll, OTHER_WORK, OWN_TRIAL, pickBest, sourced } from './candidates';
import type { DocContext } from './context';

/** `lead`: what must come shortly before the match for it to describe this trial ("a crossover trial"). */
type Rule = { re: RegExp; value: (m: RegExpExecArray) => string; strength: number; lead?: RegExp };

const DESCRIBING =
  /\b(?:a|an|randomi[sz]ed|blind(?:ed)?|controlled|placebo-controlled|two-period|this|our)\b[^.;]{0,40}$/i;

const RULES: Rule[] = [
  {
    re: /\b(\d)\s*[x×]\s*(\d)(?:\s*[x×]\s*(\d))?[- ]factorial\b/gi,
    value: (m) => `${[m[1], m[2], m[3]].filter(Boolean).join('x')} factorial`,
    strength: 3,
  },
  {
    re: /\bfactorial (?:design|trial|study|randomi[sz]ation)\b(?!s)/gi,
    value: () => 'factorial',
    strength: 2.5,
    lead: DESCRIBING,
  },
  {
    re: /\bcross-?over (?:design|trial|study|fashion|manner|randomi[sz]ed)\b(?!s)/gi,
    value: () => 'crossover',
    strength: 3,
    lead: DESCRIBING,
  },
  {
    re: /\b(?:randomi[sz]ed|blind(?:ed)?|controlled|two-period|two-way|\d-period)[,\s]+(?:[\w-]+[,\s]+){0,3}?cross-?over\b(?!\s+(?:trials|studies|designs))/gi,
    value: () => 'crossover',
    strength: 3,
  },
  { re: /\bparallel[- ]?(?:group|arm|assignment|design)s?\b/gi, value: () => 'parallel', strength: 2.5 },
  { re: /\b(?:randomi[sz]ed|controlled),? parallel\b/gi, value: () => 'parallel', strength: 2.5 },
];

/** Parallel, crossover or factorial ("2x2 factorial"), from explicit design statements only. */
export function extractDesign(ctx: DocContext): Sourced<string> | null {
  const candidates: Candidate<string>[] = [];
  for (const rule of RULES) {
    for (const hit of findAll(ctx, rule.re)) {
      const s = hit.sentence;
      if (s.isReference) continue;
      if (rule.lead && !rule.lead.test(s.text.slice(0, hit.start - s.start))) continue;
      let score = rule.strength + s.weight;
      if (OWN_TRIAL.test(s.text)) score += 1;
      if (OTHER_WORK.test(s.text)) score -= 2;
      if (s.index < 3 && s.page === 1) score += 2;
      candidates.push({ value: rule.value(hit.match), score, sentence: s, start: hit.start, end: hit.end });
    }
  }
  // "2x2 factorial" and "factorial" are one design; the more specific wording is kept.
  const best = pickBest(candidates, (v) => v.replace(/^[\dx]+ /, ''), { minScore: 2.5 });
  if (!best) return null;
  const specific = candidates
    .filter((c) => c.score > 0 && c.value.endsWith(best.value) && c.value.length > best.value.length)
    .sort((a, b) => b.score - a.score)[0];
  return sourced(ctx, specific ?? best);
}
