import type { FileInfo } from '@prowrite/contracts';

/** What the upload call answered (`{status, data, message}`), reduced to the file or the message to show. */
export type UploadAnswer = { ok: true; file: FileInfo } | { ok: false; status: number; message: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFileInfo(value: unknown): value is FileInfo {
  return isRecord(value) && typeof value.id === 'string' && typeof value.name === 'string';
}

/**
 * Reads `{status: "success", data}` or `{status: "error", message}` (400/413), also tolerating the common
 * envelope's `msg`; a body that is neither keeps the HTTP status so the caller can still say something.
 */
export function readUploadAnswer(status: number, body: string): UploadAnswer {
  let json: unknown;
  try {
    json = body ? JSON.parse(body) : undefined;
  } catch {
    json = undefined;
  }
  const record = isRecord(json) ? json : {};
  const message =
    (typeof record.message === 'string' &&
      record.message &&
      record.message !== 'success' &&
      record.message) ||
    (typeof record.msg === 'string' && record.msg) ||
    '';
  if (status >= 200 && status < 300 && record.status === 'success' && isFileInfo(record.data)) {
    return { ok: true, file: record.data };
  }
  return { ok: false, status, message: message || `HTTP ${status}` };
}

/** Source kinds a work accepts (PDF, DOCX, TXT, Markdown), by file name, checked again by the server. */
export const SOURCE_ACCEPT = '.pdf,.docx,.txt,.md,.markdown';

export function looksLikeSource(name: string): boolean {
  return /\.(pdf|docx|txt|md|markdown)$/i.test(name);
}
