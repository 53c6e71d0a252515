import { Bm25Index, bm25Idf, DEFAULT_BM25_PARAMS, termFrequencies } from '@prowrite/engine';
import { describe, expect, it } from 'vitest';
import {
  type IndexedChunk,
  type IndexedItem,
  type SearchFilters,
  TeamSearchIndex,
} from './team-search-index';
import { decodeIndexSnapshot, encodeIndexSnapshot } from './index-snapshot';

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

/** The index through its stored form: compact state, bytes, and back. */
function throughSnapshot(index: TeamSearchIndex): TeamSearchIndex {
  const state = index.exportState();
  if (!state) throw new Error('no compact form');
  const bytes = encodeIndexSnapshot(state);
  if (!bytes) throw new Error('no snapshot bytes');
  // At an odd offset, as a driver may hand bytes over.
  const shifted = new Uint8Array(bytes.byteLength + 1);
  shifted.set(bytes, 1);
  const decoded = decodeIndexSnapshot(shifted.subarray(1));
  if (!decoded) throw new Error('snapshot not decoded');
  return TeamSearchIndex.fromState(decoded);
}

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

  it('ranks exactly the same after a trip through its snapshot, and keeps changing exactly after it', () => {
    const { itemRows, texts, chunksFor, word, rand } = makeCollection(23, 60);
    // Items with no chunks survive the trip too (they still answer to filters once chunks arrive).
    const items: IndexedItem[] = [
      ...itemRows,
      { id: 'empty', enabled: true, cId: '0', type: 'txt', tags: [] },
    ];
    const index = new TeamSearchIndex(10_000);
    index.replaceItems([], items, indexedChunks(texts));
    // Dead slots left by a replaced and a deleted item are not part of the snapshot.
    const replaced = itemRows[3] as IndexedItem;
    for (const [id, t] of texts) if (t.itemId === replaced.id) texts.delete(id);
    chunksFor(replaced.id);
    const deleted = itemRows[7] as IndexedItem;
    for (const [id, t] of texts) if (t.itemId === deleted.id) texts.delete(id);
    const live = items.filter((i) => i.id !== deleted.id);
    index.replaceItems([replaced.id, deleted.id], [replaced], indexedChunks(texts, new Set([replaced.id])));
    expect(index.slots).toBeGreaterThan(index.size);

    const loaded = throughSnapshot(index);
    expect(loaded.size).toBe(texts.size);
    expect(loaded.slots).toBe(texts.size);
    const queries = Array.from({ length: 10 }, (_, i) => Array.from({ length: 1 + (i % 5) }, word));
    expectSameRanking(loaded, texts, live, queries);
    for (const query of queries) {
      expect(loaded.search(termFrequencies(query), DEFAULT_BM25_PARAMS, {}, 50)).toEqual(
        index.search(termFrequencies(query), DEFAULT_BM25_PARAMS, {}, 50),
      );
    }

    // Changes applied to the loaded index (a cold start's delta) keep it exact: df and lengths were rebuilt.
    const retried = live[Math.floor(rand() * live.length)] as IndexedItem;
    for (const [id, t] of texts) if (t.itemId === retried.id) texts.delete(id);
    chunksFor(retried.id);
    chunksFor('empty');
    const changed = new Set([retried.id, 'empty']);
    loaded.replaceItems(
      changed,
      live.filter((i) => changed.has(i.id)),
      indexedChunks(texts, changed),
    );
    expectSameRanking(loaded, texts, live, queries);
  });

  it('has no compact form with embeddings or fractional counts; other bytes are no snapshot', () => {
    const item = { id: 'a', enabled: true, cId: '0', type: 'txt', tags: [] };
    const withVector = new TeamSearchIndex();
    withVector.replaceItems(
      [],
      [item],
      [{ id: 'x', itemId: 'a', length: 1, terms: [['x', 1]], vector: new Float32Array([1, 0]) }],
    );
    expect(withVector.exportState()).toBeNull();
    const fractional = new TeamSearchIndex();
    fractional.replaceItems([], [item], [{ id: 'x', itemId: 'a', length: 1, terms: [['x', 0.5]] }]);
    expect(fractional.exportState()).toBeNull();

    // A term frequency of 256 or more takes the four-byte layout and comes back whole.
    const wide = new TeamSearchIndex();
    wide.replaceItems(
      [],
      [item],
      [
        {
          id: 'x',
          itemId: 'a',
          length: 400,
          terms: [
            ['x', 300],
            ['y', 2],
          ],
        },
        { id: 'z', itemId: 'a', length: 3, terms: [['x', 1]] },
      ],
    );
    const query = new Map([['x', 1]]);
    expect(throughSnapshot(wide).search(query, DEFAULT_BM25_PARAMS, {}, 5)).toEqual(
      wide.search(query, DEFAULT_BM25_PARAMS, {}, 5),
    );

    const plain = new TeamSearchIndex();
    plain.replaceItems([], [item], [{ id: 'x', itemId: 'a', length: 1, terms: [['x', 1]] }]);
    const bytes = encodeIndexSnapshot(
      plain.exportState() as NonNullable<ReturnType<TeamSearchIndex['exportState']>>,
    );
    if (!bytes) throw new Error('no snapshot bytes');
    expect(decodeIndexSnapshot(new Uint8Array(3))).toBeNull();
    expect(decodeIndexSnapshot(Buffer.from('not a snapshot, just some text'))).toBeNull();
    // Truncated, or of another format: ignored.
    expect(decodeIndexSnapshot(bytes.subarray(0, bytes.byteLength - 4))).toBeNull();
    const otherFormat = new Uint8Array(bytes);
    new DataView(otherFormat.buffer).setInt32(4, 99, true);
    expect(decodeIndexSnapshot(otherFormat)).toBeNull();
    // Consistent sizes but a posting pointing past the chunks: refused when building the index.
    const state = decodeIndexSnapshot(bytes);
    if (!state) throw new Error('snapshot not decoded');
    state.postingChunk[0] = 5;
    expect(() => TeamSearchIndex.fromState(state)).toThrow(/posting of no chunk/);
  });
});
