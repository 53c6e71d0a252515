import type { ReportSeriesList } from '@prowrite/contracts';
import { http } from '../../../lib/http';

/** Monitoring series (works sharing a report_id): the team's series for the create form's picker. */
export const reportSeriesApi = {
  list: (signal?: AbortSignal) => http.get<ReportSeriesList>('/api/prowrite/v1/report/simple', { signal }),
};
