import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { knowledgeApi } from '../api/knowledge-api';
import { pollInterval } from '../utils/item-status';
import { type ListOrder, listFilterQuery, type StatusFilter } from '../utils/list-filter';

const LIST_KEY = ['knowledge', 'list'] as const;
const CATEGORIES_KEY = ['knowledge', 'categories'] as const;

/** cId undefined: every category (the console's datasets page). */
type ItemsView = { cId?: string; pageno: number; pagesize: number; filter: StatusFilter; order: ListOrder };

/** One page of a category's items, polled while any of them is still being ingested. */
export function useKnowledgeItems({ cId, pageno, pagesize, filter, order }: ItemsView) {
  return useQuery({
    queryKey: [...LIST_KEY, cId ?? '*', pageno, pagesize, filter, order],
    queryFn: ({ signal }) =>
      knowledgeApi.list(
        { pageno, pagesize, ...(cId !== undefined ? { c_id: cId } : {}), ...listFilterQuery(filter, order) },
        signal,
      ),
    refetchInterval: (query) => pollInterval(query.state.data?.data),
  });
}

export function useKnowledgeCategories() {
  return useQuery({ queryKey: CATEGORIES_KEY, queryFn: ({ signal }) => knowledgeApi.categories(signal) });
}

/** One item with its chunks, followed while it is still being ingested (its chunks arrive at the end). */
export function useKnowledgeDetail(id: string | null) {
  return useQuery({
    queryKey: ['knowledge', 'detail', id],
    queryFn: ({ signal }) => knowledgeApi.detail(id ?? '', signal),
    enabled: id !== null,
    refetchInterval: (query) => {
      const item = query.state.data?.item;
      return item ? pollInterval([item]) : false;
    },
  });
}

/** Wraps a knowledge-base change so that lists and counts are read again once it is done. */
export function useKnowledgeChange<A, R>(run: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['knowledge'] }),
  });
}
