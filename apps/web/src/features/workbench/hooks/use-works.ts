import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { worksApi } from '../api/works-api';

export const worksListKey = ['works', 'list'] as const;
export const workPreviewKey = (id: string) => ['works', 'preview', id] as const;

/** How often lists and previews refresh while a work is still being generated. */
const GENERATING_POLL_MS = 3000;

export function useWorksList(page: number) {
  return useQuery({
    queryKey: [...worksListKey, page],
    queryFn: ({ signal }) => worksApi.list(page, signal),
    placeholderData: (previous) => previous,
    refetchInterval: (query) =>
      query.state.data?.data.some((w) => w.process === 'inProgress') ? GENERATING_POLL_MS : false,
  });
}

export function useWorkPreview(id: string | null) {
  return useQuery({
    queryKey: workPreviewKey(id ?? ''),
    queryFn: ({ signal }) => worksApi.detail(id!, signal),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.process === 'inProgress' ? GENERATING_POLL_MS : false),
  });
}

export function useCreateWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: worksApi.create,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: worksListKey }),
  });
}

export function useRenameWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => worksApi.rename(id, name),
    onSuccess: (_result, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: worksListKey }),
        queryClient.invalidateQueries({ queryKey: workPreviewKey(id) }),
      ]),
  });
}

export function useDeleteWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: worksApi.remove,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: workPreviewKey(id) });
      return queryClient.invalidateQueries({ queryKey: worksListKey });
    },
  });
}
