import {
  type AI_IMAGE_SIZES,
  ErrorCode,
  type generateImageBodySchema,
  type regenerateFootnoteBodySchema,
  type regenerateMedicalImageBodySchema,
  saveScreenshotResultSchema,
  type SourcePassage,
  sourceSearchResultSchema,
  type SourceImage,
  fileDetailSchema,
  nestedDataSchema,
  sourceImageListSchema,
} from '@prowrite/contracts';
import type { z } from 'zod';
import { HttpError, http } from '../../../lib/http';
import {
  generatedImagesAnswerSchema,
  regeneratedFootnoteAnswerSchema,
  regeneratedImageAnswerSchema,
} from './media-schemas';

/** Image generation may take minutes; the call and its loading toast wait up to 200 s. */
export const AI_IMAGE_TIMEOUT_MS = 200_000;
export type AiImageSize = (typeof AI_IMAGE_SIZES)[number];

/** The server has no image model (LLM_IMAGE_MODEL unset): code 10002 on the AI image calls. */
export function isNoImageModel(error: unknown): boolean {
  return error instanceof HttpError && error.code === ErrorCode.aiImageSpecial;
}

const sourceImagesSchema = nestedDataSchema(sourceImageListSchema);

export const insertApi = {
  /** Passages of the work's sources for a quote (the quote dialog's "from the sources" search). */
  searchPassages: async (workId: string, q: string, signal?: AbortSignal): Promise<SourcePassage[]> =>
    (
      await http.get('/api/prowrite/v1/source/search', {
        query: { prowrite_id: workId, q },
        signal,
        parse: (d) => nestedDataSchema(sourceSearchResultSchema).parse(d),
      })
    ).data.passages,

  /** Figures of the work's source files (the "images from source files" tab). */
  sourceImages: async (workId: string, signal?: AbortSignal): Promise<SourceImage[]> =>
    (
      await http.get('/api/prowrite/v1/related/pictures', {
        query: { prowrite_id: workId },
        signal,
        parse: (d) => sourceImagesSchema.parse(d),
      })
    ).data,

  /** Silent: the AI tab shows 10002 and other failures itself. */
  generateImage: async (body: z.input<typeof generateImageBodySchema>, signal?: AbortSignal) =>
    (
      await http.post('/api/prowrite/v2/auto/generate/image', body, {
        signal,
        silent: true,
        timeoutMs: AI_IMAGE_TIMEOUT_MS,
        parse: (d) => generatedImagesAnswerSchema.parse(d),
      })
    ).data,

  regenerateMedicalImage: async (body: z.input<typeof regenerateMedicalImageBodySchema>) =>
    (
      await http.post('/api/prowrite/v1/regenerate/medical_image', body, {
        silent: true,
        timeoutMs: AI_IMAGE_TIMEOUT_MS,
        parse: (d) => regeneratedImageAnswerSchema.parse(d),
      })
    ).data,

  regenerateFootnoteTitle: async (body: z.input<typeof regenerateFootnoteBodySchema>) =>
    (
      await http.post('/api/prowrite/v1/regenerate/footnote_title', body, {
        timeoutMs: AI_IMAGE_TIMEOUT_MS,
        parse: (d) => regeneratedFootnoteAnswerSchema.parse(d),
      })
    ).data,

  /** The crop of a source page as PNG (multipart `jwfile`, original_url, sha1, obj_id). */
  saveScreenshot: async (png: Blob, fields: { originalUrl: string; sha1: string; objId: string }) => {
    const body = new FormData();
    body.append('jwfile', png, 'screenshot.png');
    body.append('original_url', fields.originalUrl);
    body.append('sha1', fields.sha1);
    body.append('obj_id', fields.objId);
    return (
      await http.post('/api/files/save/screenshot', body, {
        timeoutMs: 60_000,
        parse: (d) => saveScreenshotResultSchema.parse(d),
      })
    ).original;
  },

  /** A source file's sha1 (source figures carry it for the screenshot call); null when unknown. */
  fileSha1: async (fileId: string, signal?: AbortSignal): Promise<string | null> => {
    try {
      const detail = await http.get('/api/files/detail', {
        query: { id: fileId },
        signal,
        silent: true,
        parse: (d) => fileDetailSchema.pick({ sha1: true }).parse(d),
      });
      return detail.sha1 || null;
    } catch {
      return null;
    }
  },
};
