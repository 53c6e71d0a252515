import {
  type ArticleComponent,
  articleComponentSchema,
  DEFAULT_EXPORT_SIZE,
  EXPORT_EXTENSIONS,
  documentKind,
  type ExportBody,
  type ExportType,
  NO_SLIDES_MESSAGE,
  type PptGenerateBody,
  type PublicExportBody,
  type Slide,
} from '@prowrite/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { writeArticleDocx, writeDeckDocx } from '../../export/docx';
import type { DeckPptxInput } from '../../export/pptx';
import type { AuthContext, TeamScope } from '../../http/auth';
import { AppError, badRequest, forbidden } from '../../http/errors';
import type { FilesService } from '../files';
import { parseSlideInput, type WorkRow, type WorksService } from '../works';
import { type ImageLoader, teamImageLoader } from './export-images';
import { exportFileName } from './file-names';
import { ticketPrincipal } from './print-ticket';
import type { PrintRenderer, PrintTarget } from './print-renderer';
import type { RateLimits } from '../rate-limits/rate-limits.service';
import { PublicExportLimits } from './public-export-limits';

export type ExportFile = { bytes: Buffer; fileName: string; mime: string };

export type ExportDeps = {
  works: WorksService;
  files: FilesService;
  renderer: PrintRenderer;
  writePptx: (input: DeckPptxInput) => Promise<Buffer>;
  log: FastifyBaseLogger;
  /** The shared counters of the public export's limits. */
  rateLimits: RateLimits;
};

/** What an article of a kind this server does not write can still be exported as. */
const ARTICLE_EXPORTS: readonly ExportType[] = ['PNG', 'DOCX'];

const MIME: Record<ExportType, string> = {
  PPT: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  PDF: 'application/pdf',
  PNG: 'image/png',
  DOCX: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

type Lang = 'en' | 'zh-cn';
const langOf = (lang: string | undefined, fallback: Lang = 'en'): Lang =>
  lang === undefined ? fallback : lang.toLowerCase().startsWith('zh') ? 'zh-cn' : 'en';

const file = (type: ExportType, title: string, bytes: Buffer): ExportFile => ({
  bytes,
  fileName: exportFileName(title, EXPORT_EXTENSIONS[type]),
  mime: MIME[type],
});

/** A work ready to export: its row, who reads it, its slides or components. */
type Loaded = { work: WorkRow; principal: AuthContext; slides: Slide[]; components: ArticleComponent[] };

/**
 * Exports of works: PPTX natively, PDF and PNG through the print pages in Chromium, DOCX natively. A foreign
 * team's work is a 404; a deck without slides is a 400 "no slides yet", so the dialog can show it as a toast.
 */
export class ExportService {
  /** Per-link and per-address limits of the public export (replaceable so tests can drive the clock). */
  publicLimits: PublicExportLimits;

  constructor(private readonly deps: ExportDeps) {
    this.publicLimits = new PublicExportLimits(deps.rateLimits);
  }

  async exportWork(auth: AuthContext, body: ExportBody): Promise<ExportFile> {
    const loaded = await this.load(auth, body.pro_write_id);
    return this.produce(loaded, body, { withProvenance: true });
  }

  /** `v2/export/images`: one PNG per slide (decks) or page (articles), stored as team files. */
  async exportImages(auth: AuthContext, body: ExportBody): Promise<string[]> {
    if (body.type !== 'PNG') throw badRequest('Only PNG exports can be split into several images');
    const loaded = await this.load(auth, body.pro_write_id);
    const lang = langOf(body.lang);
    const width = body.width ?? DEFAULT_EXPORT_SIZE;
    const target = this.target(loaded);
    let images: Buffer[];
    if (loaded.work.type === 'PPT') {
      this.requireSlides(loaded, lang);
      images = await this.deps.renderer.deckPngs(target, width);
    } else {
      this.requireComponents(loaded, lang);
      images = await this.deps.renderer.articlePngs(target, width);
    }
    const base = exportFileName(body.title, 'png').replace(/\.png$/, '');
    const urls: string[] = [];
    for (const [i, png] of images.entries()) {
      // An export record (identical bytes share one; not listed among uploads; swept by ExportExpiry).
      urls.push(await this.deps.files.storeExport(auth, png, `${base}_${i + 1}.png`));
    }
    return urls;
  }

  /** `GET /api/botconsole/export/doc?id=`: the work's DOCX, named after the work. */
  async exportDoc(auth: AuthContext, id: string, lang?: string): Promise<ExportFile> {
    const loaded = await this.load(auth, id);
    const title = loaded.work.name;
    return this.produce(loaded, { type: 'DOCX', title, lang }, { withProvenance: true });
  }

  /** `POST /webapi/ppt/generate`: a PPTX of the slides given (stateless; pictures resolve in the team). */
  async generatePpt(auth: AuthContext, body: PptGenerateBody): Promise<ExportFile> {
    const slides = body.slides.map((raw, i) => parseSlideInput(raw, i + 1, `slides[${i}] (slide ${i + 1})`));
    if (slides.length === 0) throw badRequest(NO_SLIDES_MESSAGE.en);
    const title = body.title ?? 'presentation';
    const bytes = await this.pptx({
      title,
      slides,
      template: body.template_id,
      ...(body.logo ? { logo: body.logo } : {}),
      loadImage: teamImageLoader(this.deps.files, auth.scope),
    });
    return file('PPT', title, bytes);
  }

  /**
   * The public preview's export: the share pair stands for the team; source quotes are left out. Only a
   * matching pair counts towards the rate limits (see PublicExportLimits.admit).
   */
  async publicExport(body: PublicExportBody, clientAddress: string): Promise<ExportFile> {
    const { work } = await this.deps.works.requirePublished(body.ppt_id, body.reportId);
    // The owner chose per link whether visitors may take a file; the page hides the button, this enforces it.
    if (!work.shareDownloads) throw forbidden('Downloads are turned off for this link');
    await this.publicLimits.admit(work.id, clientAddress);
    const principal = ticketPrincipal({
      workId: work.id,
      teamId: work.teamId,
      userId: work.ownerId,
      expiresAt: 0,
    });
    const loaded = await this.load(principal, work.id);
    const slides = loaded.slides.map(({ provenance: _provenance, ...slide }) => slide);
    return this.produce({ ...loaded, slides }, body, { withProvenance: false });
  }

  private async produce(
    loaded: Loaded,
    request: { type: ExportType; title: string; width?: number | undefined; lang?: string | undefined },
    options: { withProvenance: boolean },
  ): Promise<ExportFile> {
    const { work } = loaded;
    const lang = langOf(request.lang);
    const title = request.title;
    const isDeck = work.type === 'PPT';
    const scope = loaded.principal.scope;
    const kind = isDeck ? undefined : this.deps.works.articleKind(work.type);
    // Each article kind offers the formats its contract entry lists (a kind not registered here: PNG and DOCX).
    const offered: readonly ExportType[] = kind
      ? (documentKind(kind.type)?.exports ?? ARTICLE_EXPORTS)
      : ARTICLE_EXPORTS;
    if (!isDeck && !offered.includes(request.type))
      throw badRequest(
        `${request.type} export is not offered for ${work.type} works; export it as ${offered.join(' or ')}`,
      );
    switch (request.type) {
      case 'PPT': {
        // An article kind with a deck mapping exports its article as slides of the general template.
        const asDeck = isDeck ? null : kind?.deck;
        if (!isDeck && !asDeck) throw badRequest(`${work.type} works have no PowerPoint mapping`);
        if (asDeck) this.requireComponents(loaded, lang);
        else this.requireSlides(loaded, lang);
        const slides = asDeck ? asDeck(loaded.components, work.outLang) : loaded.slides;
        const bytes = await this.pptx({
          title,
          slides: options.withProvenance ? slides : slides.map(({ provenance: _p, ...slide }) => slide),
          template: asDeck ? 'general' : work.selectTemplate,
          // The team's company template, as the board draws it (decision 0007).
          ...(await this.companyPptxFlags(scope)),
          loadImage: teamImageLoader(this.deps.files, scope),
        });
        return file('PPT', title, bytes);
      }
      case 'PDF': {
        if (!isDeck) {
          this.requireComponents(loaded, lang);
          // A poster kind is one page of its own height, drawn at the width its PNG export uses.
          const bytes =
            kind?.pdf === 'poster'
              ? await this.deps.renderer.articlePosterPdf(
                  this.target(loaded),
                  request.width ?? DEFAULT_EXPORT_SIZE,
                  title,
                )
              : await this.deps.renderer.articlePdf(this.target(loaded), title);
          return file('PDF', title, bytes);
        }
        this.requireSlides(loaded, lang);
        return file('PDF', title, await this.deps.renderer.deckPdf(this.target(loaded), title));
      }
      case 'PNG': {
        const width = request.width ?? DEFAULT_EXPORT_SIZE;
        if (isDeck) {
          this.requireSlides(loaded, lang);
          return file(
            'PNG',
            title,
            await this.deps.renderer.deckPng(this.target(loaded), width, loaded.slides.length),
          );
        }
        this.requireComponents(loaded, lang);
        return file('PNG', title, await this.deps.renderer.articlePng(this.target(loaded), width));
      }
      case 'DOCX': {
        const loadImage: ImageLoader = teamImageLoader(this.deps.files, scope);
        const sourceName = await this.sourceNames(scope, work.fileIds);
        const docLang = langOf(request.lang, work.outLang);
        if (isDeck) {
          this.requireSlides(loaded, lang);
          const bytes = await writeDeckDocx({
            title,
            slides: loaded.slides,
            loadImage,
            sourceName,
            withProvenance: options.withProvenance,
            lang: docLang,
          });
          return file('DOCX', title, bytes);
        }
        this.requireComponents(loaded, lang);
        const bytes = await writeArticleDocx({
          title,
          components: loaded.components,
          loadImage,
          sourceName,
          withProvenance: options.withProvenance,
          lang: docLang,
        });
        return file('DOCX', title, bytes);
      }
    }
  }

  private async load(principal: AuthContext, id: string): Promise<Loaded> {
    const work = await this.deps.works.require(principal.scope, id);
    if (work.type === 'PPT') {
      return { work, principal, slides: await this.deps.works.slides(principal.scope, id), components: [] };
    }
    const detail = await this.deps.works.detail(principal, id);
    const components = (detail.components ?? []).map((c) => articleComponentSchema.parse(c));
    return { work, principal, slides: [], components };
  }

  private target({ work, principal }: Loaded): PrintTarget {
    return { workId: work.id, teamId: principal.teamId, userId: principal.userId };
  }

  private requireSlides(loaded: Loaded, lang: Lang): void {
    if (loaded.slides.length === 0) throw badRequest(NO_SLIDES_MESSAGE[lang]);
  }

  private requireComponents(loaded: Loaded, lang: Lang): void {
    if (loaded.components.length === 0) {
      throw badRequest(lang === 'zh-cn' ? '这篇文章还没有内容。' : 'This article has no content yet.');
    }
  }

  private async companyPptxFlags(
    scope: TeamScope,
  ): Promise<{ companyTemplate: boolean; companyElement: boolean }> {
    const flags = await this.deps.works.companyFlags(scope);
    return { companyTemplate: flags.roche_template_flag === 1, companyElement: flags.roche_flag === 1 };
  }

  private async pptx(input: DeckPptxInput): Promise<Buffer> {
    try {
      return await this.deps.writePptx(input);
    } catch (error) {
      if (error instanceof AppError) throw error;
      this.deps.log.error({ err: error }, 'PPTX export failed');
      throw new AppError(500, 'The PowerPoint file could not be written');
    }
  }

  /** Display names of the work's sources, for footnotes ('' for a source that is gone). */
  private async sourceNames(scope: TeamScope, fileIds: string[]): Promise<(fileId: string) => string> {
    const names = new Map<string, string>();
    for (const id of fileIds) {
      const detail = await this.deps.files.detail(scope, id).catch(() => null);
      if (detail) names.set(id, detail.name);
    }
    return (fileId) => names.get(fileId) ?? '';
  }
}
