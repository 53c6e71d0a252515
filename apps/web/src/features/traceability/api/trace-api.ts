import type { FileDetail, SourceQuote, VerifyResult } from '@prowrite/contracts';
import { sessionStore } from '../../account';
import { HttpError, http, REQUEST_TIMEOUT_MS } from '../../../lib/http';

type Nested<T> = { data: T };

export const traceApi = {
  /** Silent: a missing source has its own toast, other failures show nothing. */
  quote: async (workId: string, queryText: string) =>
    (
      await http.post<Nested<SourceQuote>>(
        '/api/prowrite/v1/source/quote',
        { prowrite_id: workId, query_text: queryText },
        { silent: true },
      )
    ).data,
  verify: async (workId: string, signal?: AbortSignal) =>
    (await http.get<Nested<VerifyResult>>('/api/prowrite/v1/verify', { query: { id: workId }, signal })).data,
  fileDetail: (id: string, signal?: AbortSignal) =>
    http.get<FileDetail>('/api/files/detail', { query: { id }, signal, silent: true }),
};

/**
 * The original bytes of a source (`GET /api/files/:id/raw`) with the Access-Token header, so the token
 * never lands in a URL. The shared client only reads JSON, hence a plain fetch.
 */
export async function fetchRawFile(id: string, signal?: AbortSignal): Promise<ArrayBuffer> {
  const headers: Record<string, string> = {};
  const token = sessionStore.getToken();
  if (token) headers['Access-Token'] = token;
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS * 4);
  let res: Response;
  try {
    res = await fetch(`/api/files/${encodeURIComponent(id)}/raw`, {
      headers,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new HttpError(error instanceof Error ? error.message : 'Network error', 0, 0, 'network');
  }
  if (!res.ok) {
    let message = `HTTP ${res.status}`;
    try {
      const body = (await res.json()) as { msg?: string; message?: string };
      message = body.msg || body.message || message;
    } catch {
      // Not JSON: keep the status.
    }
    throw new HttpError(message, res.status, 0, 'http');
  }
  return res.arrayBuffer();
}
