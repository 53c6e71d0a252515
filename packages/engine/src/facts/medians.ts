import type { Median } from '@prowrite/contracts';
import { type ArmNames, matchArm } from './arm-match';
import type { DocContext, Sentence } from './context';
import { endpointAfterMedian } from './endpoint-terms';

const MEDIAN = /\bmedian\b/gi;
const VALUE = /(?<![\d.])(\d+(?:\.\d+)?)\s*(months?|mo|weeks?|wk|days?|years?|yr)\b/gi;
const UNITS: Record<string, string> = { mo: 'months', wk: 'weeks', yr: 'years' };
const GROUP_PHRASE = /\b(?:in|for)\s+the\s+([\w+\-/ ]{2,40}?)\s+(?:group|arm)\b/i;

/** Median times per arm ("median overall survival was 11.3 months in the X group and 8.8 months in ..."). */
export function extractMedians(ctx: DocContext, names: ArmNames[]): Median[] {
  const out: Median[] = [];
  const seen = new Set<string>();
  for (const s of ctx.sentences) {
    if (s.isReference || s.kind === 'introduction' || s.kind === 'discussion' || s.kind === 'methods')
      continue;
    const mentions = [...s.text.matchAll(MEDIAN)].map((m) => m.index!);
    mentions.forEach((at, k) => {
      const endpoint = endpointAfterMedian(s.text.slice(at + 'median'.length));
      if (!endpoint) return;
      const segmentEnd = mentions[k + 1] ?? s.text.length;
      for (const median of readSegment(s, at, segmentEnd, names)) {
        const key = `${endpoint}|${median.arm}|${median.value}|${median.unit}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const { from, to, ...value } = median;
        out.push({ endpoint, ...value, source: ctx.source(s, s.start + from, s.start + to) });
      }
    });
  }
  return out;
}

type Read = { arm: string; value: number; unit: string; from: number; to: number };

function readSegment(s: Sentence, mentionAt: number, segmentEnd: number, names: ArmNames[]): Read[] {
  const text = s.text;
  const baseDepth = depthAt(text, mentionAt);
  const values: { value: number; unit: string; start: number; end: number }[] = [];
  VALUE.lastIndex = mentionAt;
  for (let m = VALUE.exec(text); m && m.index < segmentEnd; m = VALUE.exec(text)) {
    if (depthAt(text, m.index) !== baseDepth) continue; // inside a CI or an aside
    const unit = m[2]!.toLowerCase();
    const plural = UNITS[unit] ?? (unit.endsWith('s') ? unit : `${unit}s`);
    values.push({ value: Number(m[1]), unit: plural, start: m.index, end: m.index + m[0].length });
  }
  const clauseStart = Math.max(0, text.lastIndexOf(';', mentionAt) + 1);
  const out: Read[] = [];
  values.forEach((v, i) => {
    const afterEnd = values[i + 1]?.start ?? segmentEnd;
    const beforeStart = i === 0 ? clauseStart : values[i - 1]!.end;
    const after = text.slice(v.end, afterEnd);
    const before = text.slice(beforeStart, v.start);
    const fromAfter = armOf(after, names);
    if (fromAfter === BLOCKED) return;
    const arm = fromAfter ?? armOf(before, names);
    if (!arm || arm === BLOCKED) return;
    out.push({
      arm,
      value: v.value,
      unit: v.unit,
      from: Math.min(beforeStart, mentionAt),
      to: Math.max(v.end, afterEnd),
    });
  });
  return out;
}

/** A window that speaks of the absence of a treatment ("... without") names no arm we can trust. */
const BLOCKED = Symbol('blocked');

function armOf(window: string, names: ArmNames[]): string | typeof BLOCKED | null {
  // Pooled groups of a factorial design ("groups A + B") are named as the paper names them.
  const pooled = window.match(/\bgroups?\s+[A-H](?:\s*(?:\+|and|&)\s*[A-H])+\b/);
  if (pooled) return pooled[0];
  const flat = window.replace(/\([^()]*\)|\[[^[\]]*\]/g, ' ');
  if (/\bwithout\b/i.test(flat)) return BLOCKED;
  if (names.length > 0) {
    const i = matchArm(flat, names, 'any');
    if (i >= 0) return names[i]!.name;
  }
  return flat.match(GROUP_PHRASE)?.[1]?.trim() ?? null;
}

function depthAt(text: string, index: number): number {
  let depth = 0;
  for (let i = 0; i < index; i++) {
    const c = text[i];
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
  }
  return depth;
}
