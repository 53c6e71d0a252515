import { REPORT_STATUS } from '@prowrite/contracts';
import { and, asc, count, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teams, users, workCommentReads, workComments, workSlides, works } from '../../db/schema';
import { liveShare } from '../../db/share-link';
import { inTeam } from '../../db/team-scope';
import type { TeamScope } from '../../http/auth';

export type WorkRow = typeof works.$inferSelect;
export type NewWorkRow = typeof works.$inferInsert;
export type SlideRow = { slideNum: number; slide: unknown };

/** The work and its team's company template; the team scope is bound at execution, as inTeam does. */
function prepareFindWithCompanyTemplate(db: Db) {
  return db
    .select({ work: works, companyTemplate: teams.companyTemplate })
    .from(works)
    .innerJoin(teams, eq(teams.id, works.teamId))
    .where(and(eq(works.teamId, sql.placeholder('teamId')), eq(works.id, sql.placeholder('id'))))
    .limit(1)
    .prepare('works_find_with_company_template');
}

/**
 * What a deck detail answer is made of, in one indexed statement (decision 0071): the row versions (`xmin`,
 * new on every update, never reused) of the work and its team, the work's type and process, and the comment counts per
 * section with the reader's unread ones (the same figures as CommentsRepository.stats, as JSON text).
 */
function prepareDetailStamp(db: Db) {
  const readerId = sql.placeholder('readerId');
  const teamId = sql.placeholder('teamId');
  const id = sql.placeholder('id');
  return db
    .select({
      rows: sql<string>`${works}.xmin::text || '.' || ${teams}.xmin::text`,
      type: works.type,
      process: works.process,
      comments: sql<string>`(select coalesce(json_agg(json_build_array(s.section_id, s.n, s.unread) order by s.section_id), '[]')::text
        from (select c.section_id, count(*)::int as n,
            count(*) filter (where c.user_id <> ${readerId} and (r.read_at is null or c.created_at > r.read_at))::int as unread
          from ${workComments} c
          left join ${workCommentReads} r on r.work_id = c.work_id and r.section_id = c.section_id and r.user_id = ${readerId}
          where c.team_id = ${teamId} and c.work_id = ${id}
          group by c.section_id) s)`,
    })
    .from(works)
    .innerJoin(teams, eq(teams.id, works.teamId))
    .where(and(eq(works.teamId, teamId), eq(works.id, id)))
    .limit(1)
    .prepare('works_detail_stamp');
}

/** One detail stamp: `rows` and `comments` change whenever anything the answer shows does. */
export type DetailStampRow = {
  rows: string;
  type: WorkRow['type'];
  process: WorkRow['process'];
  comments: string;
};

/** All SQL on `works` and `work_slides`; every call but the public preview lookup is scoped to one team. */
export class WorksRepository {
  private findWithCompanyTemplateQuery?: ReturnType<typeof prepareFindWithCompanyTemplate>;
  private detailStampQuery?: ReturnType<typeof prepareDetailStamp>;

  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction, with a repository bound to it and the transaction for other writers. */
  transaction<T>(work: (repo: WorksRepository, tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new WorksRepository(tx), tx));
  }

  async insert(row: NewWorkRow): Promise<WorkRow> {
    const [inserted] = await this.db.insert(works).values(row).returning();
    return inserted!;
  }

  async find(scope: TeamScope, id: string): Promise<WorkRow | undefined> {
    const [row] = await this.db
      .select()
      .from(works)
      .where(inTeam(works.teamId, scope, eq(works.id, id)))
      .limit(1);
    return row;
  }

  /**
   * The source file ids of the earlier reports of a monitoring series: the team's works with the same
   * report_id, created before `work`, that finished with content or with nothing new (failed ones covered nothing).
   */
  async seriesFileIds(
    scope: TeamScope,
    work: Pick<WorkRow, 'id' | 'reportId' | 'createdAt'>,
  ): Promise<string[]> {
    if (!work.reportId) return [];
    const rows = await this.db
      .select({ fileIds: works.fileIds })
      .from(works)
      .where(
        inTeam(
          works.teamId,
          scope,
          eq(works.reportId, work.reportId),
          ne(works.id, work.id),
          lt(works.createdAt, work.createdAt),
          eq(works.process, 'end'),
          inArray(works.reportStatus, [REPORT_STATUS.done, REPORT_STATUS.noNewContent]),
        ),
      );
    return [...new Set(rows.flatMap((r) => r.fileIds))];
  }

  /**
   * The work with its team's company template (decision 0007) in one statement: the detail's reads, the
   * hottest query, so it is built once and prepared (no SQL built per request).
   */
  async findWithCompanyTemplate(
    scope: TeamScope,
    id: string,
  ): Promise<{ work: WorkRow; companyTemplate: boolean } | undefined> {
    this.findWithCompanyTemplateQuery ??= prepareFindWithCompanyTemplate(this.db);
    const [row] = await this.findWithCompanyTemplateQuery.execute({ teamId: scope.teamId, id });
    return row;
  }

  /** The detail stamp of the team's work for `readerId`; undefined when the team has no such work. */
  async detailStamp(scope: TeamScope, id: string, readerId: string): Promise<DetailStampRow | undefined> {
    this.detailStampQuery ??= prepareDetailStamp(this.db);
    const [row] = await this.detailStampQuery.execute({ teamId: scope.teamId, id, readerId });
    return row;
  }

  /** The team's company template (decision 0007), read at request time; false for an unknown team. */
  async companyTemplate(scope: TeamScope): Promise<boolean> {
    const [row] = await this.db
      .select({ on: teams.companyTemplate })
      .from(teams)
      .where(eq(teams.id, scope.teamId))
      .limit(1);
    return row?.on ?? false;
  }

  /** The team's closing-slide contact ('' when unset or for an unknown team). */
  async closingContact(scope: TeamScope): Promise<string> {
    const [row] = await this.db
      .select({ contact: teams.closingContact })
      .from(teams)
      .where(eq(teams.id, scope.teamId))
      .limit(1);
    return row?.contact ?? '';
  }

  /** The team's works, newest first, with slide (or component) and comment counts and the creator's name. */
  async list(scope: TeamScope, page: { offset: number; limit: number; type?: WorkRow['type'] | undefined }) {
    const where = inTeam(works.teamId, scope, page.type ? eq(works.type, page.type) : undefined);
    const rows = await this.db
      .select({
        work: works,
        creatorName: users.name,
        // Articles count their components.
        slideCount: sql<number>`case when ${works.type} = 'PPT' then (select count(*)::int from ${workSlides} where ${workSlides.workId} = ${works.id}) else jsonb_array_length(${works.components}) end`,
        commentCount: sql<number>`(select count(*)::int from ${workComments} where ${workComments.workId} = ${works.id})`,
      })
      .from(works)
      .innerJoin(users, eq(users.id, works.ownerId))
      .where(where)
      .orderBy(desc(works.createdAt), desc(works.id))
      .offset(page.offset)
      .limit(page.limit);
    const [total] = await this.db.select({ n: count() }).from(works).where(where);
    return { rows, total: total?.n ?? 0 };
  }

  async delete(scope: TeamScope, id: string): Promise<boolean> {
    const deleted = await this.db
      .delete(works)
      .where(inTeam(works.teamId, scope, eq(works.id, id)))
      .returning({ id: works.id });
    return deleted.length === 1;
  }

  async rename(scope: TeamScope, id: string, name: string): Promise<WorkRow | undefined> {
    const [row] = await this.db
      .update(works)
      .set({ name, updatedAt: sql`now()` })
      .where(inTeam(works.teamId, scope, eq(works.id, id)))
      .returning();
    return row;
  }

  /**
   * Takes the next version of a finished work and locks its row for the rest of the transaction. With
   * `seenVersion`, only when the caller saw the current version (two saves from one version cannot both win).
   * Answers the row as it stands (its content not yet changed), or undefined.
   */
  async claimVersion(scope: TeamScope, id: string, seenVersion: number | null): Promise<WorkRow | undefined> {
    const [row] = await this.db
      .update(works)
      .set({ version: sql`${works.version} + 1`, updatedAt: sql`now()` })
      .where(
        inTeam(
          works.teamId,
          scope,
          eq(works.id, id),
          eq(works.process, 'end'),
          seenVersion === null ? undefined : eq(works.version, seenVersion),
        ),
      )
      .returning();
    return row;
  }

  async slides(scope: TeamScope, workId: string, afterSlideNum = 0): Promise<SlideRow[]> {
    return this.db
      .select({ slideNum: workSlides.slideNum, slide: workSlides.slide })
      .from(workSlides)
      .where(
        inTeam(
          workSlides.teamId,
          scope,
          eq(workSlides.workId, workId),
          gt(workSlides.slideNum, afterSlideNum),
        ),
      )
      .orderBy(asc(workSlides.slideNum));
  }

  /**
   * The work's version and process with its stored slides in order, read by ONE statement (one snapshot), so
   * the slides are exactly those of that version even while a save commits. Undefined when not the team's.
   */
  async slideSnapshot(
    scope: TeamScope,
    workId: string,
  ): Promise<{ version: number; process: WorkRow['process']; slides: unknown[] } | undefined> {
    const rows = await this.db
      .select({ version: works.version, process: works.process, slide: workSlides.slide })
      .from(works)
      .leftJoin(workSlides, and(eq(workSlides.workId, works.id), eq(workSlides.teamId, works.teamId)))
      .where(inTeam(works.teamId, scope, eq(works.id, workId)))
      .orderBy(asc(workSlides.slideNum));
    const [first] = rows;
    if (!first) return undefined;
    const slides = rows.flatMap((r) => (r.slide === null ? [] : [r.slide]));
    return { version: first.version, process: first.process, slides };
  }

  async slideCount(scope: TeamScope, workId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(workSlides)
      .where(inTeam(workSlides.teamId, scope, eq(workSlides.workId, workId)));
    return row?.n ?? 0;
  }

  async hasSlide(scope: TeamScope, workId: string, slideNum: number): Promise<boolean> {
    const [row] = await this.db
      .select({ n: workSlides.slideNum })
      .from(workSlides)
      .where(
        inTeam(workSlides.teamId, scope, eq(workSlides.workId, workId), eq(workSlides.slideNum, slideNum)),
      )
      .limit(1);
    return row !== undefined;
  }

  /** Inserts a generated slide unless its number is taken: a re-run of generation never duplicates slides. */
  async insertSlideOnce(
    scope: TeamScope,
    workId: string,
    slideNum: number,
    slide: unknown,
  ): Promise<boolean> {
    const inserted = await this.db
      .insert(workSlides)
      .values({ workId, teamId: scope.teamId, slideNum, slide })
      .onConflictDoNothing({ target: [workSlides.workId, workSlides.slideNum] })
      .returning({ n: workSlides.slideNum });
    return inserted.length === 1;
  }

  async replaceSlide(scope: TeamScope, workId: string, slideNum: number, slide: unknown): Promise<boolean> {
    const updated = await this.db
      .update(workSlides)
      .set({ slide })
      .where(
        inTeam(workSlides.teamId, scope, eq(workSlides.workId, workId), eq(workSlides.slideNum, slideNum)),
      )
      .returning({ n: workSlides.slideNum });
    return updated.length === 1;
  }

  async replaceAllSlides(scope: TeamScope, workId: string, slides: unknown[]): Promise<void> {
    await this.db.delete(workSlides).where(inTeam(workSlides.teamId, scope, eq(workSlides.workId, workId)));
    if (slides.length === 0) return;
    await this.db
      .insert(workSlides)
      .values(slides.map((slide, i) => ({ workId, teamId: scope.teamId, slideNum: i + 1, slide })));
  }

  async setProgress(scope: TeamScope, id: string, progress: number): Promise<void> {
    await this.db
      .update(works)
      .set({ progress })
      .where(inTeam(works.teamId, scope, eq(works.id, id), eq(works.process, 'inProgress')));
  }

  /** Ends generation once (a second call finds nothing in progress); the version rises so stale lists 409. */
  async finishGeneration(
    scope: TeamScope,
    id: string,
    outcome: { reportStatus: number; errMsg?: string; name?: string },
  ): Promise<WorkRow | undefined> {
    const [row] = await this.db
      .update(works)
      .set({
        ...(outcome.name ? { name: outcome.name } : {}),
        process: 'end',
        reportStatus: outcome.reportStatus,
        errMsg: outcome.errMsg ?? '',
        progress: 100,
        version: sql`${works.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(inTeam(works.teamId, scope, eq(works.id, id), eq(works.process, 'inProgress')))
      .returning();
    return row;
  }

  /**
   * Publishes: a new pair unless the work has a live one (then the existing pair stays, so a shared link keeps
   * working), and the link's settings as given. An expired pair is replaced, never revived.
   */
  async publish(
    scope: TeamScope,
    id: string,
    pair: { pptId: string; shareToken: string },
    settings: { expiresAt?: Date | null | undefined; downloads?: boolean | undefined },
  ): Promise<WorkRow | undefined> {
    const keep = sql`(${works.pptId} is not null and ${liveShare()})`;
    // A setting left out keeps the live link's value; a new link starts with no expiry and no downloads.
    await this.db
      .update(works)
      .set({
        pptId: sql`case when ${keep} then ${works.pptId} else ${pair.pptId} end`,
        shareToken: sql`case when ${keep} then ${works.shareToken} else ${pair.shareToken} end`,
        shareExpiresAt:
          settings.expiresAt === undefined
            ? sql`case when ${keep} then ${works.shareExpiresAt} else null end`
            : settings.expiresAt,
        shareDownloads:
          settings.downloads === undefined
            ? sql`case when ${keep} then ${works.shareDownloads} else false end`
            : settings.downloads,
      })
      .where(inTeam(works.teamId, scope, eq(works.id, id)));
    return this.find(scope, id);
  }

  /** Revokes the public pair (the old link is a 404 from now on); false when the work is not the team's. */
  async unpublish(scope: TeamScope, id: string): Promise<boolean> {
    const rows = await this.db
      .update(works)
      .set({ pptId: null, shareToken: null, shareExpiresAt: null, shareDownloads: false })
      .where(inTeam(works.teamId, scope, eq(works.id, id)))
      .returning({ id: works.id });
    return rows.length > 0;
  }

  /**
   * The public preview lookup: by its unguessable ppt id, across teams by design (the caller has no team).
   * The share token is compared by the service in constant time.
   */
  async findPublished(pptId: string) {
    const [row] = await this.db
      .select({ work: works, creatorName: users.name, creatorAvatar: users.avatar })
      .from(works)
      .innerJoin(users, eq(users.id, works.ownerId))
      .where(and(eq(works.pptId, pptId), liveShare()))
      .limit(1);
    return row;
  }
}
