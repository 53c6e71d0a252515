import type {
  ChunkType,
  KnowledgeChunkView,
  KnowledgeItem,
  KnowledgeStatus,
  KnowledgeType,
} from '@prowrite/contracts';
import type { KnowledgeChunkRow, KnowledgeItemRow } from './knowledge.repository';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** A stored item in the API's field names (snake_case; times in seconds since the epoch). */
export function toItemView(row: KnowledgeItemRow, stuck: boolean): KnowledgeItem {
  return {
    id: row.id,
    session_id: row.sessionId,
    name: row.name,
    type: row.type as KnowledgeType,
    status: row.status as KnowledgeStatus,
    schedule: row.schedule,
    is_allow_retry: row.isAllowRetry,
    err_msg: row.errMsg,
    url: row.url,
    tags: row.tags,
    summary: row.summary,
    sha1: row.sha1,
    edit_flag: row.editFlag,
    edit_draft: row.editDraft,
    check_status: row.checkStatus,
    thumbnails_url: row.thumbnailsUrl,
    c_id: row.cId,
    size: row.size,
    enable_flag: row.enableFlag,
    name_update_flag: row.nameUpdateFlag,
    chunk_type: row.chunkType as ChunkType,
    chunk_count: row.chunkCount,
    caption: row.caption,
    media: row.details?.media ?? null,
    web_sources: row.details?.webSources ?? [],
    file_id: row.fileId,
    stuck,
    created_at: seconds(row.createdAt),
    updated_at: seconds(row.updatedAt),
  };
}

export function toChunkView(row: KnowledgeChunkRow): KnowledgeChunkView {
  return {
    id: row.id,
    seq: row.seq,
    text: row.text,
    tokens: row.tokens,
    heading: row.heading,
    source: { file_id: row.fileId, page: row.page, quote: row.quote, url: row.url },
  };
}
