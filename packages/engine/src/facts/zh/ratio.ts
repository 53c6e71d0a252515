import type { Sourced } from '@prowrite/contracts';
import type { DocContext } from '../context';
import { partWeight, sourceOf, type ZhSentence } from './text';

/** "按1:1随机", "以2∶1的比例随机分配", "随机(1:1)分为": a ratio next to the word for randomisation. */
const RATIO = /(?<![\d.:])(\d{1,2})\s*:\s*(\d{1,2})(?:\s*:\s*(\d{1,2}))?(?![\d.:])/g;
const ALLOCATION = /随机|分配|入组比例|比例/;

/** The allocation ratio of a Chinese paper ("2:1"). */
export function extractZhRatio(ctx: DocContext, zs: ZhSentence[]): Sourced<string> | null {
  let best: { score: number; value: string; z: ZhSentence; start: number; end: number } | null = null;
  for (const z of zs) {
    // Another trial's design, cited in the introduction or discussion, is not this trial's.
    if (z.part === 'background' || z.part === 'discussion') continue;
    if (!ALLOCATION.test(z.text)) continue;
    for (const m of z.text.matchAll(RATIO)) {
      const near = z.text.slice(Math.max(0, m.index - 12), m.index + m[0].length + 12);
      if (!ALLOCATION.test(near)) continue;
      const parts = [m[1], m[2], m[3]].filter((x): x is string => !!x);
      if (parts.some((p) => Number(p) === 0 || Number(p) > 10)) continue;
      const score = partWeight(z) + (/按|以/.test(near) ? 1 : 0);
      if (!best || score > best.score)
        best = { score, value: parts.join(':'), z, start: m.index, end: m.index + m[0].length };
    }
  }
  if (!best) return null;
  return { value: best.value, source: sourceOf(ctx, best.z, best.start, best.end) };
}
