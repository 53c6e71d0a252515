import { count, desc, eq, isNotNull, max } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { works } from '../../../db/schema';
import { inTeam } from '../../../db/team-scope';
import type { TeamScope } from '../../../http/auth';

export type SeriesRow = { reportId: string; reportNum: number; lastReportAt: Date };
export type SeriesReportRow = Pick<
  typeof works.$inferSelect,
  'id' | 'name' | 'type' | 'reportStatus' | 'process' | 'createdAt' | 'fileIds'
>;

/** The most reports one detail answer lists (a weekly series reaches it in about ten years). */
export const MAX_SERIES_REPORTS = 500;

/** The SQL of monitoring series: read-only views of `works` grouped by `report_id`, scoped to one team. */
export class ReportSeriesRepository {
  constructor(private readonly db: Db) {}

  /** The team's series, the most recently reported first. */
  async list(scope: TeamScope): Promise<SeriesRow[]> {
    const last = max(works.createdAt);
    const rows = await this.db
      .select({ reportId: works.reportId, reportNum: count(), lastReportAt: last })
      .from(works)
      .where(inTeam(works.teamId, scope, isNotNull(works.reportId)))
      .groupBy(works.reportId)
      .orderBy(desc(last), works.reportId);
    return rows.map((r) => ({
      reportId: r.reportId ?? '',
      reportNum: Number(r.reportNum),
      lastReportAt: new Date(r.lastReportAt ?? 0),
    }));
  }

  /** Whether the team has a report in the series. */
  async exists(scope: TeamScope, reportId: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: works.id })
      .from(works)
      .where(inTeam(works.teamId, scope, eq(works.reportId, reportId)))
      .limit(1);
    return rows.length > 0;
  }

  /** Moves every report of the team's series `from` to `to`; returns how many were moved. */
  async rename(scope: TeamScope, from: string, to: string): Promise<number> {
    const rows = await this.db
      .update(works)
      .set({ reportId: to })
      .where(inTeam(works.teamId, scope, eq(works.reportId, from)))
      .returning({ id: works.id });
    return rows.length;
  }

  /** Runs `work` in one transaction with a repository bound to it. */
  transaction<T>(work: (repo: ReportSeriesRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new ReportSeriesRepository(tx)));
  }

  /** The reports of one series of the team, newest first. */
  async reports(scope: TeamScope, reportId: string): Promise<SeriesReportRow[]> {
    return this.db
      .select({
        id: works.id,
        name: works.name,
        type: works.type,
        reportStatus: works.reportStatus,
        process: works.process,
        createdAt: works.createdAt,
        fileIds: works.fileIds,
      })
      .from(works)
      .where(inTeam(works.teamId, scope, eq(works.reportId, reportId)))
      .orderBy(desc(works.createdAt), desc(works.id))
      .limit(MAX_SERIES_REPORTS);
  }
}
