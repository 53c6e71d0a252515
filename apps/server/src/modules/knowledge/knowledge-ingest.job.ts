import { CHUNK_TYPES } from '@prowrite/contracts';
import {
  analyze,
  chunkDenseSteps,
  chunkSemanticSteps,
  type KnowledgeChunk,
  type Steps,
  termFrequencies,
} from '@prowrite/engine';
import { defineJob, PermanentJobError } from '../../jobs/job-registry';
import { errorMessage } from '../../jobs/worker';
import { type EmbeddingClient, EmbeddingError } from './embedding/embedding-client';
import { KnowledgeInputError } from './knowledge-input-error';
import { KNOWLEDGE_INGEST_JOB, knowledgeIngestPayloadSchema } from './knowledge-ingest-payload';
import type { ChunkToStore, KnowledgeRepository } from './knowledge.repository';
import type { KnowledgeSources } from './knowledge-sources';
import { runInSlices } from './run-in-slices';

export type KnowledgeIngestDeps = {
  repo: KnowledgeRepository;
  sources: KnowledgeSources;
  /** Embeds each chunk for hybrid search when an embedding model is configured. */
  embedder?: EmbeddingClient | null;
  /** How often a running ingestion marks its item alive (the stuck detector's clock). */
  heartbeatMs?: number;
};

/** Well under the stuck threshold (30 s): a live ingestion is never shown as stuck. */
const DEFAULT_ITEM_HEARTBEAT_MS = 5_000;

/**
 * `knowledge.ingest`: item wait -> inProgress -> success | error. Reads the item, chunks it (dense or
 * semantic), analyses each chunk for BM25, and stores the chunks in one transaction that replaces any
 * earlier ones. Input that cannot be read ends in error at once with its reason and whether a retry may
 * help; unexpected failures are retried by the queue (the item waits, saying so) and end in error.
 */
export function createKnowledgeIngestJob(deps: KnowledgeIngestDeps) {
  const { repo, sources } = deps;
  return defineJob({
    type: KNOWLEDGE_INGEST_JOB,
    payload: knowledgeIngestPayloadSchema,
    async run({ itemId, teamId }, ctx) {
      const scope = { teamId };
      const item = await repo.findById(scope, itemId);
      if (!item) return { skipped: 'the item no longer exists' };
      // A job delivered again after its item was stored must not store it twice.
      if (item.status === 'success') return { skipped: 'already ingested' };
      await repo.setStatus(scope, itemId, { status: 'inProgress', schedule: 5, errMsg: '' });
      const beat = setInterval(() => {
        repo.heartbeat(scope, itemId).catch(() => {});
      }, deps.heartbeatMs ?? DEFAULT_ITEM_HEARTBEAT_MS);
      try {
        const content = await sources.read(scope, item, ctx.signal);
        await repo.setStatus(scope, itemId, { schedule: 40 });
        // Chunking and analysis of a long item take seconds of CPU: in slices, so the event loop keeps
        // serving requests and job heartbeats meanwhile (decision 0060).
        // Each part (a web page of a search, the one source otherwise) is chunked on its own, so a chunk
        // never joins two pages and keeps its page's address.
        const stored: ChunkToStore[] = [];
        for (const part of content.parts) {
          const chunks = await runInSlices(
            item.chunkType === CHUNK_TYPES.dense
              ? chunkDenseSteps(part.blocks)
              : chunkSemanticSteps(part.blocks),
            ctx.signal,
          );
          stored.push(...(await runInSlices(toStoreSteps(chunks, content.fileId, part.url), ctx.signal)));
        }
        if (stored.length === 0) throw new KnowledgeInputError('No text could be read from this item', false);
        await repo.setStatus(scope, itemId, { schedule: 70 });
        if (deps.embedder) {
          await repo.setStatus(scope, itemId, { schedule: 80 });
          const vectors = await deps.embedder.embed(stored.map((c) => c.text)).catch((err: unknown) => {
            // The endpoint's trouble (429s past the backoff, 5xx, bad answers) may pass: the user may retry.
            if (err instanceof EmbeddingError) throw new KnowledgeInputError(err.message, true);
            throw err;
          });
          stored.forEach((chunk, i) => {
            chunk.embedding = vectors[i] ?? null;
          });
        }
        await repo.replaceChunks(scope, itemId, stored, {
          ...content.done,
          ...(content.sha1 ? { sha1: content.sha1 } : {}),
          ...(content.size !== undefined ? { size: content.size } : {}),
          ...(content.title && !item.nameUpdateFlag && item.type === 'link'
            ? { name: content.title.slice(0, 200) }
            : {}),
        });
        return { chunks: stored.length };
      } catch (err) {
        // Stopped (the worker stops, or another one took the job over): the run holding the job reports.
        if (ctx.signal.aborted) throw err;
        if (err instanceof KnowledgeInputError) {
          await repo.setStatus(scope, itemId, {
            status: 'error',
            errMsg: err.message,
            isAllowRetry: err.allowRetry,
          });
          throw new PermanentJobError(err.message);
        }
        const message = `Ingestion failed unexpectedly: ${errorMessage(err)}`;
        if (!ctx.isLastAttempt) {
          await repo.setStatus(scope, itemId, { status: 'wait', errMsg: `${message} (retrying)` });
        }
        throw new Error(message, { cause: err });
      } finally {
        clearInterval(beat);
      }
    },
    async onDead({ itemId, teamId }, error) {
      const scope = { teamId };
      const item = await repo.findById(scope, itemId);
      // The reason was already recorded by a KnowledgeInputError (with its own retry verdict).
      if (!item || item.status === 'error' || item.status === 'success') return;
      await repo.setStatus(scope, itemId, { status: 'error', errMsg: error, isAllowRetry: true });
    },
  });
}

/** Each chunk analysed for BM25, one step per chunk. */
export function* toStoreSteps(
  chunks: readonly KnowledgeChunk[],
  fileId: string | null,
  url = '',
): Steps<ChunkToStore[]> {
  const stored: ChunkToStore[] = [];
  for (const chunk of chunks) {
    stored.push(toStore(chunk, fileId, url));
    yield;
  }
  return stored;
}

function toStore(chunk: KnowledgeChunk, fileId: string | null, url: string): ChunkToStore {
  // Exactly the stored text is indexed, so what a search matches is what it shows.
  const terms = analyze(chunk.text);
  return {
    text: chunk.text,
    tokens: chunk.tokens,
    heading: chunk.heading,
    fileId,
    page: chunk.page,
    quote: chunk.quote,
    url,
    terms: termFrequencies(terms),
    length: terms.length,
  };
}
