import { type KnowledgeMediaInfo, type KnowledgeWebSource, WORK_TYPES } from '@prowrite/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  bigint,
  customType,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const teams = pgTable('teams', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** The company (Roche) template: the deck variants and the article editor's image-only insert menu. */
  companyTemplate: boolean('company_template').notNull().default(false),
  /** The closing slide's contact line (an address or phone); empty = the closing slide shows no contact. */
  closingContact: text('closing_contact').notNull().default(''),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id),
    /** Null for a user who signed up by phone only. */
    email: text('email'),
    /** E.164 (`+8613812341234`): the address of SMS codes; null for email-only users. */
    phone: text('phone'),
    countryCode: text('country_code'),
    name: text('name').notNull(),
    avatar: text('avatar').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'member', 'viewer', 'nai'] }).notNull(),
    /** The first administrator manages every team. */
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    /** A temporary (trial) user ends here; null for every other user. */
    tempExpiresAt: timestamp('temp_expires_at', { withTimezone: true }),
    /** HMAC of the trial page's fingerprint id (never the id): the same browser gets its temporary user back. */
    tempKeyHash: text('temp_key_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_phone_unique').on(t.phone),
    uniqueIndex('users_temp_key_unique').on(t.tempKeyHash),
    index('users_team_idx').on(t.teamId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the 256-bit session token: a stolen database does not yield usable tokens. */
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Two accounts one person proved to own (a session of one, the password of the other): either may switch to
 * the other without logging in again. Stored once per pair, the lower id first.
 */
export const accountLinks = pgTable(
  'account_links',
  {
    userLow: text('user_low')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHigh: text('user_high')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userLow, t.userHigh] }),
    index('account_links_high_idx').on(t.userHigh),
    check('account_links_order', sql`${t.userLow} < ${t.userHigh}`),
  ],
);

export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    teamId: text('team_id'),
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    status: text('status', { enum: ['queued', 'running', 'done', 'dead'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    lastError: text('last_error'),
    result: jsonb('result'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('jobs_claim_idx').on(t.status, t.runAt)],
);

export const files = pgTable(
  'files',
  {
    id: text('id').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    sha1: text('sha1').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    mime: text('mime').notNull(),
    // Plain text column: new kinds need no migration (gif/webp/mp4/webm come from media uploads and fetches).
    kind: text('kind', {
      enum: ['pdf', 'docx', 'txt', 'md', 'png', 'jpeg', 'gif', 'webp', 'mp4', 'webm'],
    }).notNull(),
    pages: integer('pages'),
    parseStatus: text('parse_status', { enum: ['wait', 'inProgress', 'success', 'error'] })
      .notNull()
      .default('wait'),
    errMsg: text('err_msg').notNull().default(''),
    // 'export': a PNG the server rendered for `v2/export/images`; kept 24 h for download, never listed among
    // uploads. An upload of the same bytes turns the record into an 'upload' (it is then kept).
    purpose: text('purpose', { enum: ['upload', 'export'] })
      .notNull()
      .default('upload'),
    createdAt: createdAt(),
  },
  (t) => [
    index('files_team_idx').on(t.teamId, t.createdAt),
    // One record per team for the same bytes read as the same kind: concurrent identical uploads share it.
    uniqueIndex('files_team_sha1_kind_unique').on(t.teamId, t.sha1, t.kind),
  ],
);

/** The parse result of one file: its SourceDocument and the facts extracted from it. */
export const fileParses = pgTable('file_parses', {
  fileId: text('file_id')
    .primaryKey()
    .references(() => files.id, { onDelete: 'cascade' }),
  teamId: text('team_id')
    .notNull()
    .references(() => teams.id),
  engineVersion: text('engine_version').notNull(),
  document: jsonb('document').notNull(),
  facts: jsonb('facts').notNull(),
  createdAt: createdAt(),
});

/**
 * A generated work: a deck (PPT) or an article. Slides live in `work_slides`, one row each, so generation can
 * persist them one by one (idempotently), a stream can replay them from the database, and one slide's save
 * touches one row. `version` rises with every save (and when generation ends): a stale save is a 409.
 */
export const works = pgTable(
  'works',
  {
    id: text('id').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id),
    type: text('type', { enum: WORK_TYPES }).notNull(),
    name: text('name').notNull(),
    fileIds: jsonb('file_ids').$type<string[]>().notNull(),
    selectTemplate: text('select_template').notNull(),
    selectOptionalComponents: jsonb('select_optional_components').$type<string[]>().notNull().default([]),
    outLang: text('out_lang', { enum: ['zh-cn', 'en'] }).notNull(),
    /** 0 generating, 1 done, 2 failed, 3 no new source content, 4 nothing the writer could use (REPORT_STATUS). */
    reportStatus: integer('report_status').notNull().default(0),
    process: text('process', { enum: ['inProgress', 'end'] })
      .notNull()
      .default('inProgress'),
    /** 0..100 while generating. */
    progress: integer('progress').notNull().default(0),
    errMsg: text('err_msg').notNull().default(''),
    version: integer('version').notNull().default(1),
    /**
     * Article works (Tweets, PatientEducationPost): the components in order (`ArticleComponent[]`), kept whole
     * in one column (an article is tens of components, saved and undone as a whole); empty for decks.
     */
    components: jsonb('components').$type<unknown[]>().notNull().default([]),
    /** Article works: the chosen theme colour (#RRGGBB); empty for decks. */
    themeColor: text('theme_color').notNull().default(''),
    /** Public preview: both null until published; the pair is unguessable. */
    pptId: text('ppt_id'),
    shareToken: text('share_token'),
    /** When the public pair stops answering (null = until revoked). */
    shareExpiresAt: timestamp('share_expires_at', { withTimezone: true }),
    /** Whether visitors of the public page may download files (the export button). */
    shareDownloads: boolean('share_downloads').notNull().default(false),
    /** The monitoring series the work is a report of (kinds with needsReportId); null for the others. */
    reportId: text('report_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('works_team_idx').on(t.teamId, t.createdAt),
    uniqueIndex('works_ppt_id_unique').on(t.pptId),
    index('works_team_report_idx').on(t.teamId, t.reportId),
  ],
);

export const workSlides = pgTable(
  'work_slides',
  {
    workId: text('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id),
    /** 1-based position in the deck. */
    slideNum: integer('slide_num').notNull(),
    slide: jsonb('slide').notNull(),
  },
  (t) => [primaryKey({ columns: [t.workId, t.slideNum] })],
);

/** Comments on a work's sections; for decks `section_id` is the slide number as a string. */
export const workComments = pgTable(
  'work_comments',
  {
    id: text('id').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id),
    workId: text('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    sectionId: text('section_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('work_comments_section_idx').on(t.workId, t.sectionId, t.createdAt)],
);

/** When a user last opened a section's comments: later comments by others make it unread. */
export const workCommentReads = pgTable(
  'work_comment_reads',
  {
    workId: text('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id),
    sectionId: text('section_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workId, t.sectionId, t.userId] })],
);

/**
 * The undo history of an article: before each change the previous state is kept here (newest = highest
 * `seq`); `withdraw` restores and removes the newest one. Only the last few are kept (see the service).
 */
export const workRevisions = pgTable(
  'work_revisions',
  {
    workId: text('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id),
    seq: integer('seq').notNull(),
    components: jsonb('components').$type<unknown[]>().notNull(),
    selectOptionalComponents: jsonb('select_optional_components').$type<string[]>().notNull(),
    themeColor: text('theme_color').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.workId, t.seq] })],
);

/**
 * Shared rate-limit counters (login throttle, public export limits): one row per key and fixed window, so
 * every API process counts against the same numbers. Owned by modules/rate-limits; keys are hashed there.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/** AI chat conversations; each belongs to its user (owned by modules/chat). */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: text('id').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['text', 'pdf', 'kb', 'work'] }).notNull(),
    name: text('name').notNull(),
    fileIds: jsonb('file_ids').$type<string[]>().notNull().default([]),
    /** The work a chat-revise conversation (type work) is about; deleted with it. */
    workId: text('work_id').references(() => works.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_conversations_user_idx').on(t.teamId, t.userId, t.type, t.updatedAt),
    index('chat_conversations_work_idx').on(t.workId, t.userId),
  ],
);

/**
 * One question and its answer. The answer's text, reasoning, steps, citations and usage are kept as they
 * stream (flushed in small batches), so a reload sees the answer so far; `heartbeat_at` moves with each
 * flush, so a reader can tell an answer whose writer died (status still streaming, heartbeat old).
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: text('id').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    status: text('status', { enum: ['streaming', 'done', 'error', 'stopped'] }).notNull(),
    content: text('content').notNull().default(''),
    reasoning: text('reasoning').notNull().default(''),
    steps: jsonb('steps').$type<unknown[]>().notNull().default([]),
    citations: jsonb('citations').$type<unknown[]>().notNull().default([]),
    usage: jsonb('usage').$type<unknown>(),
    errorCode: integer('error_code').notNull().default(200),
    errorMsg: text('error_msg').notNull().default(''),
    stopRequested: boolean('stop_requested').notNull().default(false),
    /** Answered by the premium model (counted against the team's premium limits). */
    premium: boolean('premium').notNull().default(false),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.createdAt),
    index('chat_messages_team_day_idx').on(t.teamId, t.createdAt),
  ],
);

/** Every SSE event of an answer with its id (`seq`): what a resumed stream replays after Last-Event-ID. */
export const chatMessageEvents = pgTable(
  'chat_message_events',
  {
    messageId: text('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    event: text('event').notNull(),
    data: jsonb('data').$type<unknown>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.seq] })],
);

/** A user's like or dislike of one answer (one per user and answer; owned by modules/chat). */
export const chatMessageFeedback = pgTable(
  'chat_message_feedback',
  {
    messageId: text('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id),
    type: text('type', { enum: ['like', 'dislike'] }).notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    content: text('content').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId] }),
    index('chat_message_feedback_team_idx').on(t.teamId, t.updatedAt),
  ],
);

/** Chat prompts a user saved for reuse; personal within the team (owned by modules/prompts). */
export const savedPrompts = pgTable(
  'saved_prompts',
  {
    id: text('id').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_prompts_user_idx').on(t.teamId, t.userId, t.updatedAt)],
);

/** Per-team chat message limits (0 = unlimited); no row = the server's defaults. */
export const chatTeamLimits = pgTable('chat_team_limits', {
  teamId: text('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  totalMessages: integer('total_messages').notNull(),
  dailyMessages: integer('daily_messages').notNull(),
  /** Answers of the premium model; null = the server's default. */
  premiumTotalMessages: integer('premium_total_messages'),
  premiumDailyMessages: integer('premium_daily_messages'),
});

/** A member's chat settings: the premium-model switch (PUT /api/member/gpt4). Owned by modules/chat. */
export const chatMemberSettings = pgTable('chat_member_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  premium: boolean('premium').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Knowledge-base categories of a team; "No category" (id '0') is implicit. Owned by modules/knowledge. */
export const knowledgeCategories = pgTable(
  'knowledge_categories',
  {
    id: text('id').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id),
    name: text('name').notNull(),
    enName: text('en_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('knowledge_categories_team_idx').on(t.teamId)],
);

/**
 * A knowledge-base item. `source_key` is what makes two items the same (the url of a link, the sha1 of a
 * file's or text's bytes): one item per team and key. `heartbeat_at` is touched by the ingestion job while it
 * runs, so an item nobody works on is seen as stuck.
 */
export const knowledgeItems = pgTable(
  'knowledge_items',
  {
    id: text('id').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id),
    sessionId: text('session_id').notNull().default(''),
    name: text('name').notNull(),
    type: text('type').notNull(),
    status: text('status', { enum: ['initial', 'wait', 'inProgress', 'success', 'error'] })
      .notNull()
      .default('initial'),
    schedule: integer('schedule').notNull().default(0),
    isAllowRetry: boolean('is_allow_retry').notNull().default(false),
    errMsg: text('err_msg').notNull().default(''),
    url: text('url').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    summary: text('summary').notNull().default(''),
    sha1: text('sha1').notNull().default(''),
    sourceKey: text('source_key').notNull(),
    fileId: text('file_id').references(() => files.id, { onDelete: 'set null' }),
    editFlag: boolean('edit_flag').notNull().default(false),
    editDraft: text('edit_draft').notNull().default(''),
    checkStatus: integer('check_status').notNull().default(0),
    thumbnailsUrl: text('thumbnails_url').notNull().default(''),
    /** The caption or alt text given with an image, video or audio item. */
    caption: text('caption').notNull().default(''),
    /** What ingestion learnt beyond the chunks: media metadata and OCR/transcript state, web result pages. */
    details: jsonb('details').$type<KnowledgeItemDetails>(),
    cId: text('c_id').notNull().default('0'),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    enableFlag: boolean('enable_flag').notNull().default(true),
    nameUpdateFlag: boolean('name_update_flag').notNull().default(false),
    chunkType: integer('chunk_type').notNull().default(3),
    chunkCount: integer('chunk_count').notNull().default(0),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('knowledge_items_team_source_unique').on(t.teamId, t.sourceKey),
    index('knowledge_items_team_updated_idx').on(t.teamId, t.updatedAt),
  ],
);

/** `knowledge_items.details`: media metadata (image, video, audio) or the result pages (searchWeb). */
export type KnowledgeItemDetails = {
  media?: KnowledgeMediaInfo;
  /** searchWeb: the query as asked, and its result pages. */
  query?: string;
  webSources?: KnowledgeWebSource[];
};

/** Raw bytes (bytea), as a Buffer on both drivers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** One retrievable passage of an item, with its provenance (file, page, opening quote). */
export const knowledgeChunks = pgTable(
  'knowledge_chunks',
  {
    id: text('id').primaryKey(),
    itemId: text('item_id')
      .notNull()
      .references(() => knowledgeItems.id, { onDelete: 'cascade' }),
    teamId: text('team_id').notNull(),
    seq: integer('seq').notNull(),
    text: text('text').notNull(),
    tokens: integer('tokens').notNull(),
    /** Index terms of the chunk (BM25 document length). */
    length: integer('length').notNull(),
    heading: text('heading').notNull().default(''),
    fileId: text('file_id'),
    page: integer('page'),
    quote: text('quote').notNull().default(''),
    /** The web page the passage was read from (link and searchWeb items). */
    url: text('url').notNull().default(''),
    /** The chunk's analysed terms as JSON `[[term, tf], ...]`: what a process builds its search index from. */
    termVector: text('term_vector').notNull().default('[]'),
    /** The chunk's embedding as float32 little-endian bytes, when an embedding model is configured. */
    embedding: bytea('embedding'),
  },
  (t) => [
    uniqueIndex('knowledge_chunks_item_seq_unique').on(t.itemId, t.seq),
    index('knowledge_chunks_team_idx').on(t.teamId),
  ],
);

/** Per-team collection statistics for BM25 (chunk count, summed lengths), kept in step with the chunks. */
export const knowledgeStats = pgTable('knowledge_stats', {
  teamId: text('team_id').primaryKey(),
  chunks: bigint('chunks', { mode: 'number' }).notNull().default(0),
  totalLength: bigint('total_length', { mode: 'number' }).notNull().default(0),
  /** Bumped in the transaction of every change search can see: a process's cached index is current iff equal. */
  generation: bigint('generation', { mode: 'number' }).notNull().default(0),
});

/** The generation at which each item last changed for search: a process's cache catches up item by item. */
export const knowledgeIndexChanges = pgTable(
  'knowledge_index_changes',
  {
    teamId: text('team_id').notNull(),
    itemId: text('item_id').notNull(),
    generation: bigint('generation', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'knowledge_index_changes_pk', columns: [t.teamId, t.itemId] }),
    index('knowledge_index_changes_team_generation_idx').on(t.teamId, t.generation),
  ],
);

/** Each team's search index in compact binary form and the generation it reflects: a cold start's base. */
export const knowledgeIndexSnapshots = pgTable('knowledge_index_snapshots', {
  teamId: text('team_id').primaryKey(),
  generation: bigint('generation', { mode: 'number' }).notNull(),
  /** The snapshot bytes in base64 (PGlite converts bytea byte by byte through hex: seconds per few MB). */
  data: text('data').notNull(),
  createdAt: createdAt(),
});

/** One verification code (stored hashed): 10 minutes, single use, a bounded number of tries. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: text('id').primaryKey(),
    purpose: text('purpose', { enum: ['login', 'signup', 'invite'] }).notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    /** Lower-case email or E.164 phone. */
    address: text('address').notNull(),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_codes_address_idx').on(t.address, t.purpose, t.createdAt),
    index('verification_codes_expires_idx').on(t.expiresAt),
  ],
);

/** Messages the server could not send because no mail or SMS provider is configured (development). */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: text('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    address: text('address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('dev_outbox_created_idx').on(t.createdAt)],
);

/** An invitation into a team by email or phone; the token is stored hashed and opens it once. */
export const invitations = pgTable(
  'invitations',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    inviterId: text('inviter_id').references(() => users.id, { onDelete: 'set null' }),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    address: text('address').notNull(),
    countryCode: text('country_code'),
    role: text('role', { enum: ['admin', 'member', 'viewer'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invitations_token_unique').on(t.tokenHash),
    index('invitations_team_idx').on(t.teamId),
  ],
);

/** A user who signs in by OpenID Connect: the provider's (issuer, subject) pair names one user for good. */
export const oidcIdentities = pgTable(
  'oidc_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index('oidc_identities_user_idx').on(t.userId)],
);

/** A started OpenID Connect login: the state (hashed), its nonce and PKCE verifier; single use, short-lived. */
export const oidcLoginStates = pgTable(
  'oidc_login_states',
  {
    stateHash: text('state_hash').primaryKey(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('oidc_login_states_expires_idx').on(t.expiresAt)],
);

/** The one-time code the web page exchanges for a session after a single sign-on (hashed; seconds-lived). */
export const oidcLoginCodes = pgTable('oidc_login_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * A pending scan login (method 3): the QR secret, the waiting page's watch key and, once approved, the nonce the
 * one-time ticket is derived from (secrets stored hashed; the ticket is an HMAC, never stored). `expired` is not
 * a stored state: a pending, scanned or approved row past `expires_at` reads as expired.
 */
export const scanLogins = pgTable(
  'scan_logins',
  {
    id: text('id').primaryKey(),
    secretHash: text('secret_hash').notNull(),
    watchKeyHash: text('watch_key_hash').notNull(),
    state: text('state', { enum: ['pending', 'scanned', 'approved', 'rejected', 'used'] })
      .notNull()
      .default('pending'),
    /** Bumped on every change; the event stream's ids (Last-Event-ID). */
    version: integer('version').notNull().default(1),
    requesterIp: text('requester_ip').notNull(),
    requesterAgent: text('requester_agent').notNull(),
    /** The signed-in user who scanned it; only they may decide. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    ticketNonce: text('ticket_nonce'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('scan_logins_secret_unique').on(t.secretHash),
    index('scan_logins_expires_idx').on(t.expiresAt),
  ],
);

/**
 * A revision of one slide proposed in a chat-revise conversation (owned by modules/work-revise): the slide
 * as it would be saved, the changed texts, and what became of it. Accepting saves the slide as a new version
 * of the work through the works service (its 409 rules); rejecting saves nothing.
 */
export const workRevisionProposals = pgTable(
  'work_revision_proposals',
  {
    id: text('id').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workId: text('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    slideNum: integer('slide_num').notNull(),
    operation: text('operation', { enum: ['shorten', 'translate', 'add_fact', 'model'] }).notNull(),
    status: text('status', { enum: ['proposed', 'refused', 'accepted', 'rejected'] }).notNull(),
    reason: text('reason').notNull().default(''),
    baseVersion: integer('base_version').notNull(),
    savedVersion: integer('saved_version'),
    proposedSlide: jsonb('proposed_slide').$type<unknown>(),
    changes: jsonb('changes').$type<unknown[]>().notNull().default([]),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('work_revision_proposals_conversation_idx').on(t.conversationId, t.createdAt)],
);

/** A partner token: sha256 of a random 256-bit token naming one user, exchanged once before it expires. */
export const partnerTokens = pgTable(
  'partner_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The registered partner (PARTNERS) that alone may exchange it; null when none was registered. */
    partnerId: text('partner_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('partner_tokens_expires_idx').on(t.expiresAt)],
);
