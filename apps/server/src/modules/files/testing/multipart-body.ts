import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export type MultipartPart = {
  field: string;
  filename?: string;
  contentType?: string;
  content: Buffer | string;
};

/** A multipart/form-data body for `app.inject` (tests and benchmarks). */
export function multipartBody(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----prowrite${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.field}"`
        : `form-data; name="${part.field}"; filename="${part.filename.replace(/"/g, '%22')}"`;
    const head =
      `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
      (part.filename === undefined
        ? ''
        : `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`) +
      '\r\n';
    chunks.push(Buffer.from(head, 'utf8'), Buffer.from(part.content), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** `POST /api/files/upload` of one file as `jwfile` through `app.inject` (tests and benchmarks). */
export function injectUpload(
  app: Pick<FastifyInstance, 'inject'>,
  token: string,
  filename: string,
  content: Buffer | string,
): Promise<LightMyRequestResponse> {
  const body = multipartBody([{ field: 'jwfile', filename, content }]);
  return app.inject({
    method: 'POST',
    url: '/api/files/upload',
    payload: body.payload,
    headers: { ...body.headers, 'access-token': token },
  });
}
