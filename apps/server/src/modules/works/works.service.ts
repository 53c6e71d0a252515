import {
  type ArticleComponent,
  type CreateWorkBody,
  type OutLangValue,
  factsSchema,
  type PublicPpt,
  type PublishBody,
  type PublishResult,
  type SaveDeckBody,
  type SaveResult,
  type SaveSlideBody,
  type Slide,
  type WorkDetail,
  type WorkListQuery,
  type WorkListResult,
} from '@prowrite/contracts';
import { newId } from '../../db/ids';
import type { WriteTracker } from '../../db/write-tracker';
import type { AuthContext, TeamScope } from '../../http/auth';
import { okNested } from '../../http/envelope';
import { type JsonAnswer, jsonAnswer } from '../../http/etag';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { stringifyWithRawAt } from '../../http/json-splice';
import type { JobQueue } from '../../jobs/job-queue';
import { SOURCE_KINDS } from '../files';
import type { CommentsRepository, SectionCommentStats } from './comments.repository';
import { articleSettings } from './article/article-settings';
import { defaultKindRegistry, type KindRegistry } from './kinds/registry';
import type { WorkKind } from './kinds/work-kind';
import { WORK_GENERATE_JOB, type WorkGeneratePayload } from './jobs/work-generate-payload';
import { type DeckPlan, planDeck } from './jobs/deck-plan';
import { parseSlideInput, slideTitle } from './slide-input';
import type { WorkSourcesRepository } from './work-sources.repository';
import { openedByPair } from './share-pair';
import { StoredSlideList, StoredSlideListCache } from './stored-slide-list';
import { claimNextVersion } from './version-claim';
import { DetailAnswerCache } from './detail-answer-cache';
import { StampedAnswerCache } from './stamped-answer-cache';
import type { WorkRow, WorksRepository } from './works.repository';

export type WorksDeps = {
  works: WorksRepository;
  /** The undo history of article works (modules/articles). */
  revisions: { count: (scope: TeamScope, workId: string) => Promise<number> };
  comments: CommentsRepository;
  sources: WorkSourcesRepository;
  queue: JobQueue;
  /** The article kinds this server writes (default: every registered kind). */
  kinds?: KindRegistry;
  /** Serialised slide lists of finished decks (default: one per service, 32 M characters). */
  slideLists?: StoredSlideListCache;
  /**
   * Every write to the database, where this process is its only writer (PGlite): detail answers are then
   * kept whole and served without a query while nothing they read has changed. Absent on PostgreSQL.
   */
  writes?: WriteTracker | null;
};

/** The detail's comment figures and revision count, when already read (with the detail stamp). */
type DetailCounts = { stats: SectionCommentStats[]; revocation: number };

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const DECK_WORDING = { noun: 'deck', whenGenerating: 'save when generation has finished' } as const;

/** A published work found by its share pair, with its creator's name and avatar. */
export type PublishedWork = NonNullable<Awaited<ReturnType<WorksRepository['findPublished']>>>;
const DEFAULT_OUT_LANG = 'zh-cn';
/** The deck template a PPT work gets when it names none. */
const DEFAULT_DECK_TEMPLATE = 'general';

/** Works (decks for now): creation with its generation job, reading, saving with versions, sharing. */
export class WorksService {
  private readonly slideLists: StoredSlideListCache;
  private readonly answers: DetailAnswerCache | null;
  private readonly stamped = new StampedAnswerCache();

  constructor(private readonly deps: WorksDeps) {
    this.slideLists = deps.slideLists ?? new StoredSlideListCache();
    this.answers = deps.writes ? new DetailAnswerCache(deps.writes) : null;
  }

  /** Checks the sources, stores the work and queues its generation in one transaction. */
  async create(auth: AuthContext, body: CreateWorkBody): Promise<{ id: string }> {
    const kind = body.type === 'PPT' ? null : (this.deps.kinds ?? defaultKindRegistry).require(body.type);
    const article = kind ? articleSettings(kind, body) : null;
    if (kind?.needsReportId && !body.report_id)
      throw badRequest(`report_id is required for ${kind.type} works: it names the monitoring series`);
    if (!kind?.needsReportId && body.report_id)
      throw badRequest(`report_id is only for monitoring series; ${body.type} works have none`);
    const fileIds = [...new Set(body.file_ids)];
    const found = new Map((await this.deps.sources.files(auth.scope, fileIds)).map((f) => [f.id, f]));
    for (const id of fileIds) {
      const file = found.get(id);
      if (!file) throw new AppError(404, `File ${id} not found`);
      if (!SOURCE_KINDS.has(file.kind)) {
        throw badRequest(`${file.name} is not a source file (PDF, DOCX, TXT or Markdown)`);
      }
      if (file.parseStatus === 'wait' || file.parseStatus === 'inProgress') {
        throw conflict(`${file.name} is still being parsed; create the work when parsing has finished`);
      }
      if (file.parseStatus === 'error') {
        throw conflict(
          `${file.name} could not be parsed (${file.errMsg || 'unknown error'}); upload it again`,
        );
      }
    }
    const name = body.name ?? (await this.defaultName(auth.scope, fileIds[0]!, found.get(fileIds[0]!)!.name));
    const id = newId();
    await this.deps.works.transaction(async (works, tx) => {
      await works.insert({
        id,
        teamId: auth.teamId,
        ownerId: auth.userId,
        type: body.type,
        name,
        fileIds,
        selectTemplate: article?.selectTemplate ?? body.select_template ?? DEFAULT_DECK_TEMPLATE,
        selectOptionalComponents: article?.selectOptionalComponents ?? body.select_optional_components ?? [],
        outLang: body.out_lang ?? DEFAULT_OUT_LANG,
        ...(article ? { themeColor: article.themeColor } : {}),
        ...(body.report_id ? { reportId: body.report_id } : {}),
      });
      const payload: WorkGeneratePayload = {
        workId: id,
        teamId: auth.teamId,
        ...(body.name ? { title: body.name } : {}),
      };
      await this.deps.queue.enqueue(WORK_GENERATE_JOB, payload, { teamId: auth.teamId, tx });
    });
    return { id };
  }

  /** The trial title of the first source, else its file name without the extension. */
  private async defaultName(scope: TeamScope, fileId: string, fileName: string): Promise<string> {
    const [row] = await this.deps.sources.facts(scope, [fileId]);
    const facts = factsSchema.safeParse(row?.facts);
    const title = facts.success ? facts.data.title?.value.trim() : '';
    return (title || fileName.replace(/\.[a-z0-9]{1,5}$/i, '') || 'Untitled').slice(0, 200);
  }

  /** The registered article kind of a work type (undefined for decks and kinds not registered). */
  articleKind(type: string): WorkKind | undefined {
    return (this.deps.kinds ?? defaultKindRegistry).find(type);
  }

  find(scope: TeamScope, id: string): Promise<WorkRow | undefined> {
    return this.deps.works.find(scope, id);
  }

  async require(scope: TeamScope, id: string): Promise<WorkRow> {
    const work = await this.deps.works.find(scope, id);
    if (!work) throw notFound('Work');
    return work;
  }

  /** Stored slides as they are: every write path validates them (parseSlideInput, the deck plan). */
  async slides(scope: TeamScope, workId: string, after = 0): Promise<Slide[]> {
    const rows = await this.deps.works.slides(scope, workId, after);
    return rows.map((r) => r.slide as Slide);
  }

  async detail(auth: AuthContext, id: string): Promise<WorkDetail> {
    const { work, companyTemplate } = await this.requireWithCompanyTemplate(auth.scope, id);
    const [slides, parts] = await Promise.all([
      this.slides(auth.scope, id),
      this.detailParts(auth, work, companyTemplate),
    ]);
    return {
      ...parts.fields,
      slide_list: slides.map((slide) => {
        const s = parts.bySection.get(String(slide.slide_num));
        return { ...slide, comment_num: s?.count ?? 0, is_read_comment: (s?.unread ?? 0) === 0 };
      }),
      ...parts.rest,
    };
  }

  /**
   * The detail's envelope `{code, msg, data: {data: detail}}` as JSON, byte for byte `JSON.stringify` of
   * `okNested(detail(...))`, with the stored slides serialised once per deck version (StoredSlideListCache)
   * instead of parsed and serialised again for every read. The caller's team is checked first.
   */
  async detailJson(auth: AuthContext, id: string): Promise<JsonAnswer> {
    // The answer depends on the reader (comment read state) and the team (the scope of every read).
    const key = `${auth.userId}\n${auth.teamId}\n${id}`;
    if (this.answers) return this.answers.answer(key, () => this.readDetailJson(auth, id));
    return this.stampedDetailJson(auth, id, key);
  }

  /**
   * Other processes may write (PostgreSQL): one statement reads the answer's stamp (row versions of the work
   * and team, comment figures, and the revision count of an article); the kept answer is served when it was
   * built under the same stamp, else the answer is read after the stamp, with the stamp's comment figures.
   */
  private async stampedDetailJson(auth: AuthContext, id: string, key: string): Promise<JsonAnswer> {
    const row = await this.deps.works.detailStamp(auth.scope, id, auth.userId);
    if (!row) throw notFound('Work');
    const revocation = row.type === 'PPT' ? 0 : await this.deps.revisions.count(auth.scope, id);
    const stamp = `${row.rows}\n${revocation}\n${row.comments}`;
    const hit = this.stamped.get(key, stamp);
    if (hit) return hit;
    const stats = (JSON.parse(row.comments) as [string, number, number][]).map(
      ([sectionId, count, unread]) => ({ sectionId, count, unread }),
    );
    const { json, validUntil } = await this.readDetailJson(auth, id, { stats, revocation });
    const answer = jsonAnswer(json);
    // While a deck is generated its slides grow without a new version: such answers are not kept.
    if (row.process === 'end') this.stamped.keep(key, stamp, answer, validUntil);
    return answer;
  }

  /** The detail answer, and until when it holds without a write (a share pair's end turns it unpublished). */
  private async readDetailJson(
    auth: AuthContext,
    id: string,
    known?: DetailCounts,
  ): Promise<{ json: string; validUntil: number }> {
    const { work, companyTemplate } = await this.requireWithCompanyTemplate(auth.scope, id);
    const [slides, parts] = await Promise.all([
      this.storedSlideList(auth.scope, work),
      this.detailParts(auth, work, companyTemplate, known),
    ]);
    const detail: WorkDetail = { ...parts.fields, slide_list: [], ...parts.rest };
    const json = stringifyWithRawAt(
      okNested(detail),
      ['data', 'data', 'slide_list'],
      slides.render(parts.bySection),
    );
    const pairEnd = work.shareExpiresAt?.getTime();
    return { json, validUntil: pairEnd !== undefined && pairEnd > Date.now() ? pairEnd : Infinity };
  }

  private async storedSlideList(scope: TeamScope, work: WorkRow): Promise<StoredSlideList> {
    const cached = this.slideLists.get(work.id, work.version);
    if (cached) return cached;
    const snapshot = await this.deps.works.slideSnapshot(scope, work.id);
    if (!snapshot) throw notFound('Work');
    const list = new StoredSlideList(snapshot.slides);
    if (snapshot.process === 'end') this.slideLists.set(work.id, snapshot.version, list);
    return list;
  }

  /** Everything of the detail but the slides, in the answer's key order (fields, slide_list, rest). */
  private async detailParts(
    auth: AuthContext,
    work: WorkRow,
    companyTemplate: boolean,
    known?: DetailCounts,
  ) {
    const [stats, revocation] = known
      ? [known.stats, known.revocation]
      : await Promise.all([
          this.deps.comments.stats(auth.scope, work.id, auth.userId),
          work.type === 'PPT' ? 0 : this.deps.revisions.count(auth.scope, work.id),
        ]);
    const flags = companyFlagsOf(companyTemplate);
    const bySection = new Map(stats.map((s) => [s.sectionId, s]));
    const fields = {
      baseInfo: {
        id: work.id,
        name: work.name,
        type: work.type,
        format: work.type === 'PPT' ? ('slides' as const) : ('article' as const),
      },
      select_template: work.selectTemplate,
      select_optional_components: work.selectOptionalComponents,
      out_lang: work.outLang,
      report_status: work.reportStatus,
      process: work.process,
      progress: work.progress,
      err_msg: work.errMsg,
      file_ids: work.fileIds,
    };
    const rest = {
      // Article works: stored checked and cleaned (modules/articles); decks have none.
      components: work.components as ArticleComponent[],
      theme_color: work.themeColor,
      ...(work.type === 'PPT' ? {} : { revocation }),
      comment_num: stats.reduce((n, s) => n + s.count, 0),
      updated_at: seconds(work.updatedAt),
      version: work.version,
      // An expired pair reads as unpublished: the board offers to publish again (a new pair).
      ...publicPairOf(work),
      ...flags,
    };
    return { fields, rest, bySection };
  }

  /** The company-template flags of the team's works (decision 0007): both 0|1 from `teams.company_template`. */
  async companyFlags(scope: TeamScope): Promise<{ roche_template_flag: 0 | 1; roche_flag: 0 | 1 }> {
    return companyFlagsOf(await this.deps.works.companyTemplate(scope));
  }

  private async requireWithCompanyTemplate(scope: TeamScope, id: string) {
    const found = await this.deps.works.findWithCompanyTemplate(scope, id);
    if (!found) throw notFound('Work');
    return found;
  }

  async list(scope: TeamScope, query: WorkListQuery): Promise<WorkListResult> {
    const { rows, total } = await this.deps.works.list(scope, {
      offset: query.pageno * query.pagesize,
      limit: query.pagesize,
      type: query.type,
    });
    return {
      data: rows.map(({ work, creatorName, slideCount, commentCount }) => ({
        id: work.id,
        name: work.name,
        export_write_name: work.name,
        type: work.type,
        select_template: work.selectTemplate,
        out_lang: work.outLang,
        report_status: work.reportStatus,
        process: work.process,
        slide_num: slideCount,
        comment_num: commentCount,
        creator: { id: work.ownerId, name: creatorName },
        created_at: seconds(work.createdAt),
        updated_at: seconds(work.updatedAt),
        version: work.version,
      })),
      total_num: total,
    };
  }

  async saveSlide(scope: TeamScope, body: SaveSlideBody): Promise<SaveResult> {
    const work = await this.requireDeck(scope, body.id);
    const slide = parseSlideInput(body.slide_data, body.slide_num, 'slide_data');
    return this.save(scope, work, body.version, async (works) => {
      if (!(await works.replaceSlide(scope, body.id, body.slide_num, slide))) {
        throw new AppError(404, `Slide ${body.slide_num} not found in this deck`);
      }
    });
  }

  /**
   * The deck of a work written offline again from its sources in `outLang`, with the facts it was written
   * from (the chat-revise panel translates a slide by finding it there). Nothing is stored.
   */
  async planDeckIn(scope: TeamScope, work: WorkRow, outLang: OutLangValue): Promise<DeckPlan> {
    return planDeck(this.deps.sources, scope, {
      fileIds: work.fileIds,
      template: work.selectTemplate,
      outLang,
      closingContact: await this.deps.works.closingContact(scope),
    });
  }

  async saveDeck(scope: TeamScope, body: SaveDeckBody): Promise<SaveResult> {
    const work = await this.requireDeck(scope, body.id);
    const slides = body.slide_data.map((raw, i) => parseSlideInput(raw, i + 1, `slide_data[${i}]`));
    return this.save(scope, work, body.version, (works) => works.replaceAllSlides(scope, body.id, slides));
  }

  private async requireDeck(scope: TeamScope, id: string): Promise<WorkRow> {
    const work = await this.require(scope, id);
    if (work.type !== 'PPT') throw badRequest('Only decks have slides');
    return work;
  }

  /** Takes the next version and writes in one transaction: a stale version or a deck being generated is a 409. */
  private async save(
    scope: TeamScope,
    work: WorkRow,
    seenVersion: number,
    write: (works: WorksRepository) => Promise<void>,
  ): Promise<SaveResult> {
    const { id } = work;
    const saved = await this.deps.works.transaction(async (works) => {
      const claimed = await claimNextVersion(works, scope, id, seenVersion, DECK_WORDING);
      await write(works);
      return claimed;
    });
    const slides = await this.slides(scope, id);
    return {
      updated_at: seconds(saved.updatedAt),
      export_write_name: saved.name,
      outline: slides.map((s) => ({ slide_num: s.slide_num, title: slideTitle(s) })),
      version: saved.version,
    };
  }

  async rename(
    scope: TeamScope,
    id: string,
    name: string,
  ): Promise<{ id: string; name: string; updated_at: number }> {
    const work = await this.deps.works.rename(scope, id, name);
    if (!work) throw notFound('Work');
    return { id: work.id, name: work.name, updated_at: seconds(work.updatedAt) };
  }

  /** Only the work's creator or a team administrator may delete it. */
  async remove(auth: AuthContext, id: string): Promise<void> {
    const work = await this.require(auth.scope, id);
    if (work.ownerId !== auth.userId && auth.role !== 'admin') {
      throw forbidden('Only the creator of this work or a team administrator can delete it');
    }
    await this.deps.works.delete(auth.scope, id);
  }

  /**
   * Publishes a finished work: the unguessable pair of its public page (the same pair while it stays
   * published; a new one after a revoke or expiry) with the link's settings. Decks open at
   * /preview-ppt/{ppt_id}?reportId=, articles at /tweets-screenshot/{work id}/{reportId}.
   */
  async publish(scope: TeamScope, body: PublishBody, now = new Date()): Promise<PublishResult> {
    const work = await this.require(scope, body.id);
    if (work.process === 'inProgress')
      throw conflict('The work is still being generated; publish it when it has finished');
    const days = body.expires_in_days;
    const expiresAt =
      days === undefined ? undefined : days === null ? null : new Date(now.getTime() + days * 86_400_000);
    const published = await this.deps.works.publish(
      scope,
      body.id,
      { pptId: newId(), shareToken: newId() },
      { expiresAt, downloads: body.allow_download },
    );
    if (!published?.pptId || !published.shareToken) throw notFound('Work');
    return {
      ppt_id: published.pptId,
      reportId: published.shareToken,
      expires_at: published.shareExpiresAt ? seconds(published.shareExpiresAt) : null,
      allow_download: published.shareDownloads,
    };
  }

  /** Revokes the work's public link: its pair stops answering at once (404), whoever holds it. */
  async unpublish(scope: TeamScope, id: string): Promise<void> {
    if (!(await this.deps.works.unpublish(scope, id))) throw notFound('Work');
  }

  /** The public preview: both halves of the pair must match, else 404 (no hint which half was wrong). */
  async publicPpt(pptId: string, reportId: string): Promise<PublicPpt> {
    const row = await this.requirePublished(pptId, reportId);
    const { work } = row;
    const [slides, flags] = await Promise.all([
      this.slides({ teamId: work.teamId }, work.id),
      this.companyFlags({ teamId: work.teamId }),
    ]);
    return {
      name: work.name,
      creator: row.creatorName,
      creator_avatar: row.creatorAvatar,
      category: work.type,
      created_at: seconds(work.createdAt),
      // The public page shows the deck, not the team's review trail or source quotes; figures are served
      // through the share pair, since a visitor has no session.
      slide_list: slides.map(({ provenance: _provenance, ...slide }) =>
        publicFigureUrls({ ...slide, comment_num: 0, is_read_comment: true }, pptId, reportId),
      ),
      select_template: work.selectTemplate,
      allow_download: work.shareDownloads,
      ...flags,
    };
  }

  /** The published work behind a share pair (with its creator), or 404 when either half does not match. */
  async requirePublished(pptId: string, reportId: string): Promise<PublishedWork> {
    const row = openedByPair(await this.deps.works.findPublished(pptId), reportId);
    if (!row) throw notFound('Presentation');
    return row;
  }

  /** The team scope of a published deck's source file, for serving its figures to visitors; else 404. */
  async publishedFileScope(pptId: string, reportId: string, fileId: string): Promise<TeamScope> {
    const row = openedByPair(await this.deps.works.findPublished(pptId), reportId);
    if (!row?.work.fileIds.includes(fileId)) throw notFound('Figure');
    return { teamId: row.work.teamId };
  }
}

/** The company-template flags as the detail answers them: both 0|1 from `teams.company_template`. */
function companyFlagsOf(companyTemplate: boolean): { roche_template_flag: 0 | 1; roche_flag: 0 | 1 } {
  const on = companyTemplate ? 1 : 0;
  return { roche_template_flag: on, roche_flag: on };
}

/** The work's public pair and its settings as the editors show them; an expired pair reads as none. */
function publicPairOf(work: WorkRow, now = new Date()) {
  const live = work.shareToken !== null && (!work.shareExpiresAt || work.shareExpiresAt > now);
  return {
    ppt_id: live ? work.pptId : null,
    report_id: live ? work.shareToken : null,
    share_expires_at: live && work.shareExpiresAt ? seconds(work.shareExpiresAt) : null,
    share_allow_download: live && work.shareDownloads,
  };
}

const FIGURE_URL = /^\/api\/files\/([^/?#]+)\/figures\/(\d+)$/;

/** Rewrites every private figure address inside a slide to its public, share-pair address. */
export function publicFigureUrls<T>(value: T, pptId: string, reportId: string): T {
  if (typeof value === 'string') {
    const m = FIGURE_URL.exec(value);
    if (!m) return value;
    const q = new URLSearchParams({
      ppt_id: pptId,
      reportId,
      file_id: decodeURIComponent(m[1]!),
      index: m[2]!,
    });
    return `/api/prowrite/v1/public/figure?${q}` as T;
  }
  if (Array.isArray(value)) return value.map((v) => publicFigureUrls(v, pptId, reportId)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, publicFigureUrls(v, pptId, reportId)]),
    ) as T;
  }
  return value;
}
