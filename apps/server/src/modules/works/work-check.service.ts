import {
  type ArticleComponent,
  factsSchema,
  type SourceQuote,
  type SourceQuoteBody,
  type SourceSearchQuery,
  type SourceSearchResult,
  type Slide,
  type VerifyResult,
  type WorkContentCheck,
} from '@prowrite/contracts';
import { checkWork } from '@prowrite/engine';
import { cutTexts, cutWhere, themeForSlide } from '@prowrite/layouts';
import type { TeamScope } from '../../http/auth';
import { AppError, badRequest } from '../../http/errors';
import { chapterSourceOrder, verifyArticle } from './article/article-check';
import { findQuote, searchPassages } from './quote-search';
import { slideNumbers, slideTitleText } from './slide-numbers';
import { SourceNumberIndex, type SourcePage } from './source-index';
import type { WorkSourcesRepository } from './work-sources.repository';
import type { WorksService } from './works.service';

/**
 * The deck check and the source lookup: both read the work's current slides and its sources' page texts,
 * so an edited number is checked as it now reads.
 */
export class WorkCheckService {
  constructor(
    private readonly works: WorksService,
    private readonly sources: WorkSourcesRepository,
  ) {}

  private async pagesOf(scope: TeamScope, fileIds: string[]): Promise<SourcePage[]> {
    const rows = await this.sources.pages(scope, fileIds);
    const byFile = new Map(rows.map((r) => [r.fileId, r.pages]));
    // In the work's file order, so "first found" is stable.
    return fileIds.flatMap((fileId) =>
      (byFile.get(fileId) ?? []).map((p) => ({ fileId, page: p.number, text: p.text })),
    );
  }

  /** Every number shown on every slide, found in the sources (with where) or not. */
  async verify(scope: TeamScope, id: string): Promise<VerifyResult> {
    const work = await this.works.require(scope, id);
    if (work.type !== 'PPT') {
      const index = new SourceNumberIndex(await this.pagesOf(scope, work.fileIds));
      return verifyArticle(work.components as ArticleComponent[], index);
    }
    const [slides, pages] = await Promise.all([
      this.works.slides(scope, id),
      this.pagesOf(scope, work.fileIds),
    ]);
    const index = new SourceNumberIndex(pages);
    let total = 0;
    let found = 0;
    const result = slides.map((slide) => {
      const title = slideTitleText(slide);
      return {
        slide_num: slide.slide_num,
        ...(title ? { title } : {}),
        numbers: slideNumbers(slide).map((n) => {
          // Pages this value was read from, when the writer recorded it, are searched first.
          const preferred = (slide.provenance ?? []).filter(
            (p) => p.text.includes(n.text) && (!p.content_id || p.content_id === n.contentId),
          );
          const source = index.find(n.key, preferred);
          total++;
          if (source) found++;
          return {
            text: n.text,
            content_id: n.contentId,
            label: n.label,
            kind: n.kind,
            found: source !== null,
            source,
          };
        }),
      };
    });
    return { slides: result, total, found, missing: total - found };
  }

  /**
   * The content checker on the work as stored (its current slides or components), against the facts and page
   * texts of its sources; sources deleted or unparsed since are left out.
   */
  async checkContent(scope: TeamScope, id: string): Promise<WorkContentCheck> {
    const work = await this.works.require(scope, id);
    const [pages, factRows, slides] = await Promise.all([
      this.pagesOf(scope, work.fileIds),
      this.sources.facts(scope, work.fileIds),
      work.type === 'PPT' ? this.works.slides(scope, id) : Promise.resolve([] as Slide[]),
    ]);
    const facts = factRows.flatMap((r) => {
      const parsed = factsSchema.safeParse(r.facts);
      return parsed.success ? [parsed.data] : [];
    });
    const lang = work.outLang;
    // What the layouts cut with "…" or left out to fit a box, resolved as the board resolves each slide.
    const cut = slides.flatMap((slide) =>
      cutTexts(slide, {
        theme: themeForSlide(work.selectTemplate, slide.slide_id, { companyTemplate: false }),
        lang: lang === 'en' ? 'en' : 'zh',
      }).map((c) => ({
        where: `slide ${slide.slide_num} ${slide.slide_id}.${c.contentId} ${cutWhere(c)}`,
        text: c.text,
      })),
    );
    const check = checkWork({
      lang,
      ...(work.type === 'PPT' ? { slides } : { components: work.components as ArticleComponent[] }),
      facts,
      sourceTexts: pages.map((p) => p.text),
      cut,
    });
    return {
      out_lang: lang,
      primary: check.primary,
      language_share: check.languageShare,
      language_share_all_latin: check.languageShareAllLatin,
      quoted_share: check.quotedShare,
      english_sentences: check.englishSentences,
      truncated: check.truncated,
      underfilled: check.underfilled,
      unlabelled_continuations: check.unlabelledContinuations,
      unsourced_numbers: check.unsourcedNumbers,
    };
  }

  /** The passage of the work's sources (or of one of them) that best matches the text. */
  async quote(scope: TeamScope, body: SourceQuoteBody): Promise<SourceQuote> {
    const work = await this.works.require(scope, body.prowrite_id);
    let fileIds = work.fileIds;
    if (body.article_index !== undefined && work.type !== 'PPT') {
      // Articles send the chapter's idx: its sources are searched first, then the others.
      fileIds = chapterSourceOrder(work.components as ArticleComponent[], work.fileIds, body.article_index);
    } else if (body.article_index !== undefined) {
      const one = work.fileIds[body.article_index];
      if (!one)
        throw badRequest(
          `article_index ${body.article_index} is out of range: this work has ${work.fileIds.length} source(s)`,
        );
      fileIds = [one];
    }
    const match = findQuote(await this.pagesOf(scope, fileIds), body.query_text);
    if (!match) throw new AppError(404, 'No passage in the sources matches this text');
    const [file] = await this.sources.files(scope, [match.fileId]);
    return {
      source_id: match.fileId,
      sha1: file?.sha1 ?? '',
      page_idx: match.page,
      high_light_text: match.text,
    };
  }

  /** Passages of the work's sources matching the query, to insert as a quote with its provenance. */
  async search(scope: TeamScope, query: SourceSearchQuery): Promise<SourceSearchResult> {
    const work = await this.works.require(scope, query.prowrite_id);
    const [pages, files] = await Promise.all([
      this.pagesOf(scope, work.fileIds),
      this.sources.files(scope, work.fileIds),
    ]);
    const names = new Map(files.map((f) => [f.id, f.name]));
    return {
      passages: searchPassages(pages, query.q).map((p) => ({
        file_id: p.fileId,
        file_name: names.get(p.fileId) ?? '',
        page: p.page,
        text: p.text,
      })),
    };
  }
}
