/**
 * Exclusion criteria stated in running text or under their own heading, split into whole criteria, each quoted
 * from its own span: "Patients were excluded if they had heart failure, a QRS interval >0.14 s, or …",
 * "Key exclusion criteria were …", "Patients with severe renal impairment were excluded", "排除标准：…；…".
 * Exclusions after randomisation ("3 patients were excluded from the analysis") are not criteria.
 */
import type { Sourced } from '@prowrite/contracts';
import { type DocContext, type Sentence, sentenceFact } from './context';
import { criterionSpan, splitCriteria } from './criteria-split';
import { depthMap } from './lists';
import { sentencesUnder } from './section-sentences';

/** A lead after which the criteria follow. */
const LEAD_EN =
  /\b(?:(?:key|main|major|other|additional|the)\s+)?exclusion\s+criteria\s*(?:(?:were|was|are|included|include|comprised|consisted\s+of)\s*:?|:)|\b(?:patients|participants|subjects|women|men|children|individuals|people)\s+(?:were|was)\s+(?:also\s+)?(?:excluded|ineligible|not\s+eligible)\s+if\b|\bwe\s+excluded\s+(?:patients|participants|subjects|women|men|children|those|individuals)\b/i;
/** Criteria before the verb: "Patients with severe renal impairment were excluded (from the study)." */
const BEFORE_EN =
  /^\s*(?:(?:all\s+)?(?:patients|participants|subjects|women|men|children|individuals|those|people)\s+(?:with|who\s+had|who\s+were|who\s+have|receiving|taking))\s+(.{5,400}?)\s+were\s+(?:also\s+)?excluded(?:\s+from\s+(?:the\s+)?(?:study|trial|participation|enrol?ment))?\s*[.;]?\s*$/i;
const LEAD_ZH = /(?:主要|其他)?排除标准(?:为|包括|如下|是)?\s*[：:]\s*/;
/** Exclusions of randomised patients from an analysis, not criteria for entry. */
const AFTER_ENTRY =
  /\bexcluded\s+(?:from\s+(?:the\s+|all\s+|this\s+)?(?:\w+\s+)?(?:analys[ie]s|population|data)|because|due\s+to|after|owing)|\b(?:were|was)\s+(?:subsequently|later)\s+excluded/i;
// "… were excluded if they met any of the following criteria: …", "… were as follows: …".
const FOLLOWING =
  /^\s*(?:(?:they\s+)?(?:met|had|fulfilled)\s+(?:any|one|either)\s+of\s+the\s+following(?:\s+criteria)?|(?:were\s+)?as\s+follows)\s*:?\s*/i;
/** A pointer to where the criteria are listed, not a criterion. */
const ELSEWHERE =
  /^(?:the\s+same\s+as|available\s+in|for\s+a\s+(?:full|complete)\s+list|(?:listed|given|detailed|described)\s+in)\b|\bet\s+al\.|\brefer\s+to\s+the\s+protocol\b/i;
const HEADING = /^(?:(?:key|main|major)\s+)?exclusion\s+criteria\b|^(?:主要)?排除标准/i;
const MAX_CRITERIA = 10;
const SKIPPED = new Set(['introduction', 'discussion', 'references', 'backmatter']);

type Span = { text: string; start: number; end: number };

/** Chinese criteria after the lead, split at "；" and at numbered items ("(1)", "1）", "①"). */
function splitZh(text: string, from: number): Span[] {
  const rest = text.slice(from);
  const seps = [
    ...rest.matchAll(/[；;]|(?<=^|[\s，,；;。：:])(?:[（(]\d{1,2}[)）]|\d{1,2}[)）、.]|[①-⑳])/gu),
  ];
  const out: Span[] = [];
  let at = from;
  for (const m of [...seps, null]) {
    let s = at;
    let e = m ? from + m.index! : text.length;
    while (s < e && /[\s，,、]/.test(text[s]!)) s++;
    while (e > s && /[\s。.，,；;]/.test(text[e - 1]!)) e--;
    if (e - s >= 2) out.push({ text: text.slice(s, e), start: s, end: e });
    if (m) at = from + m.index! + m[0].length;
  }
  return out;
}

/**
 * "heart failure, symptomatic bradycardia, or torsade de pointes": a list of three or more closed by ", or" /
 * ", and" (outside brackets) is a list of conditions, each a criterion; two parts may be adjectives.
 */
function listParts(c: Span, text: string): Span[] {
  const depth = depthMap(text);
  const cuts = [...c.text.matchAll(/,\s+(?:(?:and|or)\s+)?/g)].filter((m) => depth[c.start + m.index!] === 0);
  if (cuts.length < 2 || !/\b(?:and|or)\s+$/.test(cuts.at(-1)![0])) return [c];
  const out: Span[] = [];
  let at = 0;
  for (const m of [...cuts, null]) {
    const end = m ? m.index! : c.text.length;
    out.push({ text: c.text.slice(at, end), start: c.start + at, end: c.start + end });
    if (m) at = m.index! + m[0].length;
  }
  return out.every((p) => p.text.trim().length >= 3) ? out : [c];
}

/** The criteria of one sentence, with offsets into its text; none when it states no exclusion criteria. */
export function exclusionCriteriaIn(text: string): Span[] {
  if (AFTER_ENTRY.test(text)) return [];
  const zh = LEAD_ZH.exec(text);
  if (zh) return splitZh(text, zh.index + zh[0].length);
  const before = BEFORE_EN.exec(text);
  if (before) {
    const start = text.indexOf(before[1]!, /\S/.exec(text)!.index);
    const end = start + before[1]!.length;
    const items = splitCriteria(text.slice(0, end), start);
    return (items.length > 0 ? items : [{ text: before[1]!, start, end }]).flatMap((c) => listParts(c, text));
  }
  const lead = LEAD_EN.exec(text);
  if (!lead) return [];
  const at = lead.index + lead[0].length;
  const more = FOLLOWING.exec(text.slice(at));
  return splitCriteria(text, at + (more ? more[0].length : 0))
    .flatMap((c) => listParts(c, text))
    .filter((c) => !ELSEWHERE.test(c.text));
}

/** Exclusion criteria of the trial (at most 10): a synopsis heading's lines first, else running text. */
export function extractExclusionCriteria(ctx: DocContext): Sourced<string>[] {
  const listed = sentencesUnder(ctx, HEADING, MAX_CRITERIA).filter(
    (s) => !s.isReference && !s.text.includes(' | '),
  );
  if (listed.length > 0)
    return unique(
      listed.flatMap((s) => {
        const span = criterionSpan(s.text, 0, s.text.length);
        if (!span) return [];
        const whole = span[0] === 0 && span[1] === s.text.length;
        return [
          whole
            ? sentenceFact(ctx, s)
            : { value: s.text.slice(...span), source: ctx.source(s, s.start + span[0], s.start + span[1]) },
        ];
      }),
    );
  const found: Sourced<string>[] = [];
  for (const s of ctx.sentences) {
    if (!eligible(s)) continue;
    for (const it of exclusionCriteriaIn(s.text)) {
      const span = criterionSpan(s.text, it.start, it.end);
      if (span)
        found.push({
          value: s.text.slice(...span),
          source: ctx.source(s, s.start + span[0], s.start + span[1]),
        });
    }
  }
  return unique(found).slice(0, MAX_CRITERIA);
}

function eligible(s: Sentence): boolean {
  return !s.isReference && !SKIPPED.has(s.kind) && s.part !== 'results' && !s.text.includes(' | ');
}

function unique(list: Sourced<string>[]): Sourced<string>[] {
  const seen = new Set<string>();
  return list.filter((c) => {
    const key = c.value.toLowerCase().replace(/\s+/g, ' ').trim();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
