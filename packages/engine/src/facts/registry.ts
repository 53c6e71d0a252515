import type { Sourced } from '@prowrite/contracts';
import { type Candidate, findAll, pickBest, sourced } from './candidates';
import type { DocContext } from './context';

/** Registry number formats; the first group is the id as written, normalised by `canonical`. */
export const REGISTRY_PATTERNS: RegExp[] = [
  /\b(NCT\s?\d{8})\b/g,
  /\b(ISRCTN\s?\d{8})\b/g,
  /\b(UMIN\d{9})\b/g,
  /\b(IRCT\d{6,}N\d+)\b/g,
  /\b(EudraCT(?:\s+(?:number|no\.?|identifier))?:?\s*\d{4}-\d{6}-\d{2})\b/gi,
  // A bare EudraCT number ("registered at EudraCT (2013-002249-72)", "Unique identifier: 2014-005276-95"):
  // its shape is the register's own, taken only in a registration statement (below).
  /(?<![\d-])(\d{4}-\d{6}-\d{2})(?![\d-])/g,
  /\b(ChiCTR[-\w]*\d{4,}[-\w]*)\b/g,
  /\b(ACTRN\d{14})\b/g,
  /\b(DRKS\d{8})\b/g,
  /\b(CTRI\/\d{4}\/\d{2,3}\/\d{6})\b/g,
  /\b(jRCT[a-z]?\d{7,10})\b/g,
  /\b(KCT\d{7})\b/g,
  /\b(PACTR\d{15,16})\b/g,
  /\b(TCTR\d{11})\b/g,
  /\b(NTR\d{3,5})\b/g,
  /\b(NL\d{4,5})\b(?=[^.]{0,80}\b(?:regist|trial))/g,
  /\b(SLCTR\/\d{4}\/\d{3})\b/g,
  /\b(RBR-\w{6,8})\b/g,
  /\b(CTR\d{8})\b/g,
  /\b(ITMCTR\d{10,})\b/g,
];

const REGISTRATION_CONTEXT =
  /\b(regist(?:ered|ration|ry|er)|clinicaltrials\.gov|clinical ?trials ?gov|identifier|trial (?:number|id)|unique id|isrctn|eudract|anzctr|chictr|drks|ctri|jrct|tctr|ictrp)\b/i;

/** A label ending its line, with the id in the next block: "NCT number:", "Trial registration:", "EudraCT No.". */
const REGISTRY_LABEL =
  /(?:\b(?:NCT|ISRCTN|EudraCT|ClinicalTrials\.gov|regist(?:ry|ration|ered))(?:\s+(?:number|no\.?|id|identifier))?|\bidentifier)\s*:?\s*$/i;
const OWN_STUDY = /\b(?:this|the present|the current|our)\s+(?:study|trial)\b/i;

export function canonical(raw: string): string {
  const eudract = raw.match(/\d{4}-\d{6}-\d{2}/);
  if (eudract && (/^eudract/i.test(raw) || raw === eudract[0])) return `EudraCT ${eudract[0]}`;
  return raw.replace(/\s+/g, '');
}

/** The trial's own registry id: registration context, abstract/methods position and repetition decide. */
export function extractRegistryId(ctx: DocContext): Sourced<string> | null {
  const candidates: Candidate<string>[] = [];
  for (const re of REGISTRY_PATTERNS) {
    for (const hit of findAll(ctx, re)) {
      const s = hit.sentence;
      if (s.isReference) continue;
      if (/^\d/.test(hit.match[1]!)) {
        // The bare shape counts once: not where the labelled pattern already read it ("EudraCT no. 2009-…").
        const before = s.text.slice(Math.max(0, hit.start - s.start - 30), hit.start - s.start);
        if (
          !REGISTRATION_CONTEXT.test(s.text) ||
          /EudraCT(?:\s+(?:number|no\.?|identifier))?:?\s*$/i.test(before)
        )
          continue;
      }
      let score = 1 + s.weight * 0.5;
      // A cover page or synopsis table puts the label in the block before the id ("NCT number:" / "NCT02564263").
      const previous = ctx.sentences[s.index - 1];
      const labelled =
        REGISTRATION_CONTEXT.test(s.text) ||
        (previous?.page === s.page && REGISTRY_LABEL.test(previous.text));
      if (labelled) score += 4;
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
