import { z } from 'zod';
import { reportIdSchema } from './report-id';
import { articleComponentSchema } from './articles';
import { WORK_TYPES } from './kinds';
import { slideSchema } from './slides';

/** Works: decks (PPT) and articles, their comments and sharing. */

/** Every document kind (kinds.ts). */
export const workTypeSchema = z.enum(WORK_TYPES);
export type WorkType = z.infer<typeof workTypeSchema>;

export const outLangSchema = z.enum(['zh-cn', 'en']);
export type OutLangValue = z.infer<typeof outLangSchema>;

export const workProcessSchema = z.enum(['inProgress', 'end']);
export type WorkProcess = z.infer<typeof workProcessSchema>;

/**
 * `report_status` of a work. The spec names 3 (no new source content: the board's "no work generated"
 * notice); the others are ours. 4 is the board's generic "no content for the AI" notice.
 */
export const REPORT_STATUS = {
  generating: 0,
  done: 1,
  failed: 2,
  noNewContent: 3,
  noContent: 4,
} as const;
export type ReportStatus = (typeof REPORT_STATUS)[keyof typeof REPORT_STATUS];

/** Maximum source files per work, work name length, comment length and source-lookup query length. */
export const MAX_WORK_FILES = 20;
export const MAX_WORK_NAME = 200;
export const MAX_COMMENT_CHARS = 500;
export const MAX_QUOTE_QUERY_CHARS = 500;
export const MAX_DECK_SLIDES = 500;

const id = z.string().min(1).max(64);
const workName = z.string().trim().min(1, 'name must not be empty').max(MAX_WORK_NAME);

/** `POST /api/prowrite/v1/article` */
export const createWorkBodySchema = z.strictObject({
  type: workTypeSchema,
  name: workName.optional(),
  file_ids: z.array(id).min(1, 'choose at least one source file').max(MAX_WORK_FILES),
  /** Absent: the kind's default template. */
  select_template: z.string().min(1).max(64).optional(),
  select_optional_components: z.array(z.string().min(1).max(64)).max(50).optional(),
  out_lang: outLangSchema.optional(),
  /**
   * The monitoring series this work belongs to (required by kinds that need one, e.g. MonitorReport; refused
   * by the others): earlier finished works of the team with the same id are the series' earlier reports.
   */
  report_id: reportIdSchema.optional(),
});
export type CreateWorkBody = z.infer<typeof createWorkBodySchema>;

export const workIdQuerySchema = z.strictObject({ id });
export type WorkIdQuery = z.infer<typeof workIdQuerySchema>;

/**
 * `GET /api/prowrite/v1/generate/stream?id=`: EventSource cannot send headers, so the caller is named by
 * `ticket` (a `stream` URL ticket, what the web app sends) or `token` (the Access-Token itself, for API clients).
 */
export const workStreamQuerySchema = z.strictObject({
  id,
  token: z.string().max(200).optional(),
  ticket: z.string().max(1000).optional(),
});

export const workBaseInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: workTypeSchema,
  /** `slides` for decks, `article` for the article types. */
  format: z.enum(['slides', 'article']),
});

/** `GET /api/prowrite/v1/detail?id=` */
export const workDetailSchema = z.object({
  baseInfo: workBaseInfoSchema,
  select_template: z.string(),
  select_optional_components: z.array(z.string()),
  out_lang: outLangSchema,
  report_status: z.number().int(),
  process: workProcessSchema,
  progress: z.number().int(),
  /** Why generation failed, when report_status is failed. */
  err_msg: z.string(),
  file_ids: z.array(z.string()),
  slide_list: z.array(slideSchema),
  /** Article works: the components in order (empty for decks). */
  components: z.array(articleComponentSchema).default([]),
  /** Article works: the chosen theme colour (empty for decks). */
  theme_color: z.string().default(''),
  /** Article works: how many changes `withdraw` can undo (absent for decks). */
  revocation: z.number().int().min(0).optional(),
  comment_num: z.number().int(),
  /** Seconds since the epoch. */
  updated_at: z.number().int(),
  version: z.number().int(),
  /** The public preview pair, null until published (and again after a revoke or once expired). */
  ppt_id: z.string().nullable(),
  report_id: z.string().nullable(),
  /** The public link's expiry (seconds since the epoch), null = until revoked or not published. */
  share_expires_at: z.number().int().nullable().optional(),
  /** Whether the public link offers downloads. */
  share_allow_download: z.boolean().optional(),
  /** The team's company template at request time (decision 0007): 1 = the company deck variants. */
  roche_template_flag: z.number().int().min(0).max(1).optional(),
  /** The team's company template at request time: 1 = the company element; articles insert images only. */
  roche_flag: z.number().int().min(0).max(1).optional(),
});
export type WorkDetail = z.infer<typeof workDetailSchema>;

/** `GET /api/prowrite/v1/report/list?pageno=0&pagesize=15` */
export const workListQuerySchema = z.strictObject({
  pageno: z.coerce.number().int().min(0).max(100_000).default(0),
  pagesize: z.coerce.number().int().min(1).max(100).default(15),
  type: workTypeSchema.optional(),
});
export type WorkListQuery = z.infer<typeof workListQuerySchema>;

export const workListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  export_write_name: z.string(),
  type: workTypeSchema,
  select_template: z.string(),
  out_lang: outLangSchema,
  report_status: z.number().int(),
  process: workProcessSchema,
  slide_num: z.number().int(),
  comment_num: z.number().int(),
  creator: z.object({ id: z.string(), name: z.string() }),
  created_at: z.number().int(),
  updated_at: z.number().int(),
  version: z.number().int(),
});
export type WorkListItem = z.infer<typeof workListItemSchema>;

export const workListResultSchema = z.object({
  data: z.array(workListItemSchema),
  total_num: z.number().int(),
});
export type WorkListResult = z.infer<typeof workListResultSchema>;

const version = z.number().int().min(1);

/**
 * `POST /api/prowrite/v1/slide`: one slide. `slide_data` is checked against the Slide contract and its layout
 * by the service (so the message names the offending content id), hence `unknown` here.
 */
export const saveSlideBodySchema = z.strictObject({
  id,
  slide_num: z.number().int().min(1).max(MAX_DECK_SLIDES),
  slide_data: z.unknown(),
  report_id: z.string().max(64).optional(),
  version,
});
export type SaveSlideBody = z.infer<typeof saveSlideBodySchema>;

/** `PUT /api/prowrite/v1/save`: the whole slide list, renumbered 1..n in the order given. */
export const saveDeckBodySchema = z.strictObject({
  id,
  slide_data: z.array(z.unknown()).max(MAX_DECK_SLIDES),
  report_id: z.string().max(64).optional(),
  version,
});
export type SaveDeckBody = z.infer<typeof saveDeckBodySchema>;

export const outlineEntrySchema = z.object({ slide_num: z.number().int(), title: z.string() });

export const saveResultSchema = z.object({
  updated_at: z.number().int(),
  export_write_name: z.string(),
  /** For decks: each slide's number and title. */
  outline: z.array(outlineEntrySchema),
  version: z.number().int(),
});
export type SaveResult = z.infer<typeof saveResultSchema>;

/** `PUT /api/prowrite/v1/report/editName` */
export const editWorkNameBodySchema = z.strictObject({ id, name: workName });
/** `POST /api/prowrite/v1/edit/name` answer. */
export const editWorkNameResultSchema = z.object({
  id: z.string(),
  name: z.string(),
  updated_at: z.number(),
});
/** Calls that answer only the id they acted on (delete, unpublish, delete a comment). */
export const idResultSchema = z.object({ id: z.string() });

/** Code points, so one emoji or CJK character counts as one. */
const commentText = z
  .string()
  .transform((s) => s.trim())
  .refine((s) => s.length > 0, 'content must not be empty')
  .refine(
    (s) => [...s].length <= MAX_COMMENT_CHARS,
    `content must be at most ${MAX_COMMENT_CHARS} characters`,
  );

/** A section id: for decks the slide number as a string. */
const sectionId = z.string().min(1).max(64);

/** `POST /api/prowrite/v1/comment` */
export const createCommentBodySchema = z.strictObject({
  prowrite_id: id,
  section_id: sectionId,
  content: commentText,
});
export type CreateCommentBody = z.infer<typeof createCommentBodySchema>;

/** `GET /api/prowrite/v1/comment?prowrite_id=&section_id=&pageno=0&pagesize=` */
export const commentListQuerySchema = z.strictObject({
  prowrite_id: id,
  section_id: sectionId,
  pageno: z.coerce.number().int().min(0).max(100_000).default(0),
  pagesize: z.coerce.number().int().min(1).max(100).default(15),
});
export type CommentListQuery = z.infer<typeof commentListQuerySchema>;

export const commentIdParamsSchema = z.strictObject({ id });

export const commentSchema = z.object({
  comment_id: z.string(),
  section_id: z.string(),
  content: z.string(),
  /** Seconds since the epoch. */
  created_at: z.number().int(),
  comment_user: z.object({ id: z.string(), name: z.string(), avatar: z.string() }),
});
export type Comment = z.infer<typeof commentSchema>;

/** Newest first; `total_num` counts the section's comments. */
export const commentListResultSchema = z.object({
  data: z.array(commentSchema),
  total_num: z.number().int(),
});

/** `GET /api/prowrite/v1/comment/stats?prowrite_id=`: per commented section, its count and unread count. */
export const commentStatsQuerySchema = z.strictObject({ prowrite_id: id });
export const sectionCommentStatsSchema = z.object({
  section_id: z.string(),
  count: z.number().int(),
  /** Comments by others written after the caller last opened the section. */
  unread: z.number().int(),
});
export type SectionCommentStats = z.infer<typeof sectionCommentStatsSchema>;
export const commentStatsSchema = z.array(sectionCommentStatsSchema);

/** `GET /api/prowrite/v1/verify?id=`: every number shown, found in the sources or not. */
export const verifiedNumberSchema = z.object({
  /** The number as shown. */
  text: z.string(),
  /** Where it is shown. */
  content_id: z.string(),
  /**
   * The visible field it is shown in, for people: "Table, row 3, Placebo (n=206)", "Footnote" (decks);
   * "Efficacy › Subgroups" (articles). Absent from older servers.
   */
  label: z.string().optional(),
  /** What was compared whole: number, percent, ratio, range, fraction, count_percent, p_value, quantity, id. */
  kind: z.string().optional(),
  found: z.boolean(),
  /** Where it was found (page 1-based), with the text around it. */
  source: z.object({ file_id: z.string(), page: z.number().int(), quote: z.string() }).nullable(),
});
export const verifiedSlideSchema = z.object({
  slide_num: z.number().int(),
  /** The slide's title (decks) or the component's name (articles), for people. */
  title: z.string().optional(),
  numbers: z.array(verifiedNumberSchema),
});
export const verifyResultSchema = z.object({
  slides: z.array(verifiedSlideSchema),
  total: z.number().int(),
  found: z.number().int(),
  missing: z.number().int(),
});
export type VerifyResult = z.infer<typeof verifyResultSchema>;

const contentFindingSchema = z.object({ where: z.string(), text: z.string() });

/**
 * `GET /api/prowrite/v1/check_work?id=`: the content checker on a stored work as it now reads (primary result,
 * share of output-language letters outside marked quotes, cut text, thin slides, unlabelled continuations,
 * unsourced numbers).
 */
export const workContentCheckSchema = z.object({
  out_lang: outLangSchema,
  primary: z.enum(['stated', 'not reported by the sources', 'missing']),
  /**
   * Output-language letters among letters outside marked quotes (codes, acronyms, trade names, units excluded;
   * zh-cn output counts table cells too, a drug's INN in a cell excluded).
   */
  language_share: z.number(),
  /** The same counting every Latin letter as English. */
  language_share_all_latin: z.number(),
  /** Letters inside marked source quotes among all letters. */
  quoted_share: z.number(),
  english_sentences: z.array(contentFindingSchema),
  truncated: z.array(contentFindingSchema),
  underfilled: z.array(contentFindingSchema),
  unlabelled_continuations: z.array(contentFindingSchema),
  unsourced_numbers: z.array(contentFindingSchema),
});
export type WorkContentCheck = z.infer<typeof workContentCheckSchema>;

/** `POST /api/prowrite/v1/source/quote` */
export const sourceQuoteBodySchema = z.strictObject({
  prowrite_id: id,
  query_text: z.string().trim().min(1, 'query_text must not be empty').max(MAX_QUOTE_QUERY_CHARS),
  /** Index of the source in the work's file_ids; all sources when absent. */
  article_index: z
    .number()
    .int()
    .min(0)
    .max(MAX_WORK_FILES - 1)
    .optional(),
});
export type SourceQuoteBody = z.infer<typeof sourceQuoteBodySchema>;

export const sourceQuoteSchema = z.object({
  source_id: z.string(),
  sha1: z.string(),
  /** 1-based page number, as in every provenance. */
  page_idx: z.number().int(),
  high_light_text: z.string(),
});
export type SourceQuote = z.infer<typeof sourceQuoteSchema>;

/** `GET /api/prowrite/v1/source/search?prowrite_id=&q=`: passages of the work's sources to quote from. */
export const sourceSearchQuerySchema = z.strictObject({
  prowrite_id: id,
  q: z.string().trim().min(2, 'q must have at least 2 characters').max(200),
});
export type SourceSearchQuery = z.infer<typeof sourceSearchQuerySchema>;
export const sourcePassageSchema = z.object({
  file_id: z.string(),
  file_name: z.string(),
  /** 1-based, as in every provenance. */
  page: z.number().int(),
  /** The sentence as the source prints it (whitespace collapsed). */
  text: z.string(),
});
export type SourcePassage = z.infer<typeof sourcePassageSchema>;
export const sourceSearchResultSchema = z.object({ passages: z.array(sourcePassageSchema) });
export type SourceSearchResult = z.infer<typeof sourceSearchResultSchema>;

/** The longest a public link may stay open before it expires by itself (a year). */
export const MAX_SHARE_DAYS = 365;

/**
 * `POST /api/prowrite/v1/publish`: makes the work public (the same pair while it stays published; a new pair
 * after a revoke or expiry). `expires_in_days` null: open until revoked; `allow_download`: whether visitors
 * may export files. Either absent: a live link keeps its current setting, a new link gets none (no expiry,
 * no downloads: visitors read, they do not take an editable file).
 */
export const publishBodySchema = z.strictObject({
  id,
  expires_in_days: z.number().int().min(1).max(MAX_SHARE_DAYS).nullable().optional(),
  allow_download: z.boolean().optional(),
});
export type PublishBody = z.infer<typeof publishBodySchema>;
export const publishResultSchema = z.object({
  ppt_id: z.string(),
  reportId: z.string(),
  /** Seconds since the epoch; null = open until revoked. */
  expires_at: z.number().int().nullable(),
  allow_download: z.boolean(),
});
export type PublishResult = z.infer<typeof publishResultSchema>;

/** `DELETE /api/prowrite/v1/publish?id=`: revokes the public pair; the old link answers 404 at once. */
export const unpublishQuerySchema = z.strictObject({ id });

/** `GET /api/prowrite/v1/public/ppt?ppt_id=&reportId=` (no login). */
export const publicPptQuerySchema = z.strictObject({ ppt_id: id, reportId: id });
/** A figure of a published deck, readable without login by whoever holds the share pair. */
export const publicFigureQuerySchema = z.strictObject({
  ppt_id: id,
  reportId: id,
  file_id: id,
  index: z.coerce.number().int().min(0).max(100_000),
});
export const publicPptSchema = z.object({
  name: z.string(),
  creator: z.string(),
  creator_avatar: z.string(),
  category: z.string(),
  /** Seconds since the epoch. */
  created_at: z.number().int(),
  slide_list: z.array(slideSchema),
  select_template: z.string(),
  /** Whether the link's owner lets visitors download files (the export button); absent = not allowed. */
  allow_download: z.boolean().optional(),
  /** The team's company template at request time (decision 0007): 1 = the company deck variants. */
  roche_template_flag: z.number().int().min(0).max(1).optional(),
  /** The team's company template at request time: 1 = the company element; articles insert images only. */
  roche_flag: z.number().int().min(0).max(1).optional(),
});
export type PublicPpt = z.infer<typeof publicPptSchema>;

/** Server-Sent Events of `generate/stream`. */
export const workStatusEventSchema = z.object({
  process: workProcessSchema,
  report_status: z.number().int(),
  progress: z.number().int(),
});
export type WorkStatusEvent = z.infer<typeof workStatusEventSchema>;
export const workDoneEventSchema = z.object({ version: z.number().int(), report_status: z.number().int() });
export type WorkDoneEvent = z.infer<typeof workDoneEventSchema>;
