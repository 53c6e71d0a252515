import type { Readable } from 'node:stream';
import type { TeamScope } from '../../http/auth';
import type { FilesService } from '../files';

export type LoadedImage = { data: Buffer; mime: string };
export type ImageLoader = (src: string) => Promise<LoadedImage | null>;

/** The largest picture an export embeds (a figure crop is far smaller). */
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

const FIGURE = /^\/api\/files\/([^/?#]+)\/figures\/(\d+)(?:[?#].*)?$/;
const RAW = /^\/api\/files\/([^/?#]+)\/raw(?:[?#].*)?$/;
const PUBLIC_FIGURE = /^\/api\/prowrite\/v1\/public\/figure\?(.*)$/;
const DATA_URL = /^data:(image\/(?:png|jpeg|gif|svg\+xml));base64,([A-Za-z0-9+/=\s]+)$/;

async function readAll(stream: Readable): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += b.byteLength;
    if (size > MAX_IMAGE_BYTES) {
      stream.destroy();
      return null;
    }
    chunks.push(b);
  }
  return Buffer.concat(chunks);
}

/**
 * Resolves the picture addresses slides and articles carry (`/api/files/<id>/figures/<n>`,
 * `/api/files/<id>/raw`, the public figure address, base64 data URLs) to bytes of the given team. Remote
 * addresses are never fetched by an export (no outbound requests); anything missing answers null and the
 * slot stays empty.
 */
export function teamImageLoader(files: FilesService, scope: TeamScope): ImageLoader {
  return async (src) => {
    try {
      const figure = FIGURE.exec(src);
      if (figure) {
        const data = await readAll(
          await files.openFigure(scope, decodeURIComponent(figure[1]!), Number(figure[2])),
        );
        return data ? { data, mime: 'image/png' } : null;
      }
      const publicFigure = PUBLIC_FIGURE.exec(src);
      if (publicFigure) {
        const q = new URLSearchParams(publicFigure[1]);
        const fileId = q.get('file_id');
        const index = Number(q.get('index'));
        if (!fileId || !Number.isInteger(index) || index < 0) return null;
        const data = await readAll(await files.openFigure(scope, fileId, index));
        return data ? { data, mime: 'image/png' } : null;
      }
      const raw = RAW.exec(src);
      if (raw) {
        const file = await files.openRaw(scope, decodeURIComponent(raw[1]!));
        if (file.kind !== 'png' && file.kind !== 'jpeg') {
          file.stream.destroy();
          return null;
        }
        const data = await readAll(file.stream);
        return data ? { data, mime: file.mime } : null;
      }
      const dataUrl = DATA_URL.exec(src);
      if (dataUrl) {
        const data = Buffer.from(dataUrl[2]!, 'base64');
        return data.byteLength > 0 && data.byteLength <= MAX_IMAGE_BYTES ? { data, mime: dataUrl[1]! } : null;
      }
      return null;
    } catch {
      return null;
    }
  };
}
