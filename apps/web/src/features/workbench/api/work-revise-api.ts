import type { AcceptRevisionResult, WorkChatResult, WorkRevision } from '@prowrite/contracts';
import { http } from '../../../lib/http';

type Nested<T> = { data: T };

export const WORK_ASK_PATH = '/api/prowrite/v2/ask';

/** The chat-revise panel's calls besides the ask stream (decision 0047). */
export const workReviseApi = {
  chat: async (workId: string, signal?: AbortSignal) =>
    (
      await http.get<Nested<WorkChatResult>>('/api/prowrite/v2/ask/chat', {
        query: { work_id: workId },
        signal,
      })
    ).data,
  /** A 409 (the work changed since) is shown by the panel itself. */
  accept: async (id: string, version: number) =>
    (
      await http.post<Nested<AcceptRevisionResult>>(
        '/api/prowrite/v2/ask/revision/accept',
        { id, version },
        { silent: true },
      )
    ).data,
  reject: async (id: string) =>
    (await http.post<Nested<WorkRevision>>('/api/prowrite/v2/ask/revision/reject', { id })).data,
};
