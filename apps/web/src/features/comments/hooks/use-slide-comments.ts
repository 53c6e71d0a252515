import type { Comment } from '@prowrite/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { commentsApi } from '../api/comments-api';

type CommentPage = { data: Comment[]; total_num: number };

export const commentsKey = (workId: string, sectionId: string) => ['comments', workId, sectionId] as const;

/** The history of one slide. Fetched on every opening: the server marks the comments read for the caller. */
export function useSlideComments(workId: string, sectionId: string) {
  return useQuery({
    queryKey: commentsKey(workId, sectionId),
    queryFn: ({ signal }) => commentsApi.list(workId, sectionId, signal),
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
  });
}

export function useAddComment(workId: string, sectionId: string) {
  const queryClient = useQueryClient();
  const key = commentsKey(workId, sectionId);
  return useMutation({
    mutationFn: (content: string) => commentsApi.add(workId, sectionId, content),
    onSuccess: (comment) =>
      queryClient.setQueryData<CommentPage>(key, (old) => ({
        data: [comment, ...(old?.data ?? [])],
        total_num: (old?.total_num ?? 0) + 1,
      })),
  });
}

export function useDeleteComment(workId: string, sectionId: string) {
  const queryClient = useQueryClient();
  const key = commentsKey(workId, sectionId);
  return useMutation({
    mutationFn: (commentId: string) => commentsApi.remove(commentId),
    onSuccess: (_result, commentId) =>
      queryClient.setQueryData<CommentPage>(key, (old) =>
        old
          ? {
              data: old.data.filter((c) => c.comment_id !== commentId),
              total_num: Math.max(0, old.total_num - 1),
            }
          : old,
      ),
  });
}
