import type { PublicPpt } from '@prowrite/contracts';
import { http } from '../../../lib/http';

type Nested<T> = { data: T };

export const publicApi = {
  /** No login: sent without the token; the page shows its own not-found state. */
  ppt: (pptId: string, reportId: string, signal?: AbortSignal) =>
    http.get<PublicPpt>('/api/prowrite/v1/public/ppt', {
      query: { ppt_id: pptId, reportId },
      signal,
      anonymous: true,
      silent: true,
      skipAuthHandling: true,
    }),
  publish: async (id: string) =>
    (await http.post<Nested<{ ppt_id: string; reportId: string }>>('/api/prowrite/v1/publish', { id })).data,
};
