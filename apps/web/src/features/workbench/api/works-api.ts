import type { CreateWorkBody, WorkDetail, WorkListResult } from '@prowrite/contracts';
import { http } from '../../../lib/http';

/** Nested answers of the works API: `{data: {data: ...}}`. */
type Nested<T> = { data: T };

export const WORKS_PAGE_SIZE = 15;

export const worksApi = {
  /** The form shows the failure itself (e.g. a source still being parsed). */
  create: async (body: CreateWorkBody) =>
    (await http.post<Nested<{ id: string }>>('/api/prowrite/v1/article', body, { silent: true })).data,
  list: (pageno: number, signal?: AbortSignal) =>
    http.get<WorkListResult>('/api/prowrite/v1/report/list', {
      query: { pageno, pagesize: WORKS_PAGE_SIZE },
      signal,
    }),
  detail: async (id: string, signal?: AbortSignal) =>
    (await http.get<Nested<WorkDetail>>('/api/prowrite/v1/detail', { query: { id }, signal })).data,
  rename: async (id: string, name: string) =>
    (await http.put<Nested<{ id: string; name: string }>>('/api/prowrite/v1/report/editName', { id, name }))
      .data,
  remove: (id: string) => http.delete<unknown>('/api/prowrite/v1/article', { query: { id } }),
};
