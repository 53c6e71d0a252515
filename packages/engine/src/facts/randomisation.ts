import type { Arm, Sourced } from '@prowrite/contracts';
import { NUMBER_WORD_SOURCE, parseCount } from '../text/numbers';
import { type Candidate, findAll, OTHER_WORK, pickBest, sourced } from './candidates';
import type { ArmNames } from './arm-match';
import type { DocContext } from './context';

const RANDOM_CONTEXT = /\b(?:randomi[sz]\w*|randomly|allocat\w*|assign\w*)\b/i;
const RATIO = /(?<![\d.:/])(\d{1,2})\s*:\s*(\d{1,2})(?:\s*:\s*(\d{1,2}))?(?![\d:.]|\s*(?:am|pm|h)\b)/g;
const RATIO_WORDS: Record<string, string> = {
  'one-to-one': '1:1',
  '1-to-1': '1:1',
  'two-to-one': '2:1',
  '2-to-1': '2:1',
  'three-to-one': '3:1',
};

/** The allocation ratio ("2:1"), read only where the sentence speaks of randomisation. */
export function extractRatio(ctx: DocContext): Sourced<string> | null {
  const candidates: Candidate<string>[] = [];
  for (const hit of findAll(ctx, RATIO, (s) => RANDOM_CONTEXT.test(s.text) && !s.isReference)) {
    const s = hit.sentence;
    const parts = [hit.match[1], hit.match[2], hit.match[3]].filter(Boolean).map(Number);
    if (parts.some((p) => p < 1 || p > 10)) continue;
    const local = s.text.slice(Math.max(0, hit.start - s.start - 60), hit.end - s.start + 40);
    let score = 1 + s.weight;
    if (RANDOM_CONTEXT.test(local)) score += 2;
    if (/\bratio|fashion|manner|allocation\b/i.test(local)) score += 1;
    if (/\(\s*$/.test(s.text.slice(0, hit.start - s.start)) && /^\s*\)/.test(s.text.slice(hit.end - s.start)))
      score += 0.5;
    if (/dilut|mix|v\/v|solution|buffer|odds|hazard/i.test(local)) score -= 4;
    if (OTHER_WORK.test(s.text)) score -= 1.5;
    candidates.push({ value: parts.join(':'), score, sentence: s, start: hit.start, end: hit.end });
  }
  const words = new RegExp(`\\b(${Object.keys(RATIO_WORDS).join('|')})\\b`, 'gi');
  for (const hit of findAll(ctx, words, (s) => RANDOM_CONTEXT.test(s.text) && !s.isReference)) {
    const value = RATIO_WORDS[hit.match[1]!.toLowerCase()]!;
    candidates.push({
      value,
      score: 2 + hit.sentence.weight,
      sentence: hit.sentence,
      start: hit.start,
      end: hit.end,
    });
  }
  const best = pickBest(candidates, (v) => v, { minScore: 2.5 });
  return best ? sourced(ctx, best) : null;
}

const COUNT = `(\\d{1,3}(?:,\\d{3})+|\\d+|${NUMBER_WORD_SOURCE})`;
const SUBJECTS =
  '(?:patients|participants|subjects|individuals|people|persons|adults|children|women|men|infants|volunteers|cases)';
const ADJECTIVES =
  '(?:(?:eligible|adult|consecutive|evaluable|additional|new|hospitali[sz]ed|older|elderly)\\s+)';
const VERB =
  /\b(?:(?:were|was|been|being)\s+(?:(?:then|subsequently|successfully)\s+)?(?:randomly\s+)?(?:assigned|allocated|randomi[sz]ed)|randomly\s+(?:assigned|allocated)|randomi[sz]ed|underwent\s+(?:\d+\s*:\s*\d+\s+)?randomi[sz]ation|were\s+enrolled\s+and\s+randomi[sz]ed)\b/gi;
const BETWEEN_NEGATIVE =
  /\b(?:screened|assessed|excluded|withdr[ae]w\w*|lost|died|discontinued|ineligible|declined|did not|of whom|per (?:arm|group)|in each (?:arm|group)|each (?:arm|group)|required|needed|planned|target|would|should|estimated|phase 1|dose-finding|pilot|run-in|roll-in|remaining)\b/i;
const AFTER_NEGATIVE =
  /^[^.;]{0,60}?\b(?:were excluded|was excluded|dose-finding|phase 1|pilot|run-in|roll-in|per (?:arm|group))\b|^\s*(?:to|in)\s+each\b/i;
// For enrolment counts "the remaining 36 were enrolled" is the cohort, so "remaining" is not held against it.
const ENROL_NEGATIVE = new RegExp(BETWEEN_NEGATIVE.source.replace('|remaining', ''), 'i');
const PLANNED = /\b(?:will be|to be|planned|target|required|needed|would|sample size|intended to)\b/i;

/**
 * How many patients were randomised. Statements "N patients were randomly assigned", "we randomised N",
 * "of the N randomised" are weighed by position and context; counts of screened or excluded patients are
 * not; a count equal to the sum of the arm sizes is trusted more; enrolment counts are a weak fallback
 * (a full one in a crossover trial).
 */
export function extractNRandomized(
  ctx: DocContext,
  arms: Arm[],
  design: string | null = null,
): Sourced<number> | null {
  // In a crossover trial every participant takes every arm: those enrolled are those randomised (to an order).
  const crossover = design !== null && /cross-?over/i.test(design);
  const candidates: Candidate<number>[] = [];
  const countRe = new RegExp(
    `(?:\\b[Aa]\\s+total\\s+of\\s+|(?<!\\d[ ,])\\b)${COUNT}\\s+(?:${ADJECTIVES}{0,2}${SUBJECTS}\\b|(?=(?:[a-z]+\\s+){0,3}?(?:[a-z]+,\\s+)?(?:(?:were|was)\\s+(?:randomly\\s+)?(?:randomi|assigned|allocated|enrolled and)|underwent\\s+(?:\\d+\\s*:\\s*\\d+\\s+)?randomi)))`,
    'gi',
  );
  const names: ArmNames[] = arms.map((a) => ({ name: a.name.value, aliases: [] }));
  for (const s of ctx.sentences) {
    if (s.isReference || !/random|assign|allocat|enrol|recruit|includ/i.test(s.text)) continue;
    const verbs = [...s.text.matchAll(VERB)].map((m) => ({ start: m.index!, end: m.index! + m[0].length }));
    countRe.lastIndex = 0;
    for (let m = countRe.exec(s.text); m; m = countRe.exec(s.text)) {
      const n = parseCount(m[1]!.replace(/,/g, ''));
      if (n === null || n < 2 || n > 500000) continue;
      if (
        /^\d{4}$/.test(m[1]!) &&
        n >= 1900 &&
        n <= 2100 &&
        /\b(in|since|from|between|of)\s*$/i.test(s.text.slice(0, m.index))
      )
        continue;
      // ">40", "≥ 18": a threshold, not a head count.
      if (/[<>≤≥=±]\s*$/.test(s.text.slice(0, m.index))) continue;
      const countEnd = m.index + m[0].length;
      let best: number | null = null;
      // Count before its verb: "217 patients were randomized", "a total of 95 patients (...) were randomized".
      for (const v of verbs) {
        if (v.start < countEnd) continue;
        const between = removeBrackets(s.text.slice(countEnd, v.start));
        // A long description of who they were ("80 patients with fractures … who underwent a block were
        // randomly assigned") holds no other number.
        const tooFar = between.length > 90 && (between.length > 160 || /\d/.test(between));
        if (tooFar || BETWEEN_NEGATIVE.test(between) || /[;]/.test(between)) continue;
        let score = 4 + s.weight - between.length / 60;
        if (/total of/i.test(m[0])) score += 0.5;
        if (AFTER_NEGATIVE.test(s.text.slice(v.end))) score -= 5;
        if (PLANNED.test(s.text.slice(Math.max(0, m.index - 40), v.end))) score -= 2.5;
        if (assignsOneArm(s.text.slice(v.end), names)) score -= 3;
        best = Math.max(best ?? -Infinity, score);
        break;
      }
      // Count after its verb: "we randomly assigned 1063 patients", "Of the 432 patients randomized".
      for (const v of verbs) {
        if (v.end > m.index) continue;
        const between = s.text.slice(v.end, m.index);
        if (between.length > 20 || !/^\s*(?:a\s+total\s+of\s+)?$/i.test(between)) continue;
        best = Math.max(best ?? -Infinity, 3.5 + s.weight);
      }
      if (
        new RegExp(`^\\s*(?:${SUBJECTS}\\s+)?(?:who\\s+were\\s+)?randomi[sz]ed\\b`, 'i').test(
          s.text.slice(countEnd),
        )
      ) {
        best = Math.max(best ?? -Infinity, 3 + s.weight);
      }
      if (best === null) {
        // Fallback: enrolment without an explicit randomisation verb ("we enrolled 553 eligible patients").
        const around = s.text.slice(Math.max(0, m.index - 40), countEnd + 90);
        if (
          /\b(?:enrolled|enrolment|enrollment|recruited|included)\b/i.test(around) &&
          !ENROL_NEGATIVE.test(around)
        ) {
          // Too weak alone: it counts only when it equals the sum of the arm sizes (bonus below), or in a
          // crossover trial.
          best = -0.5 + s.weight * 0.25 + (crossover ? 3 : 0);
        }
      }
      if (best === null) continue;
      if (OTHER_WORK.test(s.text)) best -= 1.5;
      candidates.push({
        value: n,
        score: best,
        sentence: s,
        start: s.start + m.index,
        end: s.start + countEnd,
      });
    }
  }
  // "Female adults (n = 150) with three risk factors were randomized": the count in brackets on the subject.
  // Case-blind: "Participants (N = 662) were allocated" opens a sentence.
  const subjectCount = new RegExp(
    `\\b${SUBJECTS}\\s*[([]\\s*[nN]\\s*=\\s*(\\d+)\\s*[)\\]](?=[^.;]{0,140}?\\b(?:were|was)\\s+(?:randomly\\s+)?(?:randomi[sz]ed|assigned|allocated))`,
    'gi',
  );
  // "comprised 759 randomized patients", "for a total of 662 randomised participants".
  const randomisedSubjects = new RegExp(
    `(?<![\\d.,])\\b${COUNT}\\s+(?:randomi[sz]ed|randomly\\s+(?:assigned|allocated))\\s+${SUBJECTS}\\b`,
    'gi',
  );
  // "…assigned 442 to X and 220 to Y, a total of 662": a closing total of an allocation statement.
  const closingTotal =
    /(?:,|;|\()\s*(?:for\s+)?(?:a\s+total\s+of|in\s+total|total)\s+(\d{1,3}(?:,\d{3})+|\d+)(?=\s*(?:[.;)]|$))/gi;
  // "a randomized trial (that) involved 30 patients", "a randomized clinical study that included thirty patients".
  const trialIncluded = new RegExp(
    `\\brandomi[sz]ed\\s+(?:[\\w-]+\\s+){0,3}?(?:trial|study)\\s+(?:that\\s+|which\\s+)?(?:included|involved|enrolled|recruited)\\s+${COUNT}\\s+(?:[\\w-]+\\s+){0,2}?${SUBJECTS}`,
    'gi',
  );
  for (const s of ctx.sentences) {
    if (s.isReference) continue;
    for (const [re, base] of [
      [subjectCount, 4.5],
      [trialIncluded, 3.5],
      [randomisedSubjects, 3.5],
      [closingTotal, RANDOM_CONTEXT.test(s.text) ? 2.5 : -10],
    ] as const) {
      re.lastIndex = 0;
      for (let m = re.exec(s.text); m; m = re.exec(s.text)) {
        const n = parseCount(m[1]!.replace(/,/g, ''));
        if (n === null || n < 2) continue;
        const score = base + s.weight - (OTHER_WORK.test(s.text) ? 1.5 : 0);
        candidates.push({
          value: n,
          score,
          sentence: s,
          start: s.start + m.index,
          end: s.start + m.index + m[0].length,
        });
      }
    }
  }
  // "A total of 120 patients were enrolled. Patients were allocated into 4 groups …": an enrolment count
  // just before an allocation statement that gives no count of its own.
  for (const c of candidates) {
    const next = ctx.sentences[c.sentence.index + 1];
    const enrolled =
      /\b(?:enrolled|recruited|included)\b/i.test(c.sentence.text) && !RANDOM_CONTEXT.test(c.sentence.text);
    if (
      enrolled &&
      next &&
      RANDOM_CONTEXT.test(next.text) &&
      !/\d{2,}\s+(?:patients|participants|subjects)/i.test(next.text)
    )
      c.score += 3;
  }
  // "patients that were enrolled and randomized (n = 762)": the count in brackets right after the verb.
  const bracketed =
    /\b(?:randomi[sz]ed|randomly\s+(?:assigned|allocated)|underwent\s+randomi[sz]ation)\s*[([]\s*n\s*=\s*(\d+)\s*[)\]]/gi;
  for (const s of ctx.sentences) {
    if (s.isReference) continue;
    bracketed.lastIndex = 0;
    for (let m = bracketed.exec(s.text); m; m = bracketed.exec(s.text)) {
      const n = Number(m[1]);
      if (n < 2) continue;
      const score = 5 + s.weight - (OTHER_WORK.test(s.text) ? 1.5 : 0);
      candidates.push({
        value: n,
        score,
        sentence: s,
        start: s.start + m.index,
        end: s.start + m.index + m[0].length,
      });
    }
  }
  // A count in the introduction or discussion said of other work ("in the earlier X trial, 1,150 patients
  // were randomly assigned") is that trial's, however it is worded.
  const own = candidates.filter(
    (c) => !(['introduction', 'discussion'].includes(c.sentence.kind) && OTHER_WORK.test(c.sentence.text)),
  );
  candidates.length = 0;
  candidates.push(...own);
  const armSum = sumOfArms(arms);
  for (const c of candidates) if (armSum !== null && c.value === armSum) c.score += 4;
  const best = pickBest(candidates, String, { minScore: 1, repeatBonus: 0.75 });
  return best ? sourced(ctx, best) : null;
}

/**
 * "326 patients were assigned to the intervention group and 326 to the control group": a count assigned to
 * one arm (the words after its verb, up to the next number outside brackets, name that arm and no other) is
 * the arm's size, not the trial's.
 */
function assignsOneArm(afterVerb: string, arms: ArmNames[]): boolean {
  if (arms.length < 2) return false;
  const clause = removeBrackets(afterVerb).split(/[;.]\s|\d/)[0]!;
  const to = clause.match(/^\s*(?:to|into)\s+(?:receive\s+)?(.+)$/i);
  if (!to) return false;
  // The arm's name must open the phrase: "to one of four groups: (A) X; (B) ..." assigns to them all.
  const target = to[1]!.replace(/^(?:the|a|an)\s+/i, '').toLowerCase();
  if (!arms.some((a) => target.startsWith(a.name.toLowerCase()))) return false;
  // "to EOC or modified EOC plus panitumumab": a choice between arms, however they are named there.
  if (/\b(?:or|versus|vs\.?)\s/i.test(clause)) return false;
  const lower = clause.toLowerCase();
  return arms.filter((a) => lower.includes(a.name.toLowerCase())).length === 1;
}

function sumOfArms(arms: Arm[]): number | null {
  if (arms.length < 2 || arms.some((a) => !a.n)) return null;
  return arms.reduce((sum, a) => sum + a.n!.value, 0);
}

function removeBrackets(s: string): string {
  let out = s;
  for (let i = 0; i < 3; i++) out = out.replace(/\([^()]*\)|\[[^[\]]*\]/g, '');
  return out;
}
