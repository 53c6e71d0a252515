import { z } from 'zod';

/**
 * Answers of the media calls that the contract does not model (articles.ts has the request bodies and the
 * streamed/source items). Tolerant where the spec and the media brief differ (`url` vs `original.open_url`).
 */

/** `POST /api/files/upload?purpose=media` -> `{status, data, message}` (the upload call keeps that shape). */
export const mediaUploadAnswerSchema = z.object({
  status: z.enum(['success', 'error']),
  message: z.string().default(''),
  data: z
    .object({
      id: z.string().min(1),
      name: z.string().default(''),
      sha1: z.string().default(''),
      size: z.number().default(0),
      mime: z.string().default(''),
      width: z.number().int().min(0).nullish(),
      height: z.number().int().min(0).nullish(),
      url: z.string().optional(),
      original: z.object({ open_url: z.string() }).optional(),
    })
    .optional(),
});

export type MediaUpload = {
  id: string;
  name: string;
  sha1: string;
  mime: string;
  width: number;
  height: number;
  url: string;
};

export function toMediaUpload(
  data: NonNullable<z.infer<typeof mediaUploadAnswerSchema>['data']>,
): MediaUpload {
  return {
    id: data.id,
    name: data.name,
    sha1: data.sha1,
    mime: data.mime,
    width: data.width ?? 0,
    height: data.height ?? 0,
    url: data.url ?? data.original?.open_url ?? `/api/files/${encodeURIComponent(data.id)}/raw`,
  };
}

export const generatedImagesSchema = z.object({ data: z.array(z.string().min(1)) });
export const regeneratedImageSchema = z.object({
  data: z.object({ url: z.string().min(1), width: z.number().int().min(0), height: z.number().int().min(0) }),
});
export const regeneratedFootnoteSchema = z.object({
  data: z.object({ image_title: z.string(), footnote: z.string() }),
});
export const savedScreenshotSchema = z.object({
  original: z.object({ open_url: z.string().min(1), width: z.number().int(), height: z.number().int() }),
});

/** The `data` of one streamed `fetch/media` message. */
export const fetchMediaMessageSchema = z.object({
  msg: z.string(),
  data: z.unknown().optional(),
});
