import { sessionStore } from '../../account';
import { HttpError } from '../../../lib/http';
import { type MediaUpload, mediaUploadAnswerSchema, toMediaUpload } from './media-schemas';

export type MediaUploadHandle = { promise: Promise<MediaUpload>; abort: () => void };

/** Thrown when the user cancels an upload: not an error to show. */
export class MediaUploadCancelled extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'MediaUploadCancelled';
  }
}

/** Reads the upload answer: the file, or an HttpError with the server's message. */
export function readMediaUploadAnswer(status: number, body: string): MediaUpload | HttpError {
  let json: unknown;
  try {
    json = body ? JSON.parse(body) : undefined;
  } catch {
    json = undefined;
  }
  const parsed = mediaUploadAnswerSchema.safeParse(json);
  if (status >= 200 && status < 300 && parsed.success && parsed.data.status === 'success' && parsed.data.data)
    return toMediaUpload(parsed.data.data);
  const record = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
  const message =
    (typeof record.message === 'string' && record.message !== 'success' && record.message) ||
    (typeof record.msg === 'string' && record.msg) ||
    `HTTP ${status}`;
  const code = typeof record.code === 'number' ? record.code : 0;
  return new HttpError(message, status, code, parsed.success || status >= 300 ? 'http' : 'contract');
}

/**
 * Uploads an image or a video (`POST /api/files/upload?purpose=media`, multipart `jwfile`). XMLHttpRequest
 * because only it reports upload progress (`onSent` gets 0..1); the handle cancels it.
 */
export function uploadMedia(file: File, onSent: (fraction: number) => void): MediaUploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<MediaUpload>((resolve, reject) => {
    xhr.open('POST', '/api/files/upload?purpose=media');
    xhr.setRequestHeader('Accept', 'application/json');
    const token = sessionStore.getToken();
    if (token) xhr.setRequestHeader('Access-Token', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onSent(event.loaded / event.total);
    };
    xhr.upload.onload = () => onSent(1);
    xhr.onload = () => {
      const answer = readMediaUploadAnswer(xhr.status, xhr.responseText);
      if (answer instanceof HttpError) reject(answer);
      else resolve(answer);
    };
    xhr.onerror = () => reject(new HttpError('Network error', 0, 0, 'network'));
    xhr.onabort = () => reject(new MediaUploadCancelled());
    const body = new FormData();
    body.append('jwfile', file, file.name);
    xhr.send(body);
  });
  return { promise, abort: () => xhr.abort() };
}
