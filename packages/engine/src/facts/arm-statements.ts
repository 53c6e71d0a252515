import type { Sentence } from './context';
import { OTHER_WORK, OWN_TRIAL } from './candidates';
import { findArmCountLists } from './arm-count-lists';
import { findArmPairs } from './arm-pairs';
import { findGroupLists } from './group-lists';

/** One arm as a sentence describes it; offsets are into the page text. */
export type ArmPiece = {
  label: string | null;
  name: string;
  nameStart: number;
  nameEnd: number;
  plan: string;
  planStart: number;
  planEnd: number;
  n: number | null;
  nStart: number;
  nEnd: number;
  aliases: string[];
};

/** A sentence that lists the arms patients were assigned to. */
export type ArmStatement = { sentence: Sentence; arms: ArmPiece[]; score: number };

const ASSIGN =
  /\b(?:randomi[sz]ed|randomly\s+(?:assigned|allocated)|(?:were|was|be|been)\s+(?:assigned|allocated)|underwent\s+(?:\d+\s*:\s*\d+\s+)?randomi[sz]ation)\b/gi;
const RATIO = '\\d+\\s*:\\s*\\d+(?:\\s*:\\s*\\d+)*';
const FILLER = new RegExp(
  `^(?:\\s*(?:\\(\\s*${RATIO}\\s*\\)|${RATIO}|in\\s+(?:a|an)\\s+(?:${RATIO}|one-to-one|1-to-1|two-to-one|equal)\\s+(?:ratio|fashion|manner|proportion)|in\\s+a\\s+ratio\\s+of\\s+${RATIO}|(?:\\d+\\s+)?(?:eligible\\s+)?(?:patients|participants|subjects|them)|,))*\\s*(?:to|into|between)\\s+`,
  'i',
);
const LEAD_VERB = /^(?:(?:receive|undergo|take|be\s+treated\s+with|treatment\s+with|be\s+given|either)\s+)+/i;
const GROUPS_INTRO =
  /^(?:one\s+of\s+)?(?:the\s+)?(?:two|three|four|five|six|\d)\s+(?:treatment\s+|study\s+|intervention\s+|parallel\s+)?(?:groups|arms)\s*(?=[:(])/i;
const SPLIT = /\s+(?:or|versus|vs\.?)\s+|,\s+or\s+/gi;
// The last arm also ends where the manner of allocation starts ("… or placebo in a double-blind fashion").
const LAST_ARM_END =
  /;|,\s|\s+in\s+(?:a|an)\s+(?:[\w-]+\s+){1,2}?(?:fashion|manner)\b|\s(?:for|during|over)\s+(?:\d|a\s|an\s|up\s+to|the\s+next)|\s(?:by\s+using|using|via|through|stratified|in\s+addition\s+to|with\s+a\s|who\s|which\s|after\s|before\s|until\s|according\s+to|and\s+(?:treated|followed|given|received|stratified))|\s(?:at|in|from)\s+\d+\s+(?:sites|centres|centers|hospitals|countries|institutions)/i;
const MOVES_ON =
  /^(?:in\s+addition\s+to|on\s+top\s+of|added\s+to|stratified|according\s+to|respectively|(?:for|during|over)\s+(?:\d|a\s|an\s|up\s+to|the\s+next)|(?:by\s+)?using|via|through|who|which|until|after|before)\b/i;
const N_IN_PARENS = /[([]\s*(?:n\s*=\s*(\d+)|(\d+)\s+(?:patients|participants|subjects))\s*[)\]]/i;
const DOSE = /\s\d+(?:[./]\d+)*\s*(?:mg|g|µg|μg|mcg|mg\/kg|mg\/m2|gy|iu|miu|units?|ml)\b/i;
// A schedule before the agent ("8-week treatment with placebo") belongs to the plan; the arm is its agent.
const LEADING_NOISE =
  /^(?:(?:the|a|an|to|into|either|receive|received|open-label|open\s+label|double-blind|single-blind|matching|up\s+to|(?:total\s+)?(?:treatment\s+)?duration\s+of|(?:\w+(?:-\w+)?\s+)?(?:\d+-(?:day|week)\s+)?(?:cycles?|courses?|doses?|infusions?|injections?|tablets?|capsules?|sachets?)\s+of|\d+-(?:day|week)\s+(?:cycles?|courses?)\s+of|(?:\d+[- ](?:day|week|month)s?\s+)?(?:treatment|therapy|administration)\s+(?:with|of))\s+)+/i;

/** All sentences that assign patients to two or more named arms, scored by how much they tell. */
export function findArmStatements(sentences: Sentence[]): ArmStatement[] {
  const out: ArmStatement[] = [];
  for (const s of sentences) {
    if (s.isReference) continue;
    ASSIGN.lastIndex = 0;
    for (let m = ASSIGN.exec(s.text); m; m = ASSIGN.exec(s.text)) {
      const afterVerb = m.index + m[0].length;
      const parsed = parseArmsAfter(s, afterVerb);
      if (!parsed || parsed.length < 2 || parsed.length > 8) continue;
      const arms = withSharedUnit(parsed);
      let score = 1 + s.weight + 1.5 * arms.filter((a) => a.n !== null).length;
      if (OWN_TRIAL.test(s.text)) score += 0.5;
      if (OTHER_WORK.test(s.text)) score -= 2;
      if (!/random/i.test(s.text)) score -= 0.5;
      if (arms.some((a) => a.name.length < 2 || a.name.length > 100)) score -= 3;
      out.push({ sentence: s, arms, score });
      break;
    }
  }
  out.push(...findGroupLists(sentences));
  // Arms named only beside counts: when no sentence lists them with an assignment verb or group labels.
  if (!out.some((st) => st.score > 0)) out.push(...findArmCountLists(sentences));
  if (out.length === 0) out.push(...findArmPairs(sentences));
  return out.sort((a, b) => b.score - a.score || a.sentence.index - b.sentence.index);
}

const SHARED_UNIT =
  /^\s*(?:[([][^()[\]]*[)\]]\s*)?(weeks?|months?|days?|years?|cycles?|doses?|sessions?|mg\/kg|mg\/m2|mg|µg|mcg|g|mL|Gy)\b/i;

/**
 * "a total duration of 48 (n = 94) or 24 (n = 93) weeks of therapy": arms named by bare numbers share the
 * unit printed after the last of them; each is named "48 weeks" and also known as "48-week".
 */
function withSharedUnit(arms: ArmPiece[]): ArmPiece[] {
  const bare = (a: ArmPiece) => /^\d+(?:\.\d+)?$/.test(a.name.trim());
  if (!arms.every(bare)) return arms;
  const last = arms[arms.length - 1]!;
  const unit = last.plan.slice(last.plan.indexOf(last.name) + last.name.length).match(SHARED_UNIT)?.[1];
  if (!unit) return arms;
  const singular = unit.replace(/s$/i, '');
  return arms.map((a) => ({
    ...a,
    name: `${a.name} ${unit}`,
    aliases: [...a.aliases, `${a.name}-${singular}`, `${a.name} ${singular}`, `${a.name} ${unit}`],
  }));
}

function parseArmsAfter(s: Sentence, afterVerb: number): ArmPiece[] | null {
  const rest = s.text.slice(afterVerb);
  const filler = rest.match(FILLER);
  if (!filler) return null;
  let at = afterVerb + filler[0].length;
  const lead = s.text.slice(at).match(LEAD_VERB);
  if (lead) at += lead[0].length;
  const groups = s.text.slice(at).match(GROUPS_INTRO);
  if (groups) {
    at += groups[0].length;
    const tail = s.text.slice(at);
    if (tail.startsWith('(')) {
      const close = matchingParen(tail, 0);
      if (close < 0) return null;
      return splitArms(s, at + 1, at + close, false);
    }
    at += 1; // past ':'
    const lettered = parseLettered(s, at);
    if (lettered) return lettered;
    return splitArms(s, at, s.text.length, true);
  }
  const lettered = parseLettered(s, at);
  if (lettered) return lettered;
  return splitArms(s, at, s.text.length, false);
}

/** "(A) fotemustine and dacarbazine ...; (B) same treatment as (A) plus ..." */
function parseLettered(s: Sentence, from: number): ArmPiece[] | null {
  const text = s.text;
  const marker = /\(([A-H])\)\s+/g;
  marker.lastIndex = from;
  const marks: { label: string; start: number; bodyStart: number }[] = [];
  for (let m = marker.exec(text); m; m = marker.exec(text)) {
    // A list marker opens the list or follows ; : or , — "(A)" inside "same treatment as (A)" is a reference.
    const before = text.slice(from, m.index).trimEnd();
    if (before !== '' && !/[;:,]$/.test(before)) continue;
    marks.push({ label: m[1]!, start: m.index, bodyStart: m.index + m[0].length });
  }
  if (marks.length < 2 || marks[0]!.start - from > 3) return null;
  return marks.map((mark, i) => {
    let end = i + 1 < marks.length ? marks[i + 1]!.start : text.length;
    while (end > mark.bodyStart && /[\s;,.]/.test(text[end - 1]!)) end--;
    const piece = makePiece(s, mark.bodyStart, end);
    return { ...piece, label: mark.label };
  });
}

/** The arms listed in s.text[from, to): split at or/versus (and at and/commas when `allowAnd`). */
export function splitArms(s: Sentence, from: number, to: number, allowAnd: boolean): ArmPiece[] | null {
  const text = s.text;
  const cuts = topLevelMatches(text, from, to, SPLIT);
  let pieces: [number, number][] = [];
  if (cuts.length > 0) {
    let start = from;
    for (const cut of cuts) {
      pieces.push([start, cut.start]);
      start = cut.end;
    }
    pieces.push([start, to]);
    // "A (n = 120), B (n = 118), or C": the text before the first "or" may list arms with commas; an
    // inner list such as "epirubicin, cisplatin, and capecitabine" ends in "and" and stays one arm.
    const [firstStart, firstEnd] = pieces[0]!;
    // A comma before an apposition ("the intervention group, i.e. patient empowerment") does not start an arm.
    const commas = topLevelMatches(
      text,
      firstStart,
      firstEnd,
      /,\s+(?!i\.\s?e\.|e\.\s?g\.|namely\b|that\s+is\b|which\b|who\b)/gi,
    );
    if (commas.length > 0) {
      const parts: [number, number][] = [];
      let at = firstStart;
      for (const c of commas) {
        parts.push([at, c.start]);
        at = c.end;
      }
      parts.push([at, firstEnd]);
      const innerList = parts.some(([a, b]) => /^and\s/i.test(text.slice(a, b)) || b - a < 2);
      if (!innerList) pieces = [...parts, ...pieces.slice(1)];
    }
  } else {
    const andCuts = topLevelMatches(text, from, to, /,\s+(?:and\s+)?|\s+and\s+/gi);
    let start = from;
    for (const cut of andCuts) {
      pieces.push([start, cut.start]);
      start = cut.end;
    }
    pieces.push([start, to]);
    // Without "or"/"versus", "and" separates arms only after "groups:" or when every part has its size
    // ("to X (n = 50) and Y (n = 51)"); otherwise it joins drugs of one arm.
    const sized = pieces.filter(([a, b]) => N_IN_PARENS.test(text.slice(a, b))).length;
    if (!allowAnd && !(pieces.length >= 2 && sized >= pieces.length - 1 && sized >= 2)) return null;
  }
  // "X, Y, and placebo, in addition to their usual drugs": a last piece that goes on about all the arms
  // is not an arm.
  if (pieces.length > 2 && MOVES_ON.test(text.slice(pieces[pieces.length - 1]![0]).trimStart()))
    pieces = pieces.slice(0, -1);
  // The last arm ends where the sentence moves on ("..., stratified by", "for 6 weeks").
  const last = pieces[pieces.length - 1]!;
  const lastEnd = topLevelMatches(text, last[0], last[1], new RegExp(LAST_ARM_END.source, 'gi'))[0];
  if (lastEnd) last[1] = lastEnd.start;
  pieces = pieces.map(([a, b]) => trimRange(text, a, b));
  if (pieces.some(([a, b]) => b - a < 2 || b - a > 400)) return null;
  return pieces.map(([a, b]) => makePiece(s, a, b));
}

export function makePiece(s: Sentence, start: number, end: number): ArmPiece {
  const raw = s.text.slice(start, end);
  const nMatch = raw.match(N_IN_PARENS);
  const n = nMatch ? Number(nMatch[1] ?? nMatch[2]) : null;
  const nOffset = nMatch ? raw.indexOf(nMatch[0]) : 0;
  const { name, offset } = armName(raw);
  const aliases: string[] = [];
  const abbreviation = raw.match(/\(([A-Za-z][\w+\-/]{1,15})\s*[;,)]/);
  if (abbreviation && /[A-Z]/.test(abbreviation[1]!) && !/^n$/i.test(abbreviation[1]!))
    aliases.push(abbreviation[1]!);
  const plain = name.replace(
    /^(?:standard|modified-dose|modified|conventional|experimental|investigational)\s+/i,
    '',
  );
  if (plain !== name) aliases.push(plain);
  return {
    label: null,
    name,
    nameStart: s.start + start + offset,
    nameEnd: s.start + start + offset + name.length,
    plan: raw.trim(),
    planStart: s.start + start,
    planEnd: s.start + end,
    n,
    nStart: s.start + start + nOffset,
    nEnd: s.start + start + nOffset + (nMatch?.[0].length ?? 0),
    aliases,
  };
}

/** The arm's name inside its description: no lead words, no brackets, no dose, no "group". */
export function armName(raw: string): { name: string; offset: number } {
  // "ablation using either the investigational": the arm is what follows "either".
  const either = raw.match(/^[^()[\]]*?\beither\s+/i);
  const start = either ? either[0].length : 0;
  const lead = raw.slice(start).match(LEADING_NOISE);
  let offset = start + (lead ? lead[0].length : 0);
  let body = raw.slice(offset);
  // Cut at the first bracket, except a back-reference to another arm such as "(A)".
  const bracket = body.search(/\s*[([](?![A-H][)\]])/);
  if (bracket > 1) body = body.slice(0, bracket);
  const dose = body.search(DOSE);
  if (dose > 2) body = body.slice(0, dose);
  // Quotes around a name are typography, not part of it: 'progesterone' -> progesterone.
  const quote = body.match(/^['"\u2018\u2019\u201C\u201D]+/);
  if (quote) {
    offset += quote[0].length;
    body = body.slice(quote[0].length);
  }
  body = body.replace(/['"\u2018\u2019\u201C\u201D]+(?=\s|$)/g, (q, at: number) =>
    at === body.length - q.length ? '' : q,
  );
  // "the intervention group, i.e. patient empowerment through ...": the apposition describes the arm.
  const apposition = body.search(/,\s*(?:i\.\s?e\.|e\.\s?g\.|namely\b|that\s+is\b)/i);
  if (apposition > 1) body = body.slice(0, apposition);
  // "Promus Element group at a 1:1 ratio": what follows "group"/"arm" describes the allocation.
  const groupTail = body.search(/\s(?:group|arm)s?\s+(?:at|in|with|and|for|of|who)\b/i);
  if (groupTail > 1) body = body.slice(0, groupTail);
  const cut = body.search(
    /\s(?:repeated|given|administered|on\s+day|every|at\s+a\s+dose|once|twice|daily|(?:\d+|three|four|five)\s+times|at\s+\d+|subcutaneous(?:ly)?|intravenous(?:ly)?|orally|by\s+mouth|intramuscular(?:ly)?|topically|inhaled|sublingual(?:ly)?)\b/i,
  );
  if (cut > 2) body = body.slice(0, cut);
  const bare = body.replace(/\s+(?:group|arm|treatment|therapy group)$/i, '');
  // "warfarin treatment" -> "warfarin", but "no treatment" stays whole.
  if (!/^(?:no|usual|standard|active|best)$/i.test(bare)) body = bare;
  body = body.replace(/[\s,;:.]+$/, '');
  if (body.length < 2) {
    offset = 0;
    body = raw.trim().slice(0, 80);
  }
  if (body.length > 100)
    body = body.slice(0, body.lastIndexOf(' ', 100) > 20 ? body.lastIndexOf(' ', 100) : 100);
  return { name: body, offset };
}

function trimRange(text: string, a: number, b: number): [number, number] {
  let s = a;
  let e = b;
  while (s < e && /[\s,;:]/.test(text[s]!)) s++;
  while (e > s && /[\s,;:.]/.test(text[e - 1]!)) e--;
  return [s, e];
}

/** Matches of `re` in text[from, to) outside brackets. */
function topLevelMatches(
  text: string,
  from: number,
  to: number,
  re: RegExp,
): { start: number; end: number }[] {
  const depthAt: number[] = [];
  let depth = 0;
  for (let i = from; i < to; i++) {
    const c = text[i]!;
    if (c === '(' || c === '[') depth++;
    depthAt[i - from] = depth;
    if ((c === ')' || c === ']') && depth > 0) depth--;
  }
  const slice = text.slice(from, to);
  const out: { start: number; end: number }[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(slice); m; m = re.exec(slice)) {
    if (m[0].length === 0) {
      re.lastIndex++;
      continue;
    }
    if ((depthAt[m.index] ?? 0) === 0) out.push({ start: from + m.index, end: from + m.index + m[0].length });
  }
  return out;
}

function matchingParen(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}
