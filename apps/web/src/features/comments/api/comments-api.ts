import type { Comment } from '@prowrite/contracts';
import { http } from '../../../lib/http';

type Nested<T> = { data: T };

/** The history is read in one page (the server's maximum); slides rarely collect more. */
export const COMMENTS_PAGE_SIZE = 100;

/**
 * Slide comments (a slide's section id is its number as a string). Every call is silent: a failed comment
 * call shows nothing, and the panel keeps the draft.
 */
export const commentsApi = {
  list: (workId: string, sectionId: string, signal?: AbortSignal) =>
    http.get<{ data: Comment[]; total_num: number }>('/api/prowrite/v1/comment', {
      query: { prowrite_id: workId, section_id: sectionId, pageno: 0, pagesize: COMMENTS_PAGE_SIZE },
      signal,
      silent: true,
    }),
  add: async (workId: string, sectionId: string, content: string) =>
    (
      await http.post<Nested<Comment>>(
        '/api/prowrite/v1/comment',
        { prowrite_id: workId, section_id: sectionId, content },
        { silent: true },
      )
    ).data,
  remove: (commentId: string) =>
    http.delete<unknown>(`/api/prowrite/v1/comment/${encodeURIComponent(commentId)}`, { silent: true }),
};
