import { useQuery } from '@tanstack/react-query';
import { knowledgeApi } from '../api/knowledge-api';
import { listFilterQuery, STATUS_FILTERS, type StatusFilter } from '../utils/list-filter';

export type StatusCounts = Record<StatusFilter, number>;

/** Items still moving through ingestion: while there are any, the counts are read again. */
const moving = (counts: StatusCounts | undefined) => (counts ? counts.wait + counts.inProgress > 0 : false);

/**
 * How many items the team has in each status (and stuck), across every dataset: one list call per status asking
 * for a single row, read from its total. Followed every 2 s while anything waits or is in progress.
 */
export function useKnowledgeOverview() {
  return useQuery({
    queryKey: ['knowledge', 'overview'],
    queryFn: async ({ signal }): Promise<StatusCounts> => {
      const totals = await Promise.all(
        STATUS_FILTERS.map((filter) =>
          knowledgeApi
            .list({ pageno: 0, pagesize: 1, ...listFilterQuery(filter, 'updated_at') }, signal)
            .then((r) => [filter, r.total_num] as const),
        ),
      );
      return Object.fromEntries(totals) as StatusCounts;
    },
    refetchInterval: (query) => (moving(query.state.data) ? 2000 : false),
  });
}
