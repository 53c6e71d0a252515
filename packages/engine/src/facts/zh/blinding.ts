import type { Blinding, Sourced } from '@prowrite/contracts';
import type { DocContext } from '../context';
import { partWeight, sourceOf, type ZhSentence } from './text';

/** Chinese masking terms; a triple-blind trial is at least double-blind. */
const TERMS: [RegExp, Blinding][] = [
  [/(?:双盲|三盲|双模拟|double-blind)/i, 'double-blind'],
  [/(?:单盲|single-blind)/i, 'single-blind'],
  [/(?:开放标签|开放性|开放式|非盲|开放、|开放的|open-label)/i, 'open-label'],
];

/** The trial's blinding as a Chinese paper states it (abstract and methods before the rest). */
export function extractZhBlinding(ctx: DocContext, zs: ZhSentence[]): Sourced<Blinding> | null {
  let best: { score: number; value: Blinding; z: ZhSentence; start: number; end: number } | null = null;
  for (const z of zs) {
    // Another trial's design, cited in the introduction or discussion, is not this trial's.
    if (z.part === 'background' || z.part === 'discussion') continue;
    for (const [re, value] of TERMS) {
      const m = re.exec(z.text);
      if (!m) continue;
      const score = partWeight(z) + (/随机|试验|研究/.test(z.text) ? 1 : 0);
      if (!best || score > best.score) best = { score, value, z, start: m.index, end: m.index + m[0].length };
    }
  }
  if (!best) return null;
  return { value: best.value, source: sourceOf(ctx, best.z, best.start, best.end) };
}
