import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileParses, files } from '../../db/schema';
import { inTeam } from '../../db/team-scope';
import type { TeamScope } from '../../http/auth';

/** One cropped figure of a parsed source, as the `file.parse` job stored it. */
export type SourceFigureRow = {
  fileId: string;
  fileName: string;
  fileSha1: string;
  /** Position in the document's figures (the `/figures/<index>` address). */
  index: number;
  page: number;
  caption: string;
  pngSha1: string | null;
};

/**
 * Reads what media needs of the files module's tables (never writes them): the figures of parsed sources,
 * picked out of the stored document inside the database (the documents themselves can be large).
 */
export class MediaRepository {
  constructor(private readonly db: Db) {}

  async figures(scope: TeamScope, fileIds: string[]): Promise<SourceFigureRow[]> {
    if (fileIds.length === 0) return [];
    const rows = await this.db
      .select({
        fileId: fileParses.fileId,
        fileName: files.name,
        fileSha1: files.sha1,
        figures: sql<{ index: number; page: unknown; caption: unknown; png_sha1: unknown }[] | null>`(
          select coalesce(jsonb_agg(jsonb_build_object(
            'index', ord - 1, 'page', f->'page', 'caption', f->'caption', 'png_sha1', f->'png_sha1'
          ) order by ord), '[]'::jsonb)
          from jsonb_array_elements(${fileParses.document}->'figures') with ordinality as t(f, ord)
        )`,
      })
      .from(fileParses)
      .innerJoin(files, eq(files.id, fileParses.fileId))
      .where(inTeam(fileParses.teamId, scope, inArray(fileParses.fileId, fileIds)));
    const order = new Map(fileIds.map((id, i) => [id, i]));
    rows.sort((a, b) => (order.get(a.fileId) ?? 0) - (order.get(b.fileId) ?? 0));
    return rows.flatMap((row) =>
      (row.figures ?? []).map((f) => ({
        fileId: row.fileId,
        fileName: row.fileName,
        fileSha1: row.fileSha1,
        index: Number(f.index),
        page: typeof f.page === 'number' && f.page >= 1 ? Math.floor(f.page) : 1,
        caption: typeof f.caption === 'string' ? f.caption : '',
        pngSha1: typeof f.png_sha1 === 'string' ? f.png_sha1 : null,
      })),
    );
  }
}
