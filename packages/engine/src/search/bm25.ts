import { termFrequencies } from './analyze';

export interface Bm25Params {
  /** Term-frequency saturation. */
  k1: number;
  /** Document-length normalisation (0 none, 1 full). */
  b: number;
}

/** Anserini's published BM25 parameters for BEIR; general defaults, not fitted to any collection. */
export const DEFAULT_BM25_PARAMS: Readonly<Bm25Params> = Object.freeze({ k1: 0.9, b: 0.4 });

/**
 * Robertson–Sparck Jones idf with Lucene's +1 inside the log, so a term in more than half the documents
 * still scores a little instead of negatively.
 */
export function bm25Idf(docCount: number, docFrequency: number): number {
  return Math.log(1 + (docCount - docFrequency + 0.5) / (docFrequency + 0.5));
}

/** One term's contribution for one document. */
export function bm25TermScore(
  idf: number,
  tf: number,
  docLength: number,
  avgDocLength: number,
  params: Bm25Params,
): number {
  const norm = params.k1 * (1 - params.b + (params.b * docLength) / (avgDocLength || 1));
  return (idf * tf * (params.k1 + 1)) / (tf + norm);
}

export interface Bm25Hit<Id> {
  id: Id;
  score: number;
}

export interface Bm25SearchOptions extends Partial<Bm25Params> {
  /** Most hits returned (default 10). */
  limit?: number;
}

interface Posting {
  doc: number;
  tf: number;
}

/**
 * In-memory BM25 over already analysed terms (see analyze). Postings per term, document lengths and the
 * running total are kept, so adding a document never rescans the others. Repeated query terms count once
 * per occurrence, as in a bag-of-words Lucene query.
 */
export class Bm25Index<Id = string> {
  private readonly ids: Id[] = [];
  private readonly lengths: number[] = [];
  private readonly postings = new Map<string, Posting[]>();
  private totalLength = 0;

  get size(): number {
    return this.ids.length;
  }

  add(id: Id, terms: readonly string[]): void {
    const doc = this.ids.length;
    this.ids.push(id);
    this.lengths.push(terms.length);
    this.totalLength += terms.length;
    for (const [term, tf] of termFrequencies(terms)) {
      let list = this.postings.get(term);
      if (!list) {
        list = [];
        this.postings.set(term, list);
      }
      list.push({ doc, tf });
    }
  }

  /** Documents containing the term. */
  docFrequency(term: string): number {
    return this.postings.get(term)?.length ?? 0;
  }

  search(queryTerms: readonly string[], options: Bm25SearchOptions = {}): Bm25Hit<Id>[] {
    const params: Bm25Params = {
      k1: options.k1 ?? DEFAULT_BM25_PARAMS.k1,
      b: options.b ?? DEFAULT_BM25_PARAMS.b,
    };
    const limit = options.limit ?? 10;
    const n = this.ids.length;
    if (n === 0 || limit <= 0) return [];
    const avg = this.totalLength / n;
    const scores = new Map<number, number>();
    for (const [term, weight] of termFrequencies(queryTerms)) {
      const list = this.postings.get(term);
      if (!list) continue;
      const idf = bm25Idf(n, list.length);
      for (const { doc, tf } of list) {
        const add = weight * bm25TermScore(idf, tf, this.lengths[doc] as number, avg, params);
        scores.set(doc, (scores.get(doc) ?? 0) + add);
      }
    }
    return [...scores]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, limit)
      .map(([doc, score]) => ({ id: this.ids[doc] as Id, score }));
  }
}
