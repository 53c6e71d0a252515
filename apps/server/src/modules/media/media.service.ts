import {
  AI_IMAGE_SIZES,
  type ArticleComponent,
  type ArticleImage,
  articleComponentSchema,
  type SourceImage,
} from '@prowrite/contracts';
import type { AuthContext } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import type { StorageDriver } from '../../storage/storage-driver';
import type { WorkRow } from '../works';
import { figureUrl } from '../files';
import { escapeHtml, splitCaption } from './captions';
import type { ImageGenerator } from './image-generator';
import { imageSize } from './image-size';
import type { MediaRepository, SourceFigureRow } from './media.repository';

export type MediaServiceDeps = {
  works: { require(scope: AuthContext['scope'], id: string): Promise<WorkRow> };
  repo: MediaRepository;
  storage: StorageDriver;
  images: ImageGenerator;
};

const FIGURE_PATH = /^\/api\/files\/([^/?#]+)\/figures\/(\d+)$/;

/** Source figures, the work's images, footnote titles and AI images for the insert dialogs (2.7). */
export class MediaService {
  constructor(private readonly deps: MediaServiceDeps) {}

  /** `related/pictures`: every cropped figure of the work's parsed sources, in source order. */
  async relatedPictures(auth: AuthContext, workId: string): Promise<SourceImage[]> {
    const work = await this.deps.works.require(auth.scope, workId);
    const figures = await this.deps.repo.figures(auth.scope, work.fileIds);
    const out: SourceImage[] = [];
    for (const figure of figures) {
      if (!figure.pngSha1) continue; // never cropped: nothing to show
      const size = await this.pngSize(figure.pngSha1);
      const caption = splitCaption(figure.caption);
      out.push({
        url: figureUrl(figure.fileId, figure.index),
        width: size.width,
        height: size.height,
        title: caption.title,
        description: caption.rest,
        image_type: caption.kind,
        fid: figure.fileId,
        page_number: figure.page,
      });
    }
    return out;
  }

  /** `images/retrieve`: every image the work's components show, once each, in reading order. */
  async retrieveImages(auth: AuthContext, workId: string): Promise<ArticleImage[]> {
    const work = await this.deps.works.require(auth.scope, workId);
    return collectImages(parseComponents(work.components));
  }

  /**
   * `regenerate/footnote_title` offline: the source figure behind `url` gives the title (the caption's first
   * sentence without its "Figure N" label) and the footnote (the rest, then the source file and page).
   */
  async footnoteTitle(
    auth: AuthContext,
    body: { prowrite_id: string; url: string },
  ): Promise<{ image_title: string; footnote: string }> {
    const work = await this.deps.works.require(auth.scope, body.prowrite_id);
    const figure = await this.findFigure(auth, work, body.url);
    const caption = splitCaption(figure.caption);
    const source =
      work.outLang === 'zh-cn'
        ? `来源：${figure.fileName}，第${figure.page}页`
        : `Source: ${figure.fileName}, p. ${figure.page}`;
    return {
      image_title: caption.title,
      footnote: [caption.rest, source]
        .filter(Boolean)
        .map((p) => `<p>${escapeHtml(p)}</p>`)
        .join(''),
    };
  }

  /** `v2/auto/generate/image`: one AI image of an allowed size, stored as a team file; its address. */
  async generateImage(
    auth: AuthContext,
    body: { prowrite_id: string; prompt: string; specifications: { width: number; height: number } },
  ): Promise<string[]> {
    await this.deps.works.require(auth.scope, body.prowrite_id);
    const size = allowedSize(body.specifications);
    this.deps.images.assertAvailable();
    const image = await this.deps.images.generate(auth, body.prompt, size);
    return [image.url];
  }

  /** `regenerate/medical_image`: a new AI image from the same prompt and size; the caller keeps its uniq_id. */
  async regenerateImage(
    auth: AuthContext,
    body: { prowrite_id: string; unique_id: string },
  ): Promise<{ url: string; width: number; height: number }> {
    const work = await this.deps.works.require(auth.scope, body.prowrite_id);
    this.deps.images.assertAvailable();
    const image = collectImages(parseComponents(work.components)).find((i) => i.uniq_id === body.unique_id);
    if (!image) throw notFound('Image');
    if (image.image_source !== 'ai' && image.image_source !== 'run_ai') {
      throw badRequest('Only AI-generated images can be regenerated');
    }
    if (!image.ai_prompt?.trim()) throw badRequest('This image has no prompt to regenerate it from');
    const size =
      AI_IMAGE_SIZES.find((s) => s.width === image.width && s.height === image.height) ?? AI_IMAGE_SIZES[1];
    const stored = await this.deps.images.generate(auth, image.ai_prompt, size);
    return { url: stored.url, width: stored.width || size.width, height: stored.height || size.height };
  }

  private async findFigure(auth: AuthContext, work: WorkRow, url: string): Promise<SourceFigureRow> {
    let path = '';
    try {
      path = new URL(url, 'http://local').pathname;
    } catch {
      // Not an address at all: not found below.
    }
    const match = FIGURE_PATH.exec(path);
    const fileId = match ? decodeURIComponent(match[1]!) : '';
    if (!match || !work.fileIds.includes(fileId)) throw notFound('Source figure');
    const index = Number(match[2]);
    const figure = (await this.deps.repo.figures(auth.scope, [fileId])).find((f) => f.index === index);
    if (!figure) throw notFound('Source figure');
    return figure;
  }

  private async pngSize(sha1: string): Promise<{ width: number; height: number }> {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of await this.deps.storage.stream(sha1, { start: 0, end: 31 })) {
        chunks.push(chunk as Buffer);
      }
      return imageSize(Buffer.concat(chunks), 'png');
    } catch {
      return { width: 0, height: 0 };
    }
  }
}

function allowedSize(spec: { width: number; height: number }): { width: number; height: number } {
  const size = AI_IMAGE_SIZES.find((s) => s.width === spec.width && s.height === spec.height);
  if (!size) {
    const allowed = AI_IMAGE_SIZES.map((s) => `${s.width}x${s.height}`).join(', ');
    throw badRequest(`Image size ${spec.width}x${spec.height} is not offered; choose ${allowed}`);
  }
  return { width: size.width, height: size.height };
}

/** The stored components that still read as components (a malformed one is skipped, not fatal). */
function parseComponents(raw: unknown[]): ArticleComponent[] {
  return raw.flatMap((c) => {
    const parsed = articleComponentSchema.safeParse(c);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Every image of the components: image components, article and chapter bodies (single and lists). */
export function collectImages(components: ArticleComponent[]): ArticleImage[] {
  const out: ArticleImage[] = [];
  const seen = new Set<string>();
  const add = (image: ArticleImage | null | undefined) => {
    if (!image?.url) return;
    const key = `${image.uniq_id}|${image.url}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push(image);
  };
  for (const component of components) {
    for (const content of component.contents) {
      add(content.image);
      const chapters = [...(content.chapters ?? []), ...(content.chapter ? [content.chapter] : [])];
      for (const chapter of chapters) {
        const items = [...chapter.contents, ...chapter.sections.flatMap((s) => s.contents)];
        for (const item of items) {
          add(item.body.image);
          for (const image of item.body.images) add(image);
        }
      }
    }
  }
  return out;
}
