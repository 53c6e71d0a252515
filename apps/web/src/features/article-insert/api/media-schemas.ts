import {
  footnoteTitleResultSchema,
  generatedImagesSchema,
  type MediaFileInfo,
  medicalImageResultSchema,
  mediaFileInfoSchema,
  nestedDataSchema,
} from '@prowrite/contracts';
import { z } from 'zod';

/**
 * Envelopes of the media calls around the contract's items (files.ts `mediaFileInfoSchema`, media.ts
 * answers): the `data.data` wrappers. The upload answer stays looser than the contract's `uploadResultSchema`
 * on purpose: an error answer (`{status: "error", message}`) must still be read for its message.
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

/** The AI image and regenerate answers, as the contract declares them. */
export const generatedImagesAnswerSchema = nestedDataSchema(generatedImagesSchema);
export const regeneratedImageAnswerSchema = nestedDataSchema(medicalImageResultSchema);
export const regeneratedFootnoteAnswerSchema = nestedDataSchema(footnoteTitleResultSchema);

/** The `data` of one streamed `fetch/media` message. */
export const fetchMediaMessageSchema = z.object({
  msg: z.string(),
  data: z.unknown().optional(),
});
