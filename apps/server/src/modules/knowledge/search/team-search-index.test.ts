import { Bm25Index, bm25Idf, DEFAULT_BM25_PARAMS, termFrequencies } from '@prowrite/engine';
import { describe, expect, it } from 'vitest';
import {
  type IndexedChunk,
  type IndexedItem,
  type SearchFilters,
  TeamSearchIndex,
} from './team-search-index';

/** A constructed collection: items of a few chunks over a skewed vocabulary, seeded so every run is the same. */
function makeCollection(seed: number, items: number) {
  let state = seed;
  const rand = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const vocab = Array.from({ length: 300 }, (_, i) => `t${i}`);
  const word = () => vocab[Math.floor(vocab.length * rand() ** 2)] as string;
  const itemRows: IndexedItem[] = [];
  const texts = new Map<string, { itemId: string; terms: string[] }>();
  let chunkNo = 0;
  const chunksFor = (itemId: string) => {
    const count = 1 + Math.floor(rand() * 4);
    for (let c = 0; c < count; c += 1) {
      const terms = Array.from({ length: 5 + Math.floor(rand() * 60) }, word);
      texts.set(`c${String(chunkNo).padStart(6, '0')}`, { itemId, terms });
      chunkNo += 1;
    }
  };
  for (let i = 0; i < items; i += 1) {
    const id = `i${i}`;
    itemRows.push({
      id,
      enabled: rand() > 0.2,
      cId: rand() > 0.5 ? '0' : 'cardiology',
      type: rand() > 0.7 ? 'link' : 'txt',
      tags: rand() > 0.6 ? ['trial'] : rand() > 0.5 ? ['review', 'drug'] : [],
    });
    chunksFor(id);
  }
  return { itemRows, texts, chunksFor, word, rand };
}

function indexedChunks(texts: Map<string, { itemId: string; terms: string[] }>, itemIds?: Set<string>) {
  const out: IndexedChunk[] = [];
  for (const [id, { itemId, terms }] of texts) {
    if (itemIds && !itemIds.has(itemId)) continue;
    out.push({ id, itemId, length: terms.length, terms: [...termFrequencies(terms)] });
  }
  return out;
}

/** The straightforward ranking: every chunk scored by the engine's plain BM25, then filtered, then cut. */
function reference(
  texts: Map<string, { itemId: string; terms: string[] }>,
  items: IndexedItem[],
  query: string[],
  filters: SearchFilters,
  limit: number,
) {
  const plain = new Bm25Index<string>();
  // Added in id order, so the reference's tie-break (insertion order) is the chunk id's.
  for (const id of [...texts.keys()].sort()) plain.add(id, (texts.get(id) as { terms: string[] }).terms);
  const byId = new Map(items.map((i) => [i.id, i]));
  const allowed = (chunkId: string) => {
    const item = byId.get((texts.get(chunkId) as { itemId: string }).itemId) as IndexedItem;
    return (
      (filters.includeDisabled || item.enabled) &&
      (filters.cId === undefined || item.cId === filters.cId) &&
      (!filters.types || filters.types.includes(item.type)) &&
      (!filters.tags || filters.tags.some((t) => item.tags.includes(t)))
    );
  };
  return plain
    .search(query, { ...DEFAULT_BM25_PARAMS, limit: texts.size })
    .filter((h) => allowed(h.id))
    .slice(0, limit);
}

const FILTERS: SearchFilters[] = [
  {},
  { includeDisabled: true },
  { cId: 'cardiology' },
  { types: ['link'] },
  { tags: ['trial', 'drug'] },
  { cId: '0', types: ['txt'], tags: ['review'], includeDisabled: true },
];

function expectSameRanking(
  index: TeamSearchIndex,
  texts: Map<string, { itemId: string; terms: string[] }>,
  items: IndexedItem[],
  queries: string[][],
) {
  for (const query of queries) {
    for (const filters of FILTERS) {
      for (const limit of [1, 10, 100]) {
        const got = index.search(termFrequencies(query), DEFAULT_BM25_PARAMS, filters, limit);
        const want = reference(texts, items, query, filters, limit);
        expect(got.map((h) => h.chunkId)).toEqual(want.map((h) => h.id));
        got.forEach((h, i) => {
          expect(h.score).toBeCloseTo((want[i] as { score: number }).score, 9);
        });
      }
    }
  }
}

describe('TeamSearchIndex', () => {
  it('ranks exactly as plain BM25 over the whole collection, with every filter', () => {
    const { itemRows, texts, word } = makeCollection(11, 150);
    const index = new TeamSearchIndex();
    index.replaceItems([], itemRows, indexedChunks(texts));
    const queries = Array.from({ length: 12 }, (_, i) => Array.from({ length: 1 + (i % 6) }, word));
    queries.push(['t0', 't0', 't5'], ['absent'], ['t1', 'absent']);
    expectSameRanking(index, texts, itemRows, queries);
  });

  it('scores one term by hand: idf over all chunks, tf saturation and length normalisation', () => {
    const index = new TeamSearchIndex();
    const items = [{ id: 'a', enabled: true, cId: '0', type: 'txt', tags: [] }];
    index.replaceItems([], items, [
      {
        id: 'x',
        itemId: 'a',
        length: 4,
        terms: [
          ['aspirin', 2],
          ['dose', 2],
        ],
      },
      { id: 'y', itemId: 'a', length: 2, terms: [['dose', 2]] },
    ]);
    const { k1, b } = DEFAULT_BM25_PARAMS;
    const idf = Math.log(1 + (2 - 1 + 0.5) / (1 + 0.5));
    const expected = (idf * 2 * (k1 + 1)) / (2 + k1 * (1 - b + (b * 4) / 3));
    const [hit] = index.search(new Map([['aspirin', 1]]), DEFAULT_BM25_PARAMS, {}, 5);
    expect(hit?.chunkId).toBe('x');
    expect(hit?.score).toBeCloseTo(expected, 12);
    expect(bm25Idf(2, 1)).toBeCloseTo(idf, 12);
  });

  it('stays exact through replaced, deleted, added and re-enabled items, past the clean-up of dead postings', () => {
    const { itemRows, texts, chunksFor, word, rand } = makeCollection(5, 40);
    // A low floor so the dead postings are cleaned up several times within the rounds.
    const index = new TeamSearchIndex(20);
    index.replaceItems([], itemRows, indexedChunks(texts));
    let items = [...itemRows];
    const queries = Array.from({ length: 5 }, (_, i) => Array.from({ length: 2 + i }, word));
    for (let round = 0; round < 40; round += 1) {
      const changed = new Set<string>();
      // A retry replaces an item's chunks; a delete removes one; a new item arrives; one is toggled.
      const replaced = items[Math.floor(rand() * items.length)] as IndexedItem;
      for (const [id, t] of texts) if (t.itemId === replaced.id) texts.delete(id);
      chunksFor(replaced.id);
      changed.add(replaced.id);
      const deleted = items[Math.floor(rand() * items.length)] as IndexedItem;
      if (deleted.id !== replaced.id) {
        for (const [id, t] of texts) if (t.itemId === deleted.id) texts.delete(id);
        items = items.filter((i) => i.id !== deleted.id);
        changed.add(deleted.id);
      }
      const added: IndexedItem = { id: `new${round}`, enabled: true, cId: '0', type: 'txt', tags: ['trial'] };
      items.push(added);
      chunksFor(added.id);
      changed.add(added.id);
      const toggled = items[Math.floor(rand() * items.length)] as IndexedItem;
      items = items.map((i) => (i.id === toggled.id ? { ...i, enabled: !i.enabled } : i));
      changed.add(toggled.id);
      index.replaceItems(
        changed,
        items.filter((i) => changed.has(i.id)),
        indexedChunks(texts, changed),
      );
      if (round % 8 === 7) expectSameRanking(index, texts, items, queries);
    }
    expect(index.size).toBe(texts.size);
    expectSameRanking(index, texts, items, queries);
  });

  it('answers nothing for an empty query, an empty index or a zero limit', () => {
    const index = new TeamSearchIndex();
    expect(index.search(new Map([['x', 1]]), DEFAULT_BM25_PARAMS, {}, 10)).toEqual([]);
    index.replaceItems(
      [],
      [{ id: 'a', enabled: true, cId: '0', type: 'txt', tags: [] }],
      [{ id: 'x', itemId: 'a', length: 1, terms: [['x', 1]] }],
    );
    expect(index.search(new Map(), DEFAULT_BM25_PARAMS, {}, 10)).toEqual([]);
    expect(index.search(new Map([['x', 1]]), DEFAULT_BM25_PARAMS, {}, 0)).toEqual([]);
    index.replaceItems(['a'], [], []);
    expect(index.size).toBe(0);
    expect(index.search(new Map([['x', 1]]), DEFAULT_BM25_PARAMS, {}, 10)).toEqual([]);
  });
});
