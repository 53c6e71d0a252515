import { type Bm25Params, bm25Idf, bm25TermScore } from '@prowrite/engine';

/** What search filters on: an item's attributes as stored. */
export type IndexedItem = { id: string; enabled: boolean; cId: string; type: string; tags: string[] };

/**
 * One chunk as the index needs it: its item, its BM25 length, its term frequencies (`[term, tf]` pairs as
 * stored; any other entry, or a tf that is not positive, is skipped) and its embedding.
 */
export type IndexedChunk = {
  id: string;
  itemId: string;
  length: number;
  terms: readonly unknown[];
  vector?: Float32Array | null;
};

export type SearchFilters = {
  cId?: string;
  /** Any of these tags. */
  tags?: string[];
  types?: string[];
  includeDisabled?: boolean;
};

export type SearchHit = { chunkId: string; score: number };

/**
 * A team's index in compact form (live chunks only, numbered 0..n-1; postings per term as ranges of two
 * parallel arrays): what a snapshot stores and a cold start loads without reading any chunk.
 */
export type TeamIndexState = {
  items: IndexedItem[];
  terms: string[];
  chunkIds: string[];
  /** Each chunk's item, as a position in `items`. */
  chunkItem: Int32Array;
  chunkLength: Int32Array;
  /** Term t's postings are positions termStart[t] .. termStart[t + 1] - 1 of the posting arrays. */
  termStart: Int32Array;
  postingChunk: Int32Array;
  postingTf: Int32Array;
};

type ItemEntry = {
  id: string;
  enabled: boolean;
  cId: string;
  type: string;
  tags: Set<string>;
  slots: number[];
};

/**
 * A team's BM25 index in memory: postings per term (chunk slot, tf), each chunk's length and item, and
 * each item's filter attributes. Items are replaced whole (their chunks leave, their new chunks arrive),
 * the unit in which the database changes. A removed chunk's slot is left dead and skipped; dead slots are
 * dropped from the postings when they outnumber the live ones, so a long-lived index does not slow down.
 *
 * Scores are exactly BM25 over the whole base (every chunk, enabled or not, counts in N, df and the mean
 * length), as the ranking has always been: filters only pick which chunks may be answered.
 */
export class TeamSearchIndex {
  private readonly termIds = new Map<string, number>();
  private readonly postingSlots: number[][] = [];
  private readonly postingTfs: number[][] = [];
  /** Live chunks containing each term. */
  private readonly df: number[] = [];
  private readonly slotChunkId: string[] = [];
  private readonly slotLength: number[] = [];
  /** The terms of each live slot (to keep df right on removal); null once the slot is dead. */
  private readonly slotTerms: (Int32Array | null)[] = [];
  private readonly slotItem: (ItemEntry | null)[] = [];
  /** Each slot's embedding scaled to unit length (cosine = dot product), or null. */
  private readonly slotVector: (Float32Array | null)[] = [];
  private readonly items = new Map<string, ItemEntry>();
  private liveChunks = 0;
  private totalLength = 0;
  private deadInPostings = 0;

  /** `minDeadToClean`: dead postings are dropped once they outnumber the live chunks and this floor. */
  constructor(private readonly minDeadToClean = 1_000) {}

  /** Live chunks. */
  get size(): number {
    return this.liveChunks;
  }

  /** Slots ever used, live or dead: what the index costs in memory beyond its postings. */
  get slots(): number {
    return this.slotChunkId.length;
  }

  /**
   * Brings the given items to their stored state: `items` holds those that still exist (an id without an
   * entry was deleted), `chunks` every chunk they have now.
   */
  replaceItems(itemIds: Iterable<string>, items: IndexedItem[], chunks: IndexedChunk[]): void {
    for (const id of itemIds) this.removeItem(id);
    for (const item of items) {
      this.removeItem(item.id);
      this.items.set(item.id, {
        id: item.id,
        enabled: item.enabled,
        cId: item.cId,
        type: item.type,
        tags: new Set(item.tags),
        slots: [],
      });
    }
    for (const chunk of chunks) this.addChunk(chunk);
    if (this.deadInPostings > this.liveChunks && this.deadInPostings > this.minDeadToClean)
      this.dropDeadPostings();
  }

  /**
   * The index in compact form, or null when it has what the form does not hold: embeddings, or a length
   * or term frequency that is not a whole number below 2^31.
   */
  exportState(): TeamIndexState | null {
    const items = [...this.items.values()];
    const itemAt = new Map(items.map((item, i) => [item, i]));
    const chunkOf = new Int32Array(this.slotChunkId.length).fill(-1);
    const chunkIds: string[] = [];
    const chunkItem: number[] = [];
    const chunkLength: number[] = [];
    for (let slot = 0; slot < this.slotChunkId.length; slot += 1) {
      const item = this.slotItem[slot];
      if (!item || this.slotTerms[slot] === null) continue;
      if (this.slotVector[slot]) return null;
      const length = this.slotLength[slot] as number;
      if (!isInt32(length)) return null;
      chunkOf[slot] = chunkIds.length;
      chunkIds.push(this.slotChunkId[slot] as string);
      chunkItem.push(itemAt.get(item) as number);
      chunkLength.push(length);
    }
    const terms: string[] = [];
    const termStart: number[] = [0];
    const postingChunk: number[] = [];
    const postingTf: number[] = [];
    for (const [term, termId] of this.termIds) {
      if ((this.df[termId] as number) === 0) continue;
      const slots = this.postingSlots[termId] as number[];
      const tfs = this.postingTfs[termId] as number[];
      for (let i = 0; i < slots.length; i += 1) {
        const chunk = chunkOf[slots[i] as number] as number;
        if (chunk < 0) continue;
        const tf = tfs[i] as number;
        if (!isInt32(tf)) return null;
        postingChunk.push(chunk);
        postingTf.push(tf);
      }
      terms.push(term);
      termStart.push(postingChunk.length);
    }
    return {
      items: items.map((item) => ({
        id: item.id,
        enabled: item.enabled,
        cId: item.cId,
        type: item.type,
        tags: [...item.tags],
      })),
      terms,
      chunkIds,
      chunkItem: Int32Array.from(chunkItem),
      chunkLength: Int32Array.from(chunkLength),
      termStart: Int32Array.from(termStart),
      postingChunk: Int32Array.from(postingChunk),
      postingTf: Int32Array.from(postingTf),
    };
  }

  /** The index a compact form describes; throws when the form is inconsistent (a damaged snapshot). */
  static fromState(state: TeamIndexState): TeamSearchIndex {
    const chunks = state.chunkIds.length;
    const postings = state.postingChunk.length;
    if (
      state.chunkItem.length !== chunks ||
      state.chunkLength.length !== chunks ||
      state.termStart.length !== state.terms.length + 1 ||
      state.termStart[0] !== 0 ||
      state.termStart[state.terms.length] !== postings ||
      state.postingTf.length !== postings
    )
      throw new Error('index state: array sizes disagree');
    const index = new TeamSearchIndex();
    index.replaceItems([], state.items, []);
    const entries = state.items.map((item) => index.items.get(item.id));
    const termsPerChunk = new Int32Array(chunks);
    for (let p = 0; p < postings; p += 1) {
      const chunk = state.postingChunk[p] as number;
      if (!(chunk >= 0 && chunk < chunks)) throw new Error('index state: posting of no chunk');
      if (!((state.postingTf[p] as number) > 0)) throw new Error('index state: term frequency not positive');
      termsPerChunk[chunk] = (termsPerChunk[chunk] as number) + 1;
    }
    // Every chunk's term ids in one array; each chunk keeps a view of its own range.
    const termsStart = new Int32Array(chunks + 1);
    for (let c = 0; c < chunks; c += 1)
      termsStart[c + 1] = (termsStart[c] as number) + (termsPerChunk[c] as number);
    const allTerms = new Int32Array(postings);
    const filled = termsStart.slice(0, chunks);
    for (let termId = 0; termId < state.terms.length; termId += 1) {
      const start = state.termStart[termId] as number;
      const end = state.termStart[termId + 1] as number;
      if (!(start <= end)) throw new Error('index state: term ranges out of order');
      const term = state.terms[termId] as string;
      if (index.termIds.has(term)) throw new Error('index state: a term twice');
      index.termIds.set(term, termId);
      const slots = new Array<number>(end - start);
      const tfs = new Array<number>(end - start);
      for (let p = start; p < end; p += 1) {
        const chunk = state.postingChunk[p] as number;
        slots[p - start] = chunk;
        tfs[p - start] = state.postingTf[p] as number;
        allTerms[filled[chunk] as number] = termId;
        filled[chunk] = (filled[chunk] as number) + 1;
      }
      index.postingSlots.push(slots);
      index.postingTfs.push(tfs);
      index.df.push(end - start);
    }
    const chunkTerms = (slot: number) =>
      allTerms.subarray(termsStart[slot] as number, termsStart[slot + 1] as number);
    for (let slot = 0; slot < chunks; slot += 1) {
      const item = entries[state.chunkItem[slot] as number];
      if (!item) throw new Error('index state: chunk of no item');
      const length = state.chunkLength[slot] as number;
      index.slotChunkId.push(state.chunkIds[slot] as string);
      index.slotLength.push(length);
      index.slotTerms.push(chunkTerms(slot));
      index.slotItem.push(item);
      index.slotVector.push(null);
      item.slots.push(slot);
      index.liveChunks += 1;
      index.totalLength += length;
    }
    return index;
  }

  /** The best `limit` chunks by BM25 (ties by chunk id), among those the filters allow. */
  search(
    queryTerms: ReadonlyMap<string, number>,
    params: Bm25Params,
    filters: SearchFilters,
    limit: number,
  ): SearchHit[] {
    if (queryTerms.size === 0 || limit <= 0 || this.liveChunks === 0) return [];
    const n = this.liveChunks;
    const avgLength = this.totalLength / n;
    const scores = new Float64Array(this.slotChunkId.length);
    const touched: number[] = [];
    for (const [term, weight] of queryTerms) {
      const termId = this.termIds.get(term);
      if (termId === undefined) continue;
      const df = this.df[termId] as number;
      if (df === 0) continue;
      const idf = bm25Idf(n, df);
      const slots = this.postingSlots[termId] as number[];
      const tfs = this.postingTfs[termId] as number[];
      for (let i = 0; i < slots.length; i += 1) {
        const slot = slots[i] as number;
        if (this.slotTerms[slot] === null) continue;
        // Every contribution is positive (idf > 0, tf > 0): a zero score means "not touched yet".
        if (scores[slot] === 0) touched.push(slot);
        scores[slot] =
          (scores[slot] as number) +
          weight * bm25TermScore(idf, tfs[i] as number, this.slotLength[slot] as number, avgLength, params);
      }
    }
    const allowed = itemPredicate(filters);
    const best = new TopK(limit, (a, b) => {
      const d = (scores[b] as number) - (scores[a] as number);
      if (d !== 0) return d;
      const ia = this.slotChunkId[a] as string;
      const ib = this.slotChunkId[b] as string;
      return ia < ib ? -1 : ia > ib ? 1 : 0;
    });
    for (const slot of touched) {
      const item = this.slotItem[slot];
      if (item && allowed(item)) best.offer(slot);
    }
    return best.sorted().map((slot) => ({
      chunkId: this.slotChunkId[slot] as string,
      score: scores[slot] as number,
    }));
  }

  /**
   * The `limit` chunks nearest to `query` by cosine (exact: every embedded chunk of the team is compared),
   * among those the filters allow; chunks without an embedding, or of another dimension, are not candidates.
   */
  nearest(query: Float32Array, filters: SearchFilters, limit: number): SearchHit[] {
    if (limit <= 0 || query.length === 0) return [];
    const q = unit(query);
    const allowed = itemPredicate(filters);
    const scores = new Float64Array(this.slotChunkId.length);
    const best = new TopK(limit, (a, b) => {
      const d = (scores[b] as number) - (scores[a] as number);
      if (d !== 0) return d;
      const ia = this.slotChunkId[a] as string;
      const ib = this.slotChunkId[b] as string;
      return ia < ib ? -1 : ia > ib ? 1 : 0;
    });
    for (let slot = 0; slot < this.slotVector.length; slot += 1) {
      const v = this.slotVector[slot];
      if (!v || v.length !== q.length) continue;
      const item = this.slotItem[slot];
      if (!item || !allowed(item)) continue;
      let dot = 0;
      for (let i = 0; i < q.length; i += 1) dot += (q[i] as number) * (v[i] as number);
      scores[slot] = dot;
      best.offer(slot);
    }
    return best.sorted().map((slot) => ({
      chunkId: this.slotChunkId[slot] as string,
      score: scores[slot] as number,
    }));
  }

  private removeItem(id: string): void {
    const item = this.items.get(id);
    if (!item) return;
    for (const slot of item.slots) {
      const terms = this.slotTerms[slot];
      if (!terms) continue;
      for (const termId of terms) this.df[termId] = (this.df[termId] as number) - 1;
      this.slotTerms[slot] = null;
      this.slotItem[slot] = null;
      this.slotChunkId[slot] = '';
      this.slotVector[slot] = null;
      this.liveChunks -= 1;
      this.totalLength -= this.slotLength[slot] as number;
      this.deadInPostings += 1;
    }
    this.items.delete(id);
  }

  /** Adds one chunk of an item already in the index (a chunk of an unknown item is ignored). */
  addChunk(chunk: IndexedChunk): void {
    const item = this.items.get(chunk.itemId);
    if (!item) return;
    const slot = this.slotChunkId.length;
    const terms = new Int32Array(chunk.terms.length);
    let count = 0;
    for (const pair of chunk.terms) {
      if (!Array.isArray(pair)) continue;
      const term: unknown = pair[0];
      const tf: unknown = pair[1];
      if (typeof term !== 'string' || typeof tf !== 'number' || !(tf > 0)) continue;
      let termId = this.termIds.get(term);
      if (termId === undefined) {
        termId = this.postingSlots.length;
        this.termIds.set(term, termId);
        this.postingSlots.push([]);
        this.postingTfs.push([]);
        this.df.push(0);
      }
      terms[count] = termId;
      count += 1;
      (this.postingSlots[termId] as number[]).push(slot);
      (this.postingTfs[termId] as number[]).push(tf);
      this.df[termId] = (this.df[termId] as number) + 1;
    }
    this.slotChunkId.push(chunk.id);
    this.slotLength.push(chunk.length);
    this.slotTerms.push(count === terms.length ? terms : terms.slice(0, count));
    this.slotItem.push(item);
    this.slotVector.push(chunk.vector ? unit(chunk.vector) : null);
    item.slots.push(slot);
    this.liveChunks += 1;
    this.totalLength += chunk.length;
  }

  /** Drops dead slots from every posting list (slot numbers stay; only the lists shrink). */
  private dropDeadPostings(): void {
    for (let termId = 0; termId < this.postingSlots.length; termId += 1) {
      const slots = this.postingSlots[termId] as number[];
      const tfs = this.postingTfs[termId] as number[];
      let kept = 0;
      for (let i = 0; i < slots.length; i += 1) {
        const slot = slots[i] as number;
        if (this.slotTerms[slot] === null) continue;
        slots[kept] = slot;
        tfs[kept] = tfs[i] as number;
        kept += 1;
      }
      slots.length = kept;
      tfs.length = kept;
    }
    this.deadInPostings = 0;
  }
}

function isInt32(x: number): boolean {
  return Number.isInteger(x) && x >= 0 && x < 2 ** 31;
}

function unit(vector: Float32Array): Float32Array {
  let norm = 0;
  for (const x of vector) norm += x * x;
  norm = Math.sqrt(norm);
  if (norm === 0) return vector;
  return vector.map((x) => x / norm);
}

function itemPredicate(filters: SearchFilters): (item: ItemEntry) => boolean {
  const types = filters.types && filters.types.length > 0 ? new Set(filters.types) : null;
  const tags = filters.tags && filters.tags.length > 0 ? filters.tags : null;
  return (item) =>
    (filters.includeDisabled === true || item.enabled) &&
    (filters.cId === undefined || item.cId === filters.cId) &&
    (types === null || types.has(item.type)) &&
    (tags === null || tags.some((tag) => item.tags.has(tag)));
}

/** The first k of a stream under `compare` (negative: a before b), kept in a heap whose root is the worst. */
class TopK {
  private readonly heap: number[] = [];

  constructor(
    private readonly k: number,
    private readonly compare: (a: number, b: number) => number,
  ) {}

  offer(value: number): void {
    const heap = this.heap;
    if (heap.length < this.k) {
      heap.push(value);
      this.up(heap.length - 1);
    } else if (this.compare(value, heap[0] as number) < 0) {
      heap[0] = value;
      this.down(0);
    }
  }

  sorted(): number[] {
    return [...this.heap].sort(this.compare);
  }

  /** Root = the worst kept: a parent comes after its children under `compare`. */
  private up(at: number): void {
    const heap = this.heap;
    let i = at;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.compare(heap[i] as number, heap[parent] as number) <= 0) return;
      [heap[i], heap[parent]] = [heap[parent] as number, heap[i] as number];
      i = parent;
    }
  }

  private down(at: number): void {
    const heap = this.heap;
    let i = at;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let worst = i;
      if (left < heap.length && this.compare(heap[left] as number, heap[worst] as number) > 0) worst = left;
      if (right < heap.length && this.compare(heap[right] as number, heap[worst] as number) > 0)
        worst = right;
      if (worst === i) return;
      [heap[i], heap[worst]] = [heap[worst] as number, heap[i] as number];
      i = worst;
    }
  }
}
