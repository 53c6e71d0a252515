import type { ExportBodyInput, ExportType } from '@prowrite/contracts';
import { HttpError, http } from '../../../lib/http';
import { sessionStore } from '../../account';

/** An export may wait in the server's queue and render 50 slides: the in-progress toast's 200 s. */
export const EXPORT_TIMEOUT_MS = 200_000;

async function errorOf(res: Response): Promise<HttpError> {
  let msg = '';
  let code = 0;
  try {
    const body = (await res.json()) as { msg?: unknown; message?: unknown; code?: unknown };
    msg = typeof body.msg === 'string' ? body.msg : typeof body.message === 'string' ? body.message : '';
    code = typeof body.code === 'number' ? body.code : 0;
  } catch {
    // not JSON: the status says it
  }
  return new HttpError(msg || `HTTP ${res.status}`, res.status, code, 'http');
}

/** A file answer (the export routes answer bytes, or a JSON error envelope). */
async function fetchFile(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  options: { anonymous?: boolean; timeoutMs?: number } = {},
): Promise<Blob> {
  const headers: Record<string, string> = {};
  const token = options.anonymous ? null : sessionStore.getToken();
  if (token) headers['Access-Token'] = token;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const signal = AbortSignal.timeout(options.timeoutMs ?? EXPORT_TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw new HttpError('Request timed out', 0, 0, 'timeout');
    throw new HttpError(error instanceof Error ? error.message : 'Network error', 0, 0, 'network');
  }
  if (!res.ok) throw await errorOf(res);
  return res.blob();
}

export type ExportRequest = Omit<ExportBodyInput, 'type'> & { type: ExportType };

export const exportApi = {
  /** POST /api/prowrite/v1/export -> the file. */
  file: (body: ExportRequest) => fetchFile('POST', '/api/prowrite/v1/export', body),
  /** POST /api/prowrite/v2/export/images -> one address per slide or page. */
  images: (body: ExportRequest) =>
    http.post<string[]>('/api/prowrite/v2/export/images', body, {
      silent: true,
      timeoutMs: EXPORT_TIMEOUT_MS,
    }),
  /** GET /api/botconsole/export/doc?id= -> the DOCX. */
  doc: (id: string, lang?: string) =>
    fetchFile('GET', `/api/botconsole/export/doc?${new URLSearchParams({ id, ...(lang ? { lang } : {}) })}`),
  /** POST /api/prowrite/v1/public/export: the public preview's export, without a session. */
  publicFile: (body: {
    ppt_id: string;
    reportId: string;
    type: ExportType;
    title: string;
    width?: number;
    lang?: string;
  }) => fetchFile('POST', '/api/prowrite/v1/public/export', body, { anonymous: true }),
  /** One exported image (a team file address). */
  image: (address: string) => fetchFile('GET', address, undefined, { timeoutMs: 30_000 }),
};
