import type { TeamScope } from '../../../http/auth';
import { float32FromBytes } from '../embedding/float32-bytes';
import type { IndexChunkRow, IndexItemRow, IndexSink, KnowledgeRepository } from '../knowledge.repository';
import { decodeIndexSnapshot, encodeIndexSnapshot } from './index-snapshot';
import { type IndexedChunk, TeamSearchIndex } from './team-search-index';

/** Teams whose index a process keeps; the least recently searched goes first. */
const DEFAULT_MAX_TEAMS = 32;
/** A snapshot this many changed items behind is written again after a cold start applied them. */
const SNAPSHOT_STALE_ITEMS = 100;

/** Where the index is read from: the chunks, and (optionally) a stored snapshot of the whole index. */
export type IndexSource = Pick<KnowledgeRepository, 'indexGeneration' | 'readIndex'> &
  Partial<Pick<KnowledgeRepository, 'indexSnapshot' | 'saveIndexSnapshot'>>;

export type KnowledgeSearchIndexOptions = {
  maxTeams?: number;
  /** A snapshot that could not be read or written: the team is read whole (read) or next time (write). */
  onSnapshotError?: (err: unknown, teamId: string) => void;
};

type Entry = { index: TeamSearchIndex; generation: number };

/**
 * Each team's lexical index, read through from the database and kept in this process. Before every search
 * one indexed row is read: the team's generation, bumped in the transaction of every change search can
 * see (chunks replaced, items deleted, enabled or disabled). Equal: the index is current. Higher: the items
 * changed since are read again (a full read when the cache has nothing or too much changed). So a change
 * made by any process is seen by the next search of every process, and a search never reads postings.
 */
export class KnowledgeSearchIndex {
  private readonly teams = new Map<string, Entry>();
  private readonly refreshing = new Map<string, Promise<Entry>>();
  private readonly saving = new Set<Promise<void>>();
  private readonly maxTeams: number;
  private readonly onSnapshotError: (err: unknown, teamId: string) => void;

  constructor(
    private readonly repo: IndexSource,
    options: KnowledgeSearchIndexOptions = {},
  ) {
    this.maxTeams = options.maxTeams ?? DEFAULT_MAX_TEAMS;
    // Without a handler a failed snapshot costs only speed: the next cold start reads the team whole.
    this.onSnapshotError = options.onSnapshotError ?? (() => {});
  }

  /** Resolves once every snapshot being written has been written (or has failed). */
  async idle(): Promise<void> {
    while (this.saving.size > 0) await Promise.all([...this.saving]);
  }

  /** How many teams' indexes this process keeps. */
  get capacity(): number {
    return this.maxTeams;
  }

  /** The team's index, current as of a generation read after this call began. */
  async current(scope: TeamScope): Promise<TeamSearchIndex> {
    const teamId = scope.teamId;
    const generation = await this.repo.indexGeneration(scope);
    for (;;) {
      const entry = this.teams.get(teamId);
      if (entry && entry.generation === generation) {
        // Most recently used last: Map keeps insertion order.
        this.teams.delete(teamId);
        this.teams.set(teamId, entry);
        return entry.index;
      }
      if (entry && entry.generation > generation) {
        // A newer generation was read by a concurrent refresh: it holds everything up to ours.
        return entry.index;
      }
      await this.refresh(scope);
    }
  }

  /** One refresh per team at a time; a caller arriving during one waits for it, then checks again. */
  private async refresh(scope: TeamScope): Promise<void> {
    const teamId = scope.teamId;
    const running = this.refreshing.get(teamId);
    if (running) {
      await running;
      return;
    }
    const work = this.readChanges(scope).finally(() => this.refreshing.delete(teamId));
    this.refreshing.set(teamId, work);
    await work;
  }

  /**
   * Loads the given teams one after the other (a server warming its cache at start), unless `stopped`
   * says to stop. A search of a team being loaded waits for that load instead of starting a second one.
   */
  async warm(teamIds: string[], stopped: () => boolean = () => false): Promise<void> {
    for (const teamId of teamIds.slice(0, this.capacity)) {
      if (stopped()) return;
      await this.current({ teamId });
    }
  }

  private async readChanges(scope: TeamScope): Promise<Entry> {
    const teamId = scope.teamId;
    const cached = this.teams.get(teamId);
    // Read whole when nothing is cached, or when dead slots left by replaced chunks outweigh the live ones.
    const incremental = cached && cached.index.slots <= 2 * cached.index.size + 10_000 ? cached : undefined;
    const base = incremental ?? (await this.loadSnapshot(scope));
    let load = new IndexLoad(base?.index ?? null);
    let read = await this.repo.readIndex(scope, base ? base.generation : null, load);
    if (base && read.generation < base.generation) {
      // A snapshot ahead of the database (its team's knowledge was removed and started again): not usable.
      load = new IndexLoad(null);
      read = await this.repo.readIndex(scope, null, load);
    }
    const entry: Entry = { index: load.finish(), generation: read.generation };
    // A cold start's work is kept for the next one: after a whole read, or a snapshot far behind.
    if (!incremental && (read.changedItemIds === null || read.changedItemIds.length >= SNAPSHOT_STALE_ITEMS))
      this.saveSnapshot(scope, entry);
    this.teams.delete(teamId);
    this.teams.set(teamId, entry);
    while (this.teams.size > this.maxTeams) {
      const oldest = this.teams.keys().next().value;
      if (oldest === undefined) break;
      this.teams.delete(oldest);
    }
    return entry;
  }

  /** The team's stored snapshot as an index, or undefined (none, another format, or damaged). */
  private async loadSnapshot(scope: TeamScope): Promise<Entry | undefined> {
    if (!this.repo.indexSnapshot) return undefined;
    const stored = await this.repo.indexSnapshot(scope);
    if (!stored) return undefined;
    try {
      const state = decodeIndexSnapshot(stored.data);
      return state ? { index: TeamSearchIndex.fromState(state), generation: stored.generation } : undefined;
    } catch (err) {
      this.onSnapshotError(err, scope.teamId);
      return undefined;
    }
  }

  /**
   * Encodes the index once this search has been answered, and writes it in the background; skipped when
   * a refresh has replaced the entry meanwhile (the bytes must be the index at the entry's generation).
   */
  private saveSnapshot(scope: TeamScope, entry: Entry): void {
    const save = this.repo.saveIndexSnapshot?.bind(this.repo);
    if (!save) return;
    const saving = new Promise<void>((resolve) => setImmediate(resolve))
      .then(async () => {
        if (this.teams.get(scope.teamId) !== entry) return;
        const state = entry.index.exportState();
        const data = state ? encodeIndexSnapshot(state) : null;
        if (data) await save(scope, entry.generation, data);
      })
      .catch((err: unknown) => this.onSnapshotError(err, scope.teamId))
      .finally(() => this.saving.delete(saving));
    this.saving.add(saving);
  }
}

/**
 * One read of a team into its index. A full load streams into a new index, seen by no search until it is
 * complete. A delta is gathered, then applied to the cached index in one synchronous step: a search that
 * runs between two batches of the read still sees the cached index whole, as of its generation.
 */
class IndexLoad implements IndexSink {
  private fresh: TeamSearchIndex | null = null;
  private delta: { itemIds: string[]; items: IndexItemRow[]; chunks: IndexedChunk[] } | null = null;

  constructor(private readonly cached: TeamSearchIndex | null) {}

  items(items: IndexItemRow[], changedItemIds: string[] | null): void {
    if (this.cached && changedItemIds) {
      this.delta = { itemIds: changedItemIds, items, chunks: [] };
    } else {
      this.fresh = new TeamSearchIndex();
      this.fresh.replaceItems([], items, []);
    }
  }

  chunks(rows: IndexChunkRow[]): void {
    const target = this.delta ? this.delta.chunks : null;
    for (const row of rows) {
      const chunk = toIndexedChunk(row);
      if (target) target.push(chunk);
      else this.fresh?.addChunk(chunk);
    }
  }

  /** The index as read: the new one, the cached one with the delta applied, or the cached one unchanged. */
  finish(): TeamSearchIndex {
    if (this.fresh) return this.fresh;
    if (!this.cached) return new TeamSearchIndex();
    if (this.delta) this.cached.replaceItems(this.delta.itemIds, this.delta.items, this.delta.chunks);
    return this.cached;
  }
}

/**
 * A stored chunk's term vector (JSON `[[term, tf], ...]`): pairs that are not a term and a positive count
 * are skipped, and anything else is a chunk with no terms.
 */
function toIndexedChunk(row: IndexChunkRow): IndexedChunk {
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.termVector);
  } catch {
    parsed = [];
  }
  return {
    id: row.id,
    itemId: row.itemId,
    length: row.length,
    terms: Array.isArray(parsed) ? (parsed as unknown[]) : [],
    vector: row.embedding && row.embedding.byteLength >= 4 ? float32FromBytes(row.embedding) : null,
  };
}
