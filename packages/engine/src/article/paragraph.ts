import { COMPONENT_CHAR_LIMITS, measureText, type Provenance } from '@prowrite/contracts';
import { fitText, joinSentences, sentencesOf } from '../writer/fit-text';

/** One paragraph the writer places: plain text, and the source of every fact it states. */
export type Para = { text: string; sources: Provenance[] };

/** Control characters never shown; whitespace runs collapsed (source text comes from PDF layers). */
function clean(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export function para(text: string, sources: (Provenance | null | undefined)[] = []): Para {
  return { text: clean(text), sources: sources.filter((s): s is Provenance => Boolean(s)) };
}

export { sentencesOf };

/** The paragraph cut to `limit` (measured) at a sentence end; a first sentence too long alone is left out. */
export function fitPara(p: Para, limit: number): Para {
  if (measureText(p.text) <= limit) return p;
  const kept: string[] = [];
  let used = 0;
  for (const sentence of sentencesOf(p.text)) {
    const width = measureText(sentence) + (kept.length > 0 ? 1 : 0);
    if (used + width > limit) break;
    kept.push(sentence);
    used += width;
  }
  const text = kept.length > 0 ? joinSentences(kept) : fitText(p.text, limit);
  return { text, sources: p.sources };
}

/** Paragraphs grouped into body items each within the body limit (whole paragraphs; an oversized one is cut). */
export function groupParas(paras: Para[], limit: number = COMPONENT_CHAR_LIMITS.body): Para[][] {
  const groups: Para[][] = [];
  let current: Para[] = [];
  let used = 0;
  for (const raw of paras) {
    const p = fitPara(raw, limit);
    if (!p.text) continue;
    const width = measureText(p.text);
    if (current.length > 0 && used + width > limit) {
      groups.push(current);
      current = [];
      used = 0;
    }
    current.push(p);
    used += width;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}
