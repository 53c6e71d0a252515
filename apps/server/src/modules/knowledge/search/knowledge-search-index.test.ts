import { analyze, DEFAULT_BM25_PARAMS, termFrequencies } from '@prowrite/engine';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeAccessToken } from '../../../http/auth';
import { createTeamWithAdmin, createTestApp, type TestApp } from '../../../test/test-app';
import { KnowledgeRepository } from '../knowledge.repository';
import { storedChunk } from '../testing/stored-chunk';
import { type IndexSource, KnowledgeSearchIndex } from './knowledge-search-index';
import { encodeIndexSnapshot } from './index-snapshot';
import type { SearchFilters } from './team-search-index';

const chunk = (text: string) => storedChunk(text, 40);

/**
 * Two caches over one database stand for two server processes: every change is written through one
 * repository, and the other process's cache, warmed before the change, must answer exactly what a cache
 * reading everything afresh answers.
 */
describe('KnowledgeSearchIndex (PGlite, or PostgreSQL with TEST_DATABASE_URL)', () => {
  let t: TestApp;
  let writer: KnowledgeRepository;
  let other: KnowledgeSearchIndex;
  let team1: { teamId: string; userId: string };
  let team2: { teamId: string; userId: string };

  const search = async (
    index: KnowledgeSearchIndex,
    teamId: string,
    query: string,
    filters: SearchFilters = {},
  ) =>
    (await index.current({ teamId })).search(
      termFrequencies(analyze(query)),
      DEFAULT_BM25_PARAMS,
      filters,
      20,
    );
  /** Every chunk read afresh, no snapshot: the truth every other way of loading must answer. */
  const rowsOnly = (): IndexSource => ({
    indexGeneration: (scope) => writer.indexGeneration(scope),
    readIndex: (scope, since, sink) => writer.readIndex(scope, since, sink),
  });
  const fresh = (teamId: string, query: string, filters: SearchFilters = {}) =>
    search(new KnowledgeSearchIndex(rowsOnly()), teamId, query, filters);
  const item = async (team: { teamId: string; userId: string }, id: string, texts: string[], cId = '0') => {
    await writer.insertItem({
      id,
      teamId: team.teamId,
      ownerId: team.userId,
      name: id,
      type: 'txt',
      status: 'inProgress',
      sourceKey: `test:${id}`,
      cId,
    });
    await writer.replaceChunks({ teamId: team.teamId }, id, texts.map(chunk), {});
  };
  const itemsOf = async (hits: { chunkId: string }[]) => {
    const found = await writer.chunkItemIds(
      { teamId: team1.teamId },
      hits.map((h) => h.chunkId),
    );
    return hits.map((h) => found.get(h.chunkId));
  };

  beforeAll(async () => {
    t = await createTestApp();
    writer = new KnowledgeRepository(t.database.db);
    other = new KnowledgeSearchIndex(new KnowledgeRepository(t.database.db));
    const admin = await t.services.accounts.resolveSession(decodeAccessToken(t.admin.token) ?? '');
    if (!admin) throw new Error('no admin session');
    team1 = { teamId: admin.teamId, userId: admin.userId };
    const second = await createTeamWithAdmin(t, 'Second');
    const auth2 = await t.services.accounts.resolveSession(decodeAccessToken(second.token) ?? '');
    if (!auth2) throw new Error('no second session');
    team2 = { teamId: auth2.teamId, userId: auth2.userId };
    await item(team1, 'warfarin', [
      'Warfarin needs INR monitoring every week.',
      'Vitamin K reverses warfarin.',
    ]);
    await item(team1, 'aspirin', ['Aspirin raises the risk of bleeding with warfarin.'], 'cardio');
    await item(team2, 'other-team', ['Warfarin warfarin warfarin in the other team.']);
  });
  afterAll(async () => {
    // Snapshots still being written land before the database closes.
    await other?.idle();
    await t?.close();
  });

  it("answers only the team's own chunks, scored by the team's own statistics", async () => {
    const hits = await search(other, team1.teamId, 'warfarin');
    expect((await itemsOf(hits)).sort()).toEqual(['aspirin', 'warfarin', 'warfarin']);
    const theirs = await search(other, team2.teamId, 'warfarin');
    expect(theirs).toHaveLength(1);
    expect(hits.map((h) => h.chunkId)).not.toContain(theirs[0]?.chunkId);
    expect(await search(other, team2.teamId, 'aspirin')).toEqual([]);
  });

  it('sees a retry that replaced the chunks in another process, and nothing of the old ones', async () => {
    const before = await search(other, team1.teamId, 'vitamin');
    expect(before).toHaveLength(1);
    await writer.replaceChunks(
      { teamId: team1.teamId },
      'warfarin',
      [chunk('Dabigatran needs no INR monitoring.')],
      {},
    );
    expect(await search(other, team1.teamId, 'vitamin')).toEqual([]);
    const now = await search(other, team1.teamId, 'dabigatran INR');
    expect(now).toEqual(await fresh(team1.teamId, 'dabigatran INR'));
    expect(await itemsOf(now)).toEqual(['warfarin']);
    // Every score moved with the collection (N and the mean length changed): still equal to a fresh read.
    expect(await search(other, team1.teamId, 'warfarin bleeding')).toEqual(
      await fresh(team1.teamId, 'warfarin bleeding'),
    );
  });

  it('sees items disabled, enabled and deleted in another process; filters hold', async () => {
    await search(other, team1.teamId, 'aspirin');
    await writer.setEnabled({ teamId: team1.teamId }, ['aspirin'], false);
    expect(await search(other, team1.teamId, 'aspirin')).toEqual([]);
    expect(await search(other, team1.teamId, 'aspirin', { includeDisabled: true })).toHaveLength(1);
    await writer.setEnabled({ teamId: team1.teamId }, ['aspirin'], true);
    expect(await search(other, team1.teamId, 'aspirin', { cId: 'cardio' })).toHaveLength(1);
    expect(await search(other, team1.teamId, 'aspirin', { cId: '0' })).toEqual([]);
    expect(await search(other, team1.teamId, 'aspirin', { types: ['link'] })).toEqual([]);
    await writer.deleteItems({ teamId: team1.teamId }, ['aspirin']);
    expect(await search(other, team1.teamId, 'aspirin', { includeDisabled: true })).toEqual([]);
    expect(await search(other, team1.teamId, 'INR monitoring')).toEqual(
      await fresh(team1.teamId, 'INR monitoring'),
    );
  });

  it('a change rolled back leaves the generation and the answers as they were', async () => {
    const generation = await writer.indexGeneration({ teamId: team1.teamId });
    const before = await search(other, team1.teamId, 'dabigatran');
    await expect(
      writer.transaction(async (repo) => {
        await repo.replaceChunks({ teamId: team1.teamId }, 'warfarin', [chunk('Heparin only.')], {});
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await writer.indexGeneration({ teamId: team1.teamId })).toBe(generation);
    expect(await search(other, team1.teamId, 'dabigatran')).toEqual(before);
    expect(await search(other, team1.teamId, 'heparin')).toEqual([]);
  });

  it('catches up after many changes at once, and after writes raced by concurrent searches', async () => {
    const ids = Array.from({ length: 30 }, (_, i) => `bulk-${i}`);
    const writes = ids.map((id, i) => item(team1, id, [`Apixaban trial ${i} with stroke outcomes.`]));
    const searches = ids.map(() => search(other, team1.teamId, 'apixaban stroke'));
    await Promise.all([...writes, ...searches]);
    const after = await search(other, team1.teamId, 'apixaban stroke');
    expect(after).toEqual(await fresh(team1.teamId, 'apixaban stroke'));
    expect(after).toHaveLength(20);
    const counted = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM knowledge_chunks WHERE team_id = ${team1.teamId}`,
    );
    expect((await other.current({ teamId: team1.teamId })).size).toBe(
      (counted as unknown as { rows: { n: number }[] }).rows[0]?.n,
    );
  });

  it('a full load read in small batches answers exactly what one read in default batches answers', async () => {
    const batches: number[] = [];
    const inThrees: IndexSource = {
      indexGeneration: (scope) => writer.indexGeneration(scope),
      readIndex: (scope, since, sink) =>
        writer.readIndex(
          scope,
          since,
          {
            items: (items, changed) => sink.items(items, changed),
            chunks: (rows) => {
              batches.push(rows.length);
              sink.chunks(rows);
            },
          },
          3,
        ),
    };
    const batched = new KnowledgeSearchIndex(inThrees);
    for (const query of ['apixaban stroke', 'dabigatran INR', 'warfarin trial 7']) {
      expect(await search(batched, team1.teamId, query)).toEqual(await fresh(team1.teamId, query));
    }
    expect(batches.length).toBeGreaterThan(5);
    expect(Math.max(...batches)).toBeLessThanOrEqual(3);
    const loaded = (await batched.current({ teamId: team1.teamId })).size;
    expect(loaded).toBe(batches.reduce((sum, n) => sum + n, 0));
    expect(loaded).toBe((await new KnowledgeSearchIndex(rowsOnly()).current({ teamId: team1.teamId })).size);
  });

  it('warms the teams with knowledge once each; a search during the warm-up waits for it', async () => {
    expect(await writer.teamsWithKnowledge(10)).toEqual([team1.teamId, team2.teamId]);
    expect(await writer.teamsWithKnowledge(1)).toEqual([team1.teamId]);
    const reads: string[] = [];
    const counting: IndexSource = {
      indexGeneration: (scope) => writer.indexGeneration(scope),
      readIndex: (scope, since, sink) => {
        reads.push(scope.teamId);
        return writer.readIndex(scope, since, sink);
      },
    };
    const warming = new KnowledgeSearchIndex(counting);
    const warm = warming.warm([team1.teamId, team2.teamId]);
    const [first] = await Promise.all([search(warming, team1.teamId, 'apixaban stroke'), warm]);
    expect(first).toEqual(await fresh(team1.teamId, 'apixaban stroke'));
    expect(await search(warming, team2.teamId, 'warfarin')).toHaveLength(1);
    expect(reads).toEqual([team1.teamId, team2.teamId]);

    // Stopped before it began: nothing read.
    const stopped = new KnowledgeSearchIndex(counting);
    reads.length = 0;
    await stopped.warm([team1.teamId, team2.teamId], () => true);
    expect(reads).toEqual([]);
  });

  it('a cold start from the snapshot plus the changes since answers exactly what reading every chunk does', async () => {
    const queries: [string, SearchFilters][] = [
      ['apixaban stroke', {}],
      ['dabigatran INR monitoring', {}],
      ['trial outcomes', { cId: '0' }],
      ['apixaban', { includeDisabled: true }],
      ['warfarin', { types: ['txt'] }],
    ];
    const answers = async (index: KnowledgeSearchIndex) => {
      const out = [];
      for (const [query, filters] of queries) out.push(await search(index, team1.teamId, query, filters));
      return out;
    };
    const truth = async () => {
      const out = [];
      for (const [query, filters] of queries) out.push(await fresh(team1.teamId, query, filters));
      return out;
    };
    // No snapshot yet (the other process's cold start wrote one: it is dropped once written).
    await other.idle();
    await t.database.db.execute(sql`DELETE FROM knowledge_index_snapshots WHERE team_id = ${team1.teamId}`);
    // The first cold start reads every chunk and writes the snapshot behind it.
    const first = new KnowledgeSearchIndex(writer);
    expect(await answers(first)).toEqual(await truth());
    await first.idle();
    const stored = await writer.indexSnapshot({ teamId: team1.teamId });
    expect(stored?.generation).toBe(await writer.indexGeneration({ teamId: team1.teamId }));

    // Changes after the snapshot: a retry, a delete, a disable, a new item.
    await writer.replaceChunks({ teamId: team1.teamId }, 'bulk-3', [chunk('Apixaban halves stroke.')], {});
    await writer.deleteItems({ teamId: team1.teamId }, ['bulk-4']);
    await writer.setEnabled({ teamId: team1.teamId }, ['bulk-5'], false);
    await item(team1, 'late', ['Apixaban stroke trial outcomes, reported late.']);
    const reads: (number | null)[] = [];
    const fromSnapshot = new KnowledgeSearchIndex({
      indexGeneration: (scope) => writer.indexGeneration(scope),
      readIndex: (scope, since, sink) => {
        reads.push(since);
        return writer.readIndex(scope, since, sink);
      },
      indexSnapshot: (scope) => writer.indexSnapshot(scope),
    });
    expect(await answers(fromSnapshot)).toEqual(await truth());
    // Only the changes since the snapshot were read.
    expect(reads).toEqual([stored?.generation]);

    // A snapshot ahead of the database (the team's knowledge removed and begun again) is not used.
    const ahead = new KnowledgeSearchIndex(rowsOnly());
    const state = (await ahead.current({ teamId: team2.teamId })).exportState();
    if (!state) throw new Error('no compact form');
    const future = (await writer.indexGeneration({ teamId: team1.teamId })) + 1_000;
    await writer.saveIndexSnapshot(
      { teamId: team1.teamId },
      future,
      encodeIndexSnapshot(state) ?? new Uint8Array(),
    );
    const afterReset = new KnowledgeSearchIndex(writer);
    expect(await answers(afterReset)).toEqual(await truth());
    // Its whole read replaced the snapshot with one of the database's generation.
    await afterReset.idle();
    expect((await writer.indexSnapshot({ teamId: team1.teamId }))?.generation).toBe(
      await writer.indexGeneration({ teamId: team1.teamId }),
    );
  });

  it('a damaged snapshot is reported and the team read whole; the answers do not change', async () => {
    const generation = await writer.indexGeneration({ teamId: team2.teamId });
    // A snapshot claiming the current generation, whose bytes lie: sizes fit, a posting points nowhere.
    const good = new KnowledgeSearchIndex(rowsOnly());
    const state = (await good.current({ teamId: team2.teamId })).exportState();
    if (!state) throw new Error('no compact form');
    state.postingChunk[0] = 1_000;
    await t.database.db.execute(sql`DELETE FROM knowledge_index_snapshots WHERE team_id = ${team2.teamId}`);
    await writer.saveIndexSnapshot(
      { teamId: team2.teamId },
      generation,
      encodeIndexSnapshot(state) ?? new Uint8Array(),
    );
    const errors: string[] = [];
    const cold = new KnowledgeSearchIndex(writer, {
      onSnapshotError: (err, teamId) => errors.push(`${teamId}: ${String(err)}`),
    });
    expect(await search(cold, team2.teamId, 'warfarin')).toEqual(await fresh(team2.teamId, 'warfarin'));
    expect(await search(cold, team2.teamId, 'warfarin')).toHaveLength(1);
    expect(errors).toEqual([`${team2.teamId}: Error: index state: posting of no chunk`]);
    // The whole read wrote a good snapshot over the damaged one.
    await cold.idle();
    const again = new KnowledgeSearchIndex(writer, { onSnapshotError: (err) => errors.push(String(err)) });
    expect(await search(again, team2.teamId, 'warfarin')).toEqual(await fresh(team2.teamId, 'warfarin'));
    expect(errors).toHaveLength(1);
  });
});
