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
  /** PPT, Tweets, PatientEducationPost (or another work kind, e.g. research express). */
  type: string;
  /** Tweets and patient-education posts: the first content value, their default title. */
  firstContentValue?: string;
  /** Slides the caller knows of; 0 answers the "no slides yet" toast without asking the server. */
  slideCount?: number;
}

/** Formats a caller may offer, mapped to export types: PowerPoint to PPT, Doc to PDF, Webpage to DOCX. */
export type CallerFormat = 'PowerPoint' | 'Doc' | 'Webpage';
const CALLER_FORMATS: Record<CallerFormat, ExportType> = { PowerPoint: 'PPT', Doc: 'PDF', Webpage: 'DOCX' };

const ARTICLE_TYPES = new Set(['Tweets', 'PatientEducationPost']);
/** Works that offer PDF besides PPT when the caller gives no list. */
const PDF_TYPES = new Set(['PPT', 'ResearchExpress', 'research_express']);

export const isArticleType = (type: string) => ARTICLE_TYPES.has(type);

/** Research express keeps the decks' rule (the caller's list, else PPT and PDF): section 5 names it. */
const CALLER_LIST_KINDS = new Set(['ResearchExpress']);

/**
 * Section 5: tweets and patient-education posts offer PNG and DOCX; otherwise the caller's list mapped
 * (PowerPoint -> PPT, Doc -> PDF, Webpage -> DOCX); without a list PPT and research-express works offer PPT
 * and PDF, everything else PPT.
 */
export function formatOptions(type: string, callerFormats?: readonly CallerFormat[]): ExportType[] {
  if (isArticleType(type)) return ['PNG', 'DOCX'];
  // Every other article kind offers the formats its contract entry lists (the server accepts exactly those).
  const kind = documentKind(type);
  if (kind?.model === 'article' && !CALLER_LIST_KINDS.has(type)) return [...kind.exports];
  if (callerFormats && callerFormats.length > 0) {
    return [...new Set(callerFormats.map((f) => CALLER_FORMATS[f]).filter(Boolean))];
  }
  return PDF_TYPES.has(type) ? ['PPT', 'PDF'] : ['PPT'];
}

/** Section 5: the work name, or for tweets and patient-education posts the first content value. */
export function defaultTitle(work: ExportWork): string {
  if (isArticleType(work.type) && work.firstContentValue?.trim()) return work.firstContentValue.trim();
  return work.name.trim();
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
