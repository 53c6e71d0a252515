import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileParses, files } from '../../db/schema';
import { inTeam } from '../../db/team-scope';
import type { TeamScope } from '../../http/auth';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;
export type ParseStatus = FileRow['parseStatus'];
export type FileParseRow = typeof fileParses.$inferSelect;

/** All SQL on `files` and `file_parses`; every call is scoped to one team. */
export class FilesRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction, with a repository bound to it and the transaction for other writers. */
  transaction<T>(work: (repo: FilesRepository, tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new FilesRepository(tx), tx));
  }

  /** Inserts a file record, or answers undefined when the team already has these bytes as this kind. */
  async insert(row: NewFileRow): Promise<FileRow | undefined> {
    const [inserted] = await this.db
      .insert(files)
      .values(row)
      .onConflictDoNothing({ target: [files.teamId, files.sha1, files.kind] })
      .returning();
    return inserted;
  }

  /**
   * Records an exported PNG (purpose 'export'). Exporting the same bytes again restarts its 24 h; when the
   * team already uploaded these bytes, that upload answers and stays an upload.
   */
  async insertExport(row: NewFileRow): Promise<FileRow | undefined> {
    const [stored] = await this.db
      .insert(files)
      .values({ ...row, purpose: 'export' })
      .onConflictDoUpdate({
        target: [files.teamId, files.sha1, files.kind],
        set: { createdAt: sql`now()` },
        setWhere: eq(files.purpose, 'export'),
      })
      .returning();
    return stored ?? (await this.findBySha1({ teamId: row.teamId }, row.sha1, row.kind));
  }

  /** An upload that matched an export record's bytes: the record becomes an upload, so it is listed and kept. */
  async keepAsUpload(row: FileRow): Promise<FileRow> {
    if (row.purpose !== 'export') return row;
    const [updated] = await this.db
      .update(files)
      .set({ purpose: 'upload' })
      .where(and(eq(files.id, row.id), eq(files.teamId, row.teamId)))
      .returning();
    return updated ?? row;
  }

  /**
   * Deletes export records created before `cutoff`, in every team (the expiry sweep is a system task, not a
   * team's request), and answers the stored objects they pointed at.
   */
  async deleteExportsBefore(cutoff: Date): Promise<string[]> {
    const rows = await this.db
      .delete(files)
      .where(and(eq(files.purpose, 'export'), lt(files.createdAt, cutoff)))
      .returning({ sha1: files.sha1 });
    return [...new Set(rows.map((r) => r.sha1))];
  }

  /** Whether any file record (any team, any kind) or stored figure crop still uses the object `sha1`. */
  async isObjectUsed(sha1: string): Promise<boolean> {
    const [file] = await this.db.select({ id: files.id }).from(files).where(eq(files.sha1, sha1)).limit(1);
    if (file) return true;
    const [figure] = await this.db
      .select({ fileId: fileParses.fileId })
      .from(fileParses)
      .where(sql`${fileParses.document}->'figures' @> ${JSON.stringify([{ png_sha1: sha1 }])}::jsonb`)
      .limit(1);
    return figure !== undefined;
  }

  async findById(scope: TeamScope, id: string): Promise<FileRow | undefined> {
    const [row] = await this.db
      .select()
      .from(files)
      .where(inTeam(files.teamId, scope, eq(files.id, id)))
      .limit(1);
    return row;
  }

  /** The team's earliest upload of these exact bytes read as this kind, if any. */
  async findBySha1(scope: TeamScope, sha1: string, kind: FileRow['kind']): Promise<FileRow | undefined> {
    const [row] = await this.db
      .select()
      .from(files)
      .where(inTeam(files.teamId, scope, eq(files.sha1, sha1), eq(files.kind, kind)))
      .orderBy(files.createdAt)
      .limit(1);
    return row;
  }

  async list(
    scope: TeamScope,
    page: { offset: number; limit: number },
  ): Promise<{ rows: FileRow[]; total: number }> {
    const rows = await this.db
      .select()
      .from(files)
      .where(inTeam(files.teamId, scope, eq(files.purpose, 'upload')))
      .orderBy(desc(files.createdAt), desc(files.id))
      .offset(page.offset)
      .limit(page.limit);
    // Exported PNGs are not the user's uploads: they stay out of the list (and its count).
    const [total] = await this.db
      .select({ n: count() })
      .from(files)
      .where(inTeam(files.teamId, scope, eq(files.purpose, 'upload')));
    return { rows, total: total?.n ?? 0 };
  }

  async setParseStatus(scope: TeamScope, id: string, status: ParseStatus, errMsg = ''): Promise<void> {
    await this.db
      .update(files)
      .set({ parseStatus: status, errMsg })
      .where(inTeam(files.teamId, scope, eq(files.id, id)));
  }

  /** Stores a finished parse and marks the file parsed, in one transaction. */
  async saveParse(
    scope: TeamScope,
    parse: { fileId: string; engineVersion: string; document: unknown; facts: unknown; pages: number | null },
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const values = {
        fileId: parse.fileId,
        teamId: scope.teamId,
        engineVersion: parse.engineVersion,
        document: parse.document,
        facts: parse.facts,
      };
      await tx
        .insert(fileParses)
        .values(values)
        .onConflictDoUpdate({
          target: fileParses.fileId,
          set: { engineVersion: values.engineVersion, document: values.document, facts: values.facts },
        });
      await tx
        .update(files)
        .set({ parseStatus: 'success', errMsg: '', pages: parse.pages })
        .where(inTeam(files.teamId, scope, eq(files.id, parse.fileId)));
    });
  }

  async findParse(scope: TeamScope, fileId: string): Promise<FileParseRow | undefined> {
    const [row] = await this.db
      .select()
      .from(fileParses)
      .where(inTeam(fileParses.teamId, scope, eq(fileParses.fileId, fileId)))
      .limit(1);
    return row;
  }

  /** Only the facts column: the stored document can be large. */
  async findFacts(scope: TeamScope, fileId: string): Promise<unknown> {
    const [row] = await this.db
      .select({ facts: fileParses.facts })
      .from(fileParses)
      .where(inTeam(fileParses.teamId, scope, eq(fileParses.fileId, fileId)))
      .limit(1);
    return row?.facts;
  }

  /** The page texts of a parsed source, read inside the database (the stored document can be large). */
  async findPageTexts(scope: TeamScope, fileId: string): Promise<{ number: number; text: string }[]> {
    const [row] = await this.db
      .select({
        pages: sql<{ number: unknown; text: unknown }[] | null>`(
          select coalesce(jsonb_agg(jsonb_build_object('number', p->'number', 'text', p->'text') order by ord), '[]'::jsonb)
          from jsonb_array_elements(${fileParses.document}->'pages') with ordinality as t(p, ord)
        )`,
      })
      .from(fileParses)
      .where(inTeam(fileParses.teamId, scope, eq(fileParses.fileId, fileId)))
      .limit(1);
    return (row?.pages ?? []).flatMap((p) =>
      typeof p.number === 'number' && typeof p.text === 'string' ? [{ number: p.number, text: p.text }] : [],
    );
  }

  /** The stored PNG of one figure of a parsed document (see StoredSourceDocument), read inside the database. */
  async findFigureSha1(scope: TeamScope, fileId: string, index: number): Promise<string | null | undefined> {
    const [row] = await this.db
      .select({ sha1: sql<string | null>`${fileParses.document}->'figures'->(${index}::int)->>'png_sha1'` })
      .from(fileParses)
      .where(inTeam(fileParses.teamId, scope, eq(fileParses.fileId, fileId)))
      .limit(1);
    return row?.sha1;
  }
}
