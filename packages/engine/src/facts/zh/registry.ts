import type { Sourced } from '@prowrite/contracts';
import type { DocContext } from '../context';
import { canonical, REGISTRY_PATTERNS } from '../registry';
import { partWeight, sourceOf, type ZhSentence } from './text';

/** A Chinese registration statement: "临床试验注册号", "注册号", "已在…注册", "试验注册". */
const REGISTRATION = /注册|登记号|试验编号|registration|registered|identifier/i;

/**
 * The trial's own registry id in a Chinese paper: the id formats of the English reader, taken where the
 * paper registers itself (abstract, methods, a registration line), never another trial's id cited in the
 * introduction or discussion.
 */
export function extractZhRegistryId(ctx: DocContext, zs: ZhSentence[]): Sourced<string> | null {
  let best: { score: number; value: string; z: ZhSentence; start: number; end: number } | null = null;
  for (const z of zs) {
    if (z.part === 'background' || z.part === 'discussion') continue;
    for (const pattern of REGISTRY_PATTERNS) {
      const re = new RegExp(
        pattern.source,
        pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
      );
      for (const m of z.text.matchAll(re)) {
        const registered = REGISTRATION.test(z.text);
        // A bare number shape (EudraCT's) counts only in a registration statement.
        if (/^\d/.test(m[1]!) && !registered) continue;
        const score = partWeight(z) + (registered ? 2 : 0);
        if (!best || score > best.score)
          best = { score, value: canonical(m[1]!), z, start: m.index, end: m.index + m[0].length };
      }
    }
  }
  if (!best) return null;
  return { value: best.value, source: sourceOf(ctx, best.z, best.start, best.end) };
}
