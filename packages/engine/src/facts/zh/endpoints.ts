import type { Sourced } from '@prowrite/contracts';
import type { DocContext } from '../context';
import { partWeight, printed, sourceOf, type ZhSentence } from './text';

/** "主要疗效指标为…", "主要终点是…", "主要结局指标:…", "以…为主要终点". */
const PRIMARY = [
  /主要(?:疗效|有效性|安全性|结局|研究|观察|评价)?(?:指标|终点|结局(?:指标)?|终点指标)(?:是|为|:|定义为|设定为|包括)\s*([^;。]{2,90}?)(?=;|。|$|,\s*次要|,\s*(?:其|该|两组))/,
  /以([^,;。]{2,40}?)(?:作)?为主要(?:疗效|结局|研究)?(?:指标|终点|结局)/,
];
/** "次要终点包括全因死亡率、再住院率和不良事件发生率". */
const SECONDARY =
  /次要(?:疗效|有效性|结局|研究)?(?:指标|终点|结局(?:指标)?|终点指标)(?:包括|为|是|:|有)\s*([^;。]{2,200}?)(?=;|。|$)/;
const LIST_SPLIT = /、|,|;|以及|及|和|与/g;
/** A trailing "等" (and so on) is no part of the endpoint. */
const tidy = (s: string) =>
  s
    .replace(/等$/, '')
    .replace(/^[:\s]+/, '')
    .trim();

/** The primary endpoint of a Chinese paper, as printed. */
export function extractZhPrimaryEndpoint(ctx: DocContext, zs: ZhSentence[]): Sourced<string> | null {
  let best: { score: number; z: ZhSentence; start: number; end: number } | null = null;
  for (const z of zs) {
    for (const re of PRIMARY) {
      const m = re.exec(z.text);
      if (!m) continue;
      const start = m.index + m[0].indexOf(m[1]!);
      const score = partWeight(z) + (z.part === 'methods' ? 0.5 : 0) + (re === PRIMARY[0] ? 0.2 : 0);
      if (!best || score > best.score) best = { score, z, start, end: start + m[1]!.length };
    }
  }
  if (!best) return null;
  const value = tidy(printed(ctx, best.z, best.start, best.end));
  return value ? { value, source: sourceOf(ctx, best.z, best.start, best.end) } : null;
}

/** The secondary endpoints of a Chinese paper, each as printed with the sentence that lists them. */
export function extractZhSecondaryEndpoints(ctx: DocContext, zs: ZhSentence[]): Sourced<string>[] {
  let best: { score: number; z: ZhSentence; start: number; end: number } | null = null;
  for (const z of zs) {
    const m = SECONDARY.exec(z.text);
    if (!m) continue;
    const start = m.index + m[0].length - m[1]!.length;
    const score = partWeight(z) + (z.part === 'methods' ? 0.5 : 0);
    if (!best || score > best.score) best = { score, z, start, end: m.index + m[0].length };
  }
  if (!best) return [];
  const { z, start, end } = best;
  const out: Sourced<string>[] = [];
  let from = start;
  const list = z.text.slice(start, end);
  const cuts = [...list.matchAll(LIST_SPLIT)].map((m) => ({ at: start + m.index, len: m[0].length }));
  cuts.push({ at: end, len: 0 });
  for (const cut of cuts) {
    if (cut.at - from < 2) {
      from = cut.at + cut.len;
      continue;
    }
    const value = tidy(printed(ctx, z, from, cut.at));
    if (value.length >= 2) out.push({ value, source: sourceOf(ctx, z, from, cut.at) });
    from = cut.at + cut.len;
  }
  return out;
}
