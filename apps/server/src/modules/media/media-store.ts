import type { FileInfo, MediaFileInfo } from '@prowrite/contracts';
import type { AuthContext } from '../../http/auth';
import { type AppError, badRequest, tooLarge } from '../../http/errors';
import { formatBytes } from '../../http/outbound/outbound-errors';
import type { StorageDriver } from '../../storage/storage-driver';
import { type FilesService, rawFileUrl, sanitizeFileName } from '../files';
import { IMAGE_HEADER_BYTES, imageSize } from './image-size';
import {
  MEDIA_SNIFF_BYTES,
  type MediaCategory,
  type MediaKind,
  type MediaSniff,
  sniffMedia,
} from './media-sniff';
import { probeMp4, probeWebm, UNKNOWN_VIDEO, type VideoInfo } from './video-probe';

export type MediaLimits = { imageMaxBytes: number; videoMaxBytes: number };

export type MediaInput = {
  /** The bytes, read once as they arrive (an upload part, a fetched body). */
  source: AsyncIterable<Uint8Array>;
  /** The name as given (sanitised here; never trusted for the type). */
  name: string;
  /** The declared Content-Type, checked against the bytes when it names a media type. */
  declaredType?: string;
  /** Which media the caller takes. */
  accept: MediaCategory | 'any';
  /** A tighter cap than the category's (avatars). */
  maxBytes?: number;
  /** The name only labels the file (a fetched URL's last segment): its extension is not held to the bytes. */
  nameIsLabel?: boolean;
};

type Owner = Pick<AuthContext, 'teamId' | 'userId' | 'scope'>;

const EXTENSION: Record<MediaKind, string> = {
  png: 'png',
  jpeg: 'jpg',
  gif: 'gif',
  webp: 'webp',
  mp4: 'mp4',
  webm: 'webm',
};

/** Bytes already in memory, as a source for `MediaStore.store`. */
export async function* bytesSource(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}

/**
 * Stores images and videos as team files (content-addressed, deduplicated per team like every upload). The
 * type comes from the first bytes; images are held in memory (they are capped at MEDIA_IMAGE_MAX_BYTES),
 * videos go to storage as a stream and never sit in memory whole.
 */
export class MediaStore {
  constructor(
    private readonly files: Pick<FilesService, 'recordUpload'>,
    private readonly storage: StorageDriver,
    readonly limits: MediaLimits,
  ) {}

  capOf(category: MediaCategory): number {
    return category === 'image' ? this.limits.imageMaxBytes : this.limits.videoMaxBytes;
  }

  async store(owner: Owner, input: MediaInput): Promise<MediaFileInfo> {
    const iterator = input.source[Symbol.asyncIterator]();
    try {
      const { head, done } = await readHead(iterator, MEDIA_SNIFF_BYTES);
      const cleanName = sanitizeFileName(input.name);
      const sniffed = sniffMedia(head, input.nameIsLabel ? '' : cleanName, input.declaredType);
      if (!sniffed.ok) throw badRequest(sniffed.reason);
      if (input.accept !== 'any' && sniffed.category !== input.accept) {
        throw badRequest(
          `Expected ${input.accept === 'image' ? 'an image' : 'a video'}, got ${describe(sniffed)}`,
        );
      }
      const cap = Math.min(input.maxBytes ?? Number.POSITIVE_INFINITY, this.capOf(sniffed.category));
      const body = capped(head, done ? null : iterator, cap, sniffed.category);
      const name = cleanName || `media.${EXTENSION[sniffed.kind]}`;
      if (sniffed.category === 'image') {
        const chunks: Uint8Array[] = [];
        for await (const chunk of body) chunks.push(chunk);
        const bytes = Buffer.concat(chunks);
        const stored = await this.storage.put(bytes);
        const size = imageSize(bytes.subarray(0, IMAGE_HEADER_BYTES), sniffed.kind);
        const row = await this.record(owner, { name, sha1: stored.sha1, size: bytes.byteLength, sniffed });
        return toMediaInfo(row, { ...size, duration: 0 });
      }
      const stored = await this.storage.putStream(body);
      const video = await this.probeVideo(stored.sha1, stored.size, sniffed.kind);
      const row = await this.record(owner, { name, sha1: stored.sha1, size: stored.size, sniffed });
      return toMediaInfo(row, video);
    } finally {
      // Stop reading what is left of an upload or a download that was refused.
      await iterator.return?.();
    }
  }

  private async probeVideo(sha1: string, size: number, kind: MediaKind): Promise<VideoInfo> {
    const read = async (start: number, end: number) => {
      const chunks: Buffer[] = [];
      for await (const chunk of await this.storage.stream(sha1, { start, end })) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    };
    try {
      if (kind === 'mp4') return await probeMp4(read, size);
      if (kind === 'webm') return probeWebm(await read(0, Math.min(size, 256 * 1024) - 1));
    } catch {
      // The probe is a nicety: a video whose headers cannot be read is still stored and playable.
    }
    return UNKNOWN_VIDEO;
  }

  /** The team's file record: the files module dedupes by sha1 (identical bytes answer the existing record). */
  private record(
    owner: Owner,
    file: { name: string; sha1: string; size: number; sniffed: Extract<MediaSniff, { ok: true }> },
  ): Promise<FileInfo> {
    const { name, sha1, size, sniffed } = file;
    return this.files.recordUpload(owner, { name, sha1, size, mime: sniffed.mime, kind: sniffed.kind });
  }
}

export function mediaTooLarge(category: MediaCategory, maxBytes: number): AppError {
  return tooLarge(`The ${category} is larger than the ${formatBytes(maxBytes)} limit`);
}

function describe(sniffed: Extract<MediaSniff, { ok: true }>): string {
  return `${sniffed.category === 'image' ? 'an image' : 'a video'} (${sniffed.kind.toUpperCase()})`;
}

function toMediaInfo(row: FileInfo, media: VideoInfo): MediaFileInfo {
  return {
    id: row.id,
    name: row.name,
    sha1: row.sha1,
    size: row.size,
    mime: row.mime,
    kind: row.kind,
    pages: row.pages,
    width: media.width,
    height: media.height,
    duration: media.duration,
    url: rawFileUrl(row.id),
  };
}

/** Reads at least `want` bytes (or everything, when shorter) for sniffing. */
async function readHead(
  iterator: AsyncIterator<Uint8Array>,
  want: number,
): Promise<{ head: Buffer; done: boolean }> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < want) {
    const next = await iterator.next();
    if (next.done) return { head: Buffer.concat(chunks), done: true };
    chunks.push(next.value);
    size += next.value.byteLength;
  }
  return { head: Buffer.concat(chunks), done: false };
}

/** The head, then the rest of the source, failing with 413 once more than `cap` bytes have passed. */
async function* capped(
  head: Buffer,
  rest: AsyncIterator<Uint8Array> | null,
  cap: number,
  category: MediaCategory,
): AsyncGenerator<Uint8Array> {
  if (head.byteLength > cap) throw mediaTooLarge(category, cap);
  let total = head.byteLength;
  if (head.byteLength > 0) yield head;
  if (!rest) return;
  for (;;) {
    const next = await rest.next();
    if (next.done) return;
    total += next.value.byteLength;
    if (total > cap) throw mediaTooLarge(category, cap);
    yield next.value;
  }
}
