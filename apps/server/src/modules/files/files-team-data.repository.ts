import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { fileParses, files } from '../../db/schema';

/** Deleting a whole team's file records (an expired trial): `files` and `file_parses`. */
export class FilesTeamDataRepository {
  constructor(private readonly db: Db) {}

  /** Deletes the team's parses and file records; answers the rows gone and every object they named. */
  async deleteTeam(teamId: string): Promise<{ rows: number; objects: string[] }> {
    // Figure crops are stored objects named only inside the parse document.
    const figures = await this.db
      .select({
        sha1: sql<
          string | null
        >`jsonb_array_elements(coalesce(${fileParses.document}->'figures', '[]'::jsonb))->>'png_sha1'`,
      })
      .from(fileParses)
      .where(eq(fileParses.teamId, teamId));
    const parses = await this.db
      .delete(fileParses)
      .where(eq(fileParses.teamId, teamId))
      .returning({ id: fileParses.fileId });
    const records = await this.db
      .delete(files)
      .where(eq(files.teamId, teamId))
      .returning({ sha1: files.sha1 });
    const objects = [...records.map((r) => r.sha1), ...figures.flatMap((f) => (f.sha1 ? [f.sha1] : []))];
    return { rows: parses.length + records.length, objects: [...new Set(objects)] };
  }

  /**
   * How many of the team's file records the target team already holds (same bytes, same kind). One record per
   * team and content is the upload rule, and other modules name records by id, so such a record cannot move.
   */
  async clashes(fromTeamId: string, toTeamId: string): Promise<number> {
    const target = alias(files, 'target_files');
    const rows = await this.db
      .select({ id: files.id })
      .from(files)
      .innerJoin(
        target,
        and(eq(target.teamId, toTeamId), eq(target.sha1, files.sha1), eq(target.kind, files.kind)),
      )
      .where(eq(files.teamId, fromTeamId));
    return rows.length;
  }

  /** Moves the team's file records and parses to another team and owner (a trial merged into an account). */
  async moveTeam(fromTeamId: string, toTeamId: string, ownerId: string): Promise<number> {
    const records = await this.db
      .update(files)
      .set({ teamId: toTeamId, ownerId })
      .where(eq(files.teamId, fromTeamId))
      .returning({ id: files.id });
    const parses = await this.db
      .update(fileParses)
      .set({ teamId: toTeamId })
      .where(eq(fileParses.teamId, fromTeamId))
      .returning({ id: fileParses.fileId });
    return records.length + parses.length;
  }
}
