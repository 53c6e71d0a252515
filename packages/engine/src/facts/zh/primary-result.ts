import type { Arm, ArmResult, Effect, PrimaryResult, Sourced } from '@prowrite/contracts';
import type { DocContext } from '../context';
import { escapeRegExp } from '../../text/quote';
import { SNUM, sourceOf, type ZhSentence } from './text';

/** Units as Chinese papers print them, and the unit facts carry. */
const UNITS: [RegExp, string][] = [
  [/^%$/, '%'],
  [/^(?:个百分点|百分点)$/, 'percentage points'],
  [/^(?:个月|月)$/, 'months'],
  [/^(?:周)$/, 'weeks'],
  [/^(?:天|日|d)$/, 'days'],
  [/^(?:年)$/, 'years'],
  [/^mm\s?Hg$/i, 'mm Hg'],
  [/^(?:分)$/, 'points'],
  [/^(?:m|米)$/, 'm'],
];
const UNIT = String.raw`%|个百分点|百分点|个月|月|周|天|年|mm\s?Hg|分|米|m(?![A-Za-z])|mg/dL|mmol/L|kg|次`;
const VERB = '(?:为|是|达到?|:|降低了?|下降了?|减少了?|升高了?|增加了?|改善了?|延长至|缩短至|约)';
const COUNT = String.raw`\(\s*(\d{1,5})\s*/\s*(\d{1,5})\s*\)`;
/**
 * After the arm's name: a few words, a verb ("为", "下降") and the value with its unit and an optional
 * "(102/120)"; without a verb only a value with its count ("试验组85.0%(102/120)…"), so "12周时" is no value.
 */
const VALUES = [
  String.raw`[^,;。:]{0,40}?${VERB}\s*(${SNUM})\s*(${UNIT})?\s*(?:${COUNT})?`,
  String.raw`[^,;。:]{0,24}?(?<![\d.])(${SNUM})\s*(${UNIT})?\s*${COUNT}`,
  // "高于对照组的41.3%": a value right after 的 only with a rate's or time's unit.
  String.raw`的\s*(${SNUM})\s*(%|个月|mm\s?Hg)()()`,
];
/** "分别为85.0%(102/120)和70.8%(85/120)" after "试验组和对照组…". */
const RESPECTIVELY = new RegExp(
  String.raw`分别为\s*(${SNUM})\s*(${UNIT})?\s*(?:\(\s*(\d{1,5})\s*/\s*(\d{1,5})\s*\))?\s*(?:和|与|、|,|及)\s*(${SNUM})\s*(${UNIT})?\s*(?:\(\s*(\d{1,5})\s*/\s*(\d{1,5})\s*\))?`,
);

function unitOf(raw: string | undefined): string {
  if (!raw) return '';
  for (const [re, unit] of UNITS) if (re.test(raw.trim())) return unit;
  return raw;
}

type Found = { arms: Omit<ArmResult, 'endpoint'>[]; z: ZhSentence; score: number };

/**
 * The primary endpoint's result in a Chinese paper: the results sentence that gives each arm a value
 * (sentences naming the endpoint or 主要 first), the effect estimate stated with it and its P value.
 */
export function extractZhPrimaryResult(
  ctx: DocContext,
  zs: ZhSentence[],
  arms: Arm[],
  endpoint: Sourced<string> | null,
  effects: Effect[],
): { primary: PrimaryResult | null; results: ArmResult[] } {
  const names = arms.map((a) => a.name.value);
  if (names.length < 2) return { primary: null, results: [] };
  const key = endpoint ? endpointKey(endpoint.value) : null;
  let best: Found | null = null;
  for (const z of zs) {
    if (z.part !== 'results' && z.part !== 'front') continue;
    const found = respectively(ctx, z, names) ?? perArm(ctx, z, names);
    if (!found) continue;
    let score = z.abstract ? 2 : 1;
    if (key && z.text.includes(key)) score += 3;
    if (/主要/.test(z.text)) score += 1;
    if (found.some((a) => a.n !== null)) score += 0.5;
    if (!best || score > best.score) best = { arms: found, z, score };
  }
  if (!best) return { primary: null, results: [] };
  const { z } = best;
  const effect = effectNear(ctx, zs, z, effects);
  const what = endpoint?.value ?? '';
  return {
    primary: {
      endpoint: what,
      arms: best.arms,
      effect: effect ? withoutSource(effect, pOf(z.text, effect)) : null,
      source: sourceOf(ctx, z),
    },
    results: best.arms.map((a) => ({ endpoint: what, ...a })),
  };
}

/** The endpoint's first few characters, enough to find it named in a results sentence. */
function endpointKey(value: string): string {
  const compactValue = value
    .replace(/\s+/g, '')
    .replace(/^(?:治疗后?|随访)?\d*[周天月年]?(?:时|后)?(?:的)?/, '');
  return compactValue.slice(0, Math.min(4, compactValue.length));
}

/** "试验组有效率为85.0%(102/120),对照组为70.8%(85/120)": each arm's name followed by its value. */
function perArm(ctx: DocContext, z: ZhSentence, names: string[]): Found['arms'] | null {
  const out: Found['arms'] = [];
  for (const name of names) {
    const m = VALUES.map((v) => new RegExp(escapeRegExp(name) + v, 'u').exec(z.text)).find(
      (x) => x && (x[2] || x[3]),
    );
    if (!m) return null;
    out.push(armValue(ctx, z, name, m, m.index, [m[1], m[2], m[3], m[4]]));
  }
  return out;
}

function respectively(ctx: DocContext, z: ZhSentence, names: string[]): Found['arms'] | null {
  if (names.length !== 2) return null;
  const m = RESPECTIVELY.exec(z.text);
  if (!m) return null;
  const before = z.text.slice(0, m.index);
  const [a, b] = [before.lastIndexOf(names[0]!), before.lastIndexOf(names[1]!)];
  if (a < 0 || b < 0) return null;
  // The values follow the order the arms were named in.
  const order = a < b ? [0, 1] : [1, 0];
  const values = [
    [m[1], m[2] ?? m[6], m[3], m[4]],
    [m[5], m[6] ?? m[2], m[7], m[8]],
  ];
  const out: Found['arms'] = [];
  for (const i of [0, 1]) out[order[i]!] = armValue(ctx, z, names[order[i]!]!, m, Math.min(a, b), values[i]!);
  return out;
}

function armValue(
  ctx: DocContext,
  z: ZhSentence,
  name: string,
  m: RegExpExecArray,
  from: number,
  [value, unit, n, N]: (string | undefined)[],
): Omit<ArmResult, 'endpoint'> {
  return {
    arm: name,
    value: Number(value),
    unit: unitOf(unit ?? (n ? '%' : undefined)),
    n: n ? Number(n) : null,
    N: N ? Number(N) : null,
    source: sourceOf(ctx, z, from, m.index + m[0].length),
  };
}

/** The effect estimate stated in the result's sentence or the next one. */
function effectNear(ctx: DocContext, zs: ZhSentence[], z: ZhSentence, effects: Effect[]): Effect | null {
  const i = zs.indexOf(z);
  const near = [z, zs[i + 1]].filter((x): x is ZhSentence => !!x);
  for (const s of near) {
    const quote = sourceOf(ctx, s).quote;
    const found = effects.find((e) => e.source.page === s.sentence.page && quote.includes(e.source.quote));
    if (found) return found;
  }
  return null;
}

/** The result's P value: the effect's own, else one printed in the result's sentence. */
function pOf(text: string, effect: Effect): string | null {
  if (effect.p) return effect.p;
  const m = /[Pp]\s*([<>=])\s*(0?\.\d+)/.exec(text);
  return m ? `${m[1] === '=' ? '' : m[1]}${m[2]!.replace(/^\./, '0.')}` : null;
}

function withoutSource(effect: Effect, p: string | null): PrimaryResult['effect'] {
  const { source: _source, endpoint: _endpoint, ...rest } = effect;
  return { ...rest, p };
}
