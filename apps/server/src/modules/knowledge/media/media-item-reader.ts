import type { KnowledgeMediaInfo } from '@prowrite/contracts';
import { blocksFromText, type KnowledgeBlock, MissingOcrError, ocrImage } from '@prowrite/engine';
import type { TeamScope } from '../../../http/auth';
import { AppError } from '../../../http/errors';
import { OutboundError } from '../../../http/outbound/outbound-errors';
import type { StorageDriver } from '../../../storage/storage-driver';
import type { FilesService } from '../../files/files.service';
import { MediaFetchError, type MediaFetchService } from '../../media/media-fetch.service';
import { IMAGE_HEADER_BYTES, imageSize, sniffMedia } from '../../media';
import { KnowledgeInputError } from '../knowledge-input-error';
import type { KnowledgeItemRow } from '../knowledge.repository';
import { linkFailure } from '../link-page-reader';
import { MAX_TRANSCRIBE_BYTES, type TranscriptionClient, TranscriptionError } from './transcription-client';

export type MediaItemReaderDeps = {
  storage: StorageDriver;
  files: Pick<FilesService, 'detail'>;
  /** Fetches link_image and link_video addresses (guard, size cap, content sniff); null = links refused. */
  fetcher: Pick<MediaFetchService, 'fetch'> | null;
  /** Transcribes video and audio when a model is configured; null = "no transcript". */
  transcriber: TranscriptionClient | null;
  ocrTimeoutMs?: number;
};

/** What a media item reads as: blocks to chunk, and what to store on the item with them. */
export type MediaContent = {
  blocks: KnowledgeBlock[];
  fileId: string | null;
  sha1: string;
  size: number;
  thumbnailsUrl: string;
  media: KnowledgeMediaInfo;
};

const DEFAULT_OCR_TIMEOUT_MS = 60_000;

/** An empty media record: what is unknown stays 0 / '' (never guessed). */
export function emptyMediaInfo(mime: string): KnowledgeMediaInfo {
  return { mime, duration: 0, width: 0, height: 0, codec: '', ocr: 'none', transcript: 'none', note: '' };
}

/**
 * Image, video and audio items. Images: the caption, then the text Tesseract reads in the picture (when it
 * is installed; otherwise the item says "no OCR"). Video and audio: the caption and metadata, then the
 * transcript when a transcription model is configured (otherwise the item says "no transcript"). Link
 * items are fetched first, through the media fetcher, and stored as team files like uploads.
 */
export class MediaItemReader {
  constructor(private readonly deps: MediaItemReaderDeps) {}

  async read(scope: TeamScope, item: KnowledgeItemRow, signal?: AbortSignal): Promise<MediaContent> {
    const stored =
      item.type === 'link_image' || item.type === 'link_video'
        ? await this.fetchLink(scope, item, signal)
        : {
            fileId: item.fileId,
            sha1: item.sha1,
            size: item.size,
            thumbnailsUrl: item.thumbnailsUrl,
            media: item.details?.media ?? emptyMediaInfo(''),
          };
    if (!stored.sha1) throw new KnowledgeInputError('The uploaded media of this item is missing', false);
    const head = [
      { page: null, kind: 'heading' as const, text: item.name },
      ...(item.caption ? blocksFromText(item.caption) : []),
    ];
    if (item.type === 'image' || item.type === 'link_image') {
      const { blocks, media } = await this.readImage(stored.sha1, stored.media);
      return { ...stored, media, blocks: [...head, ...blocks] };
    }
    const { blocks, media } = await this.readRecording(item, stored, signal);
    return { ...stored, media, blocks: [...head, ...blocks] };
  }

  private async fetchLink(scope: TeamScope, item: KnowledgeItemRow, signal?: AbortSignal) {
    if (!this.deps.fetcher)
      throw new KnowledgeInputError('Media links cannot be fetched on this server', false);
    const category = item.type === 'link_image' ? 'image' : 'video';
    let fetched: Awaited<ReturnType<MediaFetchService['fetch']>>;
    try {
      fetched = await this.deps.fetcher.fetch(
        { teamId: scope.teamId, userId: item.ownerId, scope },
        { type: category, url: item.url },
        signal,
      );
    } catch (err) {
      if (signal?.aborted) throw err;
      if (err instanceof MediaFetchError) throw new KnowledgeInputError(err.message, false);
      if (err instanceof OutboundError) throw linkFailure(err);
      // The store's refusals: unsupported or mismatched bytes (400), over the size limit (413).
      if (err instanceof AppError && err.status < 500) throw new KnowledgeInputError(err.message, false);
      throw linkFailure(err);
    }
    const file = await this.deps.files.detail(scope, fetched.id);
    const media = {
      ...emptyMediaInfo(file.mime),
      width: fetched.width,
      height: fetched.height,
      duration: fetched.duration,
    };
    return {
      fileId: file.id,
      sha1: file.sha1,
      size: file.size,
      thumbnailsUrl: category === 'image' ? fetched.url : '',
      media,
    };
  }

  private async readImage(
    sha1: string,
    known: KnowledgeMediaInfo,
  ): Promise<{ blocks: KnowledgeBlock[]; media: KnowledgeMediaInfo }> {
    const bytes = await this.deps.storage.get(sha1);
    const sniffed = sniffMedia(bytes.subarray(0, 4096));
    if (!sniffed.ok || sniffed.category !== 'image') {
      throw new KnowledgeInputError(sniffed.ok ? 'The file is not an image' : sniffed.reason, false);
    }
    const size = imageSize(bytes.subarray(0, IMAGE_HEADER_BYTES), sniffed.kind);
    if (size.width === 0 || size.height === 0) {
      throw new KnowledgeInputError(
        `The ${sniffed.kind.toUpperCase()} image could not be read: it is corrupt or cut short`,
        false,
      );
    }
    const media: KnowledgeMediaInfo = { ...known, mime: sniffed.mime, codec: sniffed.kind, ...size };
    try {
      const text = await ocrImage(bytes, sniffed.kind, this.deps.ocrTimeoutMs ?? DEFAULT_OCR_TIMEOUT_MS);
      if (!text)
        return { blocks: [], media: { ...media, ocr: 'empty', note: 'OCR found no text in the image' } };
      return { blocks: blocksFromText(text), media: { ...media, ocr: 'done', note: '' } };
    } catch (err) {
      if (err instanceof MissingOcrError) {
        return {
          blocks: [],
          media: {
            ...media,
            ocr: 'unavailable',
            note: 'No OCR: Tesseract is not installed on the server, so only the name and caption are searchable',
          },
        };
      }
      // Tesseract could not read this picture (a format its build lacks, a timeout): the caption still counts.
      const reason = err instanceof Error ? err.message.split('\n')[0] : String(err);
      return {
        blocks: [],
        media: { ...media, ocr: 'failed', note: `OCR could not read the image (${reason})` },
      };
    }
  }

  private async readRecording(
    item: KnowledgeItemRow,
    stored: { sha1: string; size: number; media: KnowledgeMediaInfo },
    signal?: AbortSignal,
  ): Promise<{ blocks: KnowledgeBlock[]; media: KnowledgeMediaInfo }> {
    const media = stored.media;
    if (!this.deps.transcriber) {
      return {
        blocks: [],
        media: {
          ...media,
          transcript: 'not_configured',
          note: 'No transcript: no transcription model is configured (TRANSCRIBE_MODEL), so only the name and caption are searchable',
        },
      };
    }
    if (stored.size > MAX_TRANSCRIBE_BYTES) {
      return {
        blocks: [],
        media: {
          ...media,
          transcript: 'too_large',
          note: 'No transcript: the recording is larger than the 25 MB a transcription request takes',
        },
      };
    }
    const bytes = await this.deps.storage.get(stored.sha1);
    let text: string;
    try {
      text = await this.deps.transcriber.transcribe(
        { bytes, name: recordingName(item, media.mime), mime: media.mime || 'application/octet-stream' },
        signal,
      );
    } catch (err) {
      if (err instanceof TranscriptionError) throw new KnowledgeInputError(err.message, err.passing);
      throw err;
    }
    const blocks = blocksFromText(text);
    if (blocks.length === 0) {
      return {
        blocks,
        media: { ...media, transcript: 'empty', note: 'The transcript is empty (no speech found)' },
      };
    }
    return { blocks, media: { ...media, transcript: 'done', note: '' } };
  }
}

/** A file name whose extension tells the transcription service the format. */
function recordingName(item: KnowledgeItemRow, mime: string): string {
  const extension = mime.split('/')[1]?.replace('mpeg', 'mp3').replace('x-', '') ?? 'bin';
  return `${item.type}.${extension === 'mp4' && item.type === 'audio' ? 'm4a' : extension}`;
}
