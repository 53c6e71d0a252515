import { z } from 'zod';

export const parseStatusSchema = z.enum(['wait', 'inProgress', 'success', 'error']);
export type ParseStatus = z.infer<typeof parseStatusSchema>;

/**
 * Kinds we accept, sniffed from bytes: sources (pdf, docx, txt, md), images and videos for the insert dialogs
 * (gif, webp, mp4, webm only through media uploads and link fetches).
 */
export const fileKindSchema = z.enum([
  'pdf',
  'docx',
  'txt',
  'md',
  'png',
  'jpeg',
  'gif',
  'webp',
  'mp4',
  'webm',
]);
export type FileKind = z.infer<typeof fileKindSchema>;

export const fileInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  sha1: z.string(),
  size: z.number().int(),
  mime: z.string(),
  kind: fileKindSchema,
  pages: z.number().int().nullable(),
});
export type FileInfo = z.infer<typeof fileInfoSchema>;

export const fileDetailSchema = fileInfoSchema.extend({
  parse_status: parseStatusSchema,
  err_msg: z.string(),
  created_at: z.number().int(),
});
export type FileDetail = z.infer<typeof fileDetailSchema>;

/**
 * A stored image or video (media uploads, avatar uploads, link fetches): the file plus what the editor shows.
 * `duration` in seconds, 0 when unknown (and for images).
 */
export const mediaFileInfoSchema = fileInfoSchema.extend({
  width: z.number().int(),
  height: z.number().int(),
  duration: z.number().min(0),
  /** `/api/files/<id>/raw` */
  url: z.string(),
});
export type MediaFileInfo = z.infer<typeof mediaFileInfoSchema>;

/** `?purpose=media` on `POST /api/files/upload` takes images and videos instead of sources. */
export const uploadQuerySchema = z.object({ purpose: z.enum(['source', 'media']).optional() });

/** The upload answer has its own shape `{status, data, message}` (not the envelope; what upload clients read); media uploads carry the media fields. */
export const uploadResultSchema = z.object({
  status: z.enum(['success', 'error']),
  data: z.union([mediaFileInfoSchema, fileInfoSchema]).optional(),
  message: z.string(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

export const fileIdQuerySchema = z.strictObject({ id: z.string().min(1).max(64) });

/** `GET /api/files/list`: the team's uploads, newest first (pageno from 0, pagesize 15 by default). */
export const fileListQuerySchema = z.strictObject({
  pageno: z.coerce.number().int().min(0).max(100_000).default(0),
  pagesize: z.coerce.number().int().min(1).max(100).default(15),
});
export type FileListQuery = z.infer<typeof fileListQuerySchema>;

export const fileListResultSchema = z.object({
  data: z.array(fileDetailSchema),
  total_num: z.number().int(),
});
export type FileListResult = z.infer<typeof fileListResultSchema>;

/** `GET /api/prowrite/v1/facts?file_id=` */
export const factsQuerySchema = z.strictObject({ file_id: z.string().min(1).max(64) });
export type FactsQuery = z.infer<typeof factsQuerySchema>;

/** `GET /api/files/:id/raw` (and the other per-file paths): the file id in the path. */
export const fileIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
/** `GET /api/files/:id/figures/:index`: one stored figure crop of a parsed source. */
export const figureParamsSchema = fileIdParamsSchema.extend({
  index: z.coerce.number().int().min(0).max(100_000),
});
