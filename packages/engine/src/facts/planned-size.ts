import type { Sourced } from '@prowrite/contracts';
import { NUMBER_WORD_SOURCE, parseCount } from '../text/numbers';
import type { DocContext, Sentence } from './context';

const COUNT = `(\\d{1,3}(?:,\\d{3})+|\\d+|${NUMBER_WORD_SOURCE})`;
const ABOUT =
  '(?:(?:a\\s+total\\s+of|approximately|about|around|up\\s+to|at\\s+least|a\\s+maximum\\s+of)\\s+)?';
const SUBJECTS =
  '(?:(?:evaluable|eligible|adult|additional|male|female|healthy)\\s+)?(?:patients|participants|subjects|individuals|people|adults|children|women|men|volunteers|cases)';

/** Ways a planned size is stated, each with how much it says "planned" on its own. */
const STATEMENTS: { re: RegExp; weight: number }[] = [
  // "Approximately 600 patients will be randomised", "500 subjects are planned to be enrolled".
  {
    re: new RegExp(
      `${ABOUT}${COUNT}\\s+${SUBJECTS}\\s+(?:[a-z-]+\\s+){0,4}?(?:will\\s+be|are\\s+(?:planned|expected)\\s+to\\s+be|are\\s+to\\s+be)\\s+(?:enrol?led|randomi[sz]ed|recruited|included|assigned|treated)`,
      'gi',
    ),
    weight: 3,
  },
  // "We plan to enrol 400 patients", "the trial aimed to recruit 120 participants".
  {
    re: new RegExp(
      `\\b(?:plan(?:s|ned)?|intend(?:s|ed)?|aim(?:s|ed)?|expect(?:s|ed)?)\\s+to\\s+(?:enrol?l?|recruit|randomi[sz]e|include)\\s+${ABOUT}${COUNT}\\b`,
      'gi',
    ),
    weight: 3,
  },
  // "Planned sample size: 600", "planned enrolment of 240 patients", "target sample size was 300".
  {
    re: new RegExp(
      `\\b(?:planned|target(?:ed)?|intended)\\s+(?:sample\\s+size|enrol?lment|number\\s+of\\s+${SUBJECTS}|accrual)\\s*(?:[:=]|of|was|is|will\\s+be)?\\s*${ABOUT}${COUNT}\\b`,
      'gi',
    ),
    weight: 3,
  },
  // "A sample size of 300 patients was required", "a total sample size of 152 is needed".
  {
    re: new RegExp(
      `\\b(?:total\\s+)?sample\\s+size\\s+of\\s+${ABOUT}${COUNT}(?:\\s+${SUBJECTS})?\\s+(?:was|is|would\\s+be|will\\s+be)\\s+(?:required|needed|necessary|sufficient|planned|calculated)`,
      'gi',
    ),
    weight: 2.5,
  },
  // "300 patients were needed to detect …" (a sample size calculation; per-group counts are refused below).
  {
    re: new RegExp(
      `${ABOUT}${COUNT}\\s+${SUBJECTS}\\s+(?:were|are|would\\s+be|will\\s+be)\\s+(?:required|needed|necessary)`,
      'gi',
    ),
    weight: 2,
  },
];

/** A synopsis field whose value is the planned size ("Number of subjects: 600", "Sample size 240"). */
const FIELD_HEADING =
  /^(?:planned\s+)?(?:number\s+of\s+(?:subjects|patients|participants)(?:\s+\(planned\))?|sample\s+size|planned\s+enrol?lment)\b/i;
const FIELD_VALUE = new RegExp(`^\\s*[:=]?\\s*${ABOUT}${COUNT}\\b`, 'i');

/** A count of one arm, not the trial: "40 patients per group", "in each arm" (right after the count). */
const PER_GROUP = new RegExp(
  `^\\s*(?:${SUBJECTS}\\s+)?(?:per\\s+(?:arm|group|cohort|treatment)|(?:in|for)\\s+each\\s+(?:arm|group)|each\\s+(?:arm|group))\\b`,
  'i',
);
/** The same inside a statement ("Forty patients per group will be enrolled"). */
const PER_GROUP_INSIDE = /\b(?:per\s+(?:arm|group|cohort|treatment)|(?:in|for)\s+each\s+(?:arm|group))\b/i;

const lastPart = (section: string) => section.split('›').pop()!.trim();

type Hit = { score: number; sentence: Sentence; start: number; end: number; value: number };

/**
 * How many participants the study planned to include: a protocol synopsis's "Number of subjects", future
 * tense ("600 patients will be randomised"), a stated plan or target, or a sample size calculation's total.
 * Counts per arm are not the planned size; what was actually randomised is `n_randomized`, not this.
 */
export function extractPlannedN(ctx: DocContext): Sourced<number> | null {
  let best: Hit | null = null;
  const consider = (hit: Hit) => {
    if (hit.value < 2 || hit.value > 1_000_000) return;
    if (!best || hit.score > best.score) best = hit;
  };
  for (const s of ctx.sentences) {
    if (s.isReference || s.kind === 'introduction' || s.kind === 'discussion') continue;
    const weight = s.weight;
    const field = FIELD_HEADING.exec(lastPart(s.section)) ? FIELD_VALUE.exec(s.text) : null;
    const inline = FIELD_HEADING.exec(s.text.trim());
    const fieldMatch = field ?? (inline ? FIELD_VALUE.exec(s.text.trim().slice(inline[0].length)) : null);
    if (fieldMatch) {
      const offset = field ? 0 : s.text.indexOf(inline![0]) + inline![0].length;
      const value = parseCount(fieldMatch[1]!.replace(/,/g, ''));
      const rest = s.text.slice(offset + fieldMatch.index + fieldMatch[0].length);
      if (value !== null && !PER_GROUP.test(rest)) {
        consider({ score: 4 + weight, sentence: s, start: s.start + offset, end: s.end, value });
      }
    }
    for (const { re, weight: said } of STATEMENTS) {
      re.lastIndex = 0;
      for (let m = re.exec(s.text); m; m = re.exec(s.text)) {
        const value = parseCount(m[1]!.replace(/,/g, ''));
        if (value === null) continue;
        if (PER_GROUP.test(s.text.slice(m.index + m[0].length)) || PER_GROUP_INSIDE.test(m[0])) continue;
        consider({
          score: said + weight,
          sentence: s,
          start: s.start + m.index,
          end: s.start + m.index + m[0].length,
          value,
        });
      }
    }
  }
  const chosen = best as Hit | null;
  if (!chosen) return null;
  return { value: chosen.value, source: ctx.source(chosen.sentence, chosen.start, chosen.end) };
}
