import { createHash } from 'node:crypto';
import {
  blocksFromSource,
  blocksFromText,
  type KnowledgeBlock,
  UnreadableSourceError,
} from '@prowrite/engine';
import type { TeamScope } from '../../http/auth';
import { AppError } from '../../http/errors';
import type { StorageDriver } from '../../storage/storage-driver';
import type { SourceEngine } from '../files';
import { type FilesService, SOURCE_KINDS } from '../files/files.service';
import { KnowledgeInputError } from './knowledge-input-error';
import type { ItemDonePatch, KnowledgeItemRow } from './knowledge.repository';
import type { MediaItemReader } from './media/media-item-reader';
import type { WebSearchReader } from './web-search/web-search-reader';
import { type LinkFetchOptions, readLinkPage } from './link-page-reader';

/** A run of blocks read from one place: a web page has its address ('' for stored text and files). */
export type ContentPart = { url: string; blocks: KnowledgeBlock[] };

/** What an item reads as: its parts in order (each chunked on its own), and what was learnt on the way. */
export type ItemContent = {
  parts: ContentPart[];
  fileId: string | null;
  /** Set when reading found them (a link's page text). */
  sha1?: string;
  size?: number;
  title?: string;
  /** Stored on the item with its chunks (media metadata, fetched file, thumbnail, web result pages). */
  done?: ItemDonePatch;
};

export type KnowledgeSourcesDeps = {
  storage: StorageDriver;
  files: Pick<FilesService, 'detail'>;
  engine: SourceEngine;
  link: LinkFetchOptions;
  media: MediaItemReader;
  /** searchWeb items; null = no search service configured (such items are refused at creation). */
  webSearch: WebSearchReader | null;
};

/** Reads each item type into blocks: stored text, uploaded files through the engine, links through the guard. */
export class KnowledgeSources {
  constructor(private readonly deps: KnowledgeSourcesDeps) {}

  async read(scope: TeamScope, item: KnowledgeItemRow, signal?: AbortSignal): Promise<ItemContent> {
    switch (item.type) {
      case 'txt':
      case 'doc': {
        const bytes = await this.deps.storage.get(item.sha1);
        return { parts: [{ url: '', blocks: blocksFromText(bytes.toString('utf8')) }], fileId: null };
      }
      case 'file':
        return this.readFile(scope, item);
      case 'link': {
        const page = await readLinkPage(item.url, this.deps.link, signal);
        const text = page.blocks.map((b) => b.text).join('\n\n');
        return {
          parts: [{ url: page.url, blocks: page.blocks }],
          fileId: null,
          sha1: createHash('sha1').update(text).digest('hex'),
          size: page.size,
          title: page.title,
        };
      }
      case 'image':
      case 'link_image':
      case 'video':
      case 'audio':
      case 'link_video': {
        const media = await this.deps.media.read(scope, item, signal);
        return {
          parts: [{ url: item.type.startsWith('link_') ? item.url : '', blocks: media.blocks }],
          fileId: media.fileId,
          done: {
            sha1: media.sha1,
            size: media.size,
            fileId: media.fileId,
            thumbnailsUrl: media.thumbnailsUrl,
            details: { ...item.details, media: media.media },
          },
        };
      }
      case 'searchWeb': {
        if (!this.deps.webSearch) {
          throw new KnowledgeInputError('Web search is not configured on this server (SEARXNG_URL)', false);
        }
        const found = await this.deps.webSearch.read(item.details?.query ?? item.name, signal);
        return {
          parts: found.parts,
          fileId: null,
          done: { details: { ...item.details, webSources: found.sources } },
        };
      }
      default:
        throw new KnowledgeInputError(`Items of type "${item.type}" cannot be ingested`, false);
    }
  }

  private async readFile(scope: TeamScope, item: KnowledgeItemRow): Promise<ItemContent> {
    if (!item.fileId) throw new KnowledgeInputError('The uploaded file of this item was deleted', false);
    let file: Awaited<ReturnType<FilesService['detail']>>;
    try {
      file = await this.deps.files.detail(scope, item.fileId);
    } catch (err) {
      if (err instanceof AppError && err.status === 404) {
        throw new KnowledgeInputError('The uploaded file of this item was deleted', false);
      }
      throw err;
    }
    if (!SOURCE_KINDS.has(file.kind)) {
      throw new KnowledgeInputError(
        `A ${file.kind.toUpperCase()} file cannot be read as text: upload PDF, DOCX, TXT or Markdown`,
        false,
      );
    }
    const bytes = await this.deps.storage.get(file.sha1);
    try {
      const { doc } = await this.deps.engine.parse({
        bytes,
        fileId: file.id,
        kind: file.kind,
        name: file.name,
      });
      return { parts: [{ url: '', blocks: blocksFromSource(doc) }], fileId: file.id };
    } catch (err) {
      if (err instanceof UnreadableSourceError) throw new KnowledgeInputError(err.message, false);
      throw err;
    }
  }
}
