import type { Readable } from 'node:stream';
import type { ArticleComponent, PublicWork } from '@prowrite/contracts';
import type { TeamScope } from '../../../http/auth';
import { AppError, notFound } from '../../../http/errors';
import { StorageObjectMissingError } from '../../../storage/storage-driver';
import type { RequestedRange } from '../../../http/byte-range';
import { MIME_BY_KIND, type RawFilePart } from '../../files';
import { openedByPair } from '../share-pair';
import { isArticle } from './article-edit.service';
import type { ArticlesRepository } from './articles.repository';

export type PublicFileAccess = {
  openFigure: (scope: TeamScope, fileId: string, index: number) => Promise<Readable>;
  openRaw: (scope: TeamScope, fileId: string) => Promise<{ stream: Readable; mime: string; size: number }>;
  openRawPart: (scope: TeamScope, fileId: string, range: RequestedRange | null) => Promise<RawFilePart>;
};

const FIGURE = /^\/api\/files\/([A-Za-z0-9_-]{1,64})\/figures\/(\d{1,6})$/;
const RAW = /^\/api\/files\/([A-Za-z0-9_-]{1,64})\/raw$/;
/** What the public page may be served: bitmap images only (an SVG can carry script; a PDF is a source). */
const IMAGE_MIMES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
/** Kinds the public video route serves, by the stored file's sniffed kind (not a name or a client's word). */
const VIDEO_KINDS = new Set(['mp4', 'webm'] as const);

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** The public address of one of a published article's images. */
export function publicImageUrl(workId: string, token: string, url: string): string {
  return `/api/prowrite/v1/public/work/image?${new URLSearchParams({ prowrite_id: workId, token, url })}`;
}

/** The public address of one of a published article's uploaded (or fetched and stored) videos. */
export function publicVideoUrl(workId: string, token: string, url: string): string {
  return `/api/prowrite/v1/public/work/video?${new URLSearchParams({ prowrite_id: workId, token, url })}`;
}

/** The stored-file addresses the work plays as videos (covers and icons are images, served as such). */
function videoValues(components: ArticleComponent[]): Set<string> {
  const values = new Set<string>();
  for (const c of components)
    for (const entry of c.contents)
      if (entry.video && RAW.test(entry.video.value)) values.add(entry.video.value);
  return values;
}

/** Video sources pointed at the public video route; outside (http) videos stay as they are. */
function withPublicVideos(components: ArticleComponent[], workId: string, token: string): ArticleComponent[] {
  return components.map((c) => ({
    ...c,
    contents: c.contents.map((entry) =>
      entry.video && RAW.test(entry.video.value)
        ? { ...entry, video: { ...entry.video, value: publicVideoUrl(workId, token, entry.video.value) } }
        : entry,
    ),
  }));
}

/** Every private file address inside `value` rewritten to its public (image) address. */
function withPublicImages<T>(value: T, workId: string, token: string): T {
  if (typeof value === 'string')
    return (FIGURE.test(value) || RAW.test(value) ? publicImageUrl(workId, token, value) : value) as T;
  if (Array.isArray(value)) return value.map((v) => withPublicImages(v, workId, token)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, withPublicImages(v, workId, token)]),
    ) as T;
  return value;
}

/** Does any string inside `value` equal `wanted`? */
function references(value: unknown, wanted: string): boolean {
  if (typeof value === 'string') return value === wanted;
  if (Array.isArray(value)) return value.some((v) => references(v, wanted));
  if (value && typeof value === 'object') return Object.values(value).some((v) => references(v, wanted));
  return false;
}

/**
 * The public screenshot page of a published article (`/tweets-screenshot/{id}/{token}`): the work and its
 * images, for visitors without a login who hold the pair. A wrong pair, a deck, or anything the work does not
 * show answers 404 without saying which.
 */
export class ArticlePublicService {
  constructor(
    private readonly articles: ArticlesRepository,
    private readonly files: PublicFileAccess,
  ) {}

  private async published(workId: string, token: string, what = 'Work') {
    const row = openedByPair(await this.articles.findPublished(workId), token);
    if (!row || !isArticle(row.work)) throw notFound(what);
    return { ...row, work: row.work };
  }

  async work(workId: string, token: string): Promise<PublicWork> {
    const { work, creatorName, creatorAvatar } = await this.published(workId, token);
    // Visitors see the article, not the team's source quotes.
    const components = (work.components as ArticleComponent[]).map(({ provenance: _p, ...c }) => c);
    return {
      name: work.name,
      type: work.type as PublicWork['type'],
      select_template: work.selectTemplate,
      theme_color: work.themeColor,
      creator: creatorName,
      creator_avatar: withPublicImages(creatorAvatar, workId, token),
      created_at: seconds(work.createdAt),
      // Videos first: their raw addresses become video addresses, every other file address an image one.
      components: withPublicImages(withPublicVideos(components, workId, token), workId, token),
    };
  }

  /** An image the published article shows: a source figure or an uploaded image of the work's team. */
  async image(workId: string, token: string, url: string): Promise<{ stream: Readable; mime: string }> {
    const { work, creatorAvatar } = await this.published(workId, token);
    if (!references(work.components, url) && creatorAvatar !== url) throw notFound('Image');
    const scope = { teamId: work.teamId };
    try {
      const figure = FIGURE.exec(url);
      if (figure)
        return {
          stream: await this.files.openFigure(scope, figure[1]!, Number(figure[2])),
          mime: 'image/png',
        };
      const raw = RAW.exec(url);
      if (!raw) throw notFound('Image');
      const file = await this.files.openRaw(scope, raw[1]!);
      if (!IMAGE_MIMES.has(file.mime)) {
        file.stream.destroy();
        throw notFound('Image');
      }
      return { stream: file.stream, mime: file.mime };
    } catch (err) {
      if (err instanceof StorageObjectMissingError) throw new AppError(404, 'Image not found');
      throw err;
    }
  }

  /**
   * A video the published article plays (`url` exactly as a video component holds it): an uploaded or fetched
   * MP4/WebM of the work's team, the part `range` asks for. Every refusal is the same 404.
   */
  async video(
    workId: string,
    token: string,
    url: string,
    range: RequestedRange | null,
  ): Promise<RawFilePart & { mime: string }> {
    const { work } = await this.published(workId, token, 'Video');
    const raw = RAW.exec(url);
    if (!raw || !videoValues(work.components as ArticleComponent[]).has(url)) throw notFound('Video');
    try {
      const file = await this.files.openRawPart({ teamId: work.teamId }, raw[1]!, range);
      if (!VIDEO_KINDS.has(file.kind as 'mp4' | 'webm')) {
        file.stream?.destroy();
        throw notFound('Video');
      }
      return { ...file, mime: MIME_BY_KIND[file.kind] };
    } catch (err) {
      // A file of another team, a deleted one, or one whose bytes vanished: all the same 404.
      if (err instanceof StorageObjectMissingError || (err instanceof AppError && err.status === 404))
        throw notFound('Video');
      throw err;
    }
  }
}
