import type { Sourced } from '@prowrite/contracts';
import { sentenceFact } from '../context';
import type { ZhSentence } from './text';
import type { DocContext } from '../context';

/** Words with which a Chinese paper states what it found. */
const CONCLUDING = /表明|提示|证实|显示|结论|可(?:显著|明显|有效)|能够?(?:显著|明显|有效)|安全有效|值得(?:临床)?推广/;

/** Up to five sentences worth quoting: the conclusions first, then concluding statements of the results. */
export function extractZhKeySentences(ctx: DocContext, zs: ZhSentence[]): Sourced<string>[] {
  const scored = zs
    .filter((z) => z.text.length >= 12 && z.text.length <= 300)
    .map((z) => {
      let score = 0;
      if (z.part === 'conclusion') score += 3;
      if (z.part === 'conclusion' && z.abstract) score += 1;
      if (CONCLUDING.test(z.text)) score += 2.5;
      if (z.part === 'background' || z.part === 'front') score -= 3;
      return { z, score };
    })
    .filter((x) => x.score >= 2.5);
  const top = scored.sort((a, b) => b.score - a.score || a.z.sentence.index - b.z.sentence.index).slice(0, 5);
  return top
    .sort((a, b) => a.z.sentence.index - b.z.sentence.index)
    .map(({ z }) => sentenceFact(ctx, z.sentence));
}
