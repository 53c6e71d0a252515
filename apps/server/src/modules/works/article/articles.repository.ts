import { and, asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users, workRevisions, works } from '../../../db/schema';
import { liveShare } from '../../../db/share-link';
import { inTeam } from '../../../db/team-scope';
import type { TeamScope } from '../../../http/auth';
import { WorksRepository } from '../works.repository';

/** What a revision holds and an undo restores (components as stored: already checked and cleaned). */
export type StoredArticleState = {
  components: unknown[];
  selectOptionalComponents: string[];
  themeColor: string;
};

/** All SQL on article components (`works.components`) and their undo history (`work_revisions`). */
export class ArticlesRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction, with this repository and the works repository bound to it. */
  transaction<T>(work: (repo: ArticlesRepository, works: WorksRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new ArticlesRepository(tx), new WorksRepository(tx)));
  }

  async setState(scope: TeamScope, id: string, state: StoredArticleState): Promise<void> {
    await this.db
      .update(works)
      .set({
        components: state.components,
        selectOptionalComponents: state.selectOptionalComponents,
        themeColor: state.themeColor,
      })
      .where(inTeam(works.teamId, scope, eq(works.id, id)));
  }

  /** Keeps `state` as the newest revision and forgets all but the newest `keep`. Call with the work row locked. */
  async pushRevision(
    scope: TeamScope,
    workId: string,
    state: StoredArticleState,
    keep: number,
  ): Promise<void> {
    const [last] = await this.db
      .select({ seq: workRevisions.seq })
      .from(workRevisions)
      .where(inTeam(workRevisions.teamId, scope, eq(workRevisions.workId, workId)))
      .orderBy(desc(workRevisions.seq))
      .limit(1);
    const seq = (last?.seq ?? 0) + 1;
    await this.db.insert(workRevisions).values({ workId, teamId: scope.teamId, seq, ...state });
    await this.db
      .delete(workRevisions)
      .where(
        inTeam(
          workRevisions.teamId,
          scope,
          eq(workRevisions.workId, workId),
          lte(workRevisions.seq, seq - keep),
        ),
      );
  }

  /** Takes the newest revision out of the history (undefined when there is none). Call with the work row locked. */
  async popRevision(scope: TeamScope, workId: string): Promise<StoredArticleState | undefined> {
    const [row] = await this.db
      .select()
      .from(workRevisions)
      .where(inTeam(workRevisions.teamId, scope, eq(workRevisions.workId, workId)))
      .orderBy(desc(workRevisions.seq))
      .limit(1);
    if (!row) return undefined;
    await this.db
      .delete(workRevisions)
      .where(
        inTeam(workRevisions.teamId, scope, eq(workRevisions.workId, workId), eq(workRevisions.seq, row.seq)),
      );
    return {
      components: row.components,
      selectOptionalComponents: row.selectOptionalComponents,
      themeColor: row.themeColor,
    };
  }

  async revisionCount(scope: TeamScope, workId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(workRevisions)
      .where(inTeam(workRevisions.teamId, scope, eq(workRevisions.workId, workId)));
    return row?.n ?? 0;
  }

  async clearRevisions(scope: TeamScope, workId: string): Promise<void> {
    await this.db
      .delete(workRevisions)
      .where(inTeam(workRevisions.teamId, scope, eq(workRevisions.workId, workId)));
  }

  /** How many components a work has stored (a resumed generation carries on after them). */
  async componentCount(scope: TeamScope, workId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`jsonb_array_length(${works.components})` })
      .from(works)
      .where(inTeam(works.teamId, scope, eq(works.id, workId)));
    return Number(row?.n ?? 0);
  }

  /**
   * Appends a generated component at `index` unless the list already has it: a re-run of generation (after a
   * crash, or twice at once) never stores a component twice. Only while the work is being generated.
   */
  async appendComponentOnce(
    scope: TeamScope,
    workId: string,
    index: number,
    component: unknown,
  ): Promise<boolean> {
    const updated = await this.db
      .update(works)
      .set({ components: sql`${works.components} || jsonb_build_array(${JSON.stringify(component)}::jsonb)` })
      .where(
        inTeam(
          works.teamId,
          scope,
          eq(works.id, workId),
          eq(works.process, 'inProgress'),
          sql`jsonb_array_length(${works.components}) = ${index}`,
        ),
      )
      .returning({ id: works.id });
    return updated.length === 1;
  }

  /**
   * The public page's lookup: a published article by its id, across teams by design (the visitor has no
   * team). The share token is compared by the service in constant time.
   */
  async findPublished(workId: string) {
    const [row] = await this.db
      .select({ work: works, creatorName: users.name, creatorAvatar: users.avatar })
      .from(works)
      .innerJoin(users, eq(users.id, works.ownerId))
      .where(and(eq(works.id, workId), liveShare()))
      .limit(1);
    return row;
  }

  /** Revisions oldest first (tests and diagnostics). */
  async revisions(scope: TeamScope, workId: string) {
    return this.db
      .select({ seq: workRevisions.seq })
      .from(workRevisions)
      .where(inTeam(workRevisions.teamId, scope, eq(workRevisions.workId, workId)))
      .orderBy(asc(workRevisions.seq));
  }
}
