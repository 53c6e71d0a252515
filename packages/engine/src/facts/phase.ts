import type { Sourced } from '@prowrite/contracts';
import { type Candidate, findAll, OTHER_WORK, OWN_TRIAL, pickBest, sourced } from './candidates';
import type { DocContext } from './context';

const ROMAN: Record<string, string> = { i: '1', ii: '2', iii: '3', iv: '4' };
const PHASE =
  /\bphase[- ]?(iv|iii|ii|i|[1-4])([ab])?(?:\s*(?:\/|–|-|and|or)\s*(iv|iii|ii|i|[1-4])([ab])?)?(?![\w])/gi;

function arabic(token: string): string {
  return ROMAN[token.toLowerCase()] ?? token;
}

/** "3", "3b", "2/3": the phase of this trial, as its title and methods state it. */
export function extractPhase(ctx: DocContext): Sourced<string> | null {
  const candidates: Candidate<string>[] = [];
  for (const hit of findAll(ctx, PHASE)) {
    const s = hit.sentence;
    if (s.isReference) continue;
    const [, first, firstSub, second, secondSub] = hit.match;
    let value = arabic(first!) + (firstSub?.toLowerCase() ?? '');
    if (second) value += `/${arabic(second)}${secondSub?.toLowerCase() ?? ''}`;
    const after = s.text.slice(hit.end - s.start, hit.end - s.start + 60);
    let score = 1 + s.weight;
    if (
      /^[\s,]*(?:(?:randomi[sz]ed|multicent(?:re|er)|open-label|double-blind|controlled|clinical|,)\s*)*(?:trial|study)\b/i.test(
        after,
      )
    )
      score += 2;
    if (/^\s*(?:trials|studies)\b/i.test(after)) score -= 3; // plural: trials in general
    if (/^[\s-]*(?:stage|part|portion|component|dose[- ]finding|population)\b/i.test(after)) score -= 1.5;
    if (OWN_TRIAL.test(s.text)) score += 1;
    if (OTHER_WORK.test(s.text)) score -= 1.5;
    if (s.index < 3 && s.page === 1) score += 3;
    candidates.push({ value, score, sentence: s, start: hit.start, end: hit.end });
  }
  const best = pickBest(candidates, (v) => v, { minScore: 2 });
  return best ? sourced(ctx, best) : null;
}
