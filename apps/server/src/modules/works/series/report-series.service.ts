import type {
  RenameReportSeriesResult,
  ReportSeries,
  ReportSeriesDetail,
  ReportSeriesList,
} from '@prowrite/contracts';
import type { TeamScope } from '../../../http/auth';
import { conflict, notFound } from '../../../http/errors';
import type { WorkSourcesRepository } from '../work-sources.repository';
import type { ReportSeriesRepository, SeriesRow } from './report-series.repository';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** A series is named by its id, chosen when its first report was created (decision 0040, addendum). */
function seriesOf(row: SeriesRow): ReportSeries {
  return {
    report_id: row.reportId,
    name: row.reportId,
    report_num: row.reportNum,
    last_report_time: seconds(row.lastReportAt),
  };
}

/**
 * Monitoring series (works sharing a `report_id`): the team's series for pickers and lists, and one series'
 * reports with their outcome (report_status 3: nothing new since the earlier reports) and sources.
 */
export class ReportSeriesService {
  constructor(
    private readonly deps: {
      series: ReportSeriesRepository;
      sources: Pick<WorkSourcesRepository, 'files'>;
    },
  ) {}

  async list(scope: TeamScope): Promise<ReportSeriesList> {
    return { list: (await this.deps.series.list(scope)).map(seriesOf) };
  }

  /** 404 for a series the team does not have (another team's series is not seen). */
  async detail(scope: TeamScope, reportId: string): Promise<ReportSeriesDetail> {
    const reports = await this.deps.series.reports(scope, reportId);
    if (reports.length === 0) throw notFound('Report series');
    const ids = [...new Set(reports.flatMap((r) => r.fileIds))];
    const names = new Map((await this.deps.sources.files(scope, ids)).map((f) => [f.id, f.name]));
    return {
      ...seriesOf({ reportId, reportNum: reports.length, lastReportAt: reports[0]!.createdAt }),
      list: reports.map((r) => ({
        id: r.id,
        name: r.name,
        type: r.type,
        report_status: r.reportStatus,
        process: r.process,
        created_at: seconds(r.createdAt),
        // A source deleted since the report was made has no name left to show.
        sources: r.fileIds.flatMap((id) => names.get(id) ?? []),
      })),
    };
  }

  /**
   * Renames a series (its id is its name): every report moves to the new id in one transaction. 404 for a
   * series the team does not have, 409 when another series of the team already has the name.
   */
  async rename(scope: TeamScope, reportId: string, name: string): Promise<RenameReportSeriesResult> {
    return this.deps.series.transaction(async (series) => {
      if (name !== reportId && (await series.exists(scope, name)))
        throw conflict(`Another monitoring series is already named ${name}`);
      const moved = await series.rename(scope, reportId, name);
      if (moved === 0) throw notFound('Report series');
      return { report_id: name, name, report_num: moved };
    });
  }
}
