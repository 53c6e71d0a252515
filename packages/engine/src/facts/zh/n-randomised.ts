import type { Sourced } from '@prowrite/contracts';
import type { DocContext } from '../context';
import { PEOPLE, partWeight, sourceOf, type ZhSentence } from './text';

/** "共纳入240例患者", "入组240名受试者", "240例患者按1:1随机分为…", "随机化患者240例". */
const ENROLLED = new RegExp(
  String.raw`(?:共|总共|共计|合计|最终|最后)?(?:纳入|入组|入选|招募|收集|选取|连续纳入|随机(?:化|分配)?(?:了)?)(?:了)?[^,;:。()]{0,16}?(\d{2,5})\s*${PEOPLE}`,
  'g',
);
const BEFORE_RANDOMISED = new RegExp(String.raw`(\d{2,5})\s*${PEOPLE}[^,;。]{0,32}?(?:被|经)?随机`, 'g');
/** Counts that are not the randomised set: screened, excluded, lost, per arm. */
const NOT_RANDOMISED = /筛选|筛查|排除|脱落|失访|退出|每组|各组/;

/** How many people were randomised, as a Chinese paper states it. */
export function extractZhNRandomised(ctx: DocContext, zs: ZhSentence[]): Sourced<number> | null {
  let best: { score: number; value: number; z: ZhSentence; start: number; end: number } | null = null;
  for (const z of zs) {
    // Another trial's design, cited in the introduction or discussion, is not this trial's.
    if (z.part === 'background' || z.part === 'discussion') continue;
    for (const re of [ENROLLED, BEFORE_RANDOMISED]) {
      for (const m of z.text.matchAll(re)) {
        const before = z.text.slice(Math.max(0, m.index - 6), m.index + m[0].length);
        if (NOT_RANDOMISED.test(before)) continue;
        let score = partWeight(z);
        if (/随机/.test(z.text)) score += 2;
        if (/^共|总共|共计|合计/.test(m[0])) score += 1;
        if (re === BEFORE_RANDOMISED) score += 1;
        if (!best || score > best.score)
          best = { score, value: Number(m[1]), z, start: m.index, end: m.index + m[0].length };
      }
    }
  }
  if (!best) return null;
  return { value: best.value, source: sourceOf(ctx, best.z, best.start, best.end) };
}
