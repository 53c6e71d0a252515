/**
 * Which arm each value of a sentence belongs to. Papers state per-arm results in a few shapes:
 * "X in the A group and Y in the B group", "A: X vs B: Y", "in the A and B arms (X vs Y, respectively)",
 * "A was X compared with Y in B", "groups H1 (29 %) and H2 (24 %)". The rules below read those shapes,
 * not any one paper.
 */
import type { ArmResult } from '@prowrite/contracts';
import { type ArmNames, armTokens } from './arm-match';
import { type ArmValue, findArmValues } from './arm-values';
import type { DocContext, Sentence } from './context';

export type ArmMention = { arm: number; start: number; end: number };
export type Attributed = ArmValue & { arm: number };

const CONTROL =
  /\b(?:placebo|control|sham|usual\s+care|standard\s+(?:of\s+)?care|SOC|TAU|vehicle|saline|no\s+treatment)\b/i;
const ACTIVE_ROLE = ['investigational', 'intervention', 'experimental', 'active', 'treatment', 'study drug'];
const CONTROL_ROLE = ['control', 'comparator'];

/** Aliases an arm is called by its role in a two-arm trial: "the investigational arm", "the control arm". */
export function withRoleAliases(names: ArmNames[]): ArmNames[] {
  if (names.length !== 2) return names;
  const control = names.map((n) => CONTROL.test([n.name, ...n.aliases].join(' ')));
  if (control[0] === control[1]) return names;
  return names.map((n, i) => ({
    name: n.name,
    aliases: [...n.aliases, ...(control[i] ? CONTROL_ROLE : ACTIVE_ROLE)],
  }));
}

/** Where each arm is named in the text; the longest alias wins where two overlap. */
export function findArmMentions(text: string, names: ArmNames[]): ArmMention[] {
  const all: ArmMention[] = [];
  names.forEach((arm, i) => {
    for (const alias of new Set([arm.name, ...arm.aliases])) {
      const a = alias.trim();
      if (a.length < 2) continue;
      const esc = a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
      const re = new RegExp(`(?<![\\w+\\-/])${esc}(?![\\w+\\-/]|-\\w)`, 'gi');
      for (let m = re.exec(text); m; m = re.exec(text))
        all.push({ arm: i, start: m.index, end: m.index + m[0].length });
    }
  });
  // A word only one arm's name has ("vernakalant" in "two infusions of vernakalant") names that arm too.
  const tokens = names.map((n) => new Set(armTokens([n.name, ...n.aliases].join(' '))));
  tokens.forEach((own, i) => {
    for (const t of own) {
      if (t.length < 4 || GENERIC.has(t) || tokens.some((o, j) => j !== i && o.has(t))) continue;
      const re = new RegExp(`(?<![\\w+\\-/])${t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w+/])`, 'gi');
      for (let m = re.exec(text); m; m = re.exec(text))
        all.push({ arm: i, start: m.index, end: m.index + m[0].length });
    }
  });
  all.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: ArmMention[] = [];
  for (const m of all) if (!kept.some((k) => k.start < m.end && m.start < k.end)) kept.push(m);
  return kept.sort((a, b) => a.start - b.start);
}

// Words of arm descriptions that do not tell one arm from another.
const GENERIC = new Set([
  'infusion',
  'infusions',
  'injection',
  'injections',
  'tablets',
  'capsules',
  'ratio',
  'dose',
  'doses',
  'duration',
  'total',
  'weeks',
  'months',
  'days',
  'mg/kg',
  'intravenous',
  'oral',
  'matching',
  'single',
  'double',
  'patients',
  'participants',
  'receive',
  'usual',
]);

// Words between a value and the arm it belongs to: "in", "receiving", "(patients) given", "assigned to".
const FOLLOWING =
  /^[\s,)\]]*(?:(?:patients|participants|subjects|people|women|men|children)\s+)?(?:who\s+(?:were\s+)?)?(?:in|for|among|with|on|receiving|received|given|taking|treated\s+with|allocated(?:\s+to)?|(?:randomly\s+)?assigned\s+to|randomi[sz]ed\s+to|of\s+(?:the\s+)?(?:(?:patients|participants)\s+(?:in|receiving|on|given)\s+)?(?:the\s+)?(?=\S))\b/i;
const CHAIN_JOIN = /^[\s,;)\]]*(?:and|or|vs\.?|v\.?|versus|compared\s+(?:with|to)|than|to)?[\s,;([]*$/i;
// Joins that set one arm's value against the other's (not "and", which may list values of one arm).
const AGAINST = /^[\s,;)\]]*(?:vs\.?|v\.?|versus|compared\s+(?:with|to))[\s,;([]*$/i;

/** Values of one sentence with the arm each belongs to; values no rule attributes are left out. */
export function attributeValues(text: string, names: ArmNames[]): Attributed[] {
  const values = findArmValues(text);
  const mentions = findArmMentions(text, names);
  if (values.length === 0 || mentions.length === 0) return [];
  const out: Attributed[] = [];
  const taken = new Set<number>();
  for (const chain of chains(text, values)) {
    const ordered =
      inOrder(text, chain, values, mentions) ?? oneNamedOfTwo(text, chain, mentions, names.length);
    if (ordered) {
      chain.forEach((v, k) => {
        out.push({ ...v, arm: ordered[k]! });
        taken.add(v.start);
      });
    }
  }
  for (const [i, v] of values.entries()) {
    if (taken.has(v.start)) continue;
    const arm = nearestArm(text, v, values[i - 1], values[i + 1], mentions);
    if (arm !== null) out.push({ ...v, arm });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Runs of two or more values joined only by "and", "vs", commas or brackets, of one kind of unit. */
function chains(text: string, values: ArmValue[]): ArmValue[][] {
  const out: ArmValue[][] = [];
  let run: ArmValue[] = [];
  for (const v of values) {
    const last = run[run.length - 1];
    if (last && CHAIN_JOIN.test(text.slice(last.end, v.start)) && sameKind(last, v)) run.push(v);
    else {
      if (run.length > 1) out.push(run);
      run = [v];
    }
  }
  if (run.length > 1) out.push(run);
  return out;
}

function sameKind(a: ArmValue, b: ArmValue): boolean {
  return (a.unit === '%') === (b.unit === '%');
}

/**
 * A chain read in the order the arms were named: the arms named after it up to "respectively", else the
 * distinct arms named before it in the sentence, when there are exactly as many as values.
 */
function inOrder(
  text: string,
  chain: ArmValue[],
  values: ArmValue[],
  mentions: ArmMention[],
): number[] | null {
  const first = chain[0]!;
  const last = chain[chain.length - 1]!;
  const nextValue = values.find((v) => v.start >= last.end);
  const tail = text.slice(last.end, nextValue?.start ?? text.length);
  const respectively = tail.search(/\brespectively\b/i);
  if (respectively >= 0) {
    const after = distinct(mentions.filter((m) => m.start >= last.end && m.end <= last.end + respectively));
    if (after.length === chain.length) return after;
  }
  const prevValue = [...values].reverse().find((v) => v.end <= first.start);
  const before = distinct(mentions.filter((m) => m.end <= first.start && m.start >= (prevValue?.end ?? 0)));
  if (before.length === chain.length) return subjectFirst(text, before, mentions);
  const whole = distinct(mentions.filter((m) => m.end <= first.start));
  if (respectively >= 0 && whole.length === chain.length) return whole;
  // "were 58.9% and 37.4% in the A and B groups": the arms listed right after the chain, joined by "and",
  // name its values in order even without "respectively".
  const listed = tail.match(
    /^[\s)\]]*(?:patients\s+|participants\s+)?(?:in|with|for|among)\s+(?:the\s+)?([^.;()]{2,120}?)\s+(?:groups|arms)\b/i,
  );
  if (listed) {
    const at = last.end + tail.indexOf(listed[1]!);
    const inList = distinct(mentions.filter((m) => m.start >= at && m.end <= at + listed[1]!.length));
    if (inList.length === chain.length && /\band\b/i.test(listed[1]!)) return inList;
  }
  return null;
}

/**
 * Two arms, one named: "improved with A: median 14 vs 10 months", "14 months versus 10 months with B". A
 * value set against another by "vs" belongs to the other arm; the named arm takes its side of the pair
 * (the first value when named before the pair, the value it follows when named right after it).
 */
function oneNamedOfTwo(
  text: string,
  chain: ArmValue[],
  mentions: ArmMention[],
  armCount: number,
): number[] | null {
  if (armCount !== 2 || chain.length !== 2) return null;
  const [first, second] = chain as [ArmValue, ArmValue];
  if (!AGAINST.test(text.slice(first.end, second.start))) return null;
  const other = (arm: number) => 1 - arm;
  const after = mentions.find((m) => m.start >= second.end);
  if (after && after.start - second.end <= 40 && FOLLOWING.test(text.slice(second.end, after.start)))
    return [other(after.arm), after.arm];
  const named = distinct(mentions.filter((m) => m.end <= first.start));
  if (named.length === 1) return [named[0]!, other(named[0]!)];
  return null;
}

/** "Compared with B, A reduced …; medians were X and Y": the sentence's subject, A, is stated first. */
function subjectFirst(text: string, arms: number[], mentions: ArmMention[]): number[] {
  const opener = mentions[0];
  const comparedFirst =
    opener &&
    /^\s*(?:compared\s+(?:with|to)|relative\s+to|in\s+comparison\s+(?:with|to)|versus|vs\.?)\s+(?:the\s+)?$/i.test(
      text.slice(0, opener.start),
    );
  return comparedFirst && arms.length === 2 && arms[0] === opener.arm ? [arms[1]!, arms[0]!] : arms;
}

function distinct(mentions: ArmMention[]): number[] {
  const arms: number[] = [];
  for (const m of mentions) if (!arms.includes(m.arm)) arms.push(m.arm);
  return arms;
}

/** "X in the A group" (following, after a preposition), else "A (X)" / "A was X" (preceding), else after. */
function nearestArm(
  text: string,
  v: ArmValue,
  prev: ArmValue | undefined,
  next: ArmValue | undefined,
  mentions: ArmMention[],
): number | null {
  const following = mentions.find((m) => m.start >= v.end && (!next || m.end <= next.start));
  // "-3.1 points (A)", "-6.6 m (matching placebo)": the arm named in brackets right after a value, with
  // a word or two of qualifier at most, labels it.
  if (
    following &&
    /^\s*[([]\s*(?:the\s+)?(?:[A-Za-z][\w-]*\s+){0,2}$/i.test(text.slice(v.end, following.start)) &&
    /^\s*(?:group|arm)?\s*[)\]]/i.test(text.slice(following.end))
  )
    return following.arm;
  if (following && following.start - v.end <= 60 && FOLLOWING.test(text.slice(v.end, following.start)))
    return following.arm;
  const preceding = [...mentions].reverse().find((m) => m.end <= v.start && (!prev || m.start >= prev.end));
  if (preceding && v.start - preceding.end <= 80) return preceding.arm;
  if (following && following.start - v.end <= 60 && !/[.;]/.test(text.slice(v.end, following.start)))
    return following.arm;
  return null;
}

const RESULT_KINDS = new Set(['abstract', 'results', 'front', 'other', 'conclusion']);
const BASELINE =
  /\b(?:baseline|aged?|characteristics|demographic|enrolled|randomi[sz]ed|assigned|screened)\b/i;

/** Per-arm results of endpoints in the abstract and results, one per value an arm can be given. */
export function extractArmResults(
  ctx: DocContext,
  names: ArmNames[],
  glossary: Map<string, string> = new Map(),
): ArmResult[] {
  if (names.length < 2) return [];
  const arms = withRoleAliases(names);
  const out: ArmResult[] = [];
  const seen = new Set<string>();
  for (const s of ctx.sentences) {
    if (s.isReference || !RESULT_KINDS.has(s.kind) || BASELINE.test(s.text) || DESIGN_ASSUMPTION.test(s.text))
      continue;
    for (const r of resultsOfSentence(ctx, s, arms, glossary)) {
      const key = `${r.arm}|${r.value}|${r.unit}|${r.endpoint}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(r);
    }
  }
  return out;
}

export function resultsOfSentence(
  ctx: DocContext,
  s: Sentence,
  arms: ArmNames[],
  glossary: Map<string, string>,
): ArmResult[] {
  const attributed = attributeValues(s.text, arms);
  if (new Set(attributed.map((a) => a.arm)).size < 2) return [];
  const endpoint = endpointOfSentence(s.text, attributed[0]!.start);
  return attributed.map((a) => ({
    endpoint,
    arm: armLabel(arms[a.arm]!, glossary),
    value: a.value,
    unit: a.unit,
    n: a.n,
    N: a.N,
    source: ctx.source(s, s.start + a.start, s.start + a.end),
  }));
}

const ROLE_NAME =
  /^(?:the\s+)?(?:investigational|intervention|experimental|active|treatment|study|control|comparator)(?:\s+(?:group|arm|device|drug))?$/i;

/**
 * The arm's name as in `arms`, with what it stands for where the name alone does not say: an abbreviation
 * the paper defines ("EOC (epirubicin, …)"), or the intervention behind a role ("investigational (lattice-tip)").
 */
export function armLabel(arm: ArmNames, glossary: Map<string, string>): string {
  const name = arm.name.trim();
  const long = glossary.get(name);
  if (long) return `${arm.name} (${long})`;
  if (ROLE_NAME.test(name)) {
    const named = arm.aliases.find(
      (a) => !ROLE_NAME.test(a.trim()) && !ACTIVE_ROLE.includes(a) && !CONTROL_ROLE.includes(a),
    );
    if (named) return `${arm.name} (${named})`;
  }
  return arm.name;
}

/** Sample-size and power statements speak of assumed, not observed, values. */
export const DESIGN_ASSUMPTION =
  /\b(?:power|detect|assum\w*|sample\s+size|would\s+(?:have|provide|be)|expected|hypothesi[sz]ed|non-?inferiority\s+margin)\b/i;

/** What the sentence measures: the words before its verb ("3-year overall survival was …"). */
export function endpointOfSentence(text: string, firstValueAt: number): string {
  const head = text.slice(0, firstValueAt);
  const m = head.match(
    /(?:^|[,;:]\s+|\bthe\s+)((?:[A-Za-z0-9][\w'’-]*\s+){0,8}?[A-Za-z][\w'’-]*)\s+(?:was|were|rates?\s+(?:was|were)|occurred|reached|achieved|improved|decreased|increased|did|had)\b/i,
  );
  return m ? m[1]!.replace(/^(?:the|a|an)\s+/i, '').trim() : '';
}
