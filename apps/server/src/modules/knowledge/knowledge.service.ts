import { createHash } from 'node:crypto';
import {
  CHUNK_TYPES,
  type ChunkType,
  DEFAULT_CATEGORY_ID,
  type KnowledgeCategory,
  type KnowledgeCreateRequest,
  type KnowledgeCreateResult,
  type KnowledgeDetail,
  type KnowledgeListQuery,
  type KnowledgeListResult,
  type KnowledgeSearchRequest,
  type KnowledgeSearchResult,
  type KnowledgeType,
  type KnowledgeUploadType,
  type RelationKnowledgeResult,
  type WorkKnowledgeListResult,
} from '@prowrite/contracts';
import { analyze, DEFAULT_BM25_PARAMS, termFrequencies } from '@prowrite/engine';
import type { Db } from '../../db/client';
import type { AuthContext, TeamScope } from '../../http/auth';
import { badRequest, notFound, tooLarge } from '../../http/errors';
import { formatBytes } from '../../http/outbound/outbound-errors';
import type { JobQueue } from '../../jobs/job-queue';
import type { StorageDriver } from '../../storage/storage-driver';
import { sanitizeFileName } from '../files';
import type { FilesService } from '../files/files.service';
import { audioCodec, audioDuration, bytesSource, type MediaStore, probeMp4, sniffMedia } from '../media';
import { emptyMediaInfo } from './media/media-item-reader';
import { KNOWLEDGE_INGEST_JOB } from './knowledge-ingest-payload';
import { toChunkView, toItemView } from './knowledge-item-view';
import type { KnowledgeItemRow, KnowledgeRepository, NewKnowledgeItemRow } from './knowledge.repository';
import type { KnowledgeSearchIndex } from './search/knowledge-search-index';
import { EmbeddingError, type EmbeddingClient } from './embedding/embedding-client';
import { reciprocalRankFusion } from './search/reciprocal-rank-fusion';
import type { SearchFilters, SearchHit } from './search/team-search-index';

/** Semantic chunking unless the user picks dense: it keeps sentences and table rows whole. */
export const DEFAULT_CHUNK_TYPE: ChunkType = CHUNK_TYPES.semantic;
const COUNTED_TYPES = ['link', 'file', 'image', 'video', 'audio', 'txt', 'doc'] as const;
/** A pasted text without a name is named by its first line, cut to this length. */
const NAME_FROM_TEXT_CHARS = 50;
/** Chunks read per item wanted when ranking items: items with several matching chunks use up several. */
const ITEM_RANK_DEPTH = 3;
/** Candidates each of the lexical and the vector ranking brings to the fusion. */
const FUSION_DEPTH = 100;
/** A search tries the embedding endpoint once, briefly; failing that it answers lexically at once. */
const QUERY_EMBEDDING_LIMITS = { maxAttempts: 1, timeoutMs: 5_000 };

export type KnowledgeServiceDeps = {
  repo: KnowledgeRepository;
  queue: JobQueue;
  storage: StorageDriver;
  files: Pick<FilesService, 'detail' | 'upload'>;
  /** Each team's BM25 index in this process, kept current through the team's index generation. */
  searchIndex: KnowledgeSearchIndex;
  /** Embeds queries for hybrid search when an embedding model is configured; null = lexical only. */
  embedder: EmbeddingClient | null;
  /** Stores uploaded images and videos as team files (sniffed, size-capped, probed). */
  media?: Pick<MediaStore, 'store' | 'capOf'>;
  /** A web search service is configured: searchWeb items can be created. */
  webSearchEnabled?: boolean;
  /** Runs the repository and the queue in one transaction (item and job exist together or not at all). */
  transaction: <T>(work: (repo: KnowledgeRepository, tx: Db) => Promise<T>) => Promise<T>;
};

/** Items, categories, ingestion requests and search of the knowledge base. */
export class KnowledgeService {
  constructor(private readonly deps: KnowledgeServiceDeps) {}

  /**
   * Loads the search index of the teams with knowledge (the largest first, as many as the cache keeps),
   * so a user's first search after a restart finds it ready or already loading. Stops between teams once
   * `stopped` says so (the server closing).
   */
  async warmSearchIndex(stopped: () => boolean = () => false): Promise<void> {
    const teams = await this.deps.repo.teamsWithKnowledge(this.deps.searchIndex.capacity);
    await this.deps.searchIndex.warm(teams, stopped);
  }

  /** Resolves once the search index snapshots being written are written (before the database closes). */
  async searchIndexIdle(): Promise<void> {
    await this.deps.searchIndex.idle();
  }

  async create(
    auth: Pick<AuthContext, 'teamId' | 'userId' | 'scope' | 'sessionId'>,
    request: KnowledgeCreateRequest,
  ): Promise<KnowledgeCreateResult> {
    const { cId, chunkType } = await this.checkOptions(auth.scope, {
      cId: request.c_id,
      chunkType: request.chunk_type,
    });
    const base = {
      teamId: auth.teamId,
      ownerId: auth.userId,
      sessionId: '',
      type: request.type,
      status: 'wait' as const,
      cId,
      tags: request.tags ?? [],
      chunkType,
      nameUpdateFlag: Boolean(request.name),
    };
    let row: Omit<NewKnowledgeItemRow, 'id'>;
    if (request.type === 'txt' || request.type === 'doc') {
      const bytes = Buffer.from(request.content, 'utf8');
      const stored = await this.deps.storage.put(bytes);
      row = {
        ...base,
        name: request.name ?? nameFromText(request.content),
        sha1: stored.sha1,
        size: bytes.byteLength,
        sourceKey: `sha1:${stored.sha1}`,
      };
    } else if (request.type === 'link') {
      const url = normaliseLink(request.url);
      row = { ...base, name: request.name ?? url, url, sourceKey: `url:${url}` };
    } else if (request.type === 'link_image' || request.type === 'link_video') {
      const url = normaliseLink(request.url);
      row = {
        ...base,
        name: request.name ?? url,
        url,
        caption: request.caption ?? '',
        sourceKey: `${request.type}:${url}`,
      };
    } else if (request.type === 'searchWeb') {
      // Refused here, not left to fail in the queue: without a service the item could never succeed.
      if (!this.deps.webSearchEnabled) {
        throw badRequest('Web search is not configured on this server (set SEARXNG_URL)');
      }
      const query = request.query.replace(/\s+/g, ' ');
      row = {
        ...base,
        name: request.name ?? query.slice(0, 200),
        details: { query },
        sourceKey: `search:${query.toLowerCase()}`,
      };
    } else {
      const file = await this.deps.files.detail(auth.scope, request.file_id);
      row = {
        ...base,
        name: request.name ?? file.name,
        sha1: file.sha1,
        size: file.size,
        fileId: file.id,
        url: `/api/files/${encodeURIComponent(file.id)}/raw`,
        sourceKey: `sha1:${file.sha1}`,
      };
    }
    return this.insertAndEnqueue(auth.scope, row);
  }

  /**
   * The category and chunk type an item would get, refused with a 400 when unusable: checked before a long
   * upload starts, so nobody sends 50 MB to learn the category was deleted.
   */
  async checkOptions(
    scope: TeamScope,
    options: { cId?: string | undefined; chunkType?: ChunkType | undefined },
  ): Promise<{ cId: string; chunkType: ChunkType }> {
    const chunkType = options.chunkType ?? DEFAULT_CHUNK_TYPE;
    if (chunkType === CHUNK_TYPES.graph) {
      throw badRequest('Graph chunking (4) is not available yet: choose dense (0) or semantic (3)');
    }
    const cId = options.cId ?? DEFAULT_CATEGORY_ID;
    if (cId !== DEFAULT_CATEGORY_ID && !(await this.deps.repo.categoryExists(scope, cId))) {
      throw badRequest('The category does not exist');
    }
    return { cId, chunkType };
  }

  /** A file uploaded for the knowledge base: stored by the files module, then ingested as a file item. */
  async upload(
    auth: AuthContext,
    upload: { fileName: string | undefined; bytes: Buffer },
    options: { cId?: string; chunkType?: ChunkType },
  ): Promise<KnowledgeCreateResult> {
    const file = await this.deps.files.upload(auth, upload);
    return this.create(auth, {
      type: 'file',
      file_id: file.id,
      ...(options.cId !== undefined ? { c_id: options.cId } : {}),
      ...(options.chunkType !== undefined ? { chunk_type: options.chunkType } : {}),
    });
  }

  /**
   * An image, video or audio uploaded for the knowledge base. The bytes decide the type: a file that is not
   * the media asked for, or whose bytes contradict its name or declared type, is a 400; one over the size
   * limit a 413. Images and videos become team files (viewable, thumbnail); audio is stored by content.
   */
  async uploadMedia(
    auth: AuthContext,
    upload: { fileName: string | undefined; bytes: Buffer; mime: string },
    options: {
      type: Exclude<KnowledgeUploadType, 'file'>;
      caption?: string;
      cId?: string;
      chunkType?: ChunkType;
    },
  ): Promise<KnowledgeCreateResult> {
    const { cId, chunkType } = await this.checkOptions(auth.scope, options);
    const base = {
      teamId: auth.teamId,
      ownerId: auth.userId,
      sessionId: '',
      type: options.type,
      status: 'wait' as const,
      cId,
      tags: [],
      chunkType,
      caption: options.caption ?? '',
      nameUpdateFlag: false,
    };
    const media = this.deps.media;
    if (!media) throw badRequest('Media uploads are not available on this server');
    if (options.type === 'audio') {
      const sniffed = sniffMedia(upload.bytes.subarray(0, 4096), upload.fileName ?? '', '', 'audio');
      if (!sniffed.ok) throw badRequest(sniffed.reason);
      const cap = media.capOf('video');
      if (upload.bytes.byteLength > cap)
        throw tooLarge(`The audio is larger than the ${formatBytes(cap)} limit`);
      const stored = await this.deps.storage.put(upload.bytes);
      const duration =
        sniffed.kind === 'm4a'
          ? (await probeMp4(async (s, e) => upload.bytes.subarray(s, e + 1), upload.bytes.byteLength))
              .duration
          : audioDuration(sniffed.kind, upload.bytes.subarray(0, 65_536), upload.bytes.byteLength);
      return this.insertAndEnqueue(auth.scope, {
        ...base,
        name: sanitizeFileName(upload.fileName ?? '') || `audio.${sniffed.kind}`,
        sha1: stored.sha1,
        size: upload.bytes.byteLength,
        details: {
          media: {
            ...emptyMediaInfo(sniffed.mime),
            duration,
            codec: audioCodec(sniffed.kind, upload.bytes.subarray(0, 4096)),
          },
        },
        sourceKey: `sha1:${stored.sha1}`,
      });
    }
    const info = await media.store(auth, {
      source: bytesSource(upload.bytes),
      name: upload.fileName ?? '',
      declaredType: upload.mime,
      accept: options.type,
    });
    return this.insertAndEnqueue(auth.scope, {
      ...base,
      name: info.name,
      sha1: info.sha1,
      size: info.size,
      fileId: info.id,
      url: info.url,
      thumbnailsUrl: options.type === 'image' ? info.url : '',
      details: {
        media: {
          ...emptyMediaInfo(info.mime),
          width: info.width,
          height: info.height,
          duration: info.duration,
          codec: info.kind,
        },
      },
      sourceKey: `sha1:${info.sha1}`,
    });
  }

  private async insertAndEnqueue(
    scope: TeamScope,
    row: Omit<NewKnowledgeItemRow, 'id'>,
  ): Promise<KnowledgeCreateResult> {
    // The id is the hash of what the item is (its url or bytes) within the team: one item per source.
    const id = createHash('sha1').update(`${scope.teamId}\n${row.sourceKey}`).digest('hex');
    const inserted = await this.deps.transaction(async (repo, tx) => {
      const item = await repo.insertItem({ ...row, id });
      if (item)
        await this.deps.queue.enqueue(
          KNOWLEDGE_INGEST_JOB,
          { itemId: id, teamId: scope.teamId },
          { teamId: scope.teamId, tx, maxAttempts: 3 },
        );
      return item;
    });
    if (inserted) return { item: toItemView(inserted, false), duplicate: false };
    const existing = await this.deps.repo.findBySourceKey(scope, row.sourceKey);
    if (!existing) throw new Error('The knowledge item vanished after a concurrent insert');
    return { item: toItemView(existing, await this.deps.repo.isStuck(scope, existing.id)), duplicate: true };
  }

  async list(scope: TeamScope, query: KnowledgeListQuery): Promise<KnowledgeListResult> {
    const { rows, total } = await this.deps.repo.list(scope, query);
    return { data: rows.map((r) => toItemView(r, r.stuck)), total_num: total };
  }

  async detail(scope: TeamScope, id: string): Promise<KnowledgeDetail> {
    const item = await this.require(scope, id);
    const chunks = await this.deps.repo.chunksOf(scope, id);
    return {
      item: toItemView(item, await this.deps.repo.isStuck(scope, id)),
      chunks: chunks.map(toChunkView),
    };
  }

  /** Failed items that may be retried, and stuck ones, go back to the queue; their chunks are replaced on success. */
  async retry(scope: TeamScope, ids: string[]): Promise<{ updated: number }> {
    const changed = await this.deps.transaction(async (repo, tx) => {
      const marked = await repo.markForRetry(scope, ids);
      for (const itemId of marked) {
        await this.deps.queue.enqueue(
          KNOWLEDGE_INGEST_JOB,
          { itemId, teamId: scope.teamId },
          { teamId: scope.teamId, tx, maxAttempts: 3 },
        );
      }
      return marked;
    });
    return { updated: changed.length };
  }

  async setEnabled(scope: TeamScope, ids: string[], enabled: boolean): Promise<{ updated: number }> {
    return { updated: await this.deps.repo.setEnabled(scope, ids, enabled) };
  }

  async remove(scope: TeamScope, ids: string[]): Promise<{ updated: number }> {
    return { updated: await this.deps.repo.deleteItems(scope, ids) };
  }

  async categories(scope: TeamScope): Promise<KnowledgeCategory[]> {
    const [rows, counts] = await Promise.all([
      this.deps.repo.listCategories(scope),
      this.deps.repo.countsByCategory(scope),
    ]);
    const categories = [
      { id: DEFAULT_CATEGORY_ID, name: 'No category', enName: 'No category' },
      ...rows.map((r) => ({ id: r.id, name: r.name, enName: r.enName })),
    ];
    return categories.map((c) => {
      const mine = counts.filter((n) => n.cId === c.id);
      const perType: Record<string, number> = Object.fromEntries(COUNTED_TYPES.map((t) => [t, 0]));
      for (const n of mine) perType[n.type] = (perType[n.type] ?? 0) + n.n;
      return {
        id: c.id,
        name: c.name,
        en_name: c.enName,
        num: mine.reduce((s, n) => s + n.n, 0),
        counts: perType,
      };
    });
  }

  async createCategory(scope: TeamScope, name: string, enName: string): Promise<KnowledgeCategory> {
    const row = await this.deps.repo.insertCategory(scope, name, enName);
    return {
      id: row.id,
      name: row.name,
      en_name: row.enName,
      num: 0,
      counts: Object.fromEntries(COUNTED_TYPES.map((t) => [t, 0])),
    };
  }

  /**
   * BM25 over the analysed chunks (lexical, the offline default), fused with exact cosine nearest chunks by
   * reciprocal rank when an embedding model is configured (hybrid). `mode` says which answered.
   */
  async search(scope: TeamScope, request: KnowledgeSearchRequest): Promise<KnowledgeSearchResult> {
    const { mode, hits: rows } = await this.ranked(scope, request.query, request.limit ?? 10, {
      ...(request.c_id !== undefined ? { cId: request.c_id } : {}),
      ...(request.tags ? { tags: request.tags } : {}),
      ...(request.types ? { types: request.types } : {}),
      includeDisabled: request.include_disabled ?? false,
    });
    const found = await this.deps.repo.chunksByIds(
      scope,
      rows.map((r) => r.chunkId),
    );
    const byId = new Map(found.map((f) => [f.chunk.id, f]));
    return {
      mode,
      hits: rows.flatMap((r) => {
        const f = byId.get(r.chunkId);
        if (!f) return [];
        return [
          {
            chunk: toChunkView(f.chunk),
            item: { ...f.item, type: f.item.type as KnowledgeType },
            score: r.score,
          },
        ];
      }),
    };
  }

  /** Ranked chunk ids and scores: the one ranking the API, the retrieval test and kb-eval share. */
  async rank(
    scope: TeamScope,
    query: string,
    limit: number,
    filters: SearchFilters = {},
  ): Promise<{ chunkId: string; score: number }[]> {
    return (await this.ranked(scope, query, limit, filters)).hits;
  }

  private async ranked(
    scope: TeamScope,
    query: string,
    limit: number,
    filters: SearchFilters,
  ): Promise<{ mode: 'lexical' | 'hybrid'; hits: SearchHit[] }> {
    const embedder = this.deps.embedder;
    if (limit <= 0) return { mode: embedder ? 'hybrid' : 'lexical', hits: [] };
    const terms = termFrequencies(analyze(query));
    const depth = embedder ? Math.max(limit, FUSION_DEPTH) : limit;
    const queryVector = embedder && query.trim() ? this.embedQuery(embedder, query) : null;
    // Awaited below; this only keeps a failure while the index loads from counting as unhandled.
    queryVector?.catch(() => {});
    const index = await this.deps.searchIndex.current(scope);
    const lexical = terms.size > 0 ? index.search(terms, DEFAULT_BM25_PARAMS, filters, depth) : [];
    const vector = queryVector ? await queryVector : null;
    // Without a query vector (no model, or the endpoint failed for this query) the answer is lexical.
    if (!vector) return { mode: 'lexical', hits: lexical.slice(0, limit) };
    const nearest = index.nearest(vector, filters, depth);
    return { mode: 'hybrid', hits: reciprocalRankFusion([lexical, nearest]).slice(0, limit) };
  }

  /** The query's embedding, or null when the endpoint fails (search then answers lexically, saying so). */
  private async embedQuery(embedder: EmbeddingClient, query: string): Promise<Float32Array | null> {
    try {
      const [vector] = await embedder.embed([query], QUERY_EMBEDDING_LIMITS);
      return vector ?? null;
    } catch (err) {
      if (err instanceof EmbeddingError) return null;
      throw err;
    }
  }

  /**
   * Items ranked by their best chunk (kb-eval, a source picker): chunks are ranked as in search, then each
   * item keeps its highest score.
   */
  async rankItems(
    scope: TeamScope,
    query: string,
    limit: number,
  ): Promise<{ itemId: string; score: number }[]> {
    const chunks = await this.rank(scope, query, limit * ITEM_RANK_DEPTH);
    const found = await this.deps.repo.chunkItemIds(
      scope,
      chunks.map((c) => c.chunkId),
    );
    const best = new Map<string, number>();
    for (const { chunkId, score } of chunks) {
      const itemId = found.get(chunkId);
      if (itemId !== undefined && !best.has(itemId)) best.set(itemId, score);
    }
    return [...best].slice(0, limit).map(([itemId, score]) => ({ itemId, score }));
  }

  /** Items per status: what a caller waits on to know ingestion is over. */
  async statusCounts(scope: TeamScope): Promise<Record<string, number>> {
    return this.deps.repo.statusCounts(scope);
  }

  /** Ingested, enabled file items: what a deck or article can be written from. */
  async listForWorks(
    scope: TeamScope,
    query: { pageno: number; pagesize: number; c_id?: string | undefined },
  ): Promise<WorkKnowledgeListResult> {
    const { rows, total } = await this.deps.repo.list(scope, {
      pageno: query.pageno,
      pagesize: query.pagesize,
      type: 'file',
      status: 'success',
      enable_flag: '1',
      order: 'updated_at',
      ...(query.c_id !== undefined ? { c_id: query.c_id } : {}),
    });
    return {
      data: rows.flatMap((r) =>
        r.fileId
          ? [
              {
                id: r.id,
                name: r.name,
                type: r.type as KnowledgeType,
                c_id: r.cId,
                file_id: r.fileId,
                updated_at: Math.floor(r.updatedAt.getTime() / 1000),
              },
            ]
          : [],
      ),
      total_num: total,
    };
  }

  /** The files behind knowledge items, in the order asked; any item that cannot be a source is a 400 naming it. */
  async relateToWork(scope: TeamScope, ids: string[]): Promise<RelationKnowledgeResult> {
    const rows = new Map((await this.deps.repo.findManyByIds(scope, ids)).map((r) => [r.id, r]));
    const problems: string[] = [];
    const sources: RelationKnowledgeResult['sources'] = [];
    for (const id of [...new Set(ids)]) {
      const row = rows.get(id);
      if (!row) problems.push(`${id}: no such knowledge item`);
      else if (row.type !== 'file' || !row.fileId)
        problems.push(`"${row.name}" is not a file (only files can be a work's source)`);
      else if (row.status !== 'success') problems.push(`"${row.name}" is not ingested yet (${row.status})`);
      else sources.push({ knowledge_id: row.id, file_id: row.fileId, name: row.name });
    }
    if (problems.length > 0) throw badRequest(problems.join('; '));
    return { file_ids: sources.map((s) => s.file_id), sources };
  }

  private async require(scope: TeamScope, id: string): Promise<KnowledgeItemRow> {
    const item = await this.deps.repo.findById(scope, id);
    if (!item) throw notFound('Knowledge item');
    return item;
  }
}

function nameFromText(text: string): string {
  const first = text.trim().split('\n')[0]?.trim() ?? '';
  return first.length > NAME_FROM_TEXT_CHARS ? `${first.slice(0, NAME_FROM_TEXT_CHARS)}…` : first || 'Text';
}

/** An http(s) address as the fetch will use it; anything else is refused before an item exists. */
export function normaliseLink(input: string): string {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw badRequest('The link is not a valid web address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw badRequest('Only http and https links can be imported');
  url.hash = '';
  return url.href;
}
