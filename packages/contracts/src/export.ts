import { z } from 'zod';
import { MAX_DECK_SLIDES } from './works';

/** Export: the dialog's formats and sizes, the export call, and the public export. */

export const exportTypeSchema = z.enum(['PPT', 'PDF', 'PNG', 'DOCX']);
export type ExportType = z.infer<typeof exportTypeSchema>;

/** File extension of each export type. */
export const EXPORT_EXTENSIONS: Record<ExportType, string> = {
  PPT: 'pptx',
  PDF: 'pdf',
  PNG: 'png',
  DOCX: 'docx',
};

/** Size select of the dialog (CSS pixels of the image width), default 450. */
export const EXPORT_SIZES = [450, 620] as const;
export const DEFAULT_EXPORT_SIZE = 450;
/** Widths outside clients may ask for (the dialog offers only EXPORT_SIZES). */
export const MIN_EXPORT_WIDTH = 300;
export const MAX_EXPORT_WIDTH = 1920;
/** PNGs are rendered at this device scale factor: a 450 px export is 900 pixels wide. */
export const PNG_SCALE = 2;

/**
 * The title is required; the full title goes inside the document, the file name is cut to a safe length
 * (see docs/decisions/0004-export.md). Counted in code points.
 */
export const MAX_EXPORT_TITLE_CHARS = 2000;

/** The error for an export without slides: the server answers it as a 400, the client shows it as a toast. */
export const NO_SLIDES_MESSAGE = {
  en: "You haven't created any slides yet.",
  'zh-cn': '您还没有创建任何幻灯片。',
} as const;

const id = z.string().min(1).max(64);

const exportTitle = z
  .string()
  .transform((s) => s.trim())
  .refine((s) => s.length > 0, 'title must not be empty')
  .refine(
    (s) => [...s].length <= MAX_EXPORT_TITLE_CHARS,
    `title must be at most ${MAX_EXPORT_TITLE_CHARS} characters`,
  );

const exportWidth = z.number().int().min(MIN_EXPORT_WIDTH).max(MAX_EXPORT_WIDTH);
/** `lang` chooses the language of the server's messages; anything but zh* reads as English. */
const exportLang = z.string().max(16);

/**
 * `POST /api/prowrite/v1/export` and `POST /api/prowrite/v2/export/images`. The spec's PNG fields are
 * accepted; `html_url` is never navigated (the server renders its own print page), clipWidth/clipHeight are
 * accepted for compatibility and the page size comes from `width`.
 */
export const exportBodySchema = z.strictObject({
  title: exportTitle,
  type: exportTypeSchema,
  pro_write_id: id,
  html_url: z.string().max(4000).optional(),
  clipWidth: z.number().min(0).max(100_000).optional(),
  clipHeight: z.number().min(0).max(100_000).optional(),
  width: exportWidth.optional(),
  lang: exportLang.optional(),
});
export type ExportBody = z.infer<typeof exportBodySchema>;
export type ExportBodyInput = z.input<typeof exportBodySchema>;

/** `POST /api/prowrite/v2/export/images`: the envelope's `data` lists one PNG address per slide or page. */
export const exportImagesResultSchema = z.array(z.string());
export type ExportImagesResult = z.infer<typeof exportImagesResultSchema>;

/** `GET /api/botconsole/export/doc?id=` */
export const exportDocQuerySchema = z.strictObject({ id, lang: exportLang.optional() });

/**
 * `POST /webapi/ppt/generate`: a PPTX from the slides given (stateless). Slides are checked one by one by the
 * service against the Slide contract so the message names the slide; hence `unknown` here.
 */
export const pptGenerateBodySchema = z.strictObject({
  template_id: z.string().min(1).max(64),
  slides: z.array(z.unknown()).max(MAX_DECK_SLIDES),
  logo: z.string().max(4000).optional(),
  /** The file's title, optional: defaults to "presentation". */
  title: exportTitle.optional(),
});
export type PptGenerateBody = z.infer<typeof pptGenerateBodySchema>;

/** `POST /api/prowrite/v1/public/export`: the public preview's export button; a wrong pair is a 404. */
export const publicExportBodySchema = z.strictObject({
  ppt_id: id,
  reportId: id,
  type: exportTypeSchema,
  title: exportTitle,
  width: exportWidth.optional(),
  lang: exportLang.optional(),
});
export type PublicExportBody = z.infer<typeof publicExportBodySchema>;

/** `GET /api/prowrite/v1/render/work?ticket=`: the work detail for the server's own print pages. */
export const renderTicketQuerySchema = z.strictObject({ ticket: z.string().min(1).max(1000) });
export const renderFigureQuerySchema = z.strictObject({
  ticket: z.string().min(1).max(1000),
  file_id: id,
  index: z.coerce.number().int().min(0).max(100_000),
});
export const renderFileQuerySchema = z.strictObject({ ticket: z.string().min(1).max(1000), id });
