import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, workCommentReads, workComments } from '../../db/schema';
import { inTeam } from '../../db/team-scope';
import type { TeamScope } from '../../http/auth';

export type CommentRow = typeof workComments.$inferSelect;
export type CommentWithUser = CommentRow & { userName: string; userAvatar: string };
/** Per section: how many comments, and whether the reader has seen every comment others wrote. */
export type SectionCommentStats = { sectionId: string; count: number; unread: number };

/** Per section of a work: comments and those the reader has not seen; the team is bound at execution. */
function prepareStats(db: Db) {
  const readerId = sql.placeholder('readerId');
  return db
    .select({
      sectionId: workComments.sectionId,
      count: sql<number>`count(*)::int`,
      unread: sql<number>`count(*) filter (where ${workComments.userId} <> ${readerId} and (${workCommentReads.readAt} is null or ${workComments.createdAt} > ${workCommentReads.readAt}))::int`,
    })
    .from(workComments)
    .leftJoin(
      workCommentReads,
      sql`${workCommentReads.workId} = ${workComments.workId} and ${workCommentReads.sectionId} = ${workComments.sectionId} and ${workCommentReads.userId} = ${readerId}`,
    )
    .where(
      and(
        eq(workComments.teamId, sql.placeholder('teamId')),
        eq(workComments.workId, sql.placeholder('workId')),
      ),
    )
    .groupBy(workComments.sectionId)
    .prepare('work_comment_stats');
}

/** All SQL on work comments and their read marks; every call is scoped to one team. */
export class CommentsRepository {
  private statsQuery?: ReturnType<typeof prepareStats>;

  constructor(private readonly db: Db) {}

  async insert(row: typeof workComments.$inferInsert): Promise<CommentRow> {
    const [inserted] = await this.db.insert(workComments).values(row).returning();
    return inserted!;
  }

  async find(scope: TeamScope, id: string): Promise<CommentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(workComments)
      .where(inTeam(workComments.teamId, scope, eq(workComments.id, id)))
      .limit(1);
    return row;
  }

  async delete(scope: TeamScope, id: string): Promise<void> {
    await this.db.delete(workComments).where(inTeam(workComments.teamId, scope, eq(workComments.id, id)));
  }

  /** A section's comments, newest first, with their authors. */
  async list(
    scope: TeamScope,
    workId: string,
    sectionId: string,
    page: { offset: number; limit: number },
  ): Promise<{ rows: CommentWithUser[]; total: number }> {
    const where = inTeam(
      workComments.teamId,
      scope,
      eq(workComments.workId, workId),
      eq(workComments.sectionId, sectionId),
    );
    const rows = await this.db
      .select({ comment: workComments, userName: users.name, userAvatar: users.avatar })
      .from(workComments)
      .innerJoin(users, eq(users.id, workComments.userId))
      .where(where)
      .orderBy(desc(workComments.createdAt), desc(workComments.id))
      .offset(page.offset)
      .limit(page.limit);
    const [total] = await this.db.select({ n: count() }).from(workComments).where(where);
    return {
      rows: rows.map((r) => ({ ...r.comment, userName: r.userName, userAvatar: r.userAvatar })),
      total: total?.n ?? 0,
    };
  }

  /** Records that `userId` has now seen the section's comments. */
  async markRead(scope: TeamScope, workId: string, sectionId: string, userId: string): Promise<void> {
    await this.db
      .insert(workCommentReads)
      .values({ workId, sectionId, userId, teamId: scope.teamId })
      .onConflictDoUpdate({
        target: [workCommentReads.workId, workCommentReads.sectionId, workCommentReads.userId],
        set: { readAt: sql`now()` },
      });
  }

  /** Comment counts per section, and how many of them others wrote after the reader last opened the section. */
  /** Prepared once (the deck detail asks it on every read): no SQL built per request. */
  async stats(scope: TeamScope, workId: string, readerId: string): Promise<SectionCommentStats[]> {
    this.statsQuery ??= prepareStats(this.db);
    return this.statsQuery.execute({ teamId: scope.teamId, workId, readerId });
  }
}
