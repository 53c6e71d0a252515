import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  knowledgeCategories,
  knowledgeChunks,
  knowledgeIndexChanges,
  knowledgeIndexSnapshots,
  knowledgeItems,
  knowledgeStats,
} from '../../db/schema';

/** Deleting a whole team's knowledge base (an expired trial): items, chunks, categories, index state. */
export class KnowledgeTeamDataRepository {
  constructor(private readonly db: Db) {}

  /** Children first; answers the rows gone and the stored objects the items named (text items, files). */
  async deleteTeam(teamId: string): Promise<{ rows: number; objects: string[] }> {
    const chunks = await this.db
      .delete(knowledgeChunks)
      .where(eq(knowledgeChunks.teamId, teamId))
      .returning({ id: knowledgeChunks.id });
    const items = await this.db
      .delete(knowledgeItems)
      .where(eq(knowledgeItems.teamId, teamId))
      .returning({ sha1: knowledgeItems.sha1 });
    const rest = [
      await this.db
        .delete(knowledgeCategories)
        .where(eq(knowledgeCategories.teamId, teamId))
        .returning({ id: knowledgeCategories.id }),
      await this.db
        .delete(knowledgeIndexChanges)
        .where(eq(knowledgeIndexChanges.teamId, teamId))
        .returning({ id: knowledgeIndexChanges.itemId }),
      await this.db
        .delete(knowledgeIndexSnapshots)
        .where(eq(knowledgeIndexSnapshots.teamId, teamId))
        .returning({ id: knowledgeIndexSnapshots.teamId }),
      await this.db
        .delete(knowledgeStats)
        .where(eq(knowledgeStats.teamId, teamId))
        .returning({ id: knowledgeStats.teamId }),
    ];
    const objects = [...new Set(items.flatMap((i) => (i.sha1 ? [i.sha1] : [])))];
    return {
      rows: chunks.length + items.length + rest.reduce((sum, rows) => sum + rows.length, 0),
      objects,
    };
  }

  /** How many knowledge items the team holds. */
  async countItems(teamId: string): Promise<number> {
    const rows = await this.db
      .select({ id: knowledgeItems.id })
      .from(knowledgeItems)
      .where(eq(knowledgeItems.teamId, teamId))
      .limit(1000);
    return rows.length;
  }

  /** Whether any item (any team) still names the stored object. */
  async usesObject(sha1: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: knowledgeItems.id })
      .from(knowledgeItems)
      .where(and(eq(knowledgeItems.sha1, sha1), ne(knowledgeItems.sha1, '')))
      .limit(1);
    return row !== undefined;
  }
}
