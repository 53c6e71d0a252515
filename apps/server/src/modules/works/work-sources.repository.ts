import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileParses, files } from '../../db/schema';
import { inTeam } from '../../db/team-scope';
import type { TeamScope } from '../../http/auth';

export type SourceFileRow = Pick<
  typeof files.$inferSelect,
  'id' | 'name' | 'sha1' | 'kind' | 'parseStatus' | 'errMsg'
>;
export type SourcePages = { fileId: string; pages: { number: number; text: string }[] };

/** What works read of their source files (the files module owns those tables; this only reads them). */
export class WorkSourcesRepository {
  constructor(private readonly db: Db) {}

  async files(scope: TeamScope, ids: string[]): Promise<SourceFileRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({
        id: files.id,
        name: files.name,
        sha1: files.sha1,
        kind: files.kind,
        parseStatus: files.parseStatus,
        errMsg: files.errMsg,
      })
      .from(files)
      .where(inTeam(files.teamId, scope, inArray(files.id, ids)));
  }

  async facts(scope: TeamScope, ids: string[]): Promise<{ fileId: string; facts: unknown }[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({ fileId: fileParses.fileId, facts: fileParses.facts })
      .from(fileParses)
      .where(inTeam(fileParses.teamId, scope, inArray(fileParses.fileId, ids)));
  }

  /** The page texts of parsed sources, read inside the database (the stored documents can be large). */
  async pages(scope: TeamScope, ids: string[]): Promise<SourcePages[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({
        fileId: fileParses.fileId,
        pages: sql<{ number: number; text: string }[] | null>`(
          select coalesce(jsonb_agg(jsonb_build_object('number', p->'number', 'text', p->'text') order by ord), '[]'::jsonb)
          from jsonb_array_elements(${fileParses.document}->'pages') with ordinality as t(p, ord)
        )`,
      })
      .from(fileParses)
      .where(inTeam(fileParses.teamId, scope, inArray(fileParses.fileId, ids)));
    return rows.map((r) => ({
      fileId: r.fileId,
      pages: (r.pages ?? []).filter((p) => typeof p.number === 'number' && typeof p.text === 'string'),
    }));
  }
}
