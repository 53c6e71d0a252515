import { type ChatPassage, pagePassages, rankPassages } from '@prowrite/engine';
import type { TeamScope } from '../../http/auth';
import type { KnowledgeService } from './knowledge.service';

/** Chunks read to pick the sentences an answer quotes: a few more than the rows an answer shows. */
const CHUNKS_READ = 8;

/**
 * Knowledge-base passages for chat: the best enabled chunks by the base's BM25, then their sentences ranked
 * against the question. Each passage is an exact span of its chunk, cited by the chunk's file and page;
 * a pasted text has no file, so it is cited by its item id on page 1.
 */
export function knowledgeChatRetriever(knowledge: KnowledgeService): {
  retrieve(scope: TeamScope, question: string, limit: number): Promise<ChatPassage[]>;
} {
  return {
    async retrieve(scope, question, limit) {
      const { hits } = await knowledge.search(scope, { query: question, limit: CHUNKS_READ });
      const chunks = hits.map((h) => ({
        fileId: h.chunk.source.file_id ?? h.item.id,
        page: h.chunk.source.page ?? 1,
        text: h.chunk.text,
      }));
      return rankPassages(question, pagePassages(chunks), limit).map(({ fileId, page, text }) => ({
        fileId,
        page,
        text,
      }));
    },
  };
}
