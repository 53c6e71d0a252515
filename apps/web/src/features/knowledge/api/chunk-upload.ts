import {
  CHUNK_UPLOAD_PART_BYTES,
  CHUNK_UPLOAD_PATH,
  type KnowledgeCreateResult,
  knowledgeCreateResultSchema,
} from '@prowrite/contracts';
import { type DetailedError, Upload } from 'tus-js-client';
import { sessionStore } from '../../account';

export type ChunkUploadEvents = {
  onProgress: (sent: number, total: number) => void;
  onSuccess: (result: KnowledgeCreateResult) => void;
  onError: (message: string) => void;
};

/** Waits between automatic retries after a dropped connection; each resumes from the server's offset. */
const RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000, 10_000, 20_000];

/**
 * A resumable knowledge upload (tus, `/api/files/upload/chunk`): sent in parts, resumed from the server's
 * offset after a dropped connection, paused and resumed by the user. The last part answers the item.
 */
export function startChunkUpload(
  file: File,
  options: { cId: string },
  events: ChunkUploadEvents,
): { pause: () => void; resume: () => void } {
  const upload = new Upload(file, {
    endpoint: CHUNK_UPLOAD_PATH,
    chunkSize: CHUNK_UPLOAD_PART_BYTES,
    retryDelays: RETRY_DELAYS_MS,
    metadata: { filename: file.name, c_id: options.cId },
    // Resuming after a page reload finds the upload by the file's fingerprint (kept in localStorage).
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    onBeforeRequest: (req) => {
      const token = sessionStore.getToken();
      if (token) req.setHeader('Access-Token', token);
    },
    onProgress: (sent, total) => events.onProgress(sent, total),
    onSuccess: ({ lastResponse }) => {
      const parsed = knowledgeCreateResultSchema.safeParse(readJson(lastResponse.getBody())?.data);
      if (parsed.success) events.onSuccess(parsed.data);
      else events.onError('Unexpected answer from the upload');
    },
    onError: (error) => events.onError(reasonOf(error)),
  });
  const begin = () => {
    upload
      .findPreviousUploads()
      .then((previous) => {
        const last = previous[0];
        if (last) upload.resumeFromPreviousUpload(last);
        upload.start();
      })
      .catch(() => upload.start());
  };
  begin();
  return {
    pause: () => {
      void upload.abort(false);
    },
    resume: () => upload.start(),
  };
}

function readJson(text: string): { data?: unknown; msg?: unknown } | undefined {
  try {
    return JSON.parse(text) as { data?: unknown; msg?: unknown };
  } catch {
    return undefined;
  }
}

/** The server's reason (`{msg}`) when it answered, else the client's own message (network). */
function reasonOf(error: Error | DetailedError): string {
  const body = 'originalResponse' in error ? error.originalResponse?.getBody() : undefined;
  const msg = body ? readJson(body)?.msg : undefined;
  return typeof msg === 'string' && msg ? msg : error.message;
}
