/**
 * Eligibility criteria stated in running text, split into whole criteria: "Included patients were adults aged
 * 18–85 years with recent-onset (duration >3 h– ≤ 7 days) symptomatic AF for whom best management was …"
 * -> "adults aged 18–85 years" | "recent-onset (duration >3 h– ≤ 7 days) symptomatic AF" | "best management
 * was …". Each criterion is a span of the sentence as printed, never re-worded; its source is the sentence.
 */
import { type Item, depthMap } from './lists';

// What opens the criteria after the lead ("they had", ":", "being").
const OPENING =
  /^[\s:,-]*(?:(?:they|he|she)\s+)?(?:(?:were|was|had|have|has|be|being|to\s+(?:be|have))\s+)?/i;
// A person with an age, then "with" what they have: the age is a criterion of its own.
const AGED_HEAD =
  /^(?:(?:adult|male|female|\w+)\s+)?(?:patients|participants|subjects|adults|men|women|children|persons|people|individuals)?\s*(?:aged?\b|\d{1,3}\s*(?:(?:–|-|to)\s*\d{1,3}\s*)?years)/i;
// Where patients were recruited is no criterion: "… from 87 UK hospitals and cancer centres".
const RECRUITED_AT =
  /(?:^|,?\s+)(?:from|at|in)\s+(?:\d+|\w+)\s+(?:[\w-]+\s+){0,6}?(?:hospitals|centres|centers|sites|clinics|practices)\b.*$/i;
// Where a criterion ends and the next starts, outside brackets.
// "… and had measurable disease": a verb after "and" starts the next criterion.
const CLAUSE_START =
  /\s+(?:for|in)\s+whom\s+|,?\s+who\s+(?=(?:had|have|were|was|are)\b)|,?\s+and\s+(?:had|have|has|were|was|be)\s+|,\s+(?=(?:had|have|has|were|was)\s)/gi;
const WITH = /\s+with\s+/gi;
const MIN_WORDS = 2;
const CLAUSE_VERB = /\b(?:was|were|is|are|had|has|did|showed|received|resulted)\b/i;

/** Matches of `re` in text[from, to) at bracket depth 0. */
function topLevel(text: string, re: RegExp, from: number, to: number): { start: number; end: number }[] {
  const depth = depthMap(text);
  const out: { start: number; end: number }[] = [];
  re.lastIndex = 0;
  const slice = text.slice(from, to);
  for (let m = re.exec(slice); m; m = re.exec(slice)) {
    if (m[0].length === 0) {
      re.lastIndex++;
      continue;
    }
    if (depth[from + m.index] === 0) out.push({ start: from + m.index, end: from + m.index + m[0].length });
  }
  return out;
}

/** Cuts text[from, to) at the given separators into ranges. */
function cutAt(cuts: { start: number; end: number }[], from: number, to: number): [number, number][] {
  const out: [number, number][] = [];
  let at = from;
  for (const c of cuts) {
    out.push([at, c.start]);
    at = c.end;
  }
  out.push([at, to]);
  return out;
}

// A lead kept at a criterion's start: "Patients were excluded if they had:", "met any of the following criteria:".
const LEAD_IN =
  /^\s*(?:(?:(?:key|main|major|other)\s+)?(?:inclusion|exclusion|eligibility)\s+criteria\s*(?:were|was|included|include|are)?\s*:\s*|(?:(?:female|male|eligible)\s+)?(?:patients|participants|subjects|women|men)\s+were\s+(?:also\s+)?(?:excluded|ineligible|eligible)\s+if\s+they\s+(?:had|were|have)\s*:\s*|(?:(?:they|patients)\s+)?(?:met|had|fulfilled)\s+(?:any|one|either)\s+of\s+the\s+following(?:\s+criteria)?\s*:?\s*|(?:were\s+)?as\s+follows\s*:?\s*)/i;
// What closes a criterion but is none of it: a citation ("… enrolment [12]", "… disease12,13") or a pointer
// to the full list ("(a complete list of … is provided in the Data Supplement)").
const TAIL =
  /(?:\s*\[\d+(?:\s*[,–-]\s*\d+)*\]|(?<=[a-z]{3})\d{1,3}(?:[,–-]\d{1,3})*|\s*\((?:a\s+)?(?:(?:complete|full)\s+list|see|for\s+details)\b[^()]*\))[\s.;]*$/;

/**
 * A criterion's span without a lead at its start or a citation or pointer at its end; null when nothing but
 * the lead is left.
 */
export function criterionSpan(text: string, start: number, end: number): [number, number] | null {
  let s = start;
  let e = end;
  const lead = LEAD_IN.exec(text.slice(s, e));
  if (lead) s += lead[0].length;
  const tail = TAIL.exec(text.slice(s, e));
  if (tail) e = s + tail.index;
  while (e > s && /[\s,:]/.test(text[e - 1]!)) e--;
  return words(text.slice(s, e)) >= 1 && !/:$/.test(text.slice(s, e)) ? [s, e] : null;
}

const words = (s: string) => s.trim().split(/\s+/).filter(Boolean).length;

/** A list split on commas only when every part reads as a criterion of its own (two words or more). */
function commaParts(text: string, from: number, to: number): [number, number][] {
  const cuts = topLevel(text, /,\s+(?:and\s+|or\s+)?/g, from, to);
  if (cuts.length === 0) return [[from, to]];
  const parts = cutAt(cuts, from, to);
  // "histologically proven, resectable adenocarcinoma" joins adjectives: a list of criteria has three parts.
  return parts.length >= 3 && parts.every(([a, b]) => words(text.slice(a, b)) >= MIN_WORDS + 1)
    ? parts
    : [[from, to]];
}

/** "adults aged 18–85 years with AF": the age, then what they have. */
function ageThenWith(text: string, from: number, to: number): [number, number][] {
  if (!AGED_HEAD.test(text.slice(from, to))) return [[from, to]];
  const w = topLevel(text, WITH, from, to)[0];
  if (!w || !/\d/.test(text.slice(from, w.start))) return [[from, to]];
  return [
    [from, w.start],
    [w.end, to],
  ];
}

/**
 * The criteria in `text` after `from` (where the sentence's lead ends), as items with offsets into `text`;
 * one item or none when the sentence does not split into two or more whole criteria.
 */
export function splitCriteria(text: string, leadEnd: number): Item[] {
  let from = leadEnd;
  // A lead ending in "aged" ("we enrolled patients aged") leaves the word with the age criterion.
  if (/\baged$/i.test(text.slice(0, from))) from -= 4;
  const opening = OPENING.exec(text.slice(from));
  const start = from + (opening ? opening[0].length : 0);
  let end = text.length;
  while (end > start && /[\s.;:]/.test(text[end - 1]!)) end--;
  if (end - start < 3) return [];
  let ranges: [number, number][] = cutAt(topLevel(text, /;\s*(?:and\s+|or\s+)?/g, start, end), start, end);
  ranges = ranges.flatMap(([a, b]) => cutAt(topLevel(text, CLAUSE_START, a, b), a, b));
  ranges = ranges.flatMap(([a, b]) => commaParts(text, a, b));
  ranges = ranges.flatMap(([a, b]) => ageThenWith(text, a, b));
  const items: Item[] = [];
  for (const [a, b] of ranges) {
    let s = a;
    let e = b;
    // Lead words, and a citation number run into the next criterion ("portal);16 had an …").
    const lead =
      /^\s*(?:(?:and|or)\s+)?(?:\d{1,3}\s*(?=(?:had|have|has|were|was)\s))?(?:(?:had|have|has|were|was|be|with)\s+)?/i.exec(
        text.slice(s, e),
      );
    if (lead) s += lead[0].length;
    const at = RECRUITED_AT.exec(text.slice(s, e));
    if (at) e = s + at.index;
    while (s < e && /\s/.test(text[s]!)) s++;
    while (e > s && /[\s,:]/.test(text[e - 1]!)) e--;
    // A criterion with a clause of its own keeps the stop or semicolon that closes it in the source: it
    // reads as a sentence, and one without its stop would read as cut.
    const close = /^\s*[.;]/.exec(text.slice(e, e + 2));
    if (close && CLAUSE_VERB.test(text.slice(s, e))) e += close[0].length;
    const span = criterionSpan(text, s, e);
    if (span && words(text.slice(...span)) >= MIN_WORDS)
      items.push({ text: text.slice(...span), start: span[0], end: span[1] });
  }
  return items;
}
