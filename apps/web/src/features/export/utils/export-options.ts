import {
  DEFAULT_EXPORT_SIZE,
  documentKind,
  EXPORT_EXTENSIONS,
  EXPORT_SIZES,
  type ExportType,
} from '@prowrite/contracts';

/** What the dialog needs to know of the work it exports. */
export interface ExportWork {
  /** The work id (pro_write_id); for the public preview, the ppt id. */
  id: string;
  /** The work's name: the default title. */
  name: string;
  /** The work's type (a document kind of the contract). */
  type: string;
  /** The default title instead of the name, given for kinds titled by their first text (Tweets, patient posts). */
  firstContentValue?: string;
  /** Slides the caller knows of; 0 answers the "no slides yet" toast without asking the server. */
  slideCount?: number;
}

/** Formats a caller may offer, mapped to export types: PowerPoint to PPT, Doc to PDF, Webpage to DOCX. */
export type CallerFormat = 'PowerPoint' | 'Doc' | 'Webpage';
const CALLER_FORMATS: Record<CallerFormat, ExportType> = { PowerPoint: 'PPT', Doc: 'PDF', Webpage: 'DOCX' };

/**
 * The formats the dialog offers: a kind's contract entry lists them (the server accepts exactly those), unless
 * the entry says the dialog follows the caller's list (decks, research express): then the caller's formats
 * mapped (PowerPoint -> PPT, Doc -> PDF, Webpage -> DOCX), else the entry's `callerExports`. A type no kind
 * names: the caller's list, else PPT.
 */
export function formatOptions(type: string, callerFormats?: readonly CallerFormat[]): ExportType[] {
  const kind = documentKind(type);
  if (kind && !kind.callerExports) return [...kind.exports];
  if (callerFormats && callerFormats.length > 0) {
    return [...new Set(callerFormats.map((f) => CALLER_FORMATS[f]).filter(Boolean))];
  }
  return kind?.callerExports ? [...kind.callerExports] : ['PPT'];
}

/** Whether an export needs slides (the "no slides yet" toast): every kind but the article ones. */
export function exportsSlides(type: string): boolean {
  return documentKind(type)?.model !== 'article';
}

/** The work name, or the first content value its caller gives for kinds titled by their first text. */
export function defaultTitle(work: ExportWork): string {
  return work.firstContentValue?.trim() || work.name.trim();
}

export const SIZE_OPTIONS = EXPORT_SIZES;
export const DEFAULT_SIZE = DEFAULT_EXPORT_SIZE;
export type ImageCount = 'single' | 'multiple';

/**
 * A download name: `{title}.{ext}` (or `{title}_{index}.png`), UTF-8 kept, characters no filesystem accepts
 * replaced (the browser and the server sanitise as well).
 */
export function downloadName(title: string, type: ExportType, index?: number): string {
  const base =
    title
      .normalize('NFC')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
      .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
      .replace(/[/\\:*?"<>|]/g, '_')
      .trim()
      .replace(/^\.+/, '') || 'export';
  const suffix = index === undefined ? '' : `_${index}`;
  return `${base}${suffix}.${EXPORT_EXTENSIONS[type]}`;
}
