import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext } from 'react';
import { articleApi, type CommentStats } from '../api/article-api';

export const commentStatsKey = (workId: string) => ['article-comment-stats', workId] as const;

/** Comment counts per section (component id or body item id) of one work. */
export function useCommentStats(workId: string, enabled: boolean) {
  return useQuery({
    queryKey: commentStatsKey(workId),
    queryFn: ({ signal }) => articleApi.commentStats(workId, signal),
    enabled,
    staleTime: 30_000,
    retry: false,
  });
}

export type SectionCount = { count: number; unread: number };
export type CommentCounts = (sectionId: string) => SectionCount;

const none: SectionCount = { count: 0, unread: 0 };

export function countsFrom(stats: CommentStats | undefined): CommentCounts {
  const map = new Map((stats ?? []).map((s) => [s.section_id, { count: s.count, unread: s.unread }]));
  return (sectionId) => map.get(sectionId) ?? none;
}

export const CommentCountsContext = createContext<CommentCounts>(() => none);

export function useSectionCount(sectionId: string): SectionCount {
  return useContext(CommentCountsContext)(sectionId);
}

/** Refreshes the counts after a comment was added or deleted, or a section's comments were read. */
export function useRefreshCommentStats(workId: string): () => void {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: commentStatsKey(workId) }),
    [queryClient, workId],
  );
}
