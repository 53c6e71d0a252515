import { type HttpResponse, Upload } from 'tus-js-client';

export type TusUploadResult = {
  /** The last answer's body (the finishing PATCH: the knowledge item). */
  body: string;
  /** Upload-Offset of every HEAD answer: where each resume started. */
  resumedAt: number[];
  /** Bytes the client sent in PATCH bodies, counting those lost to a cut. */
  progressEvents: number;
};

export type TusFailure = { status: number; body: string; message: string };

/** Uploads `bytes` with the real tus client (Node build) and settles with the outcome. */
export function tusUpload(
  endpoint: string,
  bytes: Buffer,
  options: {
    token: string;
    metadata: Record<string, string>;
    chunkSize?: number;
    uploadUrl?: string;
    onUploadUrl?: (url: string) => void;
  },
): Promise<{ ok: true; result: TusUploadResult } | { ok: false; failure: TusFailure }> {
  const resumedAt: number[] = [];
  let progressEvents = 0;
  return new Promise((resolve) => {
    const upload: Upload = new Upload(bytes, {
      endpoint,
      ...(options.uploadUrl ? { uploadUrl: options.uploadUrl } : {}),
      headers: { 'Access-Token': options.token },
      metadata: options.metadata,
      chunkSize: options.chunkSize ?? Number.POSITIVE_INFINITY,
      retryDelays: [0, 50, 100, 200],
      onUploadUrlAvailable: () => {
        if (upload.url) options.onUploadUrl?.(upload.url);
      },
      onProgress: () => {
        progressEvents += 1;
      },
      onAfterResponse: (req, res: HttpResponse) => {
        if (req.getMethod() === 'HEAD') resumedAt.push(Number(res.getHeader('Upload-Offset')));
      },
      onSuccess: (payload) => {
        resolve({ ok: true, result: { body: payload.lastResponse.getBody(), resumedAt, progressEvents } });
      },
      onError: (err) => {
        const res = 'originalResponse' in err ? err.originalResponse : null;
        resolve({
          ok: false,
          failure: { status: res?.getStatus() ?? 0, body: res?.getBody() ?? '', message: err.message },
        });
      },
    });
    upload.start();
  });
}
