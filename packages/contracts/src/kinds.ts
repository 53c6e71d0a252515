import type { ExportType } from './export';

/**
 * The document kinds a work can be, one entry each: a kind's whole contract declaration. The work-type enum,
 * the article calls' `type` enum, the templates a kind accepts, its export formats and the panels it offers
 * are derived from this list, so a kind is declared once here; whether the server can write it is its
 * registry's business (a kind listed here but not registered there is refused with
 * `ErrorCode.workKindUnavailable`).
 *
 * `model` says which editor a kind's works open in: `slides` (the deck board) or `article` (the article
 * editor, components). `templates`: the `select_template` values it accepts, the first the default (the
 * server and the web both name them). `needsReportId`: a monitoring series — each work names its series
 * (`report_id`), and a report whose sources are all covered by earlier reports of that series ends with
 * report_status 3.
 */
export const DOCUMENT_KINDS = [
  {
    type: 'PPT',
    model: 'slides',
    templates: ['medical_template1', 'medical_template2', 'medical_template3', 'general'],
    needsReportId: false,
    exports: ['PPT', 'PDF', 'PNG', 'DOCX'],
    callerExports: ['PPT', 'PDF'],
  },
  {
    type: 'Tweets',
    model: 'article',
    templates: [
      'tweets_template1',
      'tweets_template2',
      'tweets_template3',
      'tweets_template4',
      'tweets_template5',
    ],
    needsReportId: false,
    exports: ['PNG', 'DOCX'],
  },
  {
    type: 'PatientEducationPost',
    model: 'article',
    templates: [
      'patient_education_tweets_template1',
      'patient_education_tweets_template2',
      'patient_education_tweets_template3',
    ],
    needsReportId: false,
    exports: ['PNG', 'DOCX'],
    audience: 'patients',
  },
  // An infographic: the image first, then a one-page PDF and Word. A chat revision could only change its
  // number tiles, which the number guard forbids: no chat-revise panel.
  {
    type: 'Infographic',
    model: 'article',
    templates: ['infographic_template1'],
    needsReportId: false,
    exports: ['PNG', 'PDF', 'DOCX'],
    chatRevise: false,
  },
  // A monitoring report is a filed document: printed, imaged or edited further in Word; no deck. Its content
  // follows the series (what earlier reports did not cover), not a conversation: no chat-revise panel.
  {
    type: 'MonitorReport',
    model: 'article',
    templates: ['monitor_report_template1'],
    needsReportId: true,
    exports: ['PDF', 'PNG', 'DOCX'],
    chatRevise: false,
  },
  // Research express (文献速递) keeps the decks' dialog rule: the caller's list, else PowerPoint and PDF.
  {
    type: 'ResearchExpress',
    model: 'article',
    templates: ['research_express_template1', 'research_express_template2'],
    needsReportId: false,
    exports: ['PPT', 'PDF', 'PNG', 'DOCX'],
    callerExports: ['PPT', 'PDF'],
  },
  {
    type: 'RetrospectiveStudy',
    model: 'article',
    templates: ['retrospective_study_template1', 'retrospective_study_template2'],
    needsReportId: false,
    exports: ['PDF', 'DOCX', 'PNG', 'PPT'],
  },
] as const satisfies readonly KindDeclaration[];

/** What one entry of DOCUMENT_KINDS declares. */
export type KindDeclaration = {
  type: string;
  model: 'slides' | 'article';
  /** The `select_template` values the kind accepts; the first is the default. */
  templates: readonly [string, ...string[]];
  needsReportId: boolean;
  /** The export formats the server accepts for the kind; the export dialog offers them in this order. */
  exports: readonly ExportType[];
  /**
   * The export dialog follows the caller's format list (PowerPoint, Doc, Webpage) instead of `exports`, and
   * offers these when the caller gives none.
   */
  callerExports?: readonly ExportType[];
  /** Who reads it, which sets the register of rewrites and chat revisions (default `medical`). */
  audience?: 'medical' | 'patients';
  /** Whether the workbench offers the chat-revise panel for its works (default true). */
  chatRevise?: boolean;
};

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

const BY_TYPE = new Map<string, KindDeclaration>(DOCUMENT_KINDS.map((k) => [k.type, k]));

/** The kind entry of a work type (undefined for a string that names no kind). */
export function documentKind(type: string): KindDeclaration | undefined {
  return BY_TYPE.get(type);
}

/** Whether works of `type` are articles (components in the article editor) rather than decks. */
export function isArticleKind(type: string): type is ArticleKindType {
  return BY_TYPE.get(type)?.model === 'article';
}

/** The templates a kind accepts, its default first. */
export function kindTemplates<T extends DocumentKind['type']>(type: T): KindOf<T>['templates'] {
  return (BY_TYPE.get(type) as KindDeclaration).templates as unknown as KindOf<T>['templates'];
}
type KindOf<T extends DocumentKind['type']> = Extract<DocumentKind, { type: T }>;

/** Who reads works of `type`: patients (a patient-education post) or medical readers. */
export function kindAudience(type: string): 'medical' | 'patients' {
  return BY_TYPE.get(type)?.audience ?? 'medical';
}

/** Whether the chat-revise panel is shown for works of `type` (a type no kind names keeps it). */
export function chatReviseShown(type: string): boolean {
  return BY_TYPE.get(type)?.chatRevise ?? true;
}
