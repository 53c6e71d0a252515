import { useQuery } from '@tanstack/react-query';
import { reportSeriesApi } from '../api/report-series-api';

export const reportSeriesKey = ['works', 'report-series'] as const;

/** The team's monitoring series; fetched only while a series kind is chosen. */
export function useReportSeries(enabled: boolean) {
  return useQuery({
    queryKey: reportSeriesKey,
    queryFn: ({ signal }) => reportSeriesApi.list(signal),
    enabled,
  });
}
