import type { Sourced } from '@prowrite/contracts';
import type { DocContext, Sentence } from './context';

/** A value found in a sentence at [start, end) of its page text, with how strongly the context backs it. */
export type Candidate<T> = { value: T; score: number; sentence: Sentence; start: number; end: number };

export type Hit = { sentence: Sentence; match: RegExpExecArray; start: number; end: number };

/** Every match of `re` (global) in every sentence, with offsets into the page text. */
export function findAll(ctx: DocContext, re: RegExp, filter?: (s: Sentence) => boolean): Hit[] {
  const hits: Hit[] = [];
  for (const sentence of ctx.sentences) {
    if (filter && !filter(sentence)) continue;
    re.lastIndex = 0;
    for (let m = re.exec(sentence.text); m; m = re.exec(sentence.text)) {
      hits.push({
        sentence,
        match: m,
        start: sentence.start + m.index,
        end: sentence.start + m.index + m[0].length,
      });
      if (m[0].length === 0) re.lastIndex++;
    }
  }
  return hits;
}

/**
 * The winning value: candidates are pooled by key, a pool scores its best candidate plus a little for each
 * further mention (frequency), and the pool's best-scored (then earliest) candidate gives the quote.
 */
export function pickBest<T>(
  candidates: Candidate<T>[],
  key: (value: T) => string = (v) => String(v),
  options: { minScore?: number; repeatBonus?: number; maxRepeatBonus?: number } = {},
): Candidate<T> | null {
  const { minScore = 0.5, repeatBonus = 0.5, maxRepeatBonus = 2 } = options;
  const pools = new Map<string, Candidate<T>[]>();
  for (const c of candidates) {
    if (c.score <= 0) continue;
    const k = key(c.value);
    pools.set(k, [...(pools.get(k) ?? []), c]);
  }
  let winner: { total: number; top: Candidate<T> } | null = null;
  for (const pool of pools.values()) {
    const sorted = [...pool].sort((a, b) => b.score - a.score || a.sentence.index - b.sentence.index);
    const top = sorted[0]!;
    const total = top.score + Math.min(maxRepeatBonus, repeatBonus * (sorted.length - 1));
    if (
      !winner ||
      total > winner.total ||
      (total === winner.total && top.sentence.index < winner.top.sentence.index)
    ) {
      winner = { total, top };
    }
  }
  return winner && winner.total >= minScore ? winner.top : null;
}

export function sourced<T>(ctx: DocContext, c: Candidate<T>): Sourced<T> {
  return { value: c.value, source: ctx.source(c.sentence, c.start, c.end) };
}

/** Words that mark a statement as being about this trial rather than a cited one. */
export const OWN_TRIAL = /\b(this|our|the present|the current|we|here)\b/i;
/** Words that mark a statement as being about other work. */
export const OTHER_WORK =
  /\b(previous(ly)?|prior|earlier|other|another|similar|published|reported by|meta-analys[ie]s)\b/i;
