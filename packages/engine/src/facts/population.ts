import type { Sourced } from '@prowrite/contracts';
import { OTHER_WORK } from './candidates';
import { type DocContext, type Sentence, sentenceFact } from './context';
import { sentencesUnder } from './section-sentences';
import { splitCriteria } from './criteria-split';
import { splitList, withoutBrackets } from './lists';

const STRATIFIED = new RegExp(
  `${[
    '\\b(?:stratified|stratifying)\\s+(?:(?:randomi[sz]ation|allocation)\\s+)?(?:by|for|according\\s+to|on|using)',
    '\\bstratification(?:\\s+of\\s+[\\w ]{1,30}?)?\\s+(?:was|were)\\s+(?:based\\s+on|according\\s+to|by|done\\s+by|performed\\s+by)',
    '\\bstratification\\s+(?:factors?|variables?)\\s*(?:were|was|included|:)',
    '\\bfactors\\s+(?:controlled\\s+for|used)\\s+(?:in\\s+the\\s+(?:allocation|minimi[sz]ation|randomi[sz]ation)\\s+)?were',
    '\\bminimi[sz]ation\\s+(?:factors|variables)\\s+(?:were|included)',
  ]
    .map((a) => `(?:${a})`)
    .join('|')}\\s*:?\\s*`,
  'gi',
);
const LIST_END =
  /;|\.(?!\d)|\s(?:in\s+blocks?|using|with\s+(?:a|an|random|block)|via|through|to\s+ensure|and\s+(?:was|were|done|performed|carried)|by\s+(?:means|use)|at\s+the\s+point)\b/i;

/** Stratification factors of the randomisation ("stratified by centre, stage and performance status"). */
export function extractStratificationFactors(ctx: DocContext): Sourced<string>[] {
  let best: {
    score: number;
    sentence: Sentence;
    items: { text: string; start: number; end: number }[];
  } | null = null;
  for (const s of ctx.sentences) {
    if (s.isReference || s.kind === 'introduction' || s.kind === 'discussion') continue;
    STRATIFIED.lastIndex = 0;
    for (let m = STRATIFIED.exec(s.text); m; m = STRATIFIED.exec(s.text)) {
      const from = m.index + m[0].length;
      let rest = s.text.slice(from);
      const end = topLevelSearch(rest, LIST_END);
      if (end >= 0) rest = rest.slice(0, end);
      const items = splitList(rest, s.start + from)
        .map((it) => ({
          ...it,
          text: withoutBrackets(it.text).replace(/^(?:by|for|according\s+to)\s+/i, ''),
        }))
        .filter((it) => it.text.length >= 2 && it.text.length <= 80 && !/^(?:the|a|an)$/i.test(it.text));
      if (items.length === 0) continue;
      let score = 1 + s.weight + Math.min(items.length, 5) * 0.3;
      if (/random|minimi/i.test(s.text)) score += 1;
      if (/\banalys[ie]s|adjusted|model|cox|regression|subgroup/i.test(s.text)) score -= 1.5;
      if (OTHER_WORK.test(s.text)) score -= 2;
      if (!best || score > best.score) best = { score, sentence: s, items };
    }
  }
  if (!best || best.score < 1.5) return [];
  const chosen = best;
  return chosen.items
    .slice(0, 10)
    .map((it) => ({ value: it.text, source: ctx.source(chosen.sentence, it.start, it.end) }));
}

const INCLUSION =
  /\b(?:eligible\s+(?:patients|participants|subjects)\s+(?:were|had|was)(?!\s+(?:also|then|subsequently|referred|followed|invited|asked|contacted|given|instructed|randomly|randomi))|(?:were|was)\s+(?:potentially\s+)?eligible(?:\s+(?:if|for\s+(?:inclusion|enrol?lment|entry|participation|the\s+(?:study|trial))|to\s+participate)|(?=\s*[.;]))|included\s+(?:patients|participants|subjects)\s+(?:were|had|aged|with)|(?:patients|participants|subjects)\s+had\s+to\s+(?:be|have)|(?:patients|participants|subjects)\s+(?:were|was)\s+(?:also\s+)?required\s+to\s+(?:be|have)|(?:key\s+|main\s+|major\s+)?inclusion\s+criteria\s+(?:were|included|was|are|:)|to\s+be\s+eligible|eligibility\s+criteria\s+(?:were|included)|we\s+(?:enrolled|included|recruited)\s+(?:adult\s+)?(?:patients|participants|adults|men|women)\s+(?:aged|who|with)|(?:patients|participants)\s+(?:were|was)\s+(?:included|enrolled)\s+if)\b/i;

/** Inclusion criteria: the sentences that state who could take part (max 6). */
export function extractInclusionCriteria(ctx: DocContext): Sourced<string>[] {
  const picked: Sentence[] = [];
  for (const s of ctx.sentences) {
    if (s.isReference || s.kind === 'introduction' || s.kind === 'discussion') continue;
    if (!INCLUSION.test(s.text) || /\bexclu/i.test(s.text.slice(0, 40))) continue;
    if (s.text.includes(' | ')) continue; // a table row
    // "Participants who met the eligibility criteria were randomized ..." is about randomisation.
    if (/\b(?:were|was)\s+(?:randomly|randomi[sz]ed|assigned|allocated)\b/i.test(s.text)) continue;
    if (
      /\beligible\s+(?:patients|participants)\s+were\s+(?:randomly|randomi|assigned|allocated)/i.test(s.text)
    )
      continue;
    picked.push(s);
  }
  // A synopsis lists the criteria under their own heading: those lines come first.
  const listed = sentencesUnder(
    ctx,
    /^(?:key\s+|main\s+)?(?:inclusion\s+criteria|eligibility(?:\s+criteria)?)\b/i,
    10,
  );
  if (listed.length > 0) return dedupe(listed).map((s) => sentenceFact(ctx, s));
  const ordered = picked.sort((a, b) => b.weight - a.weight || a.index - b.index).slice(0, 6);
  return dedupe(ordered.sort((a, b) => a.index - b.index))
    .flatMap((s) => criteriaOf(ctx, s))
    .filter((c, i, all) => all.findIndex((o) => o.value.toLowerCase() === c.value.toLowerCase()) === i)
    .slice(0, MAX_CRITERIA);
}

const MAX_CRITERIA = 10;

/**
 * A sentence's criteria, each quoted from its own span ("adults aged 18–85 years", "recent-onset … AF"); the
 * whole sentence when it does not split into two or more whole criteria.
 */
function criteriaOf(ctx: DocContext, s: Sentence): Sourced<string>[] {
  INCLUSION.lastIndex = 0;
  const lead = INCLUSION.exec(s.text);
  // "Adult patients with melanoma … were eligible if they had …": criteria before the lead keep it whole.
  const before = lead ? s.text.slice(0, lead.index) : '';
  const items =
    lead && !/\bwith\b|\baged?\b|\d/i.test(before) ? splitCriteria(s.text, lead.index + lead[0].length) : [];
  if (items.length < 2) return [sentenceFact(ctx, s)];
  return items.map((it) => ({ value: it.text, source: ctx.source(s, s.start + it.start, s.start + it.end) }));
}

const BASELINE =
  /\b(?:(?:median|mean)\s+(?:\(\w+\)\s+)?age|aged?\s+(?:was|of)\s+\d|\d+(?:\.\d+)?\s*%\)?\s+(?:were\s+)?(?:male|men|female|women|boys|girls)\b|(?:male|men|female|women)\b[^.;]{0,20}\d+(?:\.\d+)?\s*%|ECOG|performance\s+status\s+(?:of\s+)?[0-4]|(?:median|mean)\s+(?:\(\w+\)\s+)?(?:BMI|body[- ]mass\s+index))/i;

/** Baseline characteristics stated in the text: median age, share of men, performance status (max 5). */
export function extractPatientsBasicInfo(ctx: DocContext): Sourced<string>[] {
  const picked = ctx.sentences.filter(
    (s) =>
      !s.isReference &&
      s.kind !== 'introduction' &&
      s.kind !== 'discussion' &&
      s.kind !== 'backmatter' &&
      BASELINE.test(s.text) &&
      !s.text.includes(' | ') &&
      !/^\s*\d{1,2}[.)]\s|[<>≤≥]\s*\d/.test(s.text) &&
      /\d/.test(s.text) &&
      !/\b(?:eligible|eligibility|inclusion|exclusion|were required|aged\s*(?:≥|>|at least|18 years or older))/i.test(
        s.text,
      ) &&
      s.text.length <= 600,
  );
  const ordered = picked.sort((a, b) => score(b) - score(a) || a.index - b.index).slice(0, 5);
  return dedupe(ordered.sort((a, b) => a.index - b.index)).map((s) => sentenceFact(ctx, s));
}

function score(s: Sentence): number {
  return s.weight + (s.kind === 'results' ? 1 : 0) + (/baseline|characteristic/i.test(s.text) ? 1 : 0);
}

function dedupe(sentences: Sentence[]): Sentence[] {
  const seen = new Set<string>();
  return sentences.filter((s) => {
    const key = s.text.toLowerCase().replace(/\s+/g, ' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** First match of `re` outside brackets, or -1. */
function topLevelSearch(text: string, re: RegExp): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
    else if (depth === 0 && re.test(text.slice(i, i + 40)) && text.slice(i).search(re) === 0) return i;
  }
  return -1;
}
