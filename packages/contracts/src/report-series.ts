import { z } from 'zod';
import { reportIdSchema } from './report-id';
import { editWorkNameBodySchema, workProcessSchema, workTypeSchema } from './works';

/** `GET /api/prowrite/v1/report/detail` */
export const reportSeriesQuerySchema = z.strictObject({ report_id: reportIdSchema });
export type ReportSeriesQuery = z.infer<typeof reportSeriesQuerySchema>;

/** One series of the team: its id (also its name), how many reports it has and when the last was created. */
export const reportSeriesSchema = z.object({
  report_id: z.string(),
  name: z.string(),
  report_num: z.number().int(),
  /** Seconds since the epoch. */
  last_report_time: z.number().int(),
});
export type ReportSeries = z.infer<typeof reportSeriesSchema>;

/** `GET /api/prowrite/v1/report/simple`: the team's series, the most recently reported first. */
export const reportSeriesListSchema = z.object({ list: z.array(reportSeriesSchema) });
export type ReportSeriesList = z.infer<typeof reportSeriesListSchema>;

/** One report of a series: report_status 3 means no source was new since the series' earlier reports. */
export const reportSeriesReportSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: workTypeSchema,
  report_status: z.number().int(),
  process: workProcessSchema,
  /** Seconds since the epoch. */
  created_at: z.number().int(),
  /** The report's source file names, in the work's order. */
  sources: z.array(z.string()),
});
export type ReportSeriesReport = z.infer<typeof reportSeriesReportSchema>;

/** `GET /api/prowrite/v1/report/detail`: the series and its reports, newest first. */
export const reportSeriesDetailSchema = reportSeriesSchema.extend({
  list: z.array(reportSeriesReportSchema),
});
export type ReportSeriesDetail = z.infer<typeof reportSeriesDetailSchema>;

/**
 * `PUT /api/prowrite/v1/report/editName` with `report_id`: renames a series. The series' name is its id, so its
 * reports take the new id; a name another series of the team already has is refused (no silent merge).
 */
export const renameReportSeriesBodySchema = z.strictObject({
  report_id: reportIdSchema,
  name: reportIdSchema,
});
export type RenameReportSeriesBody = z.infer<typeof renameReportSeriesBodySchema>;
export const renameReportSeriesResultSchema = z.object({
  report_id: z.string(),
  name: z.string(),
  report_num: z.number().int(),
});
export type RenameReportSeriesResult = z.infer<typeof renameReportSeriesResultSchema>;

/** `PUT /api/prowrite/v1/report/editName`: a work (`{id, name}`) or a monitoring series (`{report_id, name}`). */
export const editNameBodySchema = z.union([editWorkNameBodySchema, renameReportSeriesBodySchema]);
export type EditNameBody = z.infer<typeof editNameBodySchema>;
