import { z } from 'zod';
import type { ExportType } from './export';

/**
 * The document kinds a work can be, one entry each. The work-type enum, the article
 * calls' `type` enum and the templates a kind accepts are derived from this list, so a kind is declared
 * once here; whether the server can write it is its registry's business (a kind listed here but not
 * registered there is refused with `ErrorCode.workKindUnavailable`).
 *
 * `model` says which editor a kind's works open in: `slides` (the deck board) or `article` (the article
 * editor, components). `needsReportId`: a monitoring series — each work names its series (`report_id`),
 * and a report whose sources are all covered by earlier reports of that series ends with report_status 3.
 */
export const DOCUMENT_KINDS = [
  { type: 'PPT', model: 'slides', needsReportId: false, exports: ['PPT', 'PDF', 'PNG', 'DOCX'] },
  { type: 'Tweets', model: 'article', needsReportId: false, exports: ['PNG', 'DOCX'] },
  { type: 'PatientEducationPost', model: 'article', needsReportId: false, exports: ['PNG', 'DOCX'] },
  // An infographic: the image first, then a one-page PDF and Word.
  { type: 'Infographic', model: 'article', needsReportId: false, exports: ['PNG', 'PDF', 'DOCX'] },
  // A monitoring report is a filed document: printed, imaged or edited further in Word; no deck.
  { type: 'MonitorReport', model: 'article', needsReportId: true, exports: ['PDF', 'PNG', 'DOCX'] },
  { type: 'ResearchExpress', model: 'article', needsReportId: false, exports: ['PPT', 'PDF', 'PNG', 'DOCX'] },
  {
    type: 'RetrospectiveStudy',
    model: 'article',
    needsReportId: false,
    exports: ['PDF', 'DOCX', 'PNG', 'PPT'],
  },
] as const satisfies readonly {
  type: string;
  model: 'slides' | 'article';
  needsReportId: boolean;
  /** The export formats the kind is offered in, in the export dialog's order; the server refuses others. */
  exports: readonly ExportType[];
}[];

export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
type TypesOf<M extends DocumentKind['model']> = Extract<DocumentKind, { model: M }>['type'];

/** Every work type. */
export const WORK_TYPES = DOCUMENT_KINDS.map((k) => k.type) as [
  DocumentKind['type'],
  ...DocumentKind['type'][],
];
/** The work types edited in the article editor (every kind but the deck). */
export type ArticleKindType = TypesOf<'article'>;
export const ARTICLE_KIND_TYPES = DOCUMENT_KINDS.filter((k) => k.model === 'article').map((k) => k.type) as [
  ArticleKindType,
  ...ArticleKindType[],
];
export const articleKindTypeSchema = z.enum(ARTICLE_KIND_TYPES);

const BY_TYPE = new Map<string, DocumentKind>(DOCUMENT_KINDS.map((k) => [k.type, k]));

/** The kind entry of a work type (undefined for a string that names no kind). */
export function documentKind(type: string): DocumentKind | undefined {
  return BY_TYPE.get(type);
}

/** Whether works of `type` are articles (components in the article editor) rather than decks. */
export function isArticleKind(type: string): type is ArticleKindType {
  return BY_TYPE.get(type)?.model === 'article';
}

/** Research express (文献速递) templates: one digest per paper, drawn like the Tweets templates 1 and 3. */
export const RESEARCH_EXPRESS_TEMPLATES = [
  'research_express_template1',
  'research_express_template2',
] as const;

/** Retrospective study analysis (回顾性研究分析) templates: drawn like the Tweets templates 1 and 3. */
export const RETROSPECTIVE_STUDY_TEMPLATES = [
  'retrospective_study_template1',
  'retrospective_study_template2',
] as const;

/** Monitoring report (文献监测报告) templates: drawn like the Tweets template 1 (blue). */
export const MONITOR_REPORT_TEMPLATES = ['monitor_report_template1'] as const;

/** Infographic (一图读懂) templates: one poster look (the theme colour is the user's choice). */
export const INFOGRAPHIC_TEMPLATES = ['infographic_template1'] as const;
