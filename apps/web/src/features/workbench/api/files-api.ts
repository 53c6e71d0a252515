import type { FileDetail, FileInfo, FileListResult } from '@prowrite/contracts';
import { sessionStore } from '../../account';
import { HttpError, http } from '../../../lib/http';
import { readUploadAnswer } from '../utils/upload-answer';

export type UploadHandle = { promise: Promise<FileInfo>; abort: () => void };

/** Thrown when the user cancels an upload: not an error to show. */
export class UploadCancelled extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadCancelled';
  }
}

/**
 * Uploads one file in the multipart field `jwfile`. XMLHttpRequest rather than fetch because only it reports
 * upload progress; the handle cancels it. No 15 s limit: a large paper on a slow line may take longer.
 */
export function uploadSourceFile(file: File, onProgress: (percent: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<FileInfo>((resolve, reject) => {
    xhr.open('POST', '/api/files/upload');
    xhr.setRequestHeader('Accept', 'application/json');
    const token = sessionStore.getToken();
    if (token) xhr.setRequestHeader('Access-Token', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const answer = readUploadAnswer(xhr.status, xhr.responseText);
      if (answer.ok) resolve(answer.file);
      else reject(new HttpError(answer.message, answer.status, 0, 'http'));
    };
    xhr.onerror = () => reject(new HttpError('Network error', 0, 0, 'network'));
    xhr.onabort = () => reject(new UploadCancelled());
    const body = new FormData();
    body.append('jwfile', file, file.name);
    xhr.send(body);
  });
  return { promise, abort: () => xhr.abort() };
}

export const filesApi = {
  /** Errors are shown next to the file, not as a toast. */
  detail: (id: string, signal?: AbortSignal) =>
    http.get<FileDetail>('/api/files/detail', { query: { id }, signal, silent: true }),
  list: (pageno: number, pagesize: number, signal?: AbortSignal) =>
    http.get<FileListResult>('/api/files/list', { query: { pageno, pagesize }, signal }),
};
