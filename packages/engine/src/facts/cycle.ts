import type { Sourced } from '@prowrite/contracts';
import { NUMBER_WORD_SOURCE, parseCount } from '../text/numbers';
import { type Candidate, findAll, pickBest, sourced } from './candidates';
import type { DocContext } from './context';

const N = `(\\d{1,2}|${NUMBER_WORD_SOURCE})`;
const NOT_TREATMENT =
  /\b(?:CT|MRI|scans?|imaging|assess\w*|visits?|follow(?:ed)?[- ]up|evaluat\w*|monitor\w*|measur\w*|questionnaires?|contact\w*|phone|calls?|review\w*|tests?|tested|blood|samples?)\b/i;
const TREATMENT =
  /\b(?:mg|µg|mcg|gy|iu|cycles?|courses?|infusions?|doses?|administered|given|repeated|treatment|therapy|chemotherapy)\b/i;

type Rule = {
  re: RegExp;
  unit: (m: RegExpExecArray) => string;
  count: (m: RegExpExecArray) => string;
  strength: number;
};

const RULES: Rule[] = [
  // "21-day cycles", "three-week cycle", "28 day courses"
  {
    re: new RegExp(`\\b${N}[- ](day|week|wk)s?[- ](?:treatment[- ])?(?:cycles?|courses?)\\b`, 'gi'),
    count: (m) => m[1]!,
    unit: (m) => m[2]!,
    strength: 3,
  },
  // "cycles repeated every 21 days", "courses were repeated every three weeks", "four cycles every 3 weeks"
  {
    re: new RegExp(`\\b(?:cycles?|courses?)\\b[^.;]{0,50}?\\bevery\\s+${N}\\s+(day|week|wk)s?\\b`, 'gi'),
    count: (m) => m[1]!,
    unit: (m) => m[2]!,
    strength: 3,
  },
  // "every 21 days" near a drug or dose
  {
    re: new RegExp(`\\b(?:every|each|once every)\\s+${N}\\s+(days|weeks|wks?)\\b`, 'gi'),
    count: (m) => m[1]!,
    unit: (m) => m[2]!,
    strength: 1.5,
  },
  // "3-weekly", "three-weekly"
  { re: new RegExp(`\\b${N}[- ]weekly\\b`, 'gi'), count: (m) => m[1]!, unit: () => 'week', strength: 2 },
  // "q3w", "Q21D"
  { re: /\bq(\d)w\b/gi, count: (m) => m[1]!, unit: () => 'week', strength: 2 },
  { re: /\bq(\d{1,2})d\b/gi, count: (m) => m[1]!, unit: () => 'day', strength: 2 },
];

/** The treatment cycle ("21 days", "3 weeks"), only where the text speaks of cycles or dosing. */
export function extractCycleLength(ctx: DocContext): Sourced<string> | null {
  const candidates: Candidate<string>[] = [];
  for (const rule of RULES) {
    for (const hit of findAll(ctx, rule.re)) {
      const s = hit.sentence;
      if (s.isReference) continue;
      const count = parseCount(rule.count(hit.match));
      if (!count || count < 1) continue;
      const unit = /^w/i.test(rule.unit(hit.match)) ? 'week' : 'day';
      const days = unit === 'week' ? count * 7 : count;
      if (days < 3 || days > 84) continue;
      const before = s.text.slice(Math.max(0, hit.start - s.start - 40), hit.start - s.start);
      let score = rule.strength + s.weight * 0.5;
      if (NOT_TREATMENT.test(before) || NOT_TREATMENT.test(hit.match[0])) score -= 3;
      if (!TREATMENT.test(s.text)) score -= 2;
      if (/cycle|course/i.test(s.text)) score += 1;
      const value = `${count} ${unit}${count === 1 ? '' : 's'}`;
      candidates.push({ value, score, sentence: s, start: hit.start, end: hit.end });
    }
  }
  const best = pickBest(candidates, (v) => String(cycleDays(v)), { minScore: 2 });
  return best ? sourced(ctx, best) : null;
}

/** "21 days" -> 21, "3 weeks" -> 21; null when the value is not a cycle length. */
export function cycleDays(value: string): number | null {
  const m = value.match(/^(\d+) (day|week)s?$/);
  if (!m) return null;
  return Number(m[1]) * (m[2] === 'week' ? 7 : 1);
}
