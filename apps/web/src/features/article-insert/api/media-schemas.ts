import { type MediaFileInfo, mediaFileInfoSchema } from '@prowrite/contracts';
import { z } from 'zod';

/**
 * Envelopes of the media calls around the contract's items (files.ts `mediaFileInfoSchema`, articles.ts
 * `sourceImageSchema`, `fetchedMediaSchema`, `saveScreenshotResultSchema`): the `data.data` wrappers and the
 * small regenerate answers the contract leaves inline.
 */

/** `POST /api/files/upload?purpose=media` -> `{status, data, message}` (the upload call keeps that shape). */
export const mediaUploadAnswerSchema = z.object({
  status: z.enum(['success', 'error']),
  message: z.string().default(''),
  data: mediaFileInfoSchema.nullish(),
});

export type MediaUpload = Pick<
  MediaFileInfo,
  'id' | 'name' | 'sha1' | 'mime' | 'width' | 'height' | 'duration' | 'url'
>;

export function toMediaUpload(data: MediaFileInfo): MediaUpload {
  return {
    id: data.id,
    name: data.name,
    sha1: data.sha1,
    mime: data.mime,
    width: data.width,
    height: data.height,
    duration: data.duration,
    url: data.url || `/api/files/${encodeURIComponent(data.id)}/raw`,
  };
}

export const generatedImagesSchema = z.object({ data: z.array(z.string().min(1)) });
export const regeneratedImageSchema = z.object({
  data: z.object({ url: z.string().min(1), width: z.number().int().min(0), height: z.number().int().min(0) }),
});
export const regeneratedFootnoteSchema = z.object({
  data: z.object({ image_title: z.string(), footnote: z.string() }),
});

/** The `data` of one streamed `fetch/media` message. */
export const fetchMediaMessageSchema = z.object({
  msg: z.string(),
  data: z.unknown().optional(),
});
