import { eq, sql } from 'drizzle-orm';
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
}
