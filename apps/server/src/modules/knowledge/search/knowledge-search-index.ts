import type { TeamScope } from '../../../http/auth';
import { float32FromBytes } from '../embedding/float32-bytes';
import type { IndexChunkRow, KnowledgeRepository } from '../knowledge.repository';
import { type IndexedChunk, TeamSearchIndex } from './team-search-index';

/** Teams whose index a process keeps; the least recently searched goes first. */
const DEFAULT_MAX_TEAMS = 32;

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

  constructor(
    private readonly repo: Pick<KnowledgeRepository, 'indexGeneration' | 'readIndex'>,
    private readonly maxTeams = DEFAULT_MAX_TEAMS,
  ) {}

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

  private async readChanges(scope: TeamScope): Promise<Entry> {
    const teamId = scope.teamId;
    const cached = this.teams.get(teamId);
    // Read whole when nothing is cached, or when dead slots left by replaced chunks outweigh the live ones.
    const incremental = cached && cached.index.slots <= 2 * cached.index.size + 10_000 ? cached : undefined;
    const delta = await this.repo.readIndex(scope, incremental ? incremental.generation : null);
    const chunks = delta.chunks.map(toIndexedChunk);
    let entry: Entry;
    if (incremental && delta.changedItemIds !== null) {
      incremental.index.replaceItems(delta.changedItemIds, delta.items, chunks);
      entry = { index: incremental.index, generation: delta.generation };
    } else {
      const index = new TeamSearchIndex();
      index.replaceItems([], delta.items, chunks);
      entry = { index, generation: delta.generation };
    }
    this.teams.delete(teamId);
    this.teams.set(teamId, entry);
    while (this.teams.size > this.maxTeams) {
      const oldest = this.teams.keys().next().value;
      if (oldest === undefined) break;
      this.teams.delete(oldest);
    }
    return entry;
  }
}

/** A stored chunk's term vector (JSON `[[term, tf], ...]`); anything else is a chunk with no terms. */
function toIndexedChunk(row: IndexChunkRow): IndexedChunk {
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.termVector);
  } catch {
    parsed = [];
  }
  const terms = Array.isArray(parsed)
    ? (parsed.filter(
        (pair) =>
          Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'number' && pair[1] > 0,
      ) as [string, number][])
    : [];
  return {
    id: row.id,
    itemId: row.itemId,
    length: row.length,
    terms,
    vector: row.embedding && row.embedding.byteLength >= 4 ? float32FromBytes(row.embedding) : null,
  };
}
