import type { Sourced } from '@prowrite/contracts';
import { type DocContext, sentenceFact } from '../context';
import type { ZhSentence } from './text';

/** Words with which a Chinese paper states what it found. */
const CONCLUDING =
  /表明|提示|证实|显示|结论|可(?:显著|明显|有效)|能够?(?:显著|明显|有效)|安全有效|值得(?:临床)?推广/;

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
    .map(({ z }) => {
      const fact = sentenceFact(ctx, z.sentence);
      return { ...fact, value: readable(fact.value) };
    });
}

/**
 * The sentence as a reader wants it: without its run-in label ("结论：") and without the line breaks and
 * spaces PDF text leaves between Chinese characters. The quote stays the page's own text.
 */
function readable(quote: string): string {
  return quote
    .replace(/^(?:\[|【)?(?:结论|结果|目的|方法)(?:\]|】)?\s*[:：]?\s*/, '')
    .replace(/(?<=[\p{Script=Han}，。；：、（）])\s+|\s+(?=[\p{Script=Han}，。；：、（）])/gu, '');
}
