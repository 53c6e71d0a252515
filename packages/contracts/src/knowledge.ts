import { z } from 'zod';

/** Item types of the knowledge base. */
export const knowledgeTypeSchema = z.enum([
  'link',
  'file',
  'image',
  'link_image',
  'link_video',
  'video',
  'audio',
  'txt',
  'doc',
  'searchWeb',
]);
export type KnowledgeType = z.infer<typeof knowledgeTypeSchema>;

/** The types this release ingests: every spec type. */
export const INGESTIBLE_KNOWLEDGE_TYPES = [
  'file',
  'txt',
  'doc',
  'link',
  'image',
  'link_image',
  'video',
  'audio',
  'link_video',
  'searchWeb',
] as const satisfies readonly KnowledgeType[];

/** Types uploaded through `/api/knowledge/upload` (the `type` field; file is the default). */
export const knowledgeUploadTypeSchema = z.enum(['file', 'image', 'video', 'audio']);
export type KnowledgeUploadType = z.infer<typeof knowledgeUploadTypeSchema>;

/** What became of the text of a picture (OCR) or a recording (transcript); 'none' for other types. */
export const knowledgeOcrStateSchema = z.enum(['none', 'done', 'empty', 'unavailable', 'failed']);
export const knowledgeTranscriptStateSchema = z.enum([
  'none',
  'done',
  'empty',
  'not_configured',
  'too_large',
]);

/** Metadata of an image, video or audio item, read from its bytes (0 / '' when unknown). */
export const knowledgeMediaInfoSchema = z.object({
  mime: z.string(),
  /** Seconds. */
  duration: z.number(),
  width: z.number().int(),
  height: z.number().int(),
  codec: z.string(),
  ocr: knowledgeOcrStateSchema,
  transcript: knowledgeTranscriptStateSchema,
  /** What could not be read, in plain words (no OCR installed, no transcript model); '' when nothing. */
  note: z.string(),
});
export type KnowledgeMediaInfo = z.infer<typeof knowledgeMediaInfoSchema>;

/** A result page of a searchWeb item: read into chunks, or skipped with the reason. */
export const knowledgeWebSourceSchema = z.object({
  url: z.string(),
  title: z.string(),
  read: z.boolean(),
  reason: z.string(),
});
export type KnowledgeWebSource = z.infer<typeof knowledgeWebSourceSchema>;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** User text stored as is: NUL and lone surrogates cannot be stored or indexed, so they are refused. */
const storableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => !s.includes('\u0000'), 'must not contain NUL characters')
    .refine((s) => !LONE_SURROGATE.test(s), 'must not contain unpaired surrogate characters');
/** The caption or alt text a user gives an image, video or audio item (indexed with it). */
export const knowledgeCaptionSchema = storableText(2000);

/** Ingestion states: initial -> wait -> inProgress -> success | error. */
export const knowledgeStatusSchema = z.enum(['initial', 'wait', 'inProgress', 'success', 'error']);
export type KnowledgeStatus = z.infer<typeof knowledgeStatusSchema>;

/** Chunk types as the spec numbers them: dense 0, semantic 3, graph 4 (shown, disabled). */
export const CHUNK_TYPES = { dense: 0, semantic: 3, graph: 4 } as const;
export const chunkTypeSchema = z.union([z.literal(0), z.literal(3), z.literal(4)]);
export type ChunkType = z.infer<typeof chunkTypeSchema>;
/** Chunk types a user may pick; graph (4) is disabled. */
export const ENABLED_CHUNK_TYPES: readonly ChunkType[] = [CHUNK_TYPES.dense, CHUNK_TYPES.semantic];

/** Category id of "No category" (the default, never stored as a row). */
export const DEFAULT_CATEGORY_ID = '0';

export const knowledgeItemSchema = z.object({
  id: z.string(),
  session_id: z.string(),
  name: z.string(),
  type: knowledgeTypeSchema,
  status: knowledgeStatusSchema,
  /** Ingestion progress 0–100. */
  schedule: z.number().int().min(0).max(100),
  is_allow_retry: z.boolean(),
  /** Why the item failed, in plain words ('' unless status is error, or a retry is pending). */
  err_msg: z.string(),
  url: z.string(),
  tags: z.array(z.string()),
  summary: z.string(),
  sha1: z.string(),
  edit_flag: z.boolean(),
  edit_draft: z.string(),
  check_status: z.number().int(),
  thumbnails_url: z.string(),
  c_id: z.string(),
  size: z.number().int(),
  enable_flag: z.boolean(),
  name_update_flag: z.boolean(),
  chunk_type: chunkTypeSchema,
  chunk_count: z.number().int(),
  /** The caption or alt text given with an image, video or audio item ('' otherwise). */
  caption: z.string(),
  /** Image, video and audio items: what was read from the bytes; null for other types or before ingestion. */
  media: knowledgeMediaInfoSchema.nullable(),
  /** searchWeb items: the result pages, read or skipped (empty for other types). */
  web_sources: z.array(knowledgeWebSourceSchema),
  /** The file this item was read from (file items). */
  file_id: z.string().nullable(),
  /** Waiting or in progress with no sign of life for too long: shown so nobody is left guessing. */
  stuck: z.boolean(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type KnowledgeItem = z.infer<typeof knowledgeItemSchema>;

const tagsSchema = z.array(z.string().trim().min(1).max(50)).max(20);
const commonCreateFields = {
  name: z.string().trim().min(1).max(200).optional(),
  c_id: z.string().max(64).optional(),
  tags: tagsSchema.optional(),
  chunk_type: chunkTypeSchema.optional(),
};

/** Text pasted by the user (txt/doc items). */
export const MAX_KNOWLEDGE_TEXT_CHARS = 2_000_000;

export const knowledgeCreateRequestSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('txt'),
    content: z.string().min(1).max(MAX_KNOWLEDGE_TEXT_CHARS),
    ...commonCreateFields,
  }),
  z.object({
    type: z.literal('doc'),
    content: z.string().min(1).max(MAX_KNOWLEDGE_TEXT_CHARS),
    ...commonCreateFields,
  }),
  z.object({ type: z.literal('link'), url: z.string().trim().min(1).max(2048), ...commonCreateFields }),
  z.object({ type: z.literal('file'), file_id: z.string().min(1).max(64), ...commonCreateFields }),
  z.object({
    type: z.literal('link_image'),
    url: z.string().trim().min(1).max(2048),
    caption: knowledgeCaptionSchema.optional(),
    ...commonCreateFields,
  }),
  z.object({
    type: z.literal('link_video'),
    url: z.string().trim().min(1).max(2048),
    caption: knowledgeCaptionSchema.optional(),
    ...commonCreateFields,
  }),
  /** A web search run on the server; its result pages become the item's chunks. */
  z.object({
    type: z.literal('searchWeb'),
    query: storableText(500).pipe(z.string().min(1)),
    ...commonCreateFields,
  }),
]);
export type KnowledgeCreateRequest = z.infer<typeof knowledgeCreateRequestSchema>;

/** Multipart fields that may come with `jwfile` on the knowledge upload. */
export const knowledgeUploadFieldsSchema = z.object({
  type: knowledgeUploadTypeSchema.optional(),
  caption: knowledgeCaptionSchema.optional(),
  c_id: z.string().max(64).optional(),
  chunk_type: z.coerce.number().pipe(chunkTypeSchema).optional(),
});

export const knowledgeCreateResultSchema = z.object({
  item: knowledgeItemSchema,
  /** The same content (or url) was already in the base: the existing item is answered, nothing is added. */
  duplicate: z.boolean(),
});
export type KnowledgeCreateResult = z.infer<typeof knowledgeCreateResultSchema>;

export const knowledgeOrderSchema = z.enum(['updated_at', 'created_at', 'publish_time']);

export const knowledgeListQuerySchema = z.object({
  pageno: z.coerce.number().int().min(0).default(0),
  pagesize: z.coerce.number().int().min(1).max(200).default(15),
  c_id: z.string().max(64).optional(),
  type: knowledgeTypeSchema.optional(),
  status: knowledgeStatusSchema.optional(),
  enable_flag: z.enum(['0', '1']).optional(),
  tag: z.string().max(50).optional(),
  stuck: z.enum(['0', '1']).optional(),
  order: knowledgeOrderSchema.default('updated_at'),
});
export type KnowledgeListQuery = z.infer<typeof knowledgeListQuerySchema>;

export const knowledgeListResultSchema = z.object({
  data: z.array(knowledgeItemSchema),
  total_num: z.number().int(),
});
export type KnowledgeListResult = z.infer<typeof knowledgeListResultSchema>;

export const knowledgeChunkSchema = z.object({
  id: z.string(),
  seq: z.number().int(),
  text: z.string(),
  tokens: z.number().int(),
  heading: z.string(),
  /** Where the passage is: the file, its page and the opening quote as printed. */
  source: z.object({
    file_id: z.string().nullable(),
    page: z.number().int().nullable(),
    quote: z.string(),
    /** The web page the passage was read from (link and searchWeb items; '' otherwise). */
    url: z.string(),
  }),
});
export type KnowledgeChunkView = z.infer<typeof knowledgeChunkSchema>;

export const knowledgeDetailQuerySchema = z.object({ id: z.string().min(1).max(64) });
export const knowledgeDetailSchema = z.object({
  item: knowledgeItemSchema,
  chunks: z.array(knowledgeChunkSchema),
});
export type KnowledgeDetail = z.infer<typeof knowledgeDetailSchema>;

export const knowledgeIdsRequestSchema = z.object({
  ids: z.array(z.string().min(1).max(64)).min(1).max(500),
});
export const knowledgeEnableRequestSchema = knowledgeIdsRequestSchema.extend({ enable_flag: z.boolean() });
export const knowledgeBulkResultSchema = z.object({ updated: z.number().int() });

export const knowledgeCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  en_name: z.string(),
  /** Items in the category. */
  num: z.number().int(),
  /** Items per type (link, file, image, video, audio, txt, doc). */
  counts: z.record(z.string(), z.number().int()),
});
export type KnowledgeCategory = z.infer<typeof knowledgeCategorySchema>;
export const knowledgeCategoryListSchema = z.object({ data: z.array(knowledgeCategorySchema) });
export const knowledgeCategoryCreateSchema = z.object({
  name: z.string().trim().min(1).max(100),
  en_name: z.string().trim().max(100).optional(),
});

export const knowledgeSearchRequestSchema = z.object({
  query: z.string().trim().min(1).max(2000),
  limit: z.number().int().min(1).max(100).default(10),
  c_id: z.string().max(64).optional(),
  tags: z.array(z.string().max(50)).max(20).optional(),
  types: z.array(knowledgeTypeSchema).max(10).optional(),
  /** Also search disabled items (retrieval testing); default only enabled ones. */
  include_disabled: z.boolean().optional(),
});
export type KnowledgeSearchRequest = z.infer<typeof knowledgeSearchRequestSchema>;

export const knowledgeSearchHitSchema = z.object({
  chunk: knowledgeChunkSchema,
  item: z.object({ id: z.string(), name: z.string(), type: knowledgeTypeSchema, url: z.string() }),
  score: z.number(),
});
export const knowledgeSearchResultSchema = z.object({
  /** lexical: BM25 only (no embedding model configured); hybrid: BM25 and vectors fused by rank. */
  mode: z.enum(['lexical', 'hybrid']),
  hits: z.array(knowledgeSearchHitSchema),
});
export type KnowledgeSearchResult = z.infer<typeof knowledgeSearchResultSchema>;

/** `GET /api/prowrite/v1/knowledge_list`: knowledge items a deck or article can take as sources. */
export const workKnowledgeListQuerySchema = z.object({
  pageno: z.coerce.number().int().min(0).default(0),
  pagesize: z.coerce.number().int().min(1).max(200).default(15),
  c_id: z.string().max(64).optional(),
});
export const workKnowledgeItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: knowledgeTypeSchema,
  c_id: z.string(),
  file_id: z.string(),
  updated_at: z.number().int(),
});
export const workKnowledgeListResultSchema = z.object({
  data: z.array(workKnowledgeItemSchema),
  total_num: z.number().int(),
});
export type WorkKnowledgeListResult = z.infer<typeof workKnowledgeListResultSchema>;

/**
 * `POST /api/prowrite/v1/relation_knowledge`: the source files behind chosen knowledge items, to pass as a
 * work's `file_ids`. Items that cannot be a source (not a file, not ingested yet, missing) are refused by name.
 */
export const relationKnowledgeRequestSchema = z.object({
  knowledge_ids: z.array(z.string().min(1).max(64)).min(1).max(50),
});
export const relationKnowledgeResultSchema = z.object({
  file_ids: z.array(z.string()),
  sources: z.array(z.object({ knowledge_id: z.string(), file_id: z.string(), name: z.string() })),
});
export type RelationKnowledgeResult = z.infer<typeof relationKnowledgeResultSchema>;

/**
 * `/api/files/upload/chunk`: resumable uploads over the tus 1.0 protocol (POST creates, HEAD answers the
 * offset, PATCH appends, DELETE abandons). The last PATCH answers the knowledge item the file became.
 */
export const CHUNK_UPLOAD_PATH = '/api/files/upload/chunk';
/** Files from this size up go through the resumable upload (smaller ones in one multipart request). */
export const CHUNK_UPLOAD_THRESHOLD_BYTES = 4 * 1024 * 1024;
/** Bytes per PATCH the web client sends: a dropped connection loses at most this much. */
export const CHUNK_UPLOAD_PART_BYTES = 2 * 1024 * 1024;

/** The tus Upload-Metadata a resumable knowledge upload carries (values are strings in tus). */
export const chunkUploadMetadataSchema = z.object({
  filename: z.string().trim().min(1).max(255),
  c_id: z.string().max(64).optional(),
  chunk_type: z.coerce.number().pipe(chunkTypeSchema).optional(),
});
export type ChunkUploadMetadata = z.infer<typeof chunkUploadMetadataSchema>;

/** Upload states of the web's resumable upload. */
export const UPLOAD_STATES = ['wait', 'inProgress', 'paused', 'process', 'success', 'error'] as const;
export type UploadState = (typeof UPLOAD_STATES)[number];

/**
 * `POST /api/knowledge/import` (the import modes): `sitemap` reads a sitemap or sitemap index and adds one link
 * item per page robots.txt allows; `exact` adds the one page. Pages are then ingested like any link.
 */
export const knowledgeImportRequestSchema = z.object({
  mode: z.enum(['sitemap', 'exact']),
  url: z.string().trim().min(1).max(2048),
  ...commonCreateFields,
});
export type KnowledgeImportRequest = z.infer<typeof knowledgeImportRequestSchema>;

export const knowledgeImportResultSchema = z.object({
  /** error: the sitemap itself could not be read (err_msg says why; is_allow_retry whether trying later may help). */
  status: z.enum(['success', 'error']),
  err_msg: z.string(),
  is_allow_retry: z.boolean(),
  /** Page addresses the sitemap listed (within the import's limits). */
  pages: z.number().int(),
  /** One item per page imported (new ones, and existing ones for pages already in the base). */
  items: z.array(knowledgeItemSchema),
  duplicates: z.number().int(),
  /** Pages and child sitemaps left out, with the reason (robots.txt, unreadable child sitemap). */
  skipped: z.array(z.object({ url: z.string(), reason: z.string() })),
  /** The sitemap listed more than one import takes (pages, documents or nesting). */
  truncated: z.boolean(),
});
export type KnowledgeImportResult = z.infer<typeof knowledgeImportResultSchema>;
