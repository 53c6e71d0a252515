import type {
  ArticleComponent,
  ArticleComponentKind,
  ArticleKindType,
  OutLangValue,
  Slide,
} from '@prowrite/contracts';
import type { ArticleKindWriter } from '@prowrite/engine';

/**
 * An article-model document kind as the server knows it: the templates it accepts (its contract entry's; the
 * first is used when a work names none), the optional components written when the work names none, the theme colour a template
 * starts with, its offline writer, and whether it is a monitoring series. Everything else — versions, saves,
 * undo, comments, publishing, streams, verification, the article exports — is shared by every kind.
 */
export type WorkKind = {
  type: ArticleKindType;
  templates: readonly [string, ...string[]];
  defaultOptionalComponents: readonly ArticleComponentKind[];
  themeColour(template: string): string;
  write: ArticleKindWriter;
  /**
   * A monitoring series: each work names its series (`report_id`, required at creation); the writer is told
   * which sources earlier reports of the series covered, and a report with no new source ends with
   * report_status 3.
   */
  needsReportId: boolean;
  /**
   * The kind's PowerPoint export (when its contract entry's `exports` has PPT): its article mapped to slides
   * of the general template, written by the deck PPTX writer.
   */
  deck?: (components: ArticleComponent[], outLang: OutLangValue) => Slide[];
  /**
   * How its PDF is drawn from the print page: `pages` (default) cuts the article into A4-proportioned pages;
   * `poster` keeps it one page of its own height (a one-image document such as an infographic).
   */
  pdf?: 'pages' | 'poster';
};
