import { setImmediate as nextTurn } from 'node:timers/promises';
import type { KnowledgeListQuery, KnowledgeStatus } from '@prowrite/contracts';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import { inTeam } from '../../db/team-scope';
import {
  knowledgeCategories,
  knowledgeChunks,
  knowledgeIndexChanges,
  knowledgeIndexSnapshots,
  knowledgeItems,
  knowledgeStats,
} from '../../db/schema';
import type { TeamScope } from '../../http/auth';
import { float32Bytes } from './embedding/float32-bytes';

export type KnowledgeItemRow = typeof knowledgeItems.$inferSelect;
export type NewKnowledgeItemRow = typeof knowledgeItems.$inferInsert;
export type KnowledgeChunkRow = typeof knowledgeChunks.$inferSelect;
export type KnowledgeCategoryRow = typeof knowledgeCategories.$inferSelect;

/** A chunk ready to store: its text, provenance and analysed terms. */
export type ChunkToStore = {
  text: string;
  tokens: number;
  heading: string;
  fileId: string | null;
  page: number | null;
  quote: string;
  /** The web page it was read from ('' for stored text and files). */
  url: string;
  /** Term -> frequency in the chunk. */
  terms: Map<string, number>;
  /** Number of index terms (BM25 document length). */
  length: number;
  /** The chunk's embedding, when an embedding model is configured. */
  embedding?: Float32Array | null;
};

/** What a finished ingestion learnt about the item, stored with its chunks. */
export type ItemDonePatch = Partial<
  Pick<NewKnowledgeItemRow, 'sha1' | 'size' | 'name' | 'details' | 'thumbnailsUrl' | 'fileId'>
>;

export type StatusPatch = {
  status?: KnowledgeStatus;
  schedule?: number;
  errMsg?: string;
  isAllowRetry?: boolean;
};

/** An item counts as stuck when it has shown no sign of life for this long. */
export const STUCK_IN_PROGRESS_MS = 30_000;
export const STUCK_WAITING_MS = 10 * 60_000;

/**
 * Rows per INSERT. PGlite runs each statement on the event loop's thread and answers without giving timers a
 * turn, so one statement of 2,000 chunk rows (or several in a row) stalled the loop for seconds on a long
 * item; batches this small, with a turn between them, keep each stall to tens of ms (decision 0067).
 */
const INSERT_BATCH = 250;
/** Beyond this many changed items a search index is read whole rather than item by item. */
const MAX_DELTA_ITEMS = 5_000;

/** A chunk as the in-process search index reads it: `termVector` is JSON `[[term, tf], ...]`. */
export type IndexChunkRow = {
  id: string;
  itemId: string;
  length: number;
  termVector: string;
  /** float32 little-endian, or null without an embedding model. */
  embedding: Buffer | null;
};
export type IndexItemRow = { id: string; enabled: boolean; cId: string; type: string; tags: string[] };

/** What a process's index of a team is at, after reading it (`readIndex`). */
export type IndexRead = {
  generation: number;
  /** The items changed since the generation asked for; null when everything was read (a full load). */
  changedItemIds: string[] | null;
};

/**
 * Receives what `readIndex` reads: first the items (those changed that still exist, or all), then their
 * chunks in batches, so a full load never holds every row of a team at once.
 */
export type IndexSink = {
  items(items: IndexItemRow[], changedItemIds: string[] | null): void;
  chunks(rows: IndexChunkRow[]): void;
};

/** Chunks per read of a full load: bounds the rows (and their JSON) alive at once. */
const INDEX_READ_BATCH = 5_000;
/** Item ids per read: keeps the IN list short when items are small. */
const MAX_BATCH_ITEMS = 1_000;

/** All SQL of the knowledge tables (items, categories, chunks, postings, statistics). */
export class KnowledgeRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (repo: KnowledgeRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new KnowledgeRepository(tx)));
  }

  /** Inserts the item unless the team already has one for the same source; answers null then. */
  async insertItem(row: NewKnowledgeItemRow): Promise<KnowledgeItemRow | null> {
    const [inserted] = await this.db.insert(knowledgeItems).values(row).onConflictDoNothing().returning();
    return inserted ?? null;
  }

  async findBySourceKey(scope: TeamScope, sourceKey: string): Promise<KnowledgeItemRow | undefined> {
    const [row] = await this.db
      .select()
      .from(knowledgeItems)
      .where(inTeam(knowledgeItems.teamId, scope, eq(knowledgeItems.sourceKey, sourceKey)))
      .limit(1);
    return row;
  }

  async findById(scope: TeamScope, id: string): Promise<KnowledgeItemRow | undefined> {
    const [row] = await this.db
      .select()
      .from(knowledgeItems)
      .where(inTeam(knowledgeItems.teamId, scope, eq(knowledgeItems.id, id)))
      .limit(1);
    return row;
  }

  async findManyByIds(scope: TeamScope, ids: string[]): Promise<KnowledgeItemRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(knowledgeItems)
      .where(inTeam(knowledgeItems.teamId, scope, inArray(knowledgeItems.id, ids)));
  }

  /** SQL truth of "stuck": in progress without a heartbeat for 30 s, or waiting for 10 minutes. */
  stuckExpression(): SQL<boolean> {
    return sql<boolean>`(
      (${knowledgeItems.status} = 'inProgress'
        AND coalesce(${knowledgeItems.heartbeatAt}, ${knowledgeItems.updatedAt}) < now() - ${STUCK_IN_PROGRESS_MS}::float8 * interval '1 millisecond')
      OR (${knowledgeItems.status} IN ('initial', 'wait')
        AND ${knowledgeItems.updatedAt} < now() - ${STUCK_WAITING_MS}::float8 * interval '1 millisecond'))`;
  }

  async list(
    scope: TeamScope,
    query: KnowledgeListQuery,
  ): Promise<{ rows: (KnowledgeItemRow & { stuck: boolean })[]; total: number }> {
    const stuck = this.stuckExpression();
    const where = inTeam(
      knowledgeItems.teamId,
      scope,
      query.c_id !== undefined ? eq(knowledgeItems.cId, query.c_id) : undefined,
      query.type ? eq(knowledgeItems.type, query.type) : undefined,
      query.status ? eq(knowledgeItems.status, query.status) : undefined,
      query.enable_flag !== undefined ? eq(knowledgeItems.enableFlag, query.enable_flag === '1') : undefined,
      query.tag ? sql`${knowledgeItems.tags} @> ${JSON.stringify([query.tag])}::jsonb` : undefined,
      query.stuck === '1' ? stuck : query.stuck === '0' ? sql`NOT ${stuck}` : undefined,
    );
    // Items in training come first (in progress, waiting, error), then the rest by the chosen order.
    const training = sql`CASE ${knowledgeItems.status} WHEN 'inProgress' THEN 0 WHEN 'wait' THEN 1 WHEN 'initial' THEN 1 WHEN 'error' THEN 2 ELSE 3 END`;
    const orderColumn = query.order === 'created_at' ? knowledgeItems.createdAt : knowledgeItems.updatedAt;
    const rows = await this.db
      .select({ item: knowledgeItems, stuck })
      .from(knowledgeItems)
      .where(where)
      .orderBy(asc(training), desc(orderColumn), asc(knowledgeItems.id))
      .limit(query.pagesize)
      .offset(query.pageno * query.pagesize);
    const [total] = await this.db.select({ n: count() }).from(knowledgeItems).where(where);
    return { rows: rows.map((r) => ({ ...r.item, stuck: Boolean(r.stuck) })), total: total?.n ?? 0 };
  }

  async isStuck(scope: TeamScope, id: string): Promise<boolean> {
    const [row] = await this.db
      .select({ stuck: this.stuckExpression() })
      .from(knowledgeItems)
      .where(inTeam(knowledgeItems.teamId, scope, eq(knowledgeItems.id, id)));
    return Boolean(row?.stuck);
  }

  async setStatus(scope: TeamScope, id: string, patch: StatusPatch): Promise<void> {
    await this.db
      .update(knowledgeItems)
      .set({ ...patch, heartbeatAt: sql`now()`, updatedAt: sql`now()` })
      .where(inTeam(knowledgeItems.teamId, scope, eq(knowledgeItems.id, id)));
  }

  /** The ingestion job's sign of life while it works on the item. */
  async heartbeat(scope: TeamScope, id: string): Promise<void> {
    await this.db
      .update(knowledgeItems)
      .set({ heartbeatAt: sql`now()` })
      .where(inTeam(knowledgeItems.teamId, scope, eq(knowledgeItems.id, id)));
  }

  async setDetails(scope: TeamScope, id: string, patch: { sha1?: string; size?: number; name?: string }) {
    await this.db
      .update(knowledgeItems)
      .set(patch)
      .where(inTeam(knowledgeItems.teamId, scope, eq(knowledgeItems.id, id)));
  }

  /** Items to ingest again: back to `wait` with the reason cleared. Answers the ids changed. */
  async markForRetry(scope: TeamScope, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .update(knowledgeItems)
      .set({ status: 'wait', schedule: 0, errMsg: '', isAllowRetry: false, updatedAt: sql`now()` })
      .where(
        inTeam(
          knowledgeItems.teamId,
          scope,
          inArray(knowledgeItems.id, ids),
          // A failed item the user may retry, or one stuck with nobody working on it.
          sql`((${knowledgeItems.status} = 'error' AND ${knowledgeItems.isAllowRetry}) OR ${this.stuckExpression()})`,
        ),
      )
      .returning({ id: knowledgeItems.id });
    return rows.map((r) => r.id);
  }

  /** Enables or disables items; search sees it through the index generation, bumped in the same transaction. */
  async setEnabled(scope: TeamScope, ids: string[], enabled: boolean): Promise<number> {
    if (ids.length === 0) return 0;
    return this.transaction(async (repo) => {
      const rows = await repo.db
        .update(knowledgeItems)
        .set({ enableFlag: enabled, updatedAt: sql`now()` })
        .where(inTeam(knowledgeItems.teamId, scope, inArray(knowledgeItems.id, ids)))
        .returning({ id: knowledgeItems.id });
      await repo.touchIndex(
        scope.teamId,
        rows.map((r) => r.id),
      );
      return rows.length;
    });
  }

  /** Deletes items with their chunks, keeping the collection statistics and the index generation in step. */
  async deleteItems(scope: TeamScope, ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    return this.transaction(async (repo) => {
      // Items first (in id order), then the statistics row: the lock order of every writer, so none deadlock.
      const locked = await repo.db
        .select({ id: knowledgeItems.id })
        .from(knowledgeItems)
        .where(inTeam(knowledgeItems.teamId, scope, inArray(knowledgeItems.id, ids)))
        .orderBy(asc(knowledgeItems.id))
        .for('update');
      for (const { id } of locked) await repo.removeChunks(scope.teamId, id);
      const rows = await repo.db
        .delete(knowledgeItems)
        .where(inTeam(knowledgeItems.teamId, scope, inArray(knowledgeItems.id, ids)))
        .returning({ id: knowledgeItems.id });
      await repo.touchIndex(
        scope.teamId,
        rows.map((r) => r.id),
      );
      return rows.length;
    });
  }

  /**
   * Replaces an item's chunks and marks it done, in ONE transaction: a retry or a re-delivered job leaves
   * exactly the new chunks, never old and new side by side; a crash half-way leaves the old ones.
   */
  async replaceChunks(
    scope: TeamScope,
    itemId: string,
    chunks: ChunkToStore[],
    done: ItemDonePatch,
  ): Promise<void> {
    await this.transaction(async (repo) => {
      // Lock the item first so two runs of the same item cannot interleave their chunk writes.
      const [item] = await repo.db
        .select({ id: knowledgeItems.id })
        .from(knowledgeItems)
        .where(inTeam(knowledgeItems.teamId, scope, eq(knowledgeItems.id, itemId)))
        .for('update');
      if (!item) return;
      await repo.removeChunks(scope.teamId, itemId);
      const rows = chunks.map((chunk, seq) => ({
        id: newId(),
        itemId,
        teamId: scope.teamId,
        seq,
        text: chunk.text,
        tokens: chunk.tokens,
        length: chunk.length,
        heading: chunk.heading,
        fileId: chunk.fileId,
        page: chunk.page,
        quote: chunk.quote,
        url: chunk.url,
        termVector: JSON.stringify([...chunk.terms]),
        embedding: chunk.embedding ? float32Bytes(chunk.embedding) : null,
      }));
      for (let i = 0; i < rows.length; i += INSERT_BATCH) {
        if (i > 0) await nextTurn();
        await repo.db.insert(knowledgeChunks).values(rows.slice(i, i + INSERT_BATCH));
      }
      const totalLength = rows.reduce((sum, r) => sum + r.length, 0);
      await repo.addStats(scope.teamId, rows.length, totalLength);
      await repo.touchIndex(scope.teamId, [itemId]);
      await repo.db
        .update(knowledgeItems)
        .set({
          ...done,
          status: 'success',
          schedule: 100,
          errMsg: '',
          isAllowRetry: false,
          chunkCount: rows.length,
          heartbeatAt: null,
          updatedAt: sql`now()`,
        })
        .where(eq(knowledgeItems.id, itemId));
    });
  }

  private async removeChunks(teamId: string, itemId: string): Promise<void> {
    const removed = await this.db
      .delete(knowledgeChunks)
      .where(and(eq(knowledgeChunks.teamId, teamId), eq(knowledgeChunks.itemId, itemId)))
      .returning({ length: knowledgeChunks.length });
    if (removed.length > 0) {
      await this.addStats(teamId, -removed.length, -removed.reduce((sum, r) => sum + r.length, 0));
    }
  }

  private async addStats(teamId: string, chunks: number, totalLength: number): Promise<void> {
    await this.db
      .insert(knowledgeStats)
      .values({ teamId, chunks, totalLength })
      .onConflictDoUpdate({
        target: knowledgeStats.teamId,
        set: {
          chunks: sql`${knowledgeStats.chunks} + ${chunks}`,
          totalLength: sql`${knowledgeStats.totalLength} + ${totalLength}`,
        },
      });
  }

  async chunksOf(scope: TeamScope, itemId: string): Promise<KnowledgeChunkRow[]> {
    return this.db
      .select()
      .from(knowledgeChunks)
      .where(inTeam(knowledgeChunks.teamId, scope, eq(knowledgeChunks.itemId, itemId)))
      .orderBy(asc(knowledgeChunks.seq));
  }

  async chunksByIds(
    scope: TeamScope,
    ids: string[],
  ): Promise<{ chunk: KnowledgeChunkRow; item: Pick<KnowledgeItemRow, 'id' | 'name' | 'type' | 'url'> }[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({
        chunk: knowledgeChunks,
        item: {
          id: knowledgeItems.id,
          name: knowledgeItems.name,
          type: knowledgeItems.type,
          url: knowledgeItems.url,
        },
      })
      .from(knowledgeChunks)
      .innerJoin(knowledgeItems, eq(knowledgeItems.id, knowledgeChunks.itemId))
      .where(inTeam(knowledgeChunks.teamId, scope, inArray(knowledgeChunks.id, ids)));
  }

  /**
   * Marks items as changed for search: the team's generation goes up by one and each item records it. Call
   * it inside the transaction of the change, so a process that reads the new generation also reads the change.
   */
  async touchIndex(teamId: string, itemIds: string[]): Promise<void> {
    if (itemIds.length === 0) return;
    const [bumped] = await this.db
      .insert(knowledgeStats)
      .values({ teamId, generation: 1 })
      .onConflictDoUpdate({
        target: knowledgeStats.teamId,
        set: { generation: sql`${knowledgeStats.generation} + 1` },
      })
      .returning({ generation: knowledgeStats.generation });
    const generation = bumped?.generation ?? 0;
    await this.db
      .insert(knowledgeIndexChanges)
      .values([...new Set(itemIds)].map((itemId) => ({ teamId, itemId, generation })))
      .onConflictDoUpdate({
        target: [knowledgeIndexChanges.teamId, knowledgeIndexChanges.itemId],
        set: { generation },
      });
  }

  /** The team's index generation: one indexed row, read before every search. */
  async indexGeneration(scope: TeamScope): Promise<number> {
    const [row] = await this.db
      .select({ generation: knowledgeStats.generation })
      .from(knowledgeStats)
      .where(inTeam(knowledgeStats.teamId, scope));
    return row?.generation ?? 0;
  }

  /**
   * What changed for search since `since` (everything when null), read in one repeatable-read snapshot so
   * the generation answered and the rows handed to `sink` agree. Chunks are read a few thousand at a time,
   * item by item (the item index), and handed over batch by batch.
   */
  async readIndex(
    scope: TeamScope,
    since: number | null,
    sink: IndexSink,
    batchChunks = INDEX_READ_BATCH,
  ): Promise<IndexRead> {
    return this.db.transaction(
      async (tx) => {
        const repo = new KnowledgeRepository(tx);
        const generation = await repo.indexGeneration(scope);
        let changedItemIds: string[] | null = null;
        if (since !== null) {
          const changed = await tx
            .select({ itemId: knowledgeIndexChanges.itemId })
            .from(knowledgeIndexChanges)
            .where(
              inTeam(
                knowledgeIndexChanges.teamId,
                scope,
                sql`${knowledgeIndexChanges.generation} > ${since}`,
              ),
            );
          changedItemIds = changed.map((c) => c.itemId);
          if (changedItemIds.length === 0) return { generation, changedItemIds };
          // So much changed that reading everything is cheaper than a list of ids this long.
          if (changedItemIds.length > MAX_DELTA_ITEMS) changedItemIds = null;
        }
        const itemScope = changedItemIds ? inArray(knowledgeItems.id, changedItemIds) : undefined;
        const items = await tx
          .select({
            id: knowledgeItems.id,
            enabled: knowledgeItems.enableFlag,
            cId: knowledgeItems.cId,
            type: knowledgeItems.type,
            tags: knowledgeItems.tags,
            chunkCount: knowledgeItems.chunkCount,
          })
          .from(knowledgeItems)
          .where(inTeam(knowledgeItems.teamId, scope, itemScope));
        sink.items(
          items.map(({ chunkCount: _, ...i }) => ({ ...i, tags: i.tags ?? [] })),
          changedItemIds,
        );
        // Items grouped by their recorded chunk count; the count only sizes the batches (every item is read).
        let batch: string[] = [];
        let inBatch = 0;
        const readBatch = async () => {
          if (batch.length === 0) return;
          const rows = await tx
            .select({
              id: knowledgeChunks.id,
              itemId: knowledgeChunks.itemId,
              length: knowledgeChunks.length,
              termVector: knowledgeChunks.termVector,
              embedding: knowledgeChunks.embedding,
            })
            .from(knowledgeChunks)
            .where(inTeam(knowledgeChunks.teamId, scope, inArray(knowledgeChunks.itemId, batch)));
          batch = [];
          inBatch = 0;
          sink.chunks(rows);
        };
        for (const item of items) {
          batch.push(item.id);
          inBatch += Math.max(1, item.chunkCount);
          if (inBatch >= batchChunks || batch.length >= MAX_BATCH_ITEMS) await readBatch();
        }
        await readBatch();
        return { generation, changedItemIds };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  /** The team's stored index snapshot and the generation it reflects, if one was written. */
  async indexSnapshot(scope: TeamScope): Promise<{ generation: number; data: Uint8Array } | null> {
    const [row] = await this.db
      .select({ generation: knowledgeIndexSnapshots.generation, data: knowledgeIndexSnapshots.data })
      .from(knowledgeIndexSnapshots)
      .where(inTeam(knowledgeIndexSnapshots.teamId, scope));
    return row ? { generation: row.generation, data: Buffer.from(row.data, 'base64') } : null;
  }

  /**
   * Stores the team's snapshot, replacing the one there: any snapshot is correct (a cold start reads the
   * changes after its generation), a later one only saves reading; a damaged one is so replaced.
   */
  async saveIndexSnapshot(scope: TeamScope, generation: number, data: Uint8Array): Promise<void> {
    const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('base64');
    await this.db
      .insert(knowledgeIndexSnapshots)
      .values({ teamId: scope.teamId, generation, data: bytes })
      .onConflictDoUpdate({
        target: knowledgeIndexSnapshots.teamId,
        set: { generation, data: bytes, createdAt: sql`now()` },
      });
  }

  /** Teams that have chunks, the largest first (the slowest to load): what a starting server warms. */
  async teamsWithKnowledge(limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ teamId: knowledgeStats.teamId })
      .from(knowledgeStats)
      .where(sql`${knowledgeStats.chunks} > 0`)
      .orderBy(desc(knowledgeStats.chunks), knowledgeStats.teamId)
      .limit(limit);
    return rows.map((r) => r.teamId);
  }

  async chunkItemIds(scope: TeamScope, chunkIds: string[]): Promise<Map<string, string>> {
    if (chunkIds.length === 0) return new Map();
    const rows = await this.db
      .select({ id: knowledgeChunks.id, itemId: knowledgeChunks.itemId })
      .from(knowledgeChunks)
      .where(inTeam(knowledgeChunks.teamId, scope, inArray(knowledgeChunks.id, chunkIds)));
    return new Map(rows.map((r) => [r.id, r.itemId]));
  }

  async statusCounts(scope: TeamScope): Promise<Record<string, number>> {
    const rows = await this.db
      .select({ status: knowledgeItems.status, n: count() })
      .from(knowledgeItems)
      .where(inTeam(knowledgeItems.teamId, scope))
      .groupBy(knowledgeItems.status);
    return Object.fromEntries(rows.map((r) => [r.status, r.n]));
  }

  async listCategories(scope: TeamScope): Promise<KnowledgeCategoryRow[]> {
    return this.db
      .select()
      .from(knowledgeCategories)
      .where(inTeam(knowledgeCategories.teamId, scope))
      .orderBy(asc(knowledgeCategories.createdAt));
  }

  async insertCategory(scope: TeamScope, name: string, enName: string): Promise<KnowledgeCategoryRow> {
    const [row] = await this.db
      .insert(knowledgeCategories)
      .values({ id: newId(), teamId: scope.teamId, name, enName })
      .returning();
    if (!row) throw new Error('The category was not stored');
    return row;
  }

  async categoryExists(scope: TeamScope, id: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: knowledgeCategories.id })
      .from(knowledgeCategories)
      .where(inTeam(knowledgeCategories.teamId, scope, eq(knowledgeCategories.id, id)));
    return Boolean(row);
  }

  /** Items per category and type. */
  async countsByCategory(scope: TeamScope): Promise<{ cId: string; type: string; n: number }[]> {
    return this.db
      .select({ cId: knowledgeItems.cId, type: knowledgeItems.type, n: count() })
      .from(knowledgeItems)
      .where(inTeam(knowledgeItems.teamId, scope))
      .groupBy(knowledgeItems.cId, knowledgeItems.type);
  }
}
