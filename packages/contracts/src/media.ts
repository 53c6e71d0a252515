import { z } from 'zod';
import { articleImageSchema } from './articles';

/**
 * The insert dialogs' media calls: link fetch, screenshots, avatars, source figures, AI images, footnote
 * titles. Stored media are team files (see files.ts).
 */
const workId = z.string().min(1).max(64);

/** `POST /api/prowrite/v1/fetch/media` (streamed; events `success` with an item, then `done`). */
export const fetchMediaBodySchema = z.strictObject({
  type: z.enum(['image', 'video']),
  upload_type: z.literal('link'),
  url: z.string().trim().min(1).max(2048),
  prowrite_id: workId.optional(),
});
export const fetchedMediaSchema = z.object({
  url: z.string(),
  id: z.string(),
  source: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  duration: z.number(),
});
export type FetchedMedia = z.infer<typeof fetchedMediaSchema>;

/** `POST /api/files/save/screenshot` (saveBase64Img): multipart `jwfile` (a PNG) with these fields. */
export const saveScreenshotFieldsSchema = z.strictObject({
  /** The address of the image the region was cut from (a source figure or page). */
  original_url: z.string().trim().min(1).max(2048),
  /** sha1 of the source file. */
  sha1: z.string().trim().min(1).max(64),
  /** The image item (uniq_id) the screenshot replaces. */
  obj_id: z.string().trim().min(1).max(64),
});
export const saveScreenshotResultSchema = z.object({
  /** The stored PNG: `open_url` is `/api/files/<id>/raw`. */
  id: z.string(),
  original: z.object({ open_url: z.string(), width: z.number().int(), height: z.number().int() }),
});
export type SaveScreenshotResult = z.infer<typeof saveScreenshotResultSchema>;
/** `POST /api/file/uploadcutfile?type=avatar`: one image, at most AVATAR_MAX_BYTES. */
export const cutFileQuerySchema = z.object({ type: z.enum(['avatar']).optional() });
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** `GET /api/prowrite/v1/related/pictures?prowrite_id=`: figures of the work's source files. */
export const sourceImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  title: z.string(),
  description: z.string(),
  image_type: z.enum(['image', 'table']),
  fid: z.string(),
  page_number: z.number().int(),
});
export type SourceImage = z.infer<typeof sourceImageSchema>;
export const prowriteIdQuerySchema = z.strictObject({ prowrite_id: workId });

/** `POST /api/prowrite/v2/auto/generate/image` (fetchQueryImageApi); 10002 when no image model is configured. */
export const AI_IMAGE_SIZES = [
  { width: 1792, height: 1024 },
  { width: 1024, height: 1024 },
  { width: 1024, height: 1792 },
] as const;
export const generateImageBodySchema = z.strictObject({
  prowrite_id: workId,
  prompt: z.string().trim().min(1, 'prompt must not be empty').max(2000),
  specifications: z.object({ width: z.number().int(), height: z.number().int() }),
});

/** `POST /api/prowrite/v1/regenerate/footnote_title` */
export const regenerateFootnoteBodySchema = z.strictObject({
  prowrite_id: workId,
  url: z.string().max(2048),
  image_title: z.string().max(500).default(''),
  footnote: z.string().max(3000).default(''),
  image_type: z.enum(['image', 'table']).default('image'),
});
/** `POST /api/prowrite/v1/regenerate/medical_image` */
export const regenerateMedicalImageBodySchema = z.strictObject({
  prowrite_id: workId,
  unique_id: z.string().length(19),
});

/** `GET /api/prowrite/v1/related/pictures` answers the figures of the work's sources. */
export const sourceImageListSchema = z.array(sourceImageSchema);
/** `GET /api/prowrite/v1/images/retrieve` answers the images the work already shows. */
export const workImageListSchema = z.array(articleImageSchema);
/** `POST /api/prowrite/v1/regenerate/footnote_title` answer. */
export const footnoteTitleResultSchema = z.object({ image_title: z.string(), footnote: z.string() });
export type FootnoteTitleResult = z.infer<typeof footnoteTitleResultSchema>;
/** `POST /api/prowrite/v2/auto/generate/image` answers the generated images' addresses. */
export const generatedImagesSchema = z.array(z.string());
/** `POST /api/prowrite/v1/regenerate/medical_image` answer. */
export const medicalImageResultSchema = z.object({ url: z.string(), width: z.number(), height: z.number() });
export type MedicalImageResult = z.infer<typeof medicalImageResultSchema>;
