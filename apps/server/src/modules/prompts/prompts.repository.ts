import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { savedPrompts } from '../../db/schema';
import { inTeam } from '../../db/team-scope';
import type { TeamScope } from '../../http/auth';

export type SavedPromptRow = typeof savedPrompts.$inferSelect;
/** The caller: saved prompts are visible to their own user only, always within the team. */
export type PromptOwner = { scope: TeamScope; userId: string };

/** All SQL on saved_prompts. */
export class PromptsRepository {
  constructor(private readonly db: Db) {}

  private own(owner: PromptOwner, id?: string) {
    return inTeam(
      savedPrompts.teamId,
      owner.scope,
      eq(savedPrompts.userId, owner.userId),
      id === undefined ? undefined : eq(savedPrompts.id, id),
    );
  }

  async list(owner: PromptOwner): Promise<SavedPromptRow[]> {
    return this.db
      .select()
      .from(savedPrompts)
      .where(this.own(owner))
      .orderBy(desc(savedPrompts.updatedAt), desc(savedPrompts.id));
  }

  async countOf(owner: PromptOwner): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(savedPrompts).where(this.own(owner));
    return Number(row?.n ?? 0);
  }

  /**
   * Inserts unless the user already has `max` prompts (null then). The count and the insert run under a
   * per-user transaction lock, so two saves at once cannot both take the last place.
   */
  async insertWithin(
    owner: PromptOwner,
    row: { id: string; title: string; text: string },
    max: number,
  ): Promise<SavedPromptRow | null> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved_prompts:${owner.userId}`}))`);
      const [held] = await tx.select({ n: count() }).from(savedPrompts).where(this.own(owner));
      if (Number(held?.n ?? 0) >= max) return null;
      const [inserted] = await tx
        .insert(savedPrompts)
        .values({ ...row, teamId: owner.scope.teamId, userId: owner.userId })
        .returning();
      return inserted!;
    });
  }

  async update(
    owner: PromptOwner,
    id: string,
    set: { title: string; text: string },
  ): Promise<SavedPromptRow | undefined> {
    const [row] = await this.db
      .update(savedPrompts)
      .set({ ...set, updatedAt: new Date() })
      .where(this.own(owner, id))
      .returning();
    return row;
  }

  async delete(owner: PromptOwner, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(savedPrompts)
      .where(this.own(owner, id))
      .returning({ id: savedPrompts.id });
    return rows.length > 0;
  }

  /** Deletes every saved prompt of the team (the team itself is being deleted); answers how many. */
  async deleteTeam(teamId: string): Promise<number> {
    const rows = await this.db
      .delete(savedPrompts)
      .where(eq(savedPrompts.teamId, teamId))
      .returning({ id: savedPrompts.id });
    return rows.length;
  }

  /** Moves the team's saved prompts to another team and user (a trial merged into an account). */
  async moveTeam(fromTeamId: string, toTeamId: string, userId: string): Promise<number> {
    const rows = await this.db
      .update(savedPrompts)
      .set({ teamId: toTeamId, userId })
      .where(eq(savedPrompts.teamId, fromTeamId))
      .returning({ id: savedPrompts.id });
    return rows.length;
  }
}
