import type { Sourced } from '@prowrite/contracts';
import { type Candidate, findAll, pickBest, sourced } from './candidates';
import type { DocContext } from './context';

/** Registry number formats; the first group is the id as written, normalised by `canonical`. */
const REGISTRY_PATTERNS: RegExp[] = [
  /\b(NCT\s?\d{8})\b/g,
  /\b(ISRCTN\s?\d{8})\b/g,
  /\b(UMIN\d{9})\b/g,
  /\b(IRCT\d{6,}N\d+)\b/g,
  /\b(EudraCT(?:\s+(?:number|no\.?|identifier))?:?\s*\d{4}-\d{6}-\d{2})\b/gi,
  /\b(ChiCTR[-\w]*\d{4,}[-\w]*)\b/g,
  /\b(ACTRN\d{14})\b/g,
  /\b(DRKS\d{8})\b/g,
  /\b(CTRI\/\d{4}\/\d{2,3}\/\d{6})\b/g,
  /\b(jRCT[a-z]?\d{7,10})\b/g,
  /\b(KCT\d{7})\b/g,
  /\b(PACTR\d{15,16})\b/g,
];

const REGISTRATION_CONTEXT =
  /\b(regist(?:ered|ration|ry)|clinicaltrials\.gov|clinical ?trials ?gov|identifier|trial (?:number|id)|unique id|isrctn|eudract)\b/i;

const OWN_STUDY = /\b(?:this|the present|the current|our)\s+(?:study|trial)\b/i;

function canonical(raw: string): string {
  const eudract = raw.match(/\d{4}-\d{6}-\d{2}/);
  if (/^eudract/i.test(raw) && eudract) return `EudraCT ${eudract[0]}`;
  return raw.replace(/\s+/g, '');
}

/** The trial's own registry id: registration context, abstract/methods position and repetition decide. */
export function extractRegistryId(ctx: DocContext): Sourced<string> | null {
  const candidates: Candidate<string>[] = [];
  for (const re of REGISTRY_PATTERNS) {
    for (const hit of findAll(ctx, re)) {
      const s = hit.sentence;
      if (s.isReference) continue;
      let score = 1 + s.weight * 0.5;
      if (REGISTRATION_CONTEXT.test(s.text)) score += 4;
      // "This study (NCT...)" names the paper's own trial, wherever the sentence stands (often the
      // introduction's last paragraph, where other trials' ids are also cited).
      if (OWN_STUDY.test(s.text)) score += 2;
      if (/registration/i.test(s.section)) score += 3;
      // ClinicalTrials.gov is the register most papers cite first; a small edge breaks ties with others.
      if (/^NCT/.test(hit.match[1]!)) score += 0.5;
      const value = canonical(hit.match[1]!);
      candidates.push({ value, score, sentence: s, start: hit.start, end: hit.end });
    }
  }
  const best = pickBest(candidates, (v) => v, { minScore: 1, repeatBonus: 1, maxRepeatBonus: 3 });
  return best ? sourced(ctx, best) : null;
}
