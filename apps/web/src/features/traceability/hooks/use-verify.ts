import { useQuery } from '@tanstack/react-query';
import { traceApi } from '../api/trace-api';

/** The board invalidates this key after a save, so the check follows edits. */
export const verifyKey = (workId: string) => ['verify', workId] as const;

export function useVerify(workId: string, enabled: boolean) {
  return useQuery({
    queryKey: verifyKey(workId),
    queryFn: ({ signal }) => traceApi.verify(workId, signal),
    enabled,
    staleTime: 0,
  });
}
