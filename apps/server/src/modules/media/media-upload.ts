import type { Readable } from 'node:stream';
import type { MediaFileInfo } from '@prowrite/contracts';
import type { FastifyRequest } from 'fastify';
import { authOf } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { keepsItsStatus } from '../../http/upload-errors';
import { type MediaCategory, sniffMedia } from './media-sniff';
import { bytesSource, type MediaStore, mediaTooLarge } from './media-store';

/**
 * The `jwfile` part of a media upload, stored as it streams in (videos never sit in memory whole). Busboy
 * reads one byte past the cap so the store sees the overflow and answers 413 with the category's limit.
 */
export async function receiveMediaUpload(
  req: FastifyRequest,
  store: MediaStore,
  options: { accept: MediaCategory | 'any'; maxBytes: number },
): Promise<MediaFileInfo> {
  const part = await multipart(() =>
    req.file({ limits: { fileSize: options.maxBytes + 1 }, throwFileSizeLimit: false }),
  );
  if (part?.fieldname !== 'jwfile') {
    part?.file.resume();
    throw badRequest('Send the file in the multipart field "jwfile"');
  }
  return multipart(() =>
    store.store(authOf(req), {
      source: part.file,
      name: part.filename,
      declaredType: part.mimetype,
      accept: options.accept,
      maxBytes: options.maxBytes,
    }),
  );
}

/** `save/screenshot`: a PNG in `jwfile` with text fields before or after it; the PNG is at most `maxBytes`. */
export async function receiveScreenshot(
  req: FastifyRequest,
  maxBytes: number,
): Promise<{ png: Buffer; fields: Record<string, string> }> {
  return multipart(async () => {
    const fields: Record<string, string> = {};
    let png: Buffer | null = null;
    // The plugin reads `throwFileSizeLimit` here too; its types only list busboy's options.
    const options = { limits: { fileSize: maxBytes + 1 }, throwFileSizeLimit: false };
    for await (const part of req.parts(options)) {
      if (part.type === 'file') {
        if (part.fieldname !== 'jwfile' || png) {
          part.file.resume();
          throw badRequest('Send one PNG in the multipart field "jwfile"');
        }
        png = await readCapped(part.file, maxBytes);
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
    if (!png) throw badRequest('Send the screenshot PNG in the multipart field "jwfile"');
    const sniffed = sniffMedia(png.subarray(0, 64));
    if (!sniffed.ok || sniffed.kind !== 'png') throw badRequest('A screenshot must be a PNG image');
    return { png, fields };
  });
}

/** Stores an already-read image (the screenshot) like any other media. */
export function storeImageBytes(req: FastifyRequest, store: MediaStore, bytes: Buffer, name: string) {
  return store.store(authOf(req), { source: bytesSource(bytes), name, accept: 'image' });
}

async function readCapped(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).byteLength;
    if (size > maxBytes) {
      stream.resume();
      throw mediaTooLarge('image', maxBytes);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Broken multipart framing is the client's fault: 400, not 500 (Fastify's own FST_ errors keep theirs). */
async function multipart<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (keepsItsStatus(err)) throw err;
    // Storage and database failures are ours: keep them 500.
    if ((err as NodeJS.ErrnoException).syscall || !(err instanceof Error)) throw err;
    if (/multipart|boundary|part|busboy|unexpected end/i.test(err.message)) {
      throw badRequest(`Malformed multipart upload: ${err.message}`);
    }
    throw err;
  }
}
